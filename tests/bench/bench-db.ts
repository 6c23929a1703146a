/**
 * `npx tsx tests/bench/bench-db.ts`: the Flex message repository on SQLite and, when TEST_DATABASE_URL is
 * set, on a fresh PostgreSQL database: sequential saves, concurrent saves for one user at the limit (the
 * per-user lock's cost), and lists of 20. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../../server/db/database.ts";
import { openDatabase } from "../../server/db/index.ts";
import { freshPgDatabase } from "../api/backing.ts";

const BUBBLE = { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } };
const message = (title: string) => ({ title, altText: "Flex Message", flexJson: BUBBLE });

async function timed(label: string, count: number, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  console.log(
    `  ${label.padEnd(44)} ${count} in ${ms.toFixed(0)} ms = ${((ms / count) * 1000).toFixed(0)} µs each`,
  );
}

async function bench(name: string, db: Database) {
  console.log(name);
  const now = Date.now();
  await timed("sequential saves (20 users × 20)", 400, async () => {
    for (let u = 0; u < 20; u++)
      for (let i = 0; i < 20; i++) await db.flexMessages.saveWithinLimit(`U${u}`, message(`m${i}`), now);
  });
  await timed("concurrent saves, one user at the limit", 100, () =>
    Promise.all(
      Array.from({ length: 100 }, (_, i) => db.flexMessages.saveWithinLimit("U0", message(`x${i}`), now)),
    ),
  );
  await timed("lists of 20, sequential", 400, async () => {
    for (let i = 0; i < 400; i++) await db.flexMessages.listJson(`U${i % 20}`, now);
  });
  await db.close();
}

const dataDir = mkdtempSync(join(tmpdir(), "ldt-bench-db-"));
try {
  await bench("SQLite (DATA_DIR/app.db, WAL)", await openDatabase({ dataDir, databaseUrl: undefined }));
  if (process.env.TEST_DATABASE_URL) {
    const pg = await freshPgDatabase();
    try {
      await bench(
        `PostgreSQL (${new URL(pg.url).host})`,
        await openDatabase({ dataDir, databaseUrl: pg.url }),
      );
    } finally {
      await pg.drop();
    }
  } else {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL)");
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
