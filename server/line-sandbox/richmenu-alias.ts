import { type Context, Hono } from "hono";
import { lineError, notFound, requestBodyErrors } from "./errors.ts";
import { readJsonBody } from "./http.ts";
import type { LineOpenApi } from "./openapi.ts";
import { detailsFromAjv } from "./openapi-errors.ts";
import type { SandboxEnv } from "./state.ts";

// Rich menu aliases (the targets of richmenuswitch actions): create, get, list, update, delete.
// Bodies are validated against CreateRichMenuAliasRequest / UpdateRichMenuAliasRequest of the
// vendored messaging-api.yml (alias id ^[a-z0-9_-]{1,32}$), then LINE's rules: the alias id is
// unique per channel, the target menu exists and has its image.

type SandboxContext = Context<SandboxEnv>;

const ALIAS_MESSAGES = {
  conflict: "conflict richmenu alias id",
  menuNotFound: "richmenu not found",
  noImage: "must upload richmenu image before applying it to user",
  // Emulator wording: LINE documents the 1,000-alias limit but not its message.
  tooMany: "The number of rich menu aliases has reached the limit (1000)",
} as const;

const MAX_ALIASES = 1000;

async function readBody<T>(c: SandboxContext, openapi: LineOpenApi, path: string): Promise<T | Response> {
  const json = await readJsonBody(c);
  if (!json.ok) return lineError(c, 400, "The request body is not valid JSON");
  const validate = openapi.requestBody("messaging-api", path, "post");
  return validate(json.value) ? (json.value as T) : requestBodyErrors(c, detailsFromAjv(validate.errors));
}

/** LINE's 400 when the target menu is missing or has no image yet; null when it can be pointed at. */
function targetError(c: SandboxContext, richMenuId: string): Response | null {
  const menu = c.var.channel.richMenus.get(richMenuId);
  if (!menu) return lineError(c, 400, ALIAS_MESSAGES.menuNotFound, []);
  if (!menu.image) return lineError(c, 400, ALIAS_MESSAGES.noImage, []);
  return null;
}

export function richMenuAliasRoutes(openapi: LineOpenApi): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  // /list before /{richMenuAliasId}, which would match it too.
  app.get("/v2/bot/richmenu/alias/list", (c) => {
    const aliases = [...c.var.channel.richMenuAliases].map(([richMenuAliasId, richMenuId]) => ({
      richMenuAliasId,
      richMenuId,
    }));
    return c.json({ aliases });
  });

  app.post("/v2/bot/richmenu/alias", async (c) => {
    const body = await readBody<{ richMenuAliasId: string; richMenuId: string }>(
      c,
      openapi,
      "/v2/bot/richmenu/alias",
    );
    if (body instanceof Response) return body;
    const aliases = c.var.channel.richMenuAliases;
    if (aliases.has(body.richMenuAliasId)) return lineError(c, 400, ALIAS_MESSAGES.conflict, []);
    if (aliases.size >= MAX_ALIASES) return lineError(c, 400, ALIAS_MESSAGES.tooMany, []);
    const refused = targetError(c, body.richMenuId);
    if (refused) return refused;
    aliases.set(body.richMenuAliasId, body.richMenuId);
    return c.json({});
  });

  app.get("/v2/bot/richmenu/alias/:richMenuAliasId", (c) => {
    const richMenuAliasId = c.req.param("richMenuAliasId");
    const richMenuId = c.var.channel.richMenuAliases.get(richMenuAliasId);
    return richMenuId ? c.json({ richMenuAliasId, richMenuId }) : notFound(c);
  });

  app.post("/v2/bot/richmenu/alias/:richMenuAliasId", async (c) => {
    const body = await readBody<{ richMenuId: string }>(
      c,
      openapi,
      "/v2/bot/richmenu/alias/{richMenuAliasId}",
    );
    if (body instanceof Response) return body;
    const richMenuAliasId = c.req.param("richMenuAliasId");
    const aliases = c.var.channel.richMenuAliases;
    if (!aliases.has(richMenuAliasId)) return notFound(c);
    const refused = targetError(c, body.richMenuId);
    if (refused) return refused;
    aliases.set(richMenuAliasId, body.richMenuId);
    return c.json({});
  });

  app.delete("/v2/bot/richmenu/alias/:richMenuAliasId", (c) => {
    const deleted = c.var.channel.richMenuAliases.delete(c.req.param("richMenuAliasId"));
    return deleted ? c.json({}) : notFound(c);
  });
  return app;
}
