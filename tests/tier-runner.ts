/**
 * What the tiers that need the shared services (run-api-shared.ts, run-faults.ts) do alike: check that
 * PostgreSQL answers, and run one vitest project with the arguments given on the command line.
 */
import { spawnSync } from "node:child_process";
import postgres from "postgres";

/** Why TEST_DATABASE_URL cannot be used, or null when it answers. */
export async function postgresProblem(url: string | undefined): Promise<string | null> {
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

/** Runs the vitest project on the pinned runtime and exits with its status. */
export function runVitestProject(project: string): never {
  const result = spawnSync(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "tests/vitest.config.ts",
      "--project",
      project,
      ...process.argv.slice(2),
    ],
    { stdio: "inherit" },
  );
  process.exit(result.status ?? 1);
}
