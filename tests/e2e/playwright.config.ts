import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
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
  outputDir: join(ROOT, "test-results"),
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  // One server and one emulator hold shared state; two cores: run one test at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
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
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: "node dist/server/index.js",
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // The imagemap spec plays a TLS proxy on loopback (X-Forwarded-Proto: https), as a deployment has one.
      TRUST_PROXY: "loopback",
      DATA_DIR: join(tmpdir(), `line-dev-tools-e2e-${process.pid}`),
      LIFF_ID: "",
      NODE_ENV: "production",
    },
  },
});
