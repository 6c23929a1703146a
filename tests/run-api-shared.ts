/**
 * `npm run test:api-shared`: the API suite on the shared set-up (PostgreSQL, S3 on loopback, Redis). Without a reachable
 * TEST_DATABASE_URL it prints one loud line naming the skipped suite and exits 0, so `npm test` still runs
 * everything else on a machine without the services.
 */
import { postgresProblem, runVitestProject } from "./tier-runner.ts";

const HOW =
  "set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test and TEST_REDIS_URL=redis://127.0.0.1:6379 to run it";

const reason = await postgresProblem(process.env.TEST_DATABASE_URL);
if (reason) {
  console.warn(`\n!!! SKIPPED the api-shared suite (API tests on PostgreSQL): ${reason}; ${HOW} !!!\n`);
  process.exit(0);
}
if (!process.env.TEST_REDIS_URL) {
  console.warn(
    `\n!!! The api-shared suite runs WITHOUT Redis (memory caches): TEST_REDIS_URL is not set; ${HOW} !!!\n`,
  );
}
runVitestProject("api-shared");
