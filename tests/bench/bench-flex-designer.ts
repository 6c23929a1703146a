/**
 * `npm run bench:flex-designer` (after `npm run build`): the Flex Designer on the 12-bubble ~50 KB carousel
 * (tests/fixtures/big-carousel.ts), phone preset (375×812, touch), CPU 4× slower through CDP. For each
 * interaction — a property change (a keystroke into a text's "Text" field), an add (a text, from "+ Add")
 * and a move ("Move up") — its input-to-next-paint from Event Timing (PerformanceObserver 'event': the
 * event's time to the next paint after its handlers, the measure INP is made of; the largest entry of one
 * interaction), with the long animation frames ('long-animation-frame') seen meanwhile. Prints p95 and
 * p99 per kind against the targets (p95 ≤ 50 ms, p99 ≤ 100 ms), and a reference: keystrokes into a
 * field that re-renders only its small form (the Flex Storage title), the floor the machine's load sets.
 *
 *   npm run build && npm run bench:flex-designer          # BENCH_ROUNDS (default 12: one per bubble)
 */
import { cpus, loadavg } from "node:os";
import { chromium, type Page } from "@playwright/test";
import { bigCarousel } from "../fixtures/big-carousel.ts";
import { type Build, chromiumPath, startServer, stopServer } from "./bench-server.ts";
import { longTasks } from "./trace-causes.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4791);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const CPU_SLOWDOWN = 4;
const BUBBLES = 12;
const TARGET_P95 = 50;
const TARGET_P99 = 100;
/** Keystrokes into the Text field per round. */
const KEYS = "abc";
/** BENCH_TRACE=1: prints the longest main-thread tasks of the rounds and what they spent their time on. */
const TRACE = process.env.BENCH_TRACE === "1";
const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8"];

type Kind = "property" | "add" | "move" | "reference";

interface Window {
  interactions: Map<number, number>;
  longFrames: number[];
}

// A string, not a function: tsx would wrap named functions in a helper the page lacks.
const OBSERVE = `(() => {
  window.interactions = new Map();
  window.longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.interactions.get(entry.interactionId) ?? 0;
      window.interactions.set(entry.interactionId, Math.max(known, entry.duration));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: false });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longFrames.push(entry.duration);
  }).observe({ type: "long-animation-frame" });
})()`;

/** Waits for two frames and a moment for the observers, then takes the interactions seen since the last call. */
async function taken(page: Page): Promise<{ durations: number[]; frames: number[] }> {
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150)))),
  );
  return page.evaluate(() => {
    const w = window as unknown as Window;
    const seen = { durations: [...w.interactions.values()], frames: w.longFrames };
    w.interactions = new Map();
    w.longFrames = [];
    return seen;
  });
}

const rowAt = (page: Page, selector: string) => page.locator(`[role="treeitem"]${selector}`).first();

async function round(page: Page, bubble: number, record: (kind: Kind) => Promise<void>): Promise<void> {
  const body = `contents[${bubble}].body`;
  // A text of this bubble's body: select it, open its sheet (a dialog on a phone), type into "Text".
  await rowAt(page, `[data-path^="${body}."]:has-text("Text")`).click();
  await page
    .getByRole("toolbar", { name: "Edit the selected part" })
    .getByRole("button", { name: "Properties" })
    .click();
  const sheet = page.getByRole("dialog", { name: "Properties" });
  const text = sheet.getByLabel("Text", { exact: true });
  await text.focus();
  await text.press("End");
  await taken(page);
  for (const key of KEYS) {
    await page.keyboard.press(key);
    await record("property");
  }
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "hidden" });
  // Add a text into the body box: "+ Add", then the choice (the choice is what is timed).
  await rowAt(page, `[data-path="${body}"]`).click();
  await page
    .getByRole("toolbar", { name: "Edit the selected part" })
    .getByRole("button", { name: "Add" })
    .click();
  const choice = page.getByRole("list", { name: "Add" }).getByRole("button", { name: "Text", exact: true });
  await choice.waitFor();
  await taken(page);
  await choice.click();
  await record("add");
  // The added node is selected, last in the body: up twice.
  const up = page
    .getByRole("toolbar", { name: "Edit the selected part" })
    .getByRole("button", { name: "Move up" });
  for (let i = 0; i < 2; i++) {
    await taken(page);
    await up.click();
    await record("move");
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const build: Build = await startServer("this", process.cwd(), PORT);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const samples: Record<Kind, number[]> = { property: [], add: [], move: [], reference: [] };
  const frames: number[] = [];
  try {
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
    // Opened as "Open in Designer" opens it: handed over in sessionStorage.
    await page.goto(`${build.base}/flex-designer`);
    await page.evaluate(
      (message) => sessionStorage.setItem("flex-designer:open", JSON.stringify({ message, origin: null })),
      bigCarousel(),
    );
    await page.reload();
    await page.locator("#boot-loader").waitFor({ state: "detached" });
    await page.waitForFunction(
      (count) => document.querySelectorAll("figure[data-flex-preview] [data-flex-bubble]").length === count,
      BUBBLES,
      { timeout: 120_000 },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.evaluate(OBSERVE);
    if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    for (let i = 0; i < ROUNDS; i++) {
      await round(page, i % BUBBLES, async (kind) => {
        const seen = await taken(page);
        // No entry: the interaction painted within the 16 ms threshold.
        samples[kind].push(seen.durations.length > 0 ? Math.max(...seen.durations) : 16);
        frames.push(...seen.frames);
      });
    }
    // The machine's floor: keystrokes into a field whose change re-renders one small form (the storage title).
    const title = page.getByLabel("Title in Flex Storage");
    await title.focus();
    await taken(page);
    for (const key of "floor!") {
      await page.keyboard.press(key);
      const seen = await taken(page);
      samples.reference.push(seen.durations.length > 0 ? Math.max(...seen.durations) : 16);
    }
    if (TRACE) {
      const tasks = longTasks(JSON.parse((await browser.stopTracing()).toString("utf8")), 30, 12);
      console.log("main-thread tasks over 30 ms (ms, at ms; what they did, ms):");
      for (const task of tasks)
        console.log(
          `  ${task.durationMs.toFixed(1).padStart(6)} at ${task.atMs.toFixed(0).padStart(6)}: ${task.parts.join(", ")}`,
        );
    }
    await cdp.detach();
    await context.close();
  } finally {
    await browser.close();
    stopServer(build);
  }
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(
    `Flex Designer, ${BUBBLES}-bubble carousel, phone 375×812, CPU ${CPU_SLOWDOWN}× slower, ${ROUNDS} rounds; ` +
      `load average ${load} on ${cpus().length} cores`,
  );
  console.log("  input to next paint (Event Timing, ms; ≤16 counted as 16):");
  let over = false;
  for (const kind of ["property", "add", "move", "reference"] as const) {
    const values = samples[kind];
    const p95 = percentile(values, 95);
    const p99 = percentile(values, 99);
    if (kind !== "reference") over ||= p95 > TARGET_P95 || p99 > TARGET_P99;
    console.log(
      `    ${kind.padEnd(9)} n=${String(values.length).padStart(3)}  p50 ${percentile(values, 50).toFixed(0).padStart(4)}  ` +
        `p95 ${p95.toFixed(0).padStart(4)} (target ≤ ${TARGET_P95})  p99 ${p99.toFixed(0).padStart(4)} (target ≤ ${TARGET_P99})  ` +
        `max ${Math.max(...values).toFixed(0)}`,
    );
  }
  const longest = frames.length ? Math.max(...frames) : 0;
  console.log(
    `  long animation frames meanwhile: ${frames.length}, longest ${longest.toFixed(0)} ms, over 100 ms: ${frames.filter((ms) => ms > 100).length}`,
  );
  if (over) console.log("  OVER TARGET");
}

await main();
