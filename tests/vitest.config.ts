import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The real app against the LINE emulator, on one storage set-up (tests/api/backing.ts reads TEST_SETUP). */
function api(name: string, setup: "embedded" | "shared") {
  return {
    test: {
      name,
      include: ["tests/api/**/*.test.ts"],
      environment: "node",
      env: { TEST_SETUP: setup },
      // A message as data (a descriptor, JSON or not) equals its English text in assertions.
      setupFiles: ["tests/descriptor-equality.ts"],
      testTimeout: 20_000,
      hookTimeout: 20_000,
    },
  };
}

// Five projects: pure logic (unit), the real app against the LINE emulator on the embedded set-up (api) and on
// the shared one (api-shared), the release build itself, pruned and started as a deployment (release), and the
// built server under injected backend faults (faults).
export default defineConfig({
  root: ROOT,
  test: {
    // Prints each tier's Node and fails when it is not the pinned runtime.
    globalSetup: ["tests/runtime-setup.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          setupFiles: ["tests/descriptor-equality.ts", "tests/unit-setup.ts"],
          environment: "node",
        },
      },
      api("api", "embedded"),
      // The same files on PostgreSQL (TEST_DATABASE_URL); run through tests/run-api-shared.ts.
      api("api-shared", "shared"),
      {
        test: {
          name: "release",
          include: ["tests/release/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
      // The fault-injection matrix on the built server (tests/faults); run through tests/run-faults.ts.
      {
        test: {
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
