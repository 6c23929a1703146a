import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import {
  descriptionProblem,
  endpointProblem,
  type LiffApp,
  MAX_LIFF_APPS_PER_CHANNEL,
} from "../../shared/liff-apps/rules.ts";
import { englishText } from "../../shared/text/english.ts";
import { type LineErrorDetail, lineError, MESSAGES, notFound, requestBodyErrors } from "./errors.ts";
import { bearerToken, readJsonBody } from "./http.ts";
import type { LineOpenApi } from "./openapi.ts";
import { detailsFromAjv } from "./openapi-errors.ts";
import type { ChannelTokenStore } from "./tokens.ts";

// LIFF server API (liff.yml): add, list, update and delete the LIFF apps of a LINE Login channel, with the
// channel's access token. Bodies are validated against AddLiffAppRequest / UpdateLiffAppRequest, then
// against the rules LINE states beside them (shared/liff-apps/rules.ts): https endpoint (http on this
// machine too, as a sandbox server has no https origin), no fragment, no "LINE" in the name.

const LIFF_APP_MESSAGES = {
  // Emulator wording: LINE documents these cases (liff.yml, LIFF docs) but not their texts.
  tooMany: `The maximum number of LIFF apps that can be added to the channel (${MAX_LIFF_APPS_PER_CHANNEL}) has been reached`,
  notLoginChannel: "LIFF apps can be added to LINE Login channels only",
} as const;

type Env = { Variables: { apps: Map<string, LiffApp>; channelId: string } };
type LiffContext = Context<Env>;

interface LiffRouteDeps {
  openapi: LineOpenApi;
  tokens: ChannelTokenStore;
  /** The LINE Login channels: only their tokens manage LIFF apps. */
  loginChannelIds: readonly string[];
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function newLiffId(channelId: string): string {
  const bytes = randomBytes(8);
  return `${channelId}-${[...bytes].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("")}`;
}

/** The rules liff.yml states in words, as details on the property they concern. */
function ruleDetails(body: { view?: { url?: string }; description?: string }): LineErrorDetail[] {
  const details: LineErrorDetail[] = [];
  const url = body.view?.url;
  const endpoint = url === undefined ? null : endpointProblem(url, { allowLoopbackHttp: true });
  if (endpoint) details.push({ message: englishText(endpoint), property: "view.url" });
  const name = body.description === undefined ? null : descriptionProblem(body.description);
  if (name) details.push({ message: englishText(name), property: "description" });
  return details;
}

async function readBody<T>(c: LiffContext, openapi: LineOpenApi, method: string): Promise<T | Response> {
  const json = await readJsonBody(c);
  if (!json.ok) return lineError(c, 400, MESSAGES.invalidJson);
  const path = method === "post" ? "/liff/v1/apps" : "/liff/v1/apps/{liffId}";
  const validate = openapi.requestBody("liff", path, method);
  if (!validate(json.value)) return requestBodyErrors(c, detailsFromAjv(validate.errors));
  const details = ruleDetails(json.value as LiffApp);
  return details.length > 0 ? requestBodyErrors(c, details) : (json.value as T);
}

export function liffRoutes({ openapi, tokens, loginChannelIds }: LiffRouteDeps): Hono {
  const appsByChannel = new Map(loginChannelIds.map((id) => [id, new Map<string, LiffApp>()]));
  const app = new Hono<Env>();

  app.use("/liff/v1/*", async (c, next) => {
    const token = bearerToken(c);
    const channelId = token === null ? null : tokens.channelIdFor(token);
    if (channelId === null) return lineError(c, 401, MESSAGES.authenticationFailed);
    const apps = appsByChannel.get(channelId);
    if (!apps) return lineError(c, 403, LIFF_APP_MESSAGES.notLoginChannel);
    c.set("apps", apps);
    c.set("channelId", channelId);
    await next();
  });

  app.get("/liff/v1/apps", (c) => {
    const apps = [...c.var.apps.values()];
    // LINE answers 404 when the channel has no LIFF app (liff.yml).
    return apps.length === 0 ? notFound(c) : c.json({ apps });
  });

  app.post("/liff/v1/apps", async (c) => {
    const body = await readBody<Omit<LiffApp, "liffId">>(c, openapi, "post");
    if (body instanceof Response) return body;
    if (c.var.apps.size >= MAX_LIFF_APPS_PER_CHANNEL) return lineError(c, 400, LIFF_APP_MESSAGES.tooMany);
    const liffId = newLiffId(c.var.channelId);
    // LINE's defaults: concat links, profile + chat_message.write, no bot prompt, no 2D code reader.
    c.var.apps.set(liffId, {
      liffId,
      permanentLinkPattern: "concat",
      scope: ["profile", "chat_message.write"],
      botPrompt: "none",
      ...body,
      features: { ble: false, qrCode: false, ...body.features },
    });
    return c.json({ liffId });
  });

  app.put("/liff/v1/apps/:liffId", async (c) => {
    const current = c.var.apps.get(c.req.param("liffId"));
    if (!current) return notFound(c);
    const body = await readBody<Partial<LiffApp>>(c, openapi, "put");
    if (body instanceof Response) return body;
    c.var.apps.set(current.liffId, {
      ...current,
      ...body,
      liffId: current.liffId,
      view: { ...current.view, ...body.view },
      features: { ...current.features, ...body.features },
    });
    return c.json({});
  });

  app.delete("/liff/v1/apps/:liffId", (c) => {
    if (!c.var.apps.delete(c.req.param("liffId"))) return notFound(c);
    return c.json({});
  });

  return app as unknown as Hono;
}
