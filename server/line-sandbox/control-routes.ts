import { Hono } from "hono";
import { z } from "zod";
import { lineMessagesSchema } from "../../shared/line-send/api.ts";
import { lineError } from "./errors.ts";
import { type FaultStore, faultSchema } from "./faults.ts";
import type { SandboxInbox } from "./inbox.ts";
import type { LoginAuthority } from "./login.ts";
import type { MessageClickInput, MessageSeenInput } from "./message-events.ts";
import type { RichMenuSeenInput, RichMenuTapInput, RichMenuTapResult } from "./richmenu-tap.ts";
import type { SandboxChannel, SandboxChatInput, SandboxChatResult, SandboxUser } from "./types.ts";

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

/** The webhook side's emulator-only controls. */
export interface WebhookControls {
  chat(input: SandboxChatInput): Promise<SandboxChatResult | null>;
  richMenuSeen(input: RichMenuSeenInput): boolean;
  richMenuTap(input: RichMenuTapInput): Promise<RichMenuTapResult | null>;
  messageSeen(input: MessageSeenInput): number;
  messageClick(input: MessageClickInput): boolean;
  setReplyTokenLifetime(ms: number): void;
  /** "Use webhook", which LINE's API cannot switch: tests and the console-less sandbox switch it here. */
  setWebhookActive(channelId: string, active: boolean): boolean;
}

const chatBodySchema = z.object({
  userId: z.string().min(1).max(64),
  channelId: z.string().min(1).max(20),
  text: z.string().min(1, "text is required").max(5000, "text must be at most 5000 characters"),
});
const seenBodySchema = z.object({
  userId: z.string().min(1).max(64),
  channelId: z.string().min(1).max(20),
  richMenuId: z.string().min(1).max(100),
});
const tapBodySchema = seenBodySchema.extend({
  area: z.number().int().min(0).max(19),
  params: z.record(z.enum(["date", "time", "datetime"]), z.string().max(20)).optional(),
});
const messageSeenBodySchema = z.object({
  userId: z.string().min(1).max(64),
  entryIds: z.array(z.string().min(1).max(64)).min(1).max(200),
});
const messageClickBodySchema = z.object({
  userId: z.string().min(1).max(64),
  entryId: z.string().min(1).max(64),
  url: z.string().min(1).max(1000),
});
const lifetimeBodySchema = z.object({
  ms: z
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60 * 1000),
});
const activeBodySchema = z.object({ channelId: z.string().min(1).max(20), active: z.boolean() });

export function controlRoutes(
  login: LoginAuthority,
  inbox: SandboxInbox,
  faults: Pick<FaultStore, "add" | "clear">,
  directory: SandboxDirectory,
  webhooks: WebhookControls,
): Hono {
  return new Hono()
    .post("/sandbox/chat", async (c) => {
      const parsed = chatBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, parsed.error.issues[0]?.message ?? "Invalid chat line");
      const result = await webhooks.chat(parsed.data);
      if (!result) return lineError(c, 404, "Unknown sandbox user or channel");
      return c.json(result);
    })
    .post("/sandbox/richmenu/impression", async (c) => {
      const parsed = seenBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, "userId, channelId and richMenuId are required");
      if (!webhooks.richMenuSeen(parsed.data)) return lineError(c, 404, "Not found");
      return c.json({});
    })
    .post("/sandbox/richmenu/tap", async (c) => {
      const parsed = tapBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, parsed.error.issues[0]?.message ?? "Invalid tap");
      const { params, ...rest } = parsed.data;
      const result = await webhooks.richMenuTap({ ...rest, ...(params ? { params } : {}) });
      if (!result) return lineError(c, 404, "Not found");
      return c.json(result);
    })
    .post("/sandbox/message/impression", async (c) => {
      const parsed = messageSeenBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, "userId and entryIds are required");
      return c.json({ counted: webhooks.messageSeen(parsed.data) });
    })
    .post("/sandbox/message/click", async (c) => {
      const parsed = messageClickBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, "userId, entryId and url are required");
      if (!webhooks.messageClick(parsed.data)) return lineError(c, 404, "Not found");
      return c.json({});
    })
    .put("/sandbox/reply-token-lifetime", async (c) => {
      const parsed = lifetimeBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, "ms must be a whole number of milliseconds");
      webhooks.setReplyTokenLifetime(parsed.data.ms);
      return c.json(parsed.data);
    })
    .put("/sandbox/webhook-active", async (c) => {
      const parsed = activeBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return lineError(c, 400, "channelId and active are required");
      if (!webhooks.setWebhookActive(parsed.data.channelId, parsed.data.active))
        return lineError(c, 404, "Not found");
      return c.json(parsed.data);
    })
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
