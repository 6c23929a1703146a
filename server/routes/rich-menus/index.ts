import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "../../../shared/images/limits.ts";
import {
  createRichMenuFormSchema,
  richMenuIdSchema,
  swapRichMenuFormSchema,
} from "../../../shared/richmenu/api.ts";
import { RICH_MENU_IMAGE_MESSAGES } from "../../../shared/richmenu/index.ts";
import type { AppDeps } from "../../deps.ts";
import { type ChannelEnv, requireChannel } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { errorJson } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { richMenuAliasRoutes } from "./aliases.ts";
import { deployRichMenu } from "./deploy.ts";
import { defaultRichMenuId, progressStream, richMenuGroupRoutes } from "./groups.ts";
import { decodeRichMenuImage } from "./image.ts";
import { planSwap, runSwap } from "./swap.ts";
import { richMenuUserRoutes } from "./users.ts";

/** The create form: a 1 MB image plus the menu JSON (20 areas) and the multipart framing. */
const RICH_MENU_BODY_LIMIT = MAX_IMAGE_BYTES + 128 * 1024;

const idParam = z.object({ id: richMenuIdSchema });

async function readStream(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Rich menus of the channel whose credentials arrive in the X-Line-Channel-* headers. */
export function richMenuRoutes(deps: AppDeps) {
  const writes = rateLimit(deps, { name: "rich-menu-writes", limit: 30, windowMs: 60_000 });
  const clientsOf = (c: { get(key: "channel"): ChannelEnv["Variables"]["channel"] }) =>
    deps.line.forChannel(c.get("channel"));
  return (
    new Hono<ChannelEnv>()
      .use(requireChannel())
      .route("/aliases", richMenuAliasRoutes(deps, writes))
      .route("/groups", richMenuGroupRoutes(deps, writes))
      .route("/", richMenuUserRoutes(deps, writes))
      .get("/", async (c) => {
        const clients = await clientsOf(c);
        try {
          const [{ richmenus }, defaultId] = await Promise.all([
            clients.messaging.getRichMenuList(),
            defaultRichMenuId(clients),
          ]);
          return c.json({ richmenus, defaultRichMenuId: defaultId });
        } catch (error) {
          throw lineError(error, "Failed to fetch rich menus");
        }
      })
      .post(
        "/",
        writes,
        bodyLimit({
          maxSize: RICH_MENU_BODY_LIMIT,
          onError: (c) => errorJson(c, 413, RICH_MENU_IMAGE_MESSAGES.tooLarge),
        }),
        validate("form", createRichMenuFormSchema),
        async (c) => {
          const request = c.req.valid("form");
          const image = await decodeRichMenuImage(new Uint8Array(await request.image.arrayBuffer()));
          const result = await deployRichMenu(await clientsOf(c), request, image);
          return c.json(result, 201);
        },
      )
      // Edit a copy, published as a swap on the publish executor: NDJSON progress like a group
      // publish. Everything checkable (form, image, the old menu) is answered as a plain error
      // before the stream starts; one swap counts as one write.
      .post(
        "/:id/swap",
        writes,
        bodyLimit({
          maxSize: RICH_MENU_BODY_LIMIT,
          onError: (c) => errorJson(c, 413, RICH_MENU_IMAGE_MESSAGES.tooLarge),
        }),
        validate("param", idParam),
        validate("form", swapRichMenuFormSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const request = c.req.valid("form");
          const image = await decodeRichMenuImage(new Uint8Array(await request.image.arrayBuffer()));
          const clients = await clientsOf(c);
          const plan = await planSwap(clients, id, request.deleteOld);
          return progressStream((report) =>
            runSwap({ clients, plan, richMenu: request.richMenu, image, report }),
          );
        },
      )
      .post("/:id/default", writes, validate("param", idParam), async (c) => {
        const { id } = c.req.valid("param");
        const clients = await clientsOf(c);
        try {
          await clients.messaging.setDefaultRichMenu(id);
        } catch (error) {
          throw lineError(error, "Failed to set the default rich menu");
        }
        return c.json({ richMenuId: id });
      })
      .get("/:id/image", validate("param", idParam), async (c) => {
        const { id } = c.req.valid("param");
        const clients = await clientsOf(c);
        try {
          const { body, httpResponse } = await clients.blob.getRichMenuImageWithHttpInfo(id);
          const bytes = await readStream(body);
          // Only the two image types LINE stores for rich menus are passed on.
          const type = httpResponse.headers.get("content-type")?.startsWith("image/png")
            ? "image/png"
            : "image/jpeg";
          return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
            "Content-Type": type,
            "Cache-Control": "private, no-store",
          });
        } catch (error) {
          throw lineError(error, "Failed to download the rich menu image");
        }
      })
      .delete("/:id", writes, validate("param", idParam), async (c) => {
        const { id } = c.req.valid("param");
        const clients = await clientsOf(c);
        try {
          await clients.messaging.deleteRichMenu(id);
        } catch (error) {
          throw lineError(error, "Failed to delete the rich menu");
        }
        return c.json({ richMenuId: id });
      })
  );
}
