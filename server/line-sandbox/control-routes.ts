import { Hono } from "hono";
import { z } from "zod";
import { lineMessagesSchema } from "../../shared/line-send/api.ts";
import { lineError } from "./errors.ts";
import { type FaultStore, faultSchema } from "./faults.ts";
import type { SandboxInbox } from "./inbox.ts";
import type { SandboxChannel, SandboxUser } from "./index.ts";
import type { LoginAuthority } from "./login.ts";

// Emulator-only routes (no LINE counterpart) under /sandbox/: what an app instance in sandbox mode
// needs when it shares one emulator with other instances (LINE_API_BASE_URL pointing here). Tokens
// are minted where they are verified, so a login through instance A is valid on instance B.

const mintBodySchema = z.object({ userId: z.string().min(1).max(64) });
const party = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(100),
  pictureUrl: z.string().max(4096).optional(),
});
/** What an app instance reports it handed to liff-mock (sent to the chat, shared). */
const inboxBodySchema = z.object({
  via: z.enum(["chat", "share"]),
  from: party,
  to: z.array(party).min(1).max(10),
  messages: lineMessagesSchema,
});

export interface SandboxDirectory {
  users: readonly SandboxUser[];
  channels: readonly SandboxChannel[];
  groups: readonly { groupId: string; groupName: string }[];
  /** Channel id → user ids that follow its bot. */
  friends: Readonly<Record<string, readonly string[]>>;
}

export function controlRoutes(
  login: LoginAuthority,
  inbox: SandboxInbox,
  faults: Pick<FaultStore, "add" | "clear">,
  directory: SandboxDirectory,
): Hono {
  return new Hono()
    .post("/sandbox/faults", async (c) => {
      const parsed = faultSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, parsed.error.issues[0]?.message ?? "Invalid fault");
      faults.add(parsed.data);
      return c.json(parsed.data, 201);
    })
    .delete("/sandbox/faults", (c) => {
      faults.clear();
      return c.json({});
    })
    .get("/sandbox/directory", (c) => c.json(directory))
    .get("/sandbox/inbox", (c) => c.json({ entries: inbox.list() }))
    .post("/sandbox/inbox", async (c) => {
      const parsed = inboxBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, parsed.error.issues[0]?.message ?? "Invalid inbox entry");
      const { from, to, ...rest } = parsed.data;
      return c.json(inbox.add({ ...rest, from: withoutUndefined(from), to: to.map(withoutUndefined) }), 201);
    })
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

function withoutUndefined<T extends { pictureUrl?: string | undefined }>(party: T) {
  const { pictureUrl, ...rest } = party;
  return pictureUrl === undefined ? rest : { ...rest, pictureUrl };
}
