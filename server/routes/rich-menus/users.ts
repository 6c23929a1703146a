import { HTTPFetchError } from "@line/bot-sdk";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  bulkUsersSchema,
  lineUserIdSchema,
  richMenuIdSchema,
  USER_NOT_FOUND_EXPLANATION,
} from "../../../shared/richmenu/api.ts";
import type { AppDeps } from "../../deps.ts";
import { type ChannelEnv, requireUser, type UserEnv } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { ApiError } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import type { ChannelClients } from "../../line/channel-clients.ts";

type Env = { Variables: ChannelEnv["Variables"] & Partial<UserEnv["Variables"]> };

/** LINE's 404 for a user means "not a user of this provider / not a friend": say so. */
function userError(error: unknown, fallback: string): ApiError {
  if (error instanceof HTTPFetchError && error.status === 404) {
    return new ApiError(404, USER_NOT_FOUND_EXPLANATION);
  }
  return lineError(error, fallback);
}

async function userMenuId(clients: ChannelClients, userId: string): Promise<string | null> {
  try {
    return (await clients.messaging.getRichMenuIdOfUser(userId)).richMenuId;
  } catch (error) {
    // "the user has no richmenu" is a 404 with that message; any other 404 is an unknown user.
    if (error instanceof HTTPFetchError && error.status === 404 && error.body.includes("no richmenu"))
      return null;
    throw userError(error, "Failed to read the user's rich menu");
  }
}

async function defaultMenuId(clients: ChannelClients): Promise<string | null> {
  try {
    return (await clients.messaging.getDefaultRichMenuId()).richMenuId;
  } catch (error) {
    if (error instanceof HTTPFetchError && error.status === 404) return null;
    throw lineError(error, "Failed to read the default rich menu");
  }
}

/** Per-user rich menus, mounted under /api/rich-menus behind requireChannel. */
export function richMenuUserRoutes(deps: AppDeps, writes: MiddlewareHandler) {
  const clientsOf = (c: { get(key: "channel"): ChannelEnv["Variables"]["channel"] }) =>
    deps.line.forChannel(c.get("channel"));
  return (
    new Hono<Env>()
      // Which menu does this user see? Their own linked menu, else the channel's default.
      .get("/users/:userId/menu", validate("param", z.object({ userId: lineUserIdSchema })), async (c) => {
        const clients = await clientsOf(c);
        const { userId } = c.req.valid("param");
        const own = await userMenuId(clients, userId);
        if (own) return c.json({ userId, richMenuId: own, source: "user" as const });
        const fallback = await defaultMenuId(clients);
        return c.json({
          userId,
          richMenuId: fallback,
          source: fallback ? ("default" as const) : ("none" as const),
        });
      })
      // Link to me: the user id is the verified ID token's `sub`, never one sent by the client.
      .post(
        "/:id/link-me",
        writes,
        requireUser(deps.identity),
        validate("param", z.object({ id: richMenuIdSchema })),
        async (c) => {
          const { id } = c.req.valid("param");
          const userId = c.get("user")?.userId ?? "";
          const clients = await clientsOf(c);
          try {
            await clients.messaging.linkRichMenuIdToUser(userId, id);
          } catch (error) {
            throw userError(error, "Failed to link the rich menu");
          }
          return c.json({ userId, richMenuId: id });
        },
      )
      .post(
        "/:id/users",
        writes,
        validate("param", z.object({ id: richMenuIdSchema })),
        validate("json", bulkUsersSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const { userIds } = c.req.valid("json");
          const clients = await clientsOf(c);
          try {
            await clients.messaging.linkRichMenuIdToUsers({ richMenuId: id, userIds });
          } catch (error) {
            throw lineError(error, "Failed to link the rich menu to the users");
          }
          return c.json({ richMenuId: id, linked: userIds.length });
        },
      )
      .post("/users/unlink", writes, validate("json", bulkUsersSchema), async (c) => {
        const { userIds } = c.req.valid("json");
        const clients = await clientsOf(c);
        try {
          await clients.messaging.unlinkRichMenuIdFromUsers({ userIds });
        } catch (error) {
          throw lineError(error, "Failed to unlink the users' rich menus");
        }
        return c.json({ unlinked: userIds.length });
      })
  );
}
