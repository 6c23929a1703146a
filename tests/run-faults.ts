/**
 * `npm run test:faults` (builds first) / `test:faults:built` (after test:e2e built it, as `npm test` runs it):
 * the fault-injection matrix (tests/faults) on the built server. It needs PostgreSQL (TEST_DATABASE_URL),
 * redis-server and a build; without one of them it prints one loud line naming what is missing and exits 0,
 * so `npm test` still runs everything else on a machine without the services.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { postgresProblem, runVitestProject } from "./tier-runner.ts";

const SUITE = "the fault matrix (tests/faults, the built server under injected backend faults)";

async function missing(): Promise<string | null> {
  const database = await postgresProblem(process.env.TEST_DATABASE_URL);
  if (database) return `${database}; set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it`;
  if (spawnSync("redis-server", ["--version"]).status !== 0)
    return "no redis-server on this machine (apt-get install redis-server)";
  if (!existsSync("dist/server/index.js")) return "no build in dist/ (npm run build, or npm run test:faults)";
  return null;
}

const reason = await missing();
if (reason) {
  console.warn(`\n!!! SKIPPED ${SUITE}: ${reason} !!!\n`);
  process.exit(0);
}
runVitestProject("faults");
