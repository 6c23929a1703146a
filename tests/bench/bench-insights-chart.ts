/**
 * `npx tsx tests/bench/bench-insights-chart.ts` (after `npm run build`): a year of daily followers (365 days)
 * drawn by /insights on the phone preset with the CPU 4× slower. Prints, per run, the time from the server's
 * answer reaching the page to the chart painted (JSON read, React render, layout, the next frame), and
 * p50 / max against the 100 ms. The answer is served by a route in the browser: the bench times the
 * page, not LINE or the cache.
 */
import { chromium } from "@playwright/test";
import { addDays } from "../../shared/insight/period.ts";
import { chromiumPath, startServer, stopServer } from "./bench-server.ts";

const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PORT = 4310;

const days = Array.from({ length: 365 }, (_, i) => ({
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
    if (String(args[0]).includes("/api/insights/followers"))
      (window as unknown as { answeredAt: number }).answeredAt = performance.now();
    return res;
  };
};

async function main() {
  const build = await startServer("this", process.cwd(), PORT);
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const samples: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 3,
      });
      await context.route("**/api/insights/followers*", (route) => route.fulfill({ json: { days } }));
      const page = await context.newPage();
      await page.addInitScript(HOOK);
      await page.goto(`${build.base}/insights`);
      await page.locator("#boot-loader").waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Use sandbox channel" }).click();
      await page.getByRole("tab", { name: "Followers" }).click();
      const show = page.getByRole("button", { name: "Show followers" });
      await show.evaluate(() => undefined);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      const ms = await show.evaluate(async (button) => {
        (button as HTMLButtonElement).click();
        const drawn = () => document.querySelectorAll("figure svg polyline").length >= 3;
        while (!drawn()) await new Promise((r) => requestAnimationFrame(r));
        // The frame that shows it.
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return performance.now() - (window as unknown as { answeredAt: number }).answeredAt;
      });
      samples.push(ms);
      console.log(`  run ${run + 1}: ${ms.toFixed(1)} ms`);
      await context.close();
    }
  } finally {
    await browser.close();
    stopServer(build);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const max = sorted.at(-1) ?? 0;
  console.log(
    `365 days of followers, phone preset, CPU ${CPU_SLOWDOWN}× slower: p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms (goal ≤ 100 ms)`,
  );
}

await main();
