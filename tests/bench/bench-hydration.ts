/**
 * The start-up's main thread on a phone, from the browser itself (issue 39): each route opened cold in a
 * phone context (375×812, DPR 3, touch) with the CPU 4× slower through CDP, from navigation until the app
 * has adopted the prerendered page (`#root[data-shell]` gone) and 2 s more. Per route and language, the
 * medians over the runs of: blocking time (the long tasks' time over 50 ms each, from the first paint, as
 * TBT counts it), long tasks (count and longest), script and task time (CDP Performance metrics) and the
 * time until the app adopted the page. `--baseline <commit>` runs that commit's build (baseline-build.ts)
 * alternately with this one and prints the ratios this build / baseline: on a shared machine only the
 * ratios of alternated runs say anything. Figures only, never asserted.
 *
 *   npx tsx tests/bench/bench-hydration.ts --baseline ce4b3bf --runs 5
 *   BENCH_PROFILE=1 npx tsx tests/bench/bench-hydration.ts /rich-menu-manager --runs 1
 *
 * Options: route paths (default: home and the five tools issue 39 names), `--lang en,th` (default both),
 * `--runs N` (default 5). BENCH_PROFILE=1: a CPU profile of this build's runs, the functions with the most
 * self time (build with `npx vite build --minify false` to read names).
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import type { Lang } from "../../shared/text/lang.ts";
import { baselineBuild } from "./baseline-build.ts";
import { chromiumPath } from "./bench-server.ts";
import { waitForHealth } from "./wait-for-health.ts";

const DEFAULT_PATHS = [
  "/",
  "/rich-menu-manager",
  "/imagemap-builder",
  "/flex-formatter",
  "/flex-storage",
  "/text-message",
];
const CPU_SLOWDOWN = 4;
const PROFILE = process.env.BENCH_PROFILE === "1";

interface Sample {
  blocking: number;
  longTasks: number;
  longest: number;
  script: number;
  task: number;
  adopted: number;
}
const KEYS: (keyof Sample)[] = ["blocking", "longTasks", "longest", "script", "task", "adopted"];
const LABELS: Record<keyof Sample, string> = {
  blocking: "blocking",
  longTasks: "long tasks",
  longest: "longest",
  script: "script",
  task: "task",
  adopted: "adopted at",
};

interface Side {
  name: string;
  base: string;
  server: ChildProcess;
  dataDir: string;
  samples: Map<string, Sample[]>;
}

let nextPort = 4300 + Math.floor(Math.random() * 500);

async function startSide(name: string, root: string): Promise<Side> {
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-hydration-"));
  const port = nextPort++;
  const server = spawn(process.execPath, ["dist/server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LIFF_ID: "",
      NODE_ENV: "production",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return { name, base, server, dataDir, samples: new Map() };
}

/** In the page before its scripts: long tasks and the first paint as they happen, and when the app adopted. */
function observe() {
  const w = window as unknown as { bench: { tasks: [number, number][]; fcp: number; adopted: number } };
  w.bench = { tasks: [], fcp: 0, adopted: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.bench.tasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.bench.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  // The app's first commit removes it (web/main.tsx); only that attribute is watched, so the watch costs nothing.
  const watch = new MutationObserver(() => {
    if (document.getElementById("root")?.hasAttribute("data-shell")) return;
    w.bench.adopted = performance.now();
    watch.disconnect();
  });
  document.addEventListener("DOMContentLoaded", () => {
    const root = document.getElementById("root");
    if (root) watch.observe(root, { attributes: true, attributeFilter: ["data-shell"] });
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

const selfTimes = new Map<string, number>();

function addProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples?.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.replace(/^.*\//, "");
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    selfTimes.set(key, (selfTimes.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
}

async function measure(browser: Browser, base: string, path: string, lang: Lang, profile: boolean) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: lang === "th" ? "th-TH" : "en-US",
  });
  await context.addCookies([{ name: "lang", value: lang, url: base }]);
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  if (profile) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  await page.goto(`${base}${path}`, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(
    () => (window as unknown as { bench: { adopted: number } }).bench.adopted > 0,
    null,
    {
      timeout: 60_000,
      polling: 100,
    },
  );
  // What runs before a first input: the effects, idle callbacks and lazy loads right after adoption.
  await page.waitForTimeout(2000);
  const bench = await page.evaluate(
    () => (window as unknown as { bench: { tasks: [number, number][]; fcp: number; adopted: number } }).bench,
  );
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  if (profile) addProfile((await cdp.send("Profiler.stop")).profile);
  await context.close();
  const after = bench.tasks.filter(([start]) => start >= bench.fcp);
  return {
    blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longTasks: bench.tasks.length,
    longest: Math.max(0, ...bench.tasks.map(([, duration]) => duration)),
    script: metric("ScriptDuration"),
    task: metric("TaskDuration"),
    adopted: bench.adopted,
  } satisfies Sample;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const show = (key: keyof Sample, value: number) =>
  key === "longTasks" ? value.toFixed(1) : `${Math.round(value)} ms`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      lang: { type: "string", default: "en,th" },
      runs: { type: "string", default: "5" },
      baseline: { type: "string" },
    },
  });
  const langs = values.lang.split(",").filter((l): l is Lang => l === "en" || l === "th");
  const runs = Number(values.runs);
  const paths = positionals.length > 0 ? positionals : DEFAULT_PATHS;
  const sides = [await startSide("this build", process.cwd())];
  if (values.baseline) sides.unshift(await startSide(values.baseline, baselineBuild(values.baseline)));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--disable-gpu"] });
  try {
    for (let round = 0; round < runs; round++) {
      for (const path of paths) {
        for (const lang of langs) {
          // Alternate which build goes first, so a drift in the machine's load falls on both alike.
          const order = round % 2 ? [...sides].reverse() : sides;
          for (const side of order) {
            const key = `${path} ${lang}`;
            const sample = await measure(
              browser,
              side.base,
              path,
              lang,
              PROFILE && side.name === "this build",
            );
            side.samples.set(key, [...(side.samples.get(key) ?? []), sample]);
          }
        }
      }
      console.error(`round ${round + 1}/${runs} done`);
    }
  } finally {
    await browser.close();
    for (const side of sides) {
      side.server.kill("SIGTERM");
      rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `Start-up main thread, phone, CPU ${CPU_SLOWDOWN}×, medians of ${runs} run(s)${values.baseline ? ", baseline → this build (ratio)" : ""}:`,
  );
  const current = sides.at(-1) as Side;
  const baseline = sides.length > 1 ? sides[0] : undefined;
  for (const key of current.samples.keys()) {
    const parts = KEYS.map((name) => {
      const now = median((current.samples.get(key) ?? []).map((s) => s[name]));
      if (!baseline) return `${LABELS[name]} ${show(name, now)}`;
      const before = median((baseline.samples.get(key) ?? []).map((s) => s[name]));
      const ratio = before > 0 ? ` (${(now / before).toFixed(2)}×)` : "";
      return `${LABELS[name]} ${show(name, before)} → ${show(name, now)}${ratio}`;
    });
    console.log(`  ${key.padEnd(22)} ${parts.join(", ")}`);
  }
  if (PROFILE) {
    console.log("Most self time in this build's runs (all routes, CPU profile):");
    const top = [...selfTimes].sort((a, b) => b[1] - a[1]).slice(0, 40);
    for (const [name, ms] of top) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
}

await main();
