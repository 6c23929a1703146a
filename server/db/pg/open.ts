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
import { migrationsDir } from "../migrations-dir.ts";
import * as schema from "./schema.ts";
import { pgWebhookRepository } from "./webhooks.ts";

type PgDb = PostgresJsDatabase<typeof schema>;
const { flexMessages, images, loginLogs } = schema;

/** Advisory lock keys: one for migrations, a namespace (first key) for the per-user save lock. */
const MIGRATION_LOCK = 7_210_001;
const FLEX_SAVE_LOCK = 7_210_002;

const CLIENT_OPTIONS = {
  // drizzle's migrator says "already exists, skipping" on every start; those notices are noise.
  onnotice: () => {},
  connect_timeout: 10,
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

function ownLive(userId: string, now: number) {
  return and(eq(flexMessages.userId, userId), gt(flexMessages.expiresAt, new Date(now)));
}

/** Epoch ms of a timestamptz(3) column, as a number (float8 holds every ms of any timestamp exactly). */
const epochMs = (column: typeof flexMessages.createdAt) =>
  sql<number>`round(extract(epoch from ${column}) * 1000)::float8`;

function flexRepository(db: PgDb): FlexMessageRepository {
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
  return {
    async listJson(userId, now) {
      return flexMessageListJson(await listLive.execute({ userId, now: new Date(now).toISOString() }));
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
  const client = postgres(url, { ...CLIENT_OPTIONS, max: 10 });
  const db = drizzle(client, { schema });
  return {
    dialect: "pg",
    webhooks: pgWebhookRepository(db),
    flexMessages: flexRepository(db),
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
