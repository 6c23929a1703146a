import { Hono } from "hono";
import { z } from "zod";
import { lineError } from "./errors.ts";
import type { SandboxChannel, SandboxUser } from "./index.ts";
import type { LoginAuthority } from "./login.ts";

// Emulator-only routes (no LINE counterpart) under /sandbox/: what an app instance in sandbox mode
// needs when it shares one emulator with other instances (LINE_API_BASE_URL pointing here). Tokens
// are minted where they are verified, so a login through instance A is valid on instance B.

const mintBodySchema = z.object({ userId: z.string().min(1).max(64) });

export interface SandboxDirectory {
  users: readonly SandboxUser[];
  channels: readonly SandboxChannel[];
}

export function controlRoutes(login: LoginAuthority, directory: SandboxDirectory): Hono {
  return new Hono()
    .get("/sandbox/directory", (c) => c.json({ users: directory.users, channels: directory.channels }))
    .post("/sandbox/tokens", async (c) => {
      const parsed = mintBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, "userId is required");
      const { userId } = parsed.data;
      if (!directory.users.some((user) => user.userId === userId)) {
        return lineError(c, 404, "Unknown sandbox user");
      }
      return c.json({ idToken: await login.mintIdToken(userId), accessToken: login.mintAccessToken(userId) });
    });
}
