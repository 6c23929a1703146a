import { and, count, desc, eq, gt, lte, sql } from "drizzle-orm";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { FLEX_STORAGE_LIMIT } from "../../../shared/flex/storage.ts";
import { ConfigError } from "../../config.ts";
import {
  type Database,
  type FlexMessageRepository,
  flexMessageListJson,
  newFlexRow,
  toSavedFlexMessage,
} from "../database.ts";
import { guardDatabase } from "../guard.ts";
import { flexListCache } from "../list-cache.ts";
import { migrationsDir } from "../migrations-dir.ts";
import { sharedReads } from "../shared-reads.ts";
import * as schema from "./schema.ts";
import { pgWebhookRepository } from "./webhooks.ts";

type PgDb = PostgresJsDatabase<typeof schema>;
const { flexMessages, images, loginLogs } = schema;

/** Advisory lock keys: one for migrations, a namespace (first key) for the per-user save lock. */
const MIGRATION_LOCK = 7_210_001;
const FLEX_SAVE_LOCK = 7_210_002;

/**
 * How long a database that does not answer may hold a request (README "Database"): the server cancels a
 * statement after STATEMENT_TIMEOUT_MS (a lock wait or a slow plan: SQLSTATE 57014, answered 503); a
 * connection must be up within CONNECT_TIMEOUT_S; and whatever the network does, a call gets no more than
 * QUERY_DEADLINE_MS before it answers 503 and its pool is replaced (server/db/guard.ts). A transaction left
 * open by a connection that went silent is rolled back by the server after IDLE_IN_TRANSACTION_MS, so its
 * per-user lock does not outlive it.
 */
const STATEMENT_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_S = 5;
const QUERY_DEADLINE_MS = 6_000;
const IDLE_IN_TRANSACTION_MS = 10_000;
/**
 * The driver waits before reconnecting after a failed connection, longer after each failure (its default:
 * up to 20 s, so the database back could wait that long to be used again): the same growth, capped here.
 */
const RECONNECT_BACKOFF_MAX_S = 2;
const reconnectBackoff = (retries: number) =>
  (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, RECONNECT_BACKOFF_MAX_S);

const CLIENT_OPTIONS = {
  // drizzle's migrator says "already exists, skipping" on every start; those notices are noise.
  onnotice: () => {},
  connect_timeout: CONNECT_TIMEOUT_S,
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

function ownLive(userId: string, now: number) {
  return and(eq(flexMessages.userId, userId), gt(flexMessages.expiresAt, new Date(now)));
}

/** Epoch ms of a timestamptz(3) column, as a number (float8 holds every ms of any timestamp exactly). */
const epochMs = (column: typeof flexMessages.createdAt) =>
  sql<number>`round(extract(epoch from ${column}) * 1000)::float8`;

function flexRepository(db: PgDb, client: postgres.Sql): FlexMessageRepository {
  // Built once and prepared on each connection: building a drizzle query cost more than running it. The
  // Flex JSON comes back as its stored text (a json column keeps the text it was given).
  const listLive = db
    .select({
      id: flexMessages.id,
      title: flexMessages.title,
      altText: flexMessages.altText,
      flexJsonText: sql<string>`${flexMessages.flexJson}::text`,
      createdAt: epochMs(flexMessages.createdAt),
      expiresAt: epochMs(flexMessages.expiresAt),
    })
    .from(flexMessages)
    .where(
      and(
        eq(flexMessages.userId, sql.placeholder("userId")),
        // The placeholder skips the column's encoder: it gets the driver's value (an ISO string) itself.
        gt(flexMessages.expiresAt, sql.placeholder("now")),
      ),
    )
    .orderBy(desc(flexMessages.createdAt), desc(flexMessages.id))
    .prepare("flex_messages_list");
  // Lists as last answered, by user (../list-cache.ts), at the user's version: one indexed one-row read
  // (the raw driver: drizzle's mapping cost more than the query) instead of reading and joining the rows.
  // The row is bumped by triggers in the transaction of every write (migrations/pg/0001), so a write
  // through any instance is seen by the next list through every other; no notification to miss.
  const lists = flexListCache();
  // Lists asked together (a user's tabs, the load balancer's other connections) share the version read.
  const versionOf = sharedReads(async (userId: string): Promise<string> => {
    const [row] = await client<
      { version: string }[]
    >`select version from flex_list_versions where user_id = ${userId}`;
    return row?.version ?? "0";
  });
  return {
    async listJson(userId, now) {
      // Read before the list (a later snapshot): a write in between makes the entry miss next time.
      const version = await versionOf(userId);
      const hit = lists.get(userId, version, now);
      if (hit !== undefined) return hit;
      const rows = await listLive.execute({ userId, now: new Date(now).toISOString() });
      const json = flexMessageListJson(rows);
      lists.set(userId, version, now, json, rows.length ? Math.min(...rows.map((r) => r.expiresAt)) : null);
      return json;
    },
    async find(userId, id, now) {
      const [row] = await db
        .select()
        .from(flexMessages)
        .where(and(eq(flexMessages.id, id), ownLive(userId, now)));
      return row ? toSavedFlexMessage(row) : null;
    },
    async saveWithinLimit(userId, message, now) {
      const row = newFlexRow(userId, message, now);
      return db.transaction(async (tx) => {
        // One lock per user held until commit: every instance's save for this user queues here, and the
        // count below (a fresh snapshot under READ COMMITTED) sees every save committed before it.
        await tx.execute(sql`select pg_advisory_xact_lock(${FLEX_SAVE_LOCK}, hashtext(${userId}))`);
        const [held] = await tx.select({ n: count() }).from(flexMessages).where(ownLive(userId, now));
        if ((held?.n ?? 0) >= FLEX_STORAGE_LIMIT) return null;
        const [inserted] = await tx.insert(flexMessages).values(row).returning();
        return inserted ? toSavedFlexMessage(inserted) : null;
      });
    },
    async update(userId, id, message, now) {
      const { title, altText, flexJson } = message;
      const [row] = await db
        .update(flexMessages)
        .set({ title, altText, flexJson })
        .where(and(eq(flexMessages.id, id), ownLive(userId, now)))
        .returning();
      return row ? toSavedFlexMessage(row) : null;
    },
    async delete(userId, id, now) {
      const deleted = await db
        .delete(flexMessages)
        .where(and(eq(flexMessages.id, id), ownLive(userId, now)))
        .returning({ id: flexMessages.id });
      return deleted.length > 0;
    },
    async sweepExpired(now) {
      const deleted = await db
        .delete(flexMessages)
        .where(lte(flexMessages.expiresAt, new Date(now)))
        .returning({ id: flexMessages.id });
      return deleted.length;
    },
  };
}

/** Where DATABASE_URL points, without the password: for error messages. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

/**
 * Applies migrations/pg under a session advisory lock on one dedicated connection, so instances starting
 * together against an empty database migrate it once: the others wait, then find nothing left to apply.
 */
async function migrateOnce(url: string): Promise<void> {
  const client = postgres(url, { ...CLIENT_OPTIONS, max: 1 });
  try {
    try {
      await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    } catch (error) {
      const reason = (error as Error).message || (error as NodeJS.ErrnoException).code || String(error);
      throw new ConfigError(`DATABASE_URL: cannot use PostgreSQL at ${describeUrl(url)}: ${reason}`);
    }
    await migrate(drizzle(client), { migrationsFolder: migrationsDir("pg") });
  } finally {
    // Ending the session also releases the advisory lock.
    await client.end({ timeout: 5 });
  }
}

/** Connects to PostgreSQL, applies pending migrations once across instances, returns the repositories. */
export async function openPgDatabase(url: string): Promise<Database> {
  await migrateOnce(url);
  return guardDatabase(() => openPool(url), { deadlineMs: QUERY_DEADLINE_MS });
}

/** One pool of connections and the repositories on it (no migrations: a replaced pool opens another). */
function openPool(url: string): Database {
  const client = postgres(url, {
    ...CLIENT_OPTIONS,
    max: 10,
    backoff: reconnectBackoff,
    // Migrations (on their own connection) may take long; the app's statements may not.
    connection: {
      statement_timeout: STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    },
  });
  const db = drizzle(client, { schema });
  return {
    dialect: "pg",
    webhooks: pgWebhookRepository(db),
    flexMessages: flexRepository(db, client),
    loginLogs: {
      async record(entry) {
        const [row] = await db.insert(loginLogs).values(entry).returning({ id: loginLogs.id });
        if (!row) throw new Error("login log insert returned no row");
        return row.id;
      },
    },
    images: {
      async get(sha256) {
        const [row] = await db.select().from(images).where(eq(images.sha256, sha256));
        return row ?? null;
      },
      async insertIfAbsent(record) {
        const [inserted] = await db.insert(images).values(record).onConflictDoNothing().returning();
        if (inserted) return { record: inserted, created: true };
        const [existing] = await db.select().from(images).where(eq(images.sha256, record.sha256));
        if (!existing) throw new Error(`image ${record.sha256} vanished while being stored`);
        return { record: existing, created: false };
      },
    },
    async ping() {
      await client`select 1`;
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
