import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices, type PlaywrightWorkerOptions } from "@playwright/test";

type TraceMode = Exclude<PlaywrightWorkerOptions["trace"], object>;

/** The repository root: the server runs from there and serves its dist/web build. */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Playwright cannot download browsers here: use CHROMIUM_PATH, Debian's chromium, or an installed one. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  if (
    process.env.PLAYWRIGHT_BROWSERS_PATH ||
    existsSync(join(process.env.HOME ?? "", ".cache/ms-playwright"))
  ) {
    return undefined;
  }
  throw new Error(
    "No Chromium found for the e2e tests. Install Debian's chromium (apt-get install -y chromium) " +
      "or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  );
}

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: ".",
  // Prints the Node that runs the tier and fails when it is not the pinned runtime.
  globalSetup: join(ROOT, "tests/runtime-setup.ts"),
  outputDir: join(ROOT, "test-results"),
  timeout: 45_000,
  expect: { timeout: 8_000 },
  // A spec file's tests run in order in one worker. Each worker starts its own server and LINE emulator
  // (driver.ts, worker-server.ts), so two workers share no state; E2E_WORKERS=1 runs one test at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    // Tracing every test (screencast + DOM snapshots) slowed a busy 2-core machine by a third and timed
    // out page loads: record a retried test's second run (CI retries once); E2E_TRACE=retain-on-failure
    // records every test locally.
    trace: (process.env.E2E_TRACE ?? "on-first-retry") as TraceMode,
    launchOptions,
  },
  projects: [
    {
      name: "phone",
      use: {
        ...devices["Pixel 5"],
        browserName: "chromium",
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
        launchOptions,
      },
    },
    {
      name: "desktop",
      // A test tagged @phone-only checks what does not depend on the viewport (a payload, a rule, a
      // translation); the phone run covers it, so the desktop run leaves it out.
      grepInvert: /@phone-only/,
      // Whole files whose every test checks what the viewport does not change (drafts kept across a reload,
      // Thai dialogs, what LINE receives): the phone run covers them.
      testIgnore: ["drafts.spec.ts", "language-dialogs.spec.ts", "line-send.spec.ts"],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
