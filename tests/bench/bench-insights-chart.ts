/**
 * `npx tsx tests/bench/bench-insights-chart.ts` (after `npm run build`): a year of daily followers (365 days)
 * drawn by /insights on the phone preset with the CPU 4× slower. Prints, per run, the time from the server's
 * answer (its whole body) in the page to the chart committed and laid out (JSON read, React render, layout), and
 * p50 / max against the 100 ms, and the year's time as a ratio to the 3-day page measured just before it
 * (a loaded machine slows both alike, so the ratio still says what a year costs). The answer is served by a route
 * in the browser: the bench times the page, not LINE or the cache.
 *
 * BENCH_BASELINE (a commit, or a folder holding another production build): the same pair on that build too,
 * alternated with this one in each run, and the year's time of this build as a ratio to the baseline's.
 */
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { addDays } from "../../shared/insight/period.ts";
import { baselineBuild } from "./baseline-build.ts";
import { type Build, chromiumPath, startServer, stopServer } from "./bench-server.ts";

const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PORT = 4310;
const BASELINE = process.env.BENCH_BASELINE ?? "";

const YEAR = 365;
/** The same page with 3 days, in the same run: what is left over is the year's own cost. */
const BASELINE_DAYS = 3;
const daysOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: addDays("20251101", i),
    status: "ready",
    followers: 10_000 + i * 7,
    targetedReaches: 8_000 + i * 5,
    blocks: 300 + (i % 17),
  }));

/** Records when the followers answer arrives; the chart is timed from there. */
const HOOK = () => {
  const original = window.fetch;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const res = await original(...args);
    if (String(args[0]).includes("/api/insights/followers")) {
      // From the whole body in hand: its transfer through the browser's route is not the page's work.
      await res.clone().arrayBuffer();
      (window as unknown as { answeredAt: number }).answeredAt = performance.now();
    }
    return res;
  };
};

/** One page load, one "Show followers" with `count` days: ms from the answer to the chart laid out. */
async function measure(browser: Browser, base: string, count: number): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  const days = daysOf(count);
  await context.route("**/api/insights/followers*", (route) => route.fulfill({ json: { days } }));
  const page = await context.newPage();
  await page.addInitScript(HOOK);
  await page.goto(`${base}/insights`);
  await page.locator("#boot-loader").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Use sandbox channel" }).click();
  await page.getByRole("tab", { name: "Followers" }).click();
  const show = page.getByRole("button", { name: "Show followers" });
  await show.evaluate(() => undefined);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const ms = await show.evaluate(
    (button) =>
      new Promise<number>((resolve) => {
        // Timed to the commit that puts the lines in the page, with the layout it forces: rAF-based
        // timing on a loaded machine measured the frame scheduler, not the page.
        const observer = new MutationObserver(() => {
          const svg = document.querySelector("figure svg");
          // Three lines: a polyline each in older builds, a path each now.
          if (!svg || svg.querySelectorAll("polyline, path").length < 3) return;
          svg.getBoundingClientRect();
          observer.disconnect();
          resolve(performance.now() - (window as unknown as { answeredAt: number }).answeredAt);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        (button as HTMLButtonElement).click();
      }),
  );
  await context.close();
  return ms;
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Pairs {
  year: number[];
  base: number[];
}

async function main() {
  const builds: Build[] = [await startServer("this", process.cwd(), PORT)];
  if (BASELINE) {
    const root = existsSync(join(BASELINE, "dist/server/index.js")) ? BASELINE : baselineBuild(BASELINE);
    builds.push(await startServer("baseline", root, PORT + 1));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const results = new Map<string, Pairs>(builds.map((b) => [b.label, { year: [], base: [] }]));
  try {
    for (let run = 0; run < RUNS; run++) {
      // Alternated, baseline first on odd runs, so a change in the machine's load falls on both builds alike.
      const order = run % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const small = await measure(browser, build.base, BASELINE_DAYS);
        const full = await measure(browser, build.base, YEAR);
        const pairs = results.get(build.label) as Pairs;
        pairs.base.push(small);
        pairs.year.push(full);
        console.log(
          `  run ${run + 1} ${build.label}: ${YEAR} days ${full.toFixed(1)} ms, ${BASELINE_DAYS} days ${small.toFixed(1)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) stopServer(build);
  }
  const load = loadavg()[0]?.toFixed(1);
  for (const [label, { year, base }] of results) {
    // Each run's pair was measured back to back, so its ratio cancels most of what a loaded machine adds: the
    // figure to compare between machines and runs. The year's own cost is the pair's difference.
    const ratios = year.map((ms, i) => ms / (base[i] ?? ms));
    const own = year.map((ms, i) => ms - (base[i] ?? ms));
    console.log(
      `${label}: ${YEAR} days of followers, phone preset, CPU ${CPU_SLOWDOWN}× slower: p50 ${p50(year).toFixed(1)} ms, ` +
        `max ${Math.max(...year).toFixed(1)} ms (goal ≤ 100 ms); ${BASELINE_DAYS} days p50 ${p50(base).toFixed(1)} ms; ` +
        `load average ${load} on ${cpus().length} CPUs`,
    );
    // The fastest runs are the ones the other load disturbed least: the closest to a quiet machine's figures.
    const fastYear = Math.min(...year);
    const fastBase = Math.min(...base);
    console.log(
      `${label}: relative to the ${BASELINE_DAYS}-day reference of the same run: ratio p50 ${p50(ratios).toFixed(2)}× ` +
        `(min ${Math.min(...ratios).toFixed(2)}×), the year's own cost p50 ${p50(own).toFixed(1)} ms; ` +
        `fastest runs: ${YEAR} days ${fastYear.toFixed(1)} ms, ${BASELINE_DAYS} days ${fastBase.toFixed(1)} ms ` +
        `(${(fastYear / fastBase).toFixed(2)}×)`,
    );
  }
  const mine = results.get("this") as Pairs;
  const theirs = results.get("baseline");
  if (theirs) {
    // Run by run, this build's year against the baseline's measured beside it.
    const ratios = mine.year.map((ms, i) => ms / (theirs.year[i] ?? ms));
    console.log(
      `this / baseline, ${YEAR} days, run by run: p50 ${p50(ratios).toFixed(2)}× (min ${Math.min(...ratios).toFixed(2)}×, ` +
        `max ${Math.max(...ratios).toFixed(2)}×); p50s ${p50(mine.year).toFixed(1)} / ${p50(theirs.year).toFixed(1)} ms; ` +
        `fastest ${Math.min(...mine.year).toFixed(1)} / ${Math.min(...theirs.year).toFixed(1)} ms`,
    );
  }
}

await main();
