import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  json,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { LoginSession } from "../database.ts";

/*
 * The PostgreSQL twin of ../sqlite/schema.ts: the same tables and column names. Times are timestamptz;
 * JSON is `json` (kept as sent, key order included), never `jsonb`, which reorders keys.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: "date" });

export const loginLogs = pgTable(
  "login_logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").notNull(),
    displayName: text("display_name").notNull(),
    pictureUrl: text("picture_url"),
    userAgent: text("user_agent").notNull(),
    sessionData: json("session_data").$type<LoginSession>().notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [index("login_logs_user_idx").on(t.userId)],
);

export const flexMessages = pgTable(
  "flex_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    title: text("title").notNull(),
    altText: text("alt_text").notNull().default("Flex Message"),
    flexJson: json("flex_json").$type<unknown>().notNull(),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [
    index("flex_messages_user_idx").on(t.userId, t.createdAt),
    index("flex_messages_expiry_idx").on(t.expiresAt),
  ],
);

/** Hosted images, content-addressed: the sha256 of the bytes is the key. */
export const images = pgTable("images", {
  sha256: text("sha256").primaryKey(),
  mimeType: text("mime_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: instant("created_at").notNull(),
});

/** Raw request bodies, byte for byte. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const webhookRelays = pgTable(
  "webhook_relays",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    mode: text("mode", { enum: ["mirror", "intercept"] }).notNull(),
    forwardUrl: text("forward_url"),
    answerWithBotStatus: boolean("answer_with_bot_status").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("webhook_relays_user_idx").on(t.userId)],
);

export const webhookEvents = pgTable(
  "webhook_events",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    relayId: text("relay_id")
      .notNull()
      .references(() => webhookRelays.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    receivedAt: instant("received_at").notNull(),
    headers: json("headers").$type<Record<string, string>>().notNull(),
    body: bytea("body").notNull(),
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

export const webhookReplyLocks = pgTable("webhook_reply_locks", {
  replyToken: text("reply_token").primaryKey(),
  eventSeq: bigint("event_seq", { mode: "number" })
    .notNull()
    .references(() => webhookEvents.seq, { onDelete: "cascade" }),
  usedAt: instant("used_at").notNull(),
});

/** The PostgreSQL twin of the SQLite table (see there). */
export const webhookPreparedReplies = pgTable(
  "webhook_prepared_replies",
  {
    id: text("id").primaryKey(),
    relayId: text("relay_id")
      .notNull()
      .references(() => webhookRelays.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    messages: json("messages").$type<unknown[]>().notNull(),
    accessToken: text("access_token"),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    eventSeq: bigint("event_seq", { mode: "number" }).references(() => webhookEvents.seq, {
      onDelete: "cascade",
    }),
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
