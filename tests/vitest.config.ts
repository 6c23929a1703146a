import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

// Two projects: pure logic (unit) and the real app against the LINE emulator (api).
export default defineConfig({
  root: ROOT,
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
    ],
  },
});
