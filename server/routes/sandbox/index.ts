import { Hono } from "hono";
import { type SandboxLoginResponse, sandboxLoginBodySchema } from "../../../shared/api/sandbox.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errorJson } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";

/**
 * Sandbox-only LINE Login: lists the emulator's users and mints a real (emulator-signed) ID token,
 * so the server's identity check runs exactly as in production. Absent (404) outside sandbox mode.
 */
export function sandboxRoutes(deps: AppDeps) {
  return new Hono()
    .get("/users", (c) => {
      if (!deps.sandbox) return errorJson(c, 404, "Not found");
      return c.json({ users: deps.sandbox.users, channels: deps.sandbox.channels });
    })
    .post("/login", validate("json", sandboxLoginBodySchema), async (c) => {
      const sandbox = deps.sandbox;
      if (!sandbox) return errorJson(c, 404, "Not found");
      const user = sandbox.users.find((u) => u.userId === c.req.valid("json").userId);
      if (!user) return errorJson(c, 404, "Unknown sandbox user");
      const tokens = await sandbox.mintTokens(user.userId).catch((error: unknown) => {
        throw new ApiError(502, (error as Error).message);
      });
      const body: SandboxLoginResponse = { ...tokens, profile: user };
      return c.json(body);
    });
}
