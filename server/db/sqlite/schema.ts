import { sql } from "drizzle-orm";
import { blob, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { LoginSession } from "../database.ts";

export const loginLogs = sqliteTable(
  "login_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull(),
    displayName: text("display_name").notNull(),
    pictureUrl: text("picture_url"),
    userAgent: text("user_agent").notNull(),
    sessionData: text("session_data", { mode: "json" }).$type<LoginSession>().notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("login_logs_user_idx").on(t.userId)],
);

export const flexMessages = sqliteTable(
  "flex_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    title: text("title").notNull(),
    altText: text("alt_text").notNull().default("Flex Message"),
    flexJson: text("flex_json", { mode: "json" }).$type<unknown>().notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("flex_messages_user_idx").on(t.userId, t.createdAt),
    index("flex_messages_expiry_idx").on(t.expiresAt),
  ],
);

/** Hosted images, content-addressed: the sha256 of the bytes is the key and the file name. */
export const images = sqliteTable("images", {
  sha256: text("sha256").primaryKey(),
  mimeType: text("mime_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/** Webhook Inspector relay URLs: the id is the capability in /hooks/<id> (≥ 128 random bits). */
export const webhookRelays = sqliteTable(
  "webhook_relays",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    mode: text("mode", { enum: ["mirror", "intercept"] }).notNull(),
    forwardUrl: text("forward_url"),
    answerWithBotStatus: integer("answer_with_bot_status", { mode: "boolean" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("webhook_relays_user_idx").on(t.userId)],
);

/** Requests a relay received, as received: `seq` is the live stream's cursor (monotonic, never reused). */
export const webhookEvents = sqliteTable(
  "webhook_events",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    relayId: text("relay_id")
      .notNull()
      .references(() => webhookRelays.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull(),
    body: blob("body", { mode: "buffer" }).notNull(),
    byteSize: integer("byte_size").notNull(),
    forwardStatus: integer("forward_status"),
    forwardMs: integer("forward_ms"),
    forwardBody: text("forward_body"),
    forwardError: text("forward_error"),
  },
  (t) => [
    index("webhook_events_relay_idx").on(t.relayId, t.seq),
    index("webhook_events_user_idx").on(t.userId, t.seq),
    index("webhook_events_received_idx").on(t.receivedAt),
  ],
);

/** Reply tokens the inspector has used: the primary key is the one-use lock. */
export const webhookReplyLocks = sqliteTable("webhook_reply_locks", {
  replyToken: text("reply_token").primaryKey(),
  eventSeq: integer("event_seq")
    .notNull()
    .references(() => webhookEvents.seq, { onDelete: "cascade" }),
  usedAt: integer("used_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * "Reply to the next message with this": prepared before the event arrives, sent by whichever instance
 * stores the next request carrying a reply token. Pending while `eventSeq` is null; the claim sets it in one
 * conditional update, so one instance sends it, once. The access token is a stateless channel token
 * (15 minutes, the channel secret is never stored); it is cleared when the reply is sent or cancelled.
 */
export const webhookPreparedReplies = sqliteTable(
  "webhook_prepared_replies",
  {
    id: text("id").primaryKey(),
    relayId: text("relay_id")
      .notNull()
      .references(() => webhookRelays.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    messages: text("messages", { mode: "json" }).$type<unknown[]>().notNull(),
    accessToken: text("access_token"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    eventSeq: integer("event_seq").references(() => webhookEvents.seq, { onDelete: "cascade" }),
    replyToken: text("reply_token"),
    resultStatus: integer("result_status"),
    resultBody: text("result_body"),
    resultError: text("result_error"),
  },
  (t) => [
    index("webhook_prepared_relay_idx").on(t.relayId, t.eventSeq),
    index("webhook_prepared_event_idx").on(t.eventSeq),
  ],
);
