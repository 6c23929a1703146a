import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { type Build, chromiumPath, startServer, stopServer } from "./bench-server.ts";
import { longTasks } from "./trace-causes.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4780);
const TRACE = process.env.BENCH_TRACE ?? "";
const BASELINE = process.env.BENCH_BASELINE ?? "";
const MOVES = 60;
/** How long after the release the frames are still sampled (the page's own re-render comes then). */
const SETTLE_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A frame that took longer than one 60 Hz frame plus a little slack: a visible stutter. */
const LONG_FRAME_MS = 1000 / 60 + 4;
const IMAGE = { width: 2500, height: 1686 };

interface Scenario {
  name: string;
  viewport: { width: number; height: number };
  touch: boolean;
  cpuSlowdown: number;
}

const ALL_SCENARIOS: Scenario[] = [
  { name: "desktop 1280×800, mouse", viewport: { width: 1280, height: 800 }, touch: false, cpuSlowdown: 1 },
  {
    name: "phone 375×812, touch, CPU 4× slower",
    viewport: { width: 375, height: 812 },
    touch: true,
    cpuSlowdown: 4,
  },
];
/** BENCH_ONLY=phone (or desktop) runs the scenarios whose name starts with it. */
const SCENARIOS = ALL_SCENARIOS.filter((s) => s.name.startsWith(process.env.BENCH_ONLY ?? ""));

/** A colourful 2500×1686 PNG, so the browser really composites a large picture. */
async function menuPng(): Promise<Buffer> {
  const { width, height } = IMAGE;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 160;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function twentyAreaJson(): string {
  const cols = 5;
  const rows = 4;
  const w = IMAGE.width / cols;
  const h = Math.floor(IMAGE.height / rows);
  const areas = Array.from({ length: cols * rows }, (_, i) => ({
    bounds: { x: (i % cols) * w, y: Math.floor(i / cols) * h, width: w - 40, height: h - 40 },
    action: { type: "message", text: `Area ${i + 1}` },
  }));
  return JSON.stringify({ size: IMAGE, areas });
}

async function prepare(page: Page, base: string, png: Buffer): Promise<void> {
  await page.goto(`${base}/rich-menu-manager`);
  await page.getByRole("heading", { level: 1, name: "Rich Menu Builder" }).waitFor();
  // The heading is already on the prerendered page: the app must have taken over before a file is chosen.
  await page.locator("#root:not([data-shell])").waitFor({ state: "attached" });
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: png });
  await page.getByRole("application", { name: "Rich menu areas" }).waitFor();
  await page.getByRole("button", { name: "Import JSON" }).click();
  await page.getByRole("textbox", { name: "Rich menu JSON" }).fill(twentyAreaJson());
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const areas = page
    .getByRole("application", { name: "Rich menu areas" })
    .getByRole("button", { name: /^Area \d+:/ });
  while ((await areas.count()) !== 20) await page.waitForTimeout(50);
  // The import's toast lives 4 s and animates out: a drag started at once would count the frames of
  // that exit (and of the draft written meanwhile), not of the drag.
  await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 10_000 });
  await page.waitForTimeout(500);
}

interface Sampled {
  /** rAF deltas from the press to the frame after the release (ms). */
  drag: number[];
  /** rAF deltas of the SETTLE_MS after that. */
  settle: number[];
}

/** Drags area 13 diagonally with one move per frame; returns the rAF deltas seen meanwhile (ms). */
async function dragAndSample(page: Page, scenario: Scenario): Promise<Sampled> {
  const surface = page.getByRole("application", { name: "Rich menu areas" });
  const box = await surface.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
    const r = element.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  });
  // Area 13 is row 3, column 3 of the grid: start at its centre.
  const start = { x: box.x + box.width * 0.492, y: box.y + box.height * 0.615 };
  const step = { x: (box.width * 0.25) / MOVES, y: (-box.height * 0.2) / MOVES };
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__sampling = true;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__sampling) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const area13 = surface.getByRole("button", { name: /^Area 13:/ });
  const before = await area13.getAttribute("aria-label");
  const cdp = await page.context().newCDPSession(page);
  const point = (i: number) => ({ x: Math.round(start.x + step.x * i), y: Math.round(start.y + step.y * i) });
  const press = async (type: "down" | "move" | "up", i: number) => {
    if (scenario.touch) {
      const kind = type === "down" ? "touchStart" : type === "move" ? "touchMove" : "touchEnd";
      await cdp.send("Input.dispatchTouchEvent", {
        type: kind,
        touchPoints: type === "up" ? [] : [point(i)],
      });
    } else if (type === "up") {
      await page.mouse.up();
    } else {
      await page.mouse.move(point(i).x, point(i).y);
      if (type === "down") await page.mouse.down();
    }
  };
  await press("down", 0);
  for (let i = 1; i <= MOVES; i++) {
    await press("move", i);
    // One move per frame, as a finger or mouse delivers them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await press("up", MOVES);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await cdp.detach();
  const dragged = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.length);
  await page.waitForTimeout(SETTLE_MS);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __sampling: boolean };
    w.__sampling = false;
    return w.__frames;
  });
  if ((await area13.getAttribute("aria-label")) === before) throw new Error("area 13 did not move");
  return { drag: frames.slice(1, dragged), settle: frames.slice(dragged) };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** One drag on a fresh page (upload, import the 20 areas, drag): its rAF deltas. */
async function measure(
  browser: Browser,
  scenario: Scenario,
  build: Build,
  png: Buffer,
  trace: boolean,
): Promise<Sampled> {
  const open = async () => {
    const context = await browser.newContext({
      viewport: scenario.viewport,
      hasTouch: scenario.touch,
      isMobile: scenario.touch,
      deviceScaleFactor: scenario.touch ? 3 : 1,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await prepare(page, build.base, png);
    return { context, page };
  };
  // On a busy shared machine the upload now and then never shows the canvas: one fresh try, said aloud.
  const { context, page } = await open().catch((error: unknown) => {
    console.log(`  ${build.label}: page set-up failed (${String(error).split("\n")[0]}), trying once more`);
    return open();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: scenario.cpuSlowdown });
  if (trace)
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8"],
    });
  const frames = await dragAndSample(page, scenario);
  if (trace) printCauses(scenario, build, (await browser.stopTracing()).toString("utf8"));
  await context.close();
  return frames;
}

/** The longest main-thread tasks of the traced drag and what they spent their time on (ms). */
function printCauses(scenario: Scenario, build: Build, json: string): void {
  if (TRACE !== "1") {
    mkdirSync(TRACE, { recursive: true });
    const file = join(TRACE, `drag-${build.label}-${scenario.name.split(" ")[0]}.json`);
    writeFileSync(file, json);
    console.log(`  trace: ${file}`);
  }
  const tasks = longTasks(JSON.parse(json), LONG_FRAME_MS, 6);
  console.log(`  ${build.label}: longest main-thread tasks of one drag (ms, at ms; what they did, ms):`);
  for (const task of tasks)
    console.log(
      `    ${task.durationMs.toFixed(1).padStart(6)} at ${task.atMs.toFixed(0).padStart(5)}: ${task.parts.join(", ")}`,
    );
  if (tasks.length === 0) console.log(`    none over ${LONG_FRAME_MS.toFixed(1)} ms`);
}

function summary(frames: number[]): string {
  const over = frames.filter((ms) => ms > LONG_FRAME_MS).length;
  return (
    `frames ${String(frames.length).padStart(4)}  ` +
    `median ${percentile(frames, 0.5).toFixed(1)} ms  p95 ${percentile(frames, 0.95).toFixed(1)} ms  ` +
    `p99 ${percentile(frames, 0.99).toFixed(1)} ms  ` +
    `max ${Math.max(...frames).toFixed(1)} ms  over ${LONG_FRAME_MS.toFixed(1)} ms: ${over}`
  );
}

/** RUNS drags per build, the builds alternating (same load for both); rAF deltas of all runs together. */
async function run(browser: Browser, scenario: Scenario, builds: Build[], png: Buffer) {
  const frames = new Map<Build, Sampled>(builds.map((build) => [build, { drag: [], settle: [] }]));
  for (let i = 0; i < RUNS; i++) {
    for (const build of builds) {
      const traced = TRACE !== "" && i === 0;
      const sampled = await measure(browser, scenario, build, png, traced);
      frames.get(build)?.drag.push(...sampled.drag);
      frames.get(build)?.settle.push(...sampled.settle);
    }
  }
  console.log(`${scenario.name} (load average ${loadavg()[0]?.toFixed(1)})`);
  for (const build of builds)
    console.log(`  ${build.label.padEnd(9)} ${summary(frames.get(build)?.drag ?? [])}`);
  console.log(`  the ${SETTLE_MS} ms after the release:`);
  for (const build of builds)
    console.log(`  ${build.label.padEnd(9)} ${summary(frames.get(build)?.settle ?? [])}`);
}

const builds = [await startServer("this", process.cwd(), PORT)];
if (BASELINE) builds.push(await startServer("baseline", BASELINE, PORT + 1));
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const png = await menuPng();
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(
    `Dragging 1 of 20 areas over a ${IMAGE.width}×${IMAGE.height} image, ${MOVES} moves, ${RUNS} runs ` +
      `(rAF deltas; ${cpus().length} CPUs, load average ${load}):`,
  );
  for (const scenario of SCENARIOS) await run(browser, scenario, builds, png);
} finally {
  await browser.close();
  for (const build of builds) stopServer(build);
}
