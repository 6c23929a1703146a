/**
 * What the prerendered page's first paint costs in style and layout, this build against another commit's
 * (BENCH_BASELINE, default HEAD~1; tests/bench/baseline-build.ts), alternated: each route in English and
 * Thai opened with JavaScript off on a phone viewport (375×812, DPR 3, touch), so only the HTML and its
 * inlined CSS are at work. Sums the trace's style recalculations with style sheet parsing, and its layouts,
 * in thread CPU time (`tdur`: the time other processes of a busy machine take is left out), and prints the
 * medians and their ratios, with the page's HTML size. Figures only, never asserted.
 *
 * BENCH_JS=1: with JavaScript, over the first 4 s (the app's load and hydration, and the whole stylesheet
 * arriving after the critical CSS, count too).
 *
 *   npm run build && npx tsx tests/bench/bench-shell-style.ts [routes…]   # BENCH_RUNS (default 7)
 */
import { chromium } from "@playwright/test";
import { ROUTES } from "../../web/app/routes.ts";
import { baselineBuild } from "./baseline-build.ts";
import { type Build, chromiumPath, startServer, stopServer } from "./bench-server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BASELINE = process.env.BENCH_BASELINE ?? "HEAD~1";
const WITH_JS = process.env.BENCH_JS === "1";

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tdur?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

async function measure(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  build: Build,
  path: string,
  lang: string,
) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: WITH_JS,
    locale: lang === "th" ? "th-TH" : "en-US",
  });
  await context.addCookies([{ name: "lang", value: lang, url: build.base }]);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  const response = await page.goto(build.base + path, { waitUntil: "load" });
  await page.waitForTimeout(WITH_JS ? 4000 : 300);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  const cpu = (...names: string[]) =>
    events
      .filter((e) => names.includes(e.name) && e.ph === "X")
      .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
  const html = (await response?.body())?.length ?? 0;
  await context.close();
  return { style: cpu("UpdateLayoutTree", "ParseAuthorStyleSheet"), layout: cpu("Layout"), html };
}

const asked = process.argv.slice(2);
const paths = ROUTES.filter((r) => !r.sandboxOnly && r.path !== "/")
  .map((r) => r.path)
  .filter((p) => asked.length === 0 || asked.includes(p));
const sides = [
  await startServer(BASELINE, baselineBuild(BASELINE), 4701),
  await startServer("this build", process.cwd(), 4702),
];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
try {
  console.log(
    `${WITH_JS ? "Load with JavaScript, 4 s" : "First paint, JavaScript off"}, thread CPU ms, median of ${RUNS}: ${BASELINE} → this build`,
  );
  for (const lang of ["en", "th"]) {
    for (const path of paths) {
      const runs = new Map<string, Awaited<ReturnType<typeof measure>>[]>(sides.map((s) => [s.label, []]));
      for (let round = 0; round < RUNS; round++) {
        for (const side of round % 2 ? [...sides].reverse() : sides)
          runs.get(side.label)?.push(await measure(browser, side, path, lang));
      }
      const [before, after] = sides.map((s) => runs.get(s.label) ?? []);
      const pair = (pick: (r: { style: number; layout: number }) => number) => {
        const [a, b] = [median((before ?? []).map(pick)), median((after ?? []).map(pick))];
        return `${a.toFixed(1)} → ${b.toFixed(1)} (${(b / a).toFixed(2)}×)`;
      };
      const kb = (list: { html: number }[] | undefined) => ((list?.[0]?.html ?? 0) / 1024).toFixed(1);
      console.log(
        `${`${path} ${lang}`.padEnd(24)} style+CSS parse ${pair((r) => r.style)}, layout ${pair((r) => r.layout)}, HTML ${kb(before)} → ${kb(after)} KB`,
      );
    }
  }
} finally {
  await browser.close();
  for (const side of sides) stopServer(side);
}
