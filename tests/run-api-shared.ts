/**
 * `npm run test:api-shared`: the API suite on the shared set-up (PostgreSQL, S3 on loopback, Redis). Without a reachable
 * TEST_DATABASE_URL it prints one loud line naming the skipped suite and exits 0, so `npm test` still runs
 * everything else on a machine without the services.
 */
import { spawnSync } from "node:child_process";
import postgres from "postgres";

const HOW =
  "set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test and TEST_REDIS_URL=redis://127.0.0.1:6379 to run it";

async function unreachable(url: string | undefined): Promise<string | null> {
  if (!url) return "TEST_DATABASE_URL is not set";
  const client = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await client`select 1`;
    return null;
  } catch (error) {
    return `TEST_DATABASE_URL is unreachable (${(error as Error).message})`;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

const reason = await unreachable(process.env.TEST_DATABASE_URL);
if (reason) {
  console.warn(`\n!!! SKIPPED the api-shared suite (API tests on PostgreSQL): ${reason}; ${HOW} !!!\n`);
  process.exit(0);
}
if (!process.env.TEST_REDIS_URL) {
  console.warn(
    `\n!!! The api-shared suite runs WITHOUT Redis (memory caches): TEST_REDIS_URL is not set; ${HOW} !!!\n`,
  );
}
const result = spawnSync(
  process.execPath,
  [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--config",
    "tests/vitest.config.ts",
    "--project",
    "api-shared",
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
