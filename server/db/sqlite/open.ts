import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import BetterSqlite from "better-sqlite3";
import { and, count, eq, gt, lte } from "drizzle-orm";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { FLEX_STORAGE_LIMIT } from "../../../shared/flex/storage.ts";
import { type Database, type FlexMessageRepository, newFlexRow, toSavedFlexMessage } from "../database.ts";
import { guardDatabase } from "../guard.ts";
import { flexListCache } from "../list-cache.ts";
import { migrationsDir } from "../migrations-dir.ts";
import * as schema from "./schema.ts";
import { sqliteWebhookRepository } from "./webhooks.ts";

type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: BetterSqlite.Database };

const { flexMessages, images, loginLogs } = schema;

/** How long a write waits for another process's write lock before it answers 503 (SQLITE_BUSY). */
const BUSY_TIMEOUT_MS = 5_000;

/** Rows of this user that have not expired at `now`: expired rows are invisible even before the sweep. */
function ownLive(userId: string, now: number) {
  return and(eq(flexMessages.userId, userId), gt(flexMessages.expiresAt, new Date(now)));
}

function flexRepository(db: SqliteDb): FlexMessageRepository {
  // better-sqlite3 transactions are synchronous: IMMEDIATE takes the file's write lock before the count,
  // so saves from every process on this file are serialised (busy_timeout makes the others wait).
  const saveTx = db.$client.transaction((userId: string, row: ReturnType<typeof newFlexRow>, now: number) => {
    const held = db.select({ n: count() }).from(flexMessages).where(ownLive(userId, now)).get()?.n ?? 0;
    if (held >= FLEX_STORAGE_LIMIT) return null;
    return db.insert(flexMessages).values(row).returning().get();
  });
  // The whole list is one string made by SQLite: reading 20 rows into JS objects and joining them cost
  // more than the rest of the request. The stored Flex JSON (a json-mode text column: JSON.stringify of
  // what was saved) is spliced in as it is; json_quote escapes like JSON.stringify; strftime renders epoch
  // ms like toISOString for years 0000-9999, and every time here comes from the server's clock. The
  // earliest expiry comes along: the list stays the same until then unless the table is written.
  const listStatement = db.$client
    .prepare<[string, number], [string, number | null]>(
      `select '[' || coalesce(group_concat(
         '{"id":' || json_quote(id) || ',"title":' || json_quote(title) || ',"altText":' || json_quote(alt_text) ||
         ',"flexJson":' || flex_json ||
         ',"createdAt":"' || strftime('%Y-%m-%dT%H:%M:%fZ', created_at / 1000.0, 'unixepoch') ||
         '","expiresAt":"' || strftime('%Y-%m-%dT%H:%M:%fZ', expires_at / 1000.0, 'unixepoch') || '"}',
         ',' order by created_at desc, id desc), '') || ']', min(expires_at)
       from flex_messages where user_id = ? and expires_at > ?`,
    )
    .raw();
  // What the file holds changed when data_version moved (a commit by any other connection, in any process)
  // or total_changes did (a write by this one): a statement costing a few µs against ~100 µs for the list.
  const fileVersion = db.$client
    .prepare<[], string>("select data_version || '.' || total_changes() from pragma_data_version")
    .pluck();
  // Lists as last answered, by user (../list-cache.ts), at the file's version.
  const lists = flexListCache();
  return {
    async listJson(userId, now) {
      const version = fileVersion.get() ?? "";
      const hit = lists.get(userId, version, now);
      if (hit !== undefined) return hit;
      const [json = "[]", firstExpiry = null] = listStatement.get(userId, now) ?? [];
      lists.set(userId, version, now, json, firstExpiry);
      return json;
    },
    async find(userId, id, now) {
      const row = db
        .select()
        .from(flexMessages)
        .where(and(eq(flexMessages.id, id), ownLive(userId, now)))
        .get();
      return row ? toSavedFlexMessage(row) : null;
    },
    async saveWithinLimit(userId, message, now) {
      const row = saveTx.immediate(userId, newFlexRow(userId, message, now), now);
      return row ? toSavedFlexMessage(row) : null;
    },
    async update(userId, id, message, now) {
      const { title, altText, flexJson } = message;
      const row = db
        .update(flexMessages)
        .set({ title, altText, flexJson })
        .where(and(eq(flexMessages.id, id), ownLive(userId, now)))
        .returning()
        .get();
      return row ? toSavedFlexMessage(row) : null;
    },
    async delete(userId, id, now) {
      return (
        db
          .delete(flexMessages)
          .where(and(eq(flexMessages.id, id), ownLive(userId, now)))
          .run().changes > 0
      );
    },
    async sweepExpired(now) {
      return db
        .delete(flexMessages)
        .where(lte(flexMessages.expiresAt, new Date(now)))
        .run().changes;
    },
  };
}

/**
 * drizzle reads the applied migrations before its BEGIN, so a process starting at the same instant as another
 * can try to apply a migration the other has just committed; its transaction rolls back whole, and a second
 * pass reads again and finds nothing left to apply. A real migration error fails the second pass too.
 */
function migrateOnce(db: SqliteDb): void {
  const folder = { migrationsFolder: migrationsDir("sqlite") };
  try {
    migrate(db, folder);
  } catch {
    migrate(db, folder);
  }
}

/**
 * Opens (creating if needed) the SQLite file, sets WAL/foreign keys/busy timeout, applies migrations. A busy
 * file past its timeout, a read-only or full disk, an I/O error answer 503 (server/db/guard.ts); a statement
 * that fails inside the 20-message transaction rolls the whole transaction back.
 */
export function openSqliteDatabase(file: string): Database {
  return guardDatabase(() => openSqliteFile(file));
}

function openSqliteFile(file: string): Database {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // A deleted webhook event (its headers, its body) is overwritten, not left in free pages of the file.
  sqlite.pragma("secure_delete = ON");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const db = drizzle(sqlite, { schema }) as SqliteDb;
  migrateOnce(db);
  const pingStatement = sqlite.prepare("select 1");
  return {
    dialect: "sqlite",
    webhooks: sqliteWebhookRepository(db),
    flexMessages: flexRepository(db),
    loginLogs: {
      async record(entry) {
        return db.insert(loginLogs).values(entry).returning({ id: loginLogs.id }).get().id;
      },
    },
    images: {
      async get(sha256) {
        return db.select().from(images).where(eq(images.sha256, sha256)).get() ?? null;
      },
      async insertIfAbsent(record) {
        const inserted = db.insert(images).values(record).onConflictDoNothing().returning().get();
        if (inserted) return { record: inserted, created: true };
        const existing = db.select().from(images).where(eq(images.sha256, record.sha256)).get();
        if (!existing) throw new Error(`image ${record.sha256} vanished while being stored`);
        return { record: existing, created: false };
      },
    },
    async ping() {
      pingStatement.get();
    },
    async close() {
      sqlite.close();
    },
  };
}
