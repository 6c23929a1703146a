import { type Context, Hono } from "hono";
import { lineError, notFound, requestBodyErrors } from "./errors.ts";
import { SANDBOX_USERS } from "./fixtures.ts";
import { readJsonBody } from "./http.ts";
import type { LineOpenApi } from "./openapi.ts";
import { detailsFromAjv } from "./openapi-errors.ts";
import type { SandboxEnv } from "./state.ts";

// Per-user rich menus: link/unlink one user, which menu a user has, bulk link/unlink (≤ 500
// ids, RichMenuBulkLinkRequest / RichMenuBulkUnlinkRequest of messaging-api.yml; 202 like LINE,
// ids that are not friends are skipped silently). A user id is known to a channel only when that
// user added the bot: in the sandbox every sandbox user except Alex did. Others answer 404,
// as LINE does for a user id of another provider.

type SandboxContext = Context<SandboxEnv>;

const USER_MENU_MESSAGES = {
  noUserMenu: "the user has no richmenu",
  noImage: "must upload richmenu image before applying it to user",
} as const;

/** Alex (sandbox) has not added the sandbox bot: the "user not found" path can be tried. */
const SANDBOX_FRIENDS: ReadonlySet<string> = new Set(
  SANDBOX_USERS.filter((user) => !user.displayName.startsWith("Alex")).map((user) => user.userId),
);

async function readIds(c: SandboxContext, openapi: LineOpenApi, path: string) {
  const json = await readJsonBody(c);
  if (!json.ok) return lineError(c, 400, "The request body is not valid JSON");
  const validate = openapi.requestBody("messaging-api", path, "post");
  if (!validate(json.value)) return requestBodyErrors(c, detailsFromAjv(validate.errors));
  return json.value as { userIds: string[]; richMenuId?: string };
}

export function richMenuUserRoutes(openapi: LineOpenApi): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get("/v2/bot/user/:userId/richmenu", (c) => {
    const userId = c.req.param("userId");
    if (!SANDBOX_FRIENDS.has(userId)) return notFound(c);
    const richMenuId = c.var.channel.userRichMenus.get(userId);
    return richMenuId ? c.json({ richMenuId }) : lineError(c, 404, USER_MENU_MESSAGES.noUserMenu, []);
  });

  app.post("/v2/bot/user/:userId/richmenu/:richMenuId", (c) => {
    const { userId, richMenuId } = c.req.param();
    const menu = c.var.channel.richMenus.get(richMenuId);
    if (!menu || !SANDBOX_FRIENDS.has(userId)) return notFound(c);
    if (!menu.image) return lineError(c, 400, USER_MENU_MESSAGES.noImage, []);
    c.var.channel.userRichMenus.set(userId, richMenuId);
    return c.json({});
  });

  app.delete("/v2/bot/user/:userId/richmenu", (c) => {
    const userId = c.req.param("userId");
    if (!SANDBOX_FRIENDS.has(userId)) return notFound(c);
    c.var.channel.userRichMenus.delete(userId);
    return c.json({});
  });

  app.post("/v2/bot/richmenu/bulk/link", async (c) => {
    const body = await readIds(c, openapi, "/v2/bot/richmenu/bulk/link");
    if (body instanceof Response) return body;
    const menu = c.var.channel.richMenus.get(body.richMenuId ?? "");
    if (!menu) return notFound(c);
    if (!menu.image) return lineError(c, 400, USER_MENU_MESSAGES.noImage, []);
    for (const userId of body.userIds) {
      if (SANDBOX_FRIENDS.has(userId)) c.var.channel.userRichMenus.set(userId, menu.richMenuId);
    }
    return c.json({}, 202);
  });

  app.post("/v2/bot/richmenu/bulk/unlink", async (c) => {
    const body = await readIds(c, openapi, "/v2/bot/richmenu/bulk/unlink");
    if (body instanceof Response) return body;
    for (const userId of body.userIds) c.var.channel.userRichMenus.delete(userId);
    return c.json({}, 202);
  });
  return app;
}
