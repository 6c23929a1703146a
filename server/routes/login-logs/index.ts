import { Hono } from "hono";
import { loginLogBodySchema } from "../../../shared/api/login-log.ts";
import type { AppDeps } from "../../deps.ts";
import { requireUser, type UserEnv } from "../../http/auth.ts";
import { validate } from "../../http/validate.ts";

export function loginLogRoutes(deps: AppDeps) {
  return new Hono<UserEnv>().post(
    "/",
    requireUser(deps.identity),
    validate("json", loginLogBodySchema),
    async (c) => {
      const body = c.req.valid("json");
      const user = c.get("user");
      const id = await deps.db.loginLogs.record({
        userId: user.userId,
        displayName: body.displayName,
        pictureUrl: body.pictureUrl ?? null,
        userAgent: body.userAgent ?? c.req.header("user-agent") ?? "",
        sessionData: {
          liffId: body.liffId,
          loginMethod: body.loginMethod,
          timestamp: new Date(deps.clock()).toISOString(),
        },
        createdAt: new Date(deps.clock()),
      });
      return c.json({ id }, 201);
    },
  );
}
