import { index, integer, json, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
