import { HTTPFetchError, type liff } from "@line/bot-sdk";
import { Hono } from "hono";
import {
  addLiffAppBodySchema,
  type LiffApp,
  type LiffAppListResponse,
  liffIdParamSchema,
  updateLiffAppBodySchema,
} from "../../../shared/liff-apps/index.ts";
import type { AppDeps } from "../../deps.ts";
import { type ChannelEnv, requireChannel } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";

/** Writes (add, update, delete) per client and minute, as for audiences. */
const LIFF_APP_WRITES_PER_MINUTE = 30;

/** LINE marks every field of LiffApp optional; the page needs an ID and a view. */
function toLiffApp(app: liff.LiffApp): LiffApp {
  return {
    liffId: app.liffId ?? "",
    view: { type: app.view?.type ?? "full", url: app.view?.url ?? "", ...moduleMode(app.view) },
    ...(app.description === undefined ? {} : { description: app.description }),
    ...(app.features === undefined ? {} : { features: app.features }),
    ...(app.permanentLinkPattern === undefined ? {} : { permanentLinkPattern: app.permanentLinkPattern }),
    ...(app.scope === undefined ? {} : { scope: app.scope }),
    ...(app.botPrompt === undefined ? {} : { botPrompt: app.botPrompt }),
  };
}

const moduleMode = (view: liff.LiffView | undefined) =>
  view?.moduleMode === undefined ? {} : { moduleMode: view.moduleMode };

/**
 * The LIFF apps of a LINE Login channel (liff.yml) through the SDK's LiffClient, with the Login channel's
 * ID and secret in the channel headers (exchanged for a stateless token, never stored). Bodies are checked
 * first as LINE checks them (shared/liff-apps), so a refused app never reaches LINE.
 */
export function liffAppRoutes(deps: AppDeps) {
  const writes = rateLimit(deps, {
    name: "liff-app-writes",
    limit: LIFF_APP_WRITES_PER_MINUTE,
    windowMs: 60_000,
  });
  // A sandbox server is plain http on this machine: the emulator accepts it as an endpoint, so do we.
  const options = { allowLoopbackHttp: deps.config.sandbox };
  return new Hono<ChannelEnv>()
    .get("/", requireChannel(), async (c) => {
      const { liff } = await deps.line.forChannel(c.get("channel"));
      try {
        const result = await liff.getAllLIFFApps();
        const body: LiffAppListResponse = { apps: (result.apps ?? []).map(toLiffApp) };
        return c.json(body, 200);
      } catch (error) {
        // LINE answers 404 when the channel has no LIFF app: that is an empty list.
        if (error instanceof HTTPFetchError && error.status === 404) {
          const body: LiffAppListResponse = { apps: [] };
          return c.json(body, 200);
        }
        throw lineError(error, "Failed to list LIFF apps");
      }
    })
    .post("/", writes, requireChannel(), validate("json", addLiffAppBodySchema(options)), async (c) => {
      const { liff } = await deps.line.forChannel(c.get("channel"));
      try {
        const { liffId } = await liff.addLIFFApp(c.req.valid("json"));
        return c.json({ liffId }, 201);
      } catch (error) {
        throw lineError(error, "Failed to add the LIFF app");
      }
    })
    .put(
      "/:liffId",
      writes,
      requireChannel(),
      validate("param", liffIdParamSchema),
      validate("json", updateLiffAppBodySchema(options)),
      async (c) => {
        const { liffId } = c.req.valid("param");
        const { liff } = await deps.line.forChannel(c.get("channel"));
        try {
          await liff.updateLIFFApp(liffId, c.req.valid("json"));
          return c.json({ liffId }, 200);
        } catch (error) {
          throw lineError(error, "Failed to update the LIFF app");
        }
      },
    )
    .delete("/:liffId", writes, requireChannel(), validate("param", liffIdParamSchema), async (c) => {
      const { liffId } = c.req.valid("param");
      const { liff } = await deps.line.forChannel(c.get("channel"));
      try {
        await liff.deleteLIFFApp(liffId);
        return c.json({ liffId }, 200);
      } catch (error) {
        throw lineError(error, "Failed to delete the LIFF app");
      }
    });
}
