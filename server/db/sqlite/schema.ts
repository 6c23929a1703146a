import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
