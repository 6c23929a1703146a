import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite from "better-sqlite3";
import postgres from "postgres";
import { startS3Server } from "./infra-services.ts";

/**
 * Which set-up the API suite runs on, chosen in this one place from TEST_SETUP (the vitest project sets it):
 * "embedded" = SQLite in a temp DATA_DIR (+ local image files, memory caches); "shared" = for every app a
 * fresh PostgreSQL database on TEST_DATABASE_URL's server, a private S3-protocol server (s3rver) on
 * loopback, and TEST_REDIS_URL's Redis under a key prefix of its own (memory when TEST_REDIS_URL is unset).
 */
export const testSetup: "embedded" | "shared" = process.env.TEST_SETUP === "shared" ? "shared" : "embedded";

type Row = Record<string, unknown>;

/** Where drizzle records applied migrations in this set-up's dialect. */
export const MIGRATIONS_TABLE =
  testSetup === "shared" ? "drizzle.__drizzle_migrations" : "__drizzle_migrations";

/** How many migrations this set-up's dialect has (migrations/<dialect>/meta/_journal.json). */
export function migrationCount(): number {
  const dialect = testSetup === "shared" ? "pg" : "sqlite";
  const journal = new URL(`../../migrations/${dialect}/meta/_journal.json`, import.meta.url);
  return (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
}

/** The storage an app (or several app processes) runs on, plus a side door for tests to look at it. */
export interface Backing {
  dataDir: string;
  /** Environment for parseConfig or a spawned server: DATA_DIR, and DATABASE_URL in the shared set-up. */
  env: Record<string, string>;
  /** Runs SQL that both dialects understand on the app's database through a connection of the test's own. */
  query(text: string): Promise<Row[]>;
  /** Number of rows in a table. */
  count(table: string): Promise<number>;
  /** Keys of the original images in the object store (local folder or the S3 server's bucket). */
  objects(): string[];
  /** The object store and cache of this set-up, for createTestApp. */
  infra: { s3?: { env: Record<string, string> }; redis?: { url: string } };
  close(): Promise<void>;
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "the shared set-up needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)",
    );
  return url;
}

/** A uniquely named database on TEST_DATABASE_URL's server (other engineers' tests share the server). */
export async function freshPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} });
  const name = `ldt_${randomBytes(6).toString("hex")}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Files directly in `dir` whose names end with `suffix`, without it (renditions live in a subfolder). */
function originals(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix) && !entry.name.startsWith("."))
    .map((entry) => entry.name.slice(0, entry.name.length - suffix.length))
    .sort();
}

export async function createBacking(): Promise<Backing> {
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-api-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testSetup === "shared") {
    const database = await freshPgDatabase();
    const s3 = await startS3Server();
    const redisUrl = process.env.TEST_REDIS_URL;
    const client = postgres(database.url, { max: 2, onnotice: () => {} });
    const query = async (text: string) => [...(await client.unsafe(text))] as Row[];
    return {
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
      query,
      count: async (table) => Number((await query(`select count(*) as n from ${table}`))[0]?.n),
      infra: { s3, ...(redisUrl ? { redis: { url: redisUrl } } : {}) },
      objects: () => originals(join(s3.directory, s3.bucket, "images"), "._S3rver_object"),
      async close() {
        await client.end();
        await database.drop();
        await s3.stop();
        removeDir();
      },
    };
  }
  // Opened on first use: the app creates the file when it starts.
  let sqlite: BetterSqlite.Database | undefined;
  const open = () => {
    sqlite ??= new BetterSqlite(join(dataDir, "app.db"));
    sqlite.pragma("busy_timeout = 5000");
    return sqlite;
  };
  const query = async (text: string) => {
    const statement = open().prepare(text);
    if (statement.reader) return statement.all() as Row[];
    statement.run();
    return [];
  };
  return {
    dataDir,
    env: { DATA_DIR: dataDir },
    query,
    count: async (table) => Number((await query(`select count(*) as n from ${table}`))[0]?.n),
    infra: {},
    objects: () => originals(join(dataDir, "images"), ""),
    async close() {
      sqlite?.close();
      removeDir();
    },
  };
}
