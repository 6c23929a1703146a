import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { lineError, MESSAGES, notFound, requestBodyErrors, uniqueDetails } from "./errors.ts";
import { readJsonBody } from "./http.ts";
import type { LineOpenApi } from "./openapi.ts";
import { detailsFromAjv } from "./openapi-errors.ts";
import { checkRichMenuImage, IMAGE_MESSAGES, richMenuImageType } from "./richmenu-image.ts";
import { RICH_MENU_LIMITS, richMenuRuleErrors } from "./richmenu-rules.ts";
import type { RichMenuRequest, SandboxEnv, StoredRichMenu } from "./state.ts";

// Rich menus of the channel the access token belongs to: create/validate/list/get/delete,
// image upload and download (api-data.line.me paths, same origin here) and the default menu.

type SandboxContext = Context<SandboxEnv>;

const MESSAGES_RICH_MENU = {
  noImageForDefault: "must upload richmenu image before applying it to user",
  noDefault: "no default richmenu",
  // Emulator wording: LINE documents the 1,000-menu limit but not its message.
  tooMany: `The number of rich menus has reached the limit (${RICH_MENU_LIMITS.maxMenusPerChannel})`,
} as const;

function newRichMenuId(): string {
  return `richmenu-${randomBytes(16).toString("hex")}`;
}

// Keeps the fields LINE stores, in LINE's order; unknown extra fields are dropped like LINE does.
function storedMenu(body: RichMenuRequest): RichMenuRequest {
  const { size, selected, name, chatBarText, areas } = body;
  return {
    size: { width: size.width, height: size.height },
    selected,
    name,
    chatBarText,
    areas: areas.map(({ bounds, action }) => ({
      bounds: { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height },
      action,
    })),
  };
}

function richMenuResponse({ richMenuId, menu }: StoredRichMenu) {
  return { richMenuId, ...menu };
}

/** The parsed rich menu object, or the 400 response LINE gives for it. */
async function readRichMenu(
  c: SandboxContext,
  openapi: LineOpenApi,
  path: string,
): Promise<RichMenuRequest | Response> {
  const json = await readJsonBody(c);
  if (!json.ok) return lineError(c, 400, MESSAGES.invalidJson);
  const validate = openapi.requestBody("messaging-api", path, "post");
  const schemaDetails = validate(json.value) ? [] : detailsFromAjv(validate.errors);
  const details = uniqueDetails([...schemaDetails, ...richMenuRuleErrors(json.value)]);
  return details.length > 0 ? requestBodyErrors(c, details) : storedMenu(json.value as RichMenuRequest);
}

function menuOf(c: SandboxContext): StoredRichMenu | undefined {
  return c.var.channel.richMenus.get(c.req.param("richMenuId") ?? "");
}

// The static paths (/validate, /list) are registered before /{richMenuId}, which would match them too.
function addMenuRoutes(app: Hono<SandboxEnv>, openapi: LineOpenApi): void {
  app.post("/v2/bot/richmenu/validate", async (c) => {
    const menu = await readRichMenu(c, openapi, "/v2/bot/richmenu/validate");
    return menu instanceof Response ? menu : c.json({});
  });

  app.get("/v2/bot/richmenu/list", (c) => {
    return c.json({ richmenus: [...c.var.channel.richMenus.values()].map(richMenuResponse) });
  });

  app.post("/v2/bot/richmenu", async (c) => {
    const menu = await readRichMenu(c, openapi, "/v2/bot/richmenu");
    if (menu instanceof Response) return menu;
    const { richMenus } = c.var.channel;
    if (richMenus.size >= RICH_MENU_LIMITS.maxMenusPerChannel)
      return lineError(c, 400, MESSAGES_RICH_MENU.tooMany);
    const richMenuId = newRichMenuId();
    richMenus.set(richMenuId, { richMenuId, menu });
    return c.json({ richMenuId });
  });

  app.get("/v2/bot/richmenu/:richMenuId", (c) => {
    const stored = menuOf(c);
    return stored ? c.json(richMenuResponse(stored)) : notFound(c);
  });

  app.delete("/v2/bot/richmenu/:richMenuId", (c) => {
    const stored = menuOf(c);
    if (!stored) return notFound(c);
    const { channel } = c.var;
    channel.richMenus.delete(stored.richMenuId);
    if (channel.defaultRichMenuId === stored.richMenuId) channel.defaultRichMenuId = null;
    // LINE unlinks a deleted menu from its users; they see the default again.
    for (const [userId, richMenuId] of [...channel.userRichMenus]) {
      if (richMenuId === stored.richMenuId) channel.userRichMenus.delete(userId);
    }
    return c.json({});
  });
}

// api-data.line.me paths.
function addImageRoutes(app: Hono<SandboxEnv>): void {
  app.post("/v2/bot/richmenu/:richMenuId/content", async (c) => {
    // Read the whole body (at most 2 MB, see bodyLimit) before answering, so that a keep-alive
    // connection is clean for the client's next request even when the upload is refused.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const contentType = richMenuImageType(c.req.header("content-type"));
    if (!contentType) return lineError(c, 415, MESSAGES.unsupportedMediaType);
    const stored = menuOf(c);
    if (!stored) return notFound(c);
    if (stored.image) return lineError(c, 400, IMAGE_MESSAGES.alreadyUploaded);
    const check = checkRichMenuImage(bytes, contentType, stored.menu.size);
    if (!check.ok) return lineError(c, check.status, check.message);
    stored.image = { bytes, contentType };
    return c.json({});
  });

  app.get("/v2/bot/richmenu/:richMenuId/content", (c) => {
    const image = menuOf(c)?.image;
    if (!image) return notFound(c);
    return c.body(image.bytes, 200, { "Content-Type": image.contentType });
  });
}

function addDefaultMenuRoutes(app: Hono<SandboxEnv>): void {
  app.post("/v2/bot/user/all/richmenu/:richMenuId", (c) => {
    const stored = menuOf(c);
    if (!stored) return notFound(c);
    if (!stored.image) return lineError(c, 400, MESSAGES_RICH_MENU.noImageForDefault, []);
    c.var.channel.defaultRichMenuId = stored.richMenuId;
    return c.json({});
  });

  app.get("/v2/bot/user/all/richmenu", (c) => {
    const richMenuId = c.var.channel.defaultRichMenuId;
    return richMenuId === null ? lineError(c, 404, MESSAGES_RICH_MENU.noDefault, []) : c.json({ richMenuId });
  });

  app.delete("/v2/bot/user/all/richmenu", (c) => {
    c.var.channel.defaultRichMenuId = null;
    return c.json({});
  });
}

export function richMenuRoutes(openapi: LineOpenApi): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  addMenuRoutes(app, openapi);
  addImageRoutes(app);
  addDefaultMenuRoutes(app);
  return app;
}
