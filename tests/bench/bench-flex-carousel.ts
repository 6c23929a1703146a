/**
 * The issue's bad input in the real page: a 12-bubble carousel of about 50 KB (tests/fixtures/big-carousel.ts,
 * pasted pretty-printed, ~130 KB of text) pasted into the Flex Formatter on the phone preset (375×812, touch,
 * CPU 4× slower through CDP), then five characters typed into it. A PerformanceObserver ('longtask') in the
 * page records every main-thread task over 50 ms; printed: the longest task and how many went over 50 and
 * 100 ms, for the paste (until all 12 bubbles are drawn and the page is idle) and for the typing.
 *
 * Needs the production build (`npm run build`). Starts its own server in sandbox mode.
 * Run: npx tsx tests/bench/bench-flex-carousel.ts   (BENCH_RUNS=3, BENCH_PORT=4781)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { bigCarousel } from "../fixtures/big-carousel.ts";
import { waitForHealth } from "./wait-for-health.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4781);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const BUBBLES = 12;
/** After the last change, the page counts as settled when no long task started for this long. */
const QUIET_MS = 1500;

function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (p) => p && existsSync(p),
  );
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  if (!existsSync("dist/server/index.js")) throw new Error("No production build: run `npm run build` first");
  const child = spawn("node", ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LIFF_ID: "",
      NODE_ENV: "production",
    },
    stdio: "ignore",
  });
  await waitForHealth(BASE);
  return child;
}

interface Window {
  longTasks: number[];
  lastLongTaskEnd: number;
}

// Strings, not functions: tsx would wrap named functions in a helper the page lacks.
const OBSERVE = `(() => {
  window.longTasks = [];
  window.lastLongTaskEnd = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.longTasks.push(entry.duration);
      window.lastLongTaskEnd = entry.startTime + entry.duration;
    }
  }).observe({ type: "longtask" });
})()`;

/** Waits until no long task has ended for QUIET_MS; returns the tasks seen since OBSERVE and clears them. */
async function settle(page: Page): Promise<number[]> {
  for (;;) {
    const quiet = await page.evaluate((quietMs) => {
      const w = window as unknown as Window;
      return performance.now() - w.lastLongTaskEnd > quietMs;
    }, QUIET_MS);
    if (quiet) break;
    await page.waitForTimeout(200);
  }
  return page.evaluate(() => {
    const w = window as unknown as Window;
    const tasks = w.longTasks;
    w.longTasks = [];
    return tasks;
  });
}

interface Sample {
  paste: number[];
  pasteToPreviewMs: number;
  typing: number[];
}

async function runOnce(browser: Browser, text: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  // Image URLs outside the app answer at once with nothing: the bench times the page, not the internet.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  page.on("pageerror", (error) => console.log("page error:", error.message));
  await page.goto(`${BASE}/flex-formatter`);
  await page.getByRole("heading", { level: 1, name: "Flex Formatter" }).waitFor();
  await page.locator("#boot-loader").waitFor({ state: "detached" });
  const field = page.getByRole("textbox", { name: "Flex JSON" });
  await field.focus();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.evaluate(OBSERVE);
  await settle(page);

  // A paste: the whole text arrives in one input event. Set through the page (Playwright's fill and
  // insertText gave up on 130 KB over the pipe), with the native setter so React sees the change.
  const started = Date.now();
  await field.evaluate((element, value) => {
    const area = element as HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(area, value);
    area.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  }, text);
  const bubbles = page.locator("figure[data-flex-preview] [data-flex-bubble]");
  await page.waitForFunction(
    (count) => document.querySelectorAll("figure[data-flex-preview] [data-flex-bubble]").length === count,
    BUBBLES,
    { timeout: 120_000, polling: 100 },
  );
  const pasteToPreviewMs = Date.now() - started;
  const drawn = await bubbles.count();
  if (drawn !== BUBBLES) throw new Error(`the preview shows ${drawn} bubbles, not ${BUBBLES}`);
  const paste = await settle(page);

  // Typing inside a text value of the last bubble: five keystrokes, as a person types them.
  await page.evaluate(() => {
    const area = document.activeElement as HTMLTextAreaElement;
    const at = area.value.lastIndexOf('"text": "') + '"text": "'.length;
    area.setSelectionRange(at, at);
  });
  for (const key of "12345") {
    await page.keyboard.type(key);
    await page.waitForTimeout(120);
  }
  const typing = await settle(page);
  await cdp.detach();
  await context.close();
  return { paste, pasteToPreviewMs, typing };
}

function summary(label: string, tasks: number[], runs: number): string {
  const longest = tasks.length ? Math.max(...tasks) : 0;
  const over50 = tasks.filter((ms) => ms > 50).length;
  const over100 = tasks.filter((ms) => ms > 100).length;
  return (
    `  ${label.padEnd(30)} longest task ${longest.toFixed(0).padStart(4)} ms   ` +
    `over 50 ms: ${String(over50).padStart(3)}   over 100 ms: ${String(over100).padStart(3)}   (${runs} runs)`
  );
}

async function main(): Promise<void> {
  const container = bigCarousel();
  const text = JSON.stringify(container, null, 2);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-flex-carousel-"));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await runOnce(browser, text));
    console.log(
      `Flex Formatter, ${BUBBLES}-bubble carousel (${Buffer.byteLength(JSON.stringify(container))} bytes compact, ` +
        `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB pasted), phone 375×812, CPU ${CPU_SLOWDOWN}× slower; ` +
        `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    console.log(
      summary(
        "paste → 12 bubbles, settled",
        samples.flatMap((s) => s.paste),
        RUNS,
      ),
    );
    console.log(
      summary(
        "then 5 keystrokes",
        samples.flatMap((s) => s.typing),
        RUNS,
      ),
    );
    const times = samples.map((s) => s.pasteToPreviewMs).sort((a, b) => a - b);
    console.log(`  paste → all 12 bubbles drawn: ${times.map((ms) => `${ms} ms`).join(", ")}`);
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
