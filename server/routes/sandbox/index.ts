import { Hono } from "hono";
import { type SandboxLoginResponse, sandboxLoginBodySchema } from "../../../shared/api/sandbox.ts";
import {
  type InboxEntry,
  type InboxParty,
  inboxRecordBodySchema,
  sandboxChatBodySchema,
  sandboxMessageClickSchema,
  sandboxMessageSeenSchema,
} from "../../../shared/api/sandbox-inbox.ts";
import {
  sandboxRichMenuSeenSchema,
  sandboxRichMenuTapSchema,
} from "../../../shared/api/sandbox-rich-menu.ts";
import { registerKeyBodySchema } from "../../../shared/channel-tokens/api.ts";
import type { AppDeps, SandboxDeps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { ApiError, errorJson } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";

/**
 * Sandbox-only LINE Login: lists the emulator's users and mints a real (emulator-signed) ID token,
 * so the server's identity check runs exactly as in production. Absent (404) outside sandbox mode.
 */
export function sandboxRoutes(deps: AppDeps) {
  return (
    new Hono()
      .get("/users", (c) => {
        if (!deps.sandbox) return errorJson(c, 404, { code: "request.not-found" });
        const { users, channels, groups, loginChannel } = deps.sandbox;
        return c.json({ users, channels, groups, loginChannel });
      })
      // Only the logged-in user's conversation: what they sent and what was sent to them. The emulator's
      // inbox holds every sandbox user's chats; nobody reads another's, and logged out nobody reads any.
      .get("/inbox", requireUser(deps.identity), async (c) => {
        if (!deps.sandbox) return errorJson(c, 404, { code: "request.not-found" });
        const me = c.get("user").userId;
        const entries = (await deps.sandbox.inbox.list()).filter((entry) => involves(entry, me));
        c.header("Cache-Control", "no-store");
        return c.json({ entries });
      })
      // What the app handed to liff-mock: "Send to this chat" and the sandbox share target picker.
      .post("/inbox", requireUser(deps.identity), validate("json", inboxRecordBodySchema), async (c) => {
        const sandbox = deps.sandbox;
        if (!sandbox) return errorJson(c, 404, { code: "request.not-found" });
        const { via, to, messages } = c.req.valid("json");
        const from = partyOf(sandbox, c.get("user").userId);
        const recipients = to.map((id) => partyOf(sandbox, id));
        if (!from || recipients.some((party) => party === null))
          return errorJson(c, 422, { code: "sandbox.unknown-chat" });
        const entry = await sandbox.inbox.add({ via, from, to: recipients as InboxParty[], messages });
        return c.json(entry, 201);
      })
      // The user typed into the Sandbox Chat: the emulator delivers it to the channel's webhook URL.
      .post("/chat", requireUser(deps.identity), validate("json", sandboxChatBodySchema), async (c) => {
        const sandbox = deps.sandbox;
        if (!sandbox) return errorJson(c, 404, { code: "request.not-found" });
        const { text, channelId = sandbox.channels[0]?.channelId ?? "" } = c.req.valid("json");
        const result = await sandbox
          .chat({ userId: c.get("user").userId, channelId, text })
          .catch((error: unknown) => {
            throw new ApiError(502, (error as Error).message);
          });
        if (!result) return errorJson(c, 422, { code: "sandbox.unknown-chat" });
        return c.json(result);
      })
      // The Sandbox Chat drew the bot's messages / the user opened a URL in one: for the message insights.
      .post(
        "/message/impression",
        requireUser(deps.identity),
        validate("json", sandboxMessageSeenSchema),
        async (c) => {
          const sandbox = deps.sandbox;
          if (!sandbox) return errorJson(c, 404, { code: "request.not-found" });
          const counted = await sandbox.messageSeen({ ...c.req.valid("json"), userId: c.get("user").userId });
          return c.json({ counted });
        },
      )
      .post(
        "/message/click",
        requireUser(deps.identity),
        validate("json", sandboxMessageClickSchema),
        async (c) => {
          const sandbox = deps.sandbox;
          if (!sandbox) return errorJson(c, 404, { code: "request.not-found" });
          const clicked = await sandbox.messageClick({
            ...c.req.valid("json"),
            userId: c.get("user").userId,
          });
          if (!clicked) return errorJson(c, 422, { code: "sandbox.unknown-chat" });
          return c.json({ ok: true });
        },
      )
      // What pasting the public key into the LINE Developers Console does: the emulator gives it a kid.
      .post("/channel-keys", validate("json", registerKeyBodySchema), async (c) => {
        const sandbox = deps.sandbox;
        if (!sandbox) return errorJson(c, 404, { code: "request.not-found" });
        const { channelId, jwk } = c.req.valid("json");
        const kid = await sandbox.registerAssertionKey(channelId, jwk);
        if (kid === null) return errorJson(c, 404, { code: "request.not-found" });
        return c.json({ kid }, 201);
      })
      // The Sandbox Chat's rich menu (rich-menu-bar.tsx): what the user saw and tapped, for the insights.
      .post(
        "/rich-menu/impression",
        requireUser(deps.identity),
        validate("json", sandboxRichMenuSeenSchema),
        async (c) => {
          const sandbox = deps.sandbox;
          if (!sandbox) return errorJson(c, 404, { code: "request.not-found" });
          const seen = await sandbox.richMenuSeen({ ...c.req.valid("json"), userId: c.get("user").userId });
          if (!seen) return errorJson(c, 422, { code: "sandbox.unknown-chat" });
          return c.json({ ok: true });
        },
      )
      .post(
        "/rich-menu/tap",
        requireUser(deps.identity),
        validate("json", sandboxRichMenuTapSchema),
        async (c) => {
          const sandbox = deps.sandbox;
          if (!sandbox) return errorJson(c, 404, { code: "request.not-found" });
          const { params, ...tap } = c.req.valid("json");
          const result = await sandbox
            .richMenuTap({ ...tap, userId: c.get("user").userId, ...(params ? { params } : {}) })
            .catch((error: unknown) => {
              throw new ApiError(502, (error as Error).message);
            });
          if (!result) return errorJson(c, 422, { code: "sandbox.unknown-chat" });
          return c.json(result);
        },
      )
      .post("/login", validate("json", sandboxLoginBodySchema), async (c) => {
        const sandbox = deps.sandbox;
        if (!sandbox) return errorJson(c, 404, { code: "request.not-found" });
        const user = sandbox.users.find((u) => u.userId === c.req.valid("json").userId);
        if (!user) return errorJson(c, 404, { code: "sandbox.unknown-user" });
        const tokens = await sandbox.mintTokens(user.userId).catch((error: unknown) => {
          throw new ApiError(502, (error as Error).message);
        });
        const body: SandboxLoginResponse = { ...tokens, profile: user };
        return c.json(body);
      })
  );
}

/** Sent by the user or to them (their own chat, a group they wrote to). */
function involves(entry: InboxEntry, userId: string): boolean {
  return entry.from.id === userId || entry.to.some((party) => party.id === userId);
}

/** A sandbox user or group as the inbox names it. */
function partyOf(sandbox: SandboxDeps, id: string): InboxParty | null {
  const user = sandbox.users.find((u) => u.userId === id);
  if (user)
    return { id, name: user.displayName, ...(user.pictureUrl ? { pictureUrl: user.pictureUrl } : {}) };
  const group = sandbox.groups.find((g) => g.groupId === id);
  return group ? { id, name: group.groupName } : null;
}
