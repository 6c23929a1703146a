import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { bigCarousel } from "../fixtures/big-carousel.ts";
import { type Build, chromiumPath, startServer, stopServer } from "./bench-server.ts";
import { longTasks } from "./trace-causes.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4781);
const TRACE = process.env.BENCH_TRACE ?? "";
const BASELINE = process.env.BENCH_BASELINE ?? "";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * "clipboard" (default): Ctrl+V of the text put on the clipboard, as a person pastes — the browser's own
 * insertion into the field is part of what is timed. "input": the text set with the native setter and
 * one input event, as the bench did before (it leaves out that insertion: 300 ms+ on main).
 */
const PASTE = process.env.BENCH_PASTE === "input" ? "input" : "clipboard";
const CPU_SLOWDOWN = 4;
const BUBBLES = 12;
/** After the last change, the page counts as settled when no long task started for this long. */
const QUIET_MS = 1500;

interface Window {
  longTasks: number[];
  longFrames: number[];
  lastLongTaskEnd: number;
  pasteText: string;
}

// Strings, not functions: tsx would wrap named functions in a helper the page lacks.
// Long tasks ('longtask') are script tasks only: Chrome leaves out the rendering update (style, layout,
// paint) that follows them, which for a 130 KB text area is the biggest piece. Long animation frames
// ('long-animation-frame') include it, so both are recorded.
const OBSERVE = `(() => {
  window.longTasks = [];
  window.longFrames = [];
  window.lastLongTaskEnd = performance.now();
  const observe = (type, key) => new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      window[key].push(entry.duration);
      window.lastLongTaskEnd = Math.max(window.lastLongTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type });
  observe("longtask", "longTasks");
  observe("long-animation-frame", "longFrames");
})()`;

/**
 * The caret just inside the last `"text": "` value of the focused field: a text area's selection, or in
 * the code editor a DOM selection, which the editor takes as its own. The editor draws only the lines
 * near the screen (the end, after the paste), so it is scrolled up a little first.
 */
const CARET_IN_LAST_TEXT = `(async () => {
  const marker = '"text": "';
  const field = document.activeElement;
  if (field instanceof HTMLTextAreaElement) {
    const at = field.value.lastIndexOf(marker) + marker.length;
    field.setSelectionRange(at, at);
    return;
  }
  const scroller = field.closest(".cm-scroller");
  scroller.scrollTop -= scroller.clientHeight * 2;
  for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done));
  const line = [...field.querySelectorAll(".cm-line")].filter((l) => l.textContent.includes(marker)).at(-1);
  if (!line) throw new Error("no drawn line of the editor holds " + marker);
  let offset = line.textContent.lastIndexOf(marker) + marker.length;
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (offset <= node.length) return getSelection().collapse(node, offset);
    offset -= node.length;
  }
})()`;

interface Seen {
  tasks: number[];
  frames: number[];
}

/** Waits until no long task has ended for QUIET_MS; returns the tasks and frames seen since OBSERVE and clears them. */
async function settle(page: Page): Promise<Seen> {
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
    const seen = { tasks: w.longTasks, frames: w.longFrames };
    w.longTasks = [];
    w.longFrames = [];
    return seen;
  });
}

interface Sample {
  paste: Seen;
  pasteToPreviewMs: number;
  typing: Seen;
}

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8"];

/** One phase's longest main-thread tasks and what they spent their time on (ms), from its Chrome trace. */
function printCauses(build: Build, phase: string, json: string): void {
  if (TRACE !== "1") {
    mkdirSync(TRACE, { recursive: true });
    const file = join(TRACE, `carousel-${build.label}-${phase}.json`);
    writeFileSync(file, json);
    console.log(`  trace: ${file}`);
  }
  const tasks = longTasks(JSON.parse(json), 50, 8);
  console.log(`  ${build.label}, ${phase}: main-thread tasks over 50 ms (ms, at ms; what they did, ms):`);
  for (const task of tasks)
    console.log(
      `    ${task.durationMs.toFixed(1).padStart(6)} at ${task.atMs.toFixed(0).padStart(5)}: ${task.parts.join(", ")}`,
    );
  if (tasks.length === 0) console.log("    none");
}

async function runOnce(browser: Browser, build: Build, text: string, trace: boolean): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: build.base });
  // Image URLs outside the app answer at once with nothing: the bench times the page, not the internet.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  page.on("pageerror", (error) => console.log("page error:", error.message));
  await page.goto(`${build.base}/flex-formatter`);
  await page.getByRole("heading", { level: 1, name: "Flex Formatter" }).waitFor();
  await page.locator("#boot-loader").waitFor({ state: "detached" });
  const field = page.getByRole("textbox", { name: "Flex JSON" });
  await field.focus();
  // The text reaches the page (and the clipboard) before the measurement: sending 130 KB over CDP is a
  // long task of its own.
  await page.evaluate(async (value) => {
    (window as unknown as Window).pasteText = value;
    await navigator.clipboard.writeText(value);
  }, text);
  // Playwright compiles its injected script in the page on a locator's first evaluate: a 100 ms+ task.
  await field.evaluate(() => undefined);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.evaluate(OBSERVE);
  await settle(page);

  if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const started = Date.now();
  if (PASTE === "clipboard") await page.keyboard.press("ControlOrMeta+V");
  // The whole text in one input event, with the native setter so React sees the change (Playwright's
  // fill and insertText gave up on 130 KB over the pipe).
  else
    await field.evaluate((element) => {
      const area = element as HTMLTextAreaElement;
      const value = (window as unknown as Window).pasteText;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(area, value);
      area.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
    });
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
  if (trace) printCauses(build, "paste", (await browser.stopTracing()).toString("utf8"));

  // Typing inside a text value of the last bubble: five keystrokes, as a person types them.
  await page.evaluate(CARET_IN_LAST_TEXT);
  await settle(page);
  if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (const key of "12345") {
    await page.keyboard.type(key);
    await page.waitForTimeout(120);
  }
  const typing = await settle(page);
  // The keys went where a person typing would put them: into a text the preview shows.
  await page.waitForFunction(
    () => document.querySelector("figure[data-flex-preview]")?.textContent?.includes("12345"),
    undefined,
    { timeout: 30_000 },
  );
  if (trace) printCauses(build, "typing", (await browser.stopTracing()).toString("utf8"));
  await cdp.detach();
  await context.close();
  return { paste, pasteToPreviewMs, typing };
}

function counts(values: number[]): string {
  const longest = values.length ? Math.max(...values) : 0;
  const over50 = values.filter((ms) => ms > 50).length;
  const over100 = values.filter((ms) => ms > 100).length;
  return `longest ${longest.toFixed(0).padStart(5)} ms, over 50 ms: ${String(over50).padStart(3)}, over 100 ms: ${String(over100).padStart(3)}`;
}

function summary(label: string, seen: Seen[]): string {
  return (
    `    ${label.padEnd(30)} tasks  ${counts(seen.flatMap((s) => s.tasks))}\n` +
    `    ${"".padEnd(30)} frames ${counts(seen.flatMap((s) => s.frames))}`
  );
}

async function main(): Promise<void> {
  const container = bigCarousel();
  const text = JSON.stringify(container, null, 2);
  const builds = [await startServer("this", process.cwd(), PORT)];
  if (BASELINE) builds.push(await startServer("baseline", BASELINE, PORT + 1));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const samples = new Map<Build, Sample[]>(builds.map((build) => [build, []]));
    // Runs alternate between the builds, so both meet the same machine load.
    for (let i = 0; i < RUNS; i++)
      for (const build of builds)
        samples.get(build)?.push(await runOnce(browser, build, text, TRACE !== "" && i === 0));
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(" ");
    console.log(
      `Flex Formatter, ${BUBBLES}-bubble carousel (${Buffer.byteLength(JSON.stringify(container))} bytes compact, ` +
        `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB pasted by ${PASTE}), phone 375×812, CPU ${CPU_SLOWDOWN}× slower; ` +
        `load average ${load} on ${cpus().length} cores`,
    );
    console.log(
      "  tasks: long tasks (script; Chrome leaves the rendering update out); frames: long animation frames " +
        "(their tasks and the style, layout and paint after them)",
    );
    for (const build of builds) {
      const runs = samples.get(build) ?? [];
      console.log(`  ${build.label} (${RUNS} runs):`);
      console.log(
        summary(
          "paste → 12 bubbles, settled",
          runs.map((s) => s.paste),
        ),
      );
      console.log(
        summary(
          "then 5 keystrokes",
          runs.map((s) => s.typing),
        ),
      );
      const times = runs.map((s) => s.pasteToPreviewMs).sort((a, b) => a - b);
      console.log(`    paste → all 12 bubbles drawn: ${times.map((ms) => `${ms} ms`).join(", ")}`);
    }
  } finally {
    await browser.close();
    for (const build of builds) stopServer(build);
  }
}

await main();
