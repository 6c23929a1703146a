import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { createAliasSchema, richMenuAliasIdSchema, updateAliasSchema } from "../../../shared/richmenu/api.ts";
import type { AppDeps } from "../../deps.ts";
import type { ChannelEnv } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { validate } from "../../http/validate.ts";

const aliasParam = z.object({ aliasId: richMenuAliasIdSchema });

/** Rich menu aliases through @line/bot-sdk; mounted under /api/rich-menus behind requireChannel. */
export function richMenuAliasRoutes(deps: AppDeps, writes: MiddlewareHandler) {
  const clientsOf = (c: { get(key: "channel"): ChannelEnv["Variables"]["channel"] }) =>
    deps.line.forChannel(c.get("channel"));
  return new Hono<ChannelEnv>()
    .get("/", async (c) => {
      const { messaging } = await clientsOf(c);
      try {
        return c.json(await messaging.getRichMenuAliasList());
      } catch (error) {
        throw lineError(error, "Failed to fetch rich menu aliases");
      }
    })
    .post("/", writes, validate("json", createAliasSchema), async (c) => {
      const alias = c.req.valid("json");
      const { messaging } = await clientsOf(c);
      try {
        await messaging.createRichMenuAlias(alias);
      } catch (error) {
        throw lineError(error, "Failed to create the rich menu alias");
      }
      return c.json(alias, 201);
    })
    .put(
      "/:aliasId",
      writes,
      validate("param", aliasParam),
      validate("json", updateAliasSchema),
      async (c) => {
        const { aliasId } = c.req.valid("param");
        const { richMenuId } = c.req.valid("json");
        const { messaging } = await clientsOf(c);
        try {
          await messaging.updateRichMenuAlias(aliasId, { richMenuId });
        } catch (error) {
          throw lineError(error, "Failed to update the rich menu alias");
        }
        return c.json({ richMenuAliasId: aliasId, richMenuId });
      },
    )
    .delete("/:aliasId", writes, validate("param", aliasParam), async (c) => {
      const { aliasId } = c.req.valid("param");
      const { messaging } = await clientsOf(c);
      try {
        await messaging.deleteRichMenuAlias(aliasId);
      } catch (error) {
        throw lineError(error, "Failed to delete the rich menu alias");
      }
      return c.json({ richMenuAliasId: aliasId });
    });
}
