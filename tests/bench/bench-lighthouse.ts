/**
 * `npm run bench:lighthouse`: Lighthouse 13 (mobile preset, default simulated throttling) on the production
 * build, logged out, for home and every tool in the route table (sandbox-only pages left out), in English and
 * in Thai (the `lang` cookie, and Chromium's languages in Thai so the prerendered Thai page is the one shown).
 * Prints, per route and language, the median of the four category scores over the runs with FCP, LCP, Speed
 * Index, TBT and CLS; then the main thread of the median run: its long tasks (start, length, the script
 * Lighthouse attributes it to and what it spent the time on), the scripts' boot-up time and the main-thread
 * work by kind; then, for each score under its goal, the audits that keep it there. Figures only, never
 * asserted.
 *
 *   npm run bench:lighthouse                                   # build, then all routes, en and th, 1 run
 *   npx tsx tests/bench/bench-lighthouse.ts /flex-formatter /text-message --lang th --runs 3
 *   npx tsx tests/bench/bench-lighthouse.ts /rich-menu-manager --runs 5 --baseline 11cfa49
 *
 * Options: route paths (default all), `--lang en,th` (default both), `--runs N` (default 1; medians are
 * printed), `--baseline <commit>`: the same runs on that commit's build (tests/bench/baseline-build.ts),
 * alternated with this build's, and the ratios this build / baseline. LIGHTHOUSE_JSON_DIR=folder keeps every
 * run's full report.
 *
 * Uses the machine's Chromium (CHROMIUM_PATH, else /usr/bin/chromium): nothing is downloaded. The server
 * runs in sandbox mode (no LIFF ID), as the e2e tests do: the real LIFF SDK would call LINE at start-up.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import type { Lang } from "../../shared/text/lang.ts";
import { ROUTES } from "../../web/app/routes.ts";
import { type Instance, startInstance } from "../api/instances.ts";
import { baselineBuild } from "./baseline-build.ts";
import { chromiumPath } from "./bench-server.ts";
import { type MainThread, mainThread, printMainThread } from "./lighthouse-main-thread.ts";

/** Set to a folder to keep each run's full report (lighthouse-<route>-<lang>-<side>-<run>.json). */
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const GOALS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const SHORT: Record<Category, string> = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "best-pr",
  seo: "SEO",
};

/** The e2e config's flags (tests/e2e/playwright.config.ts), headless; the language's are added per run. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The audits of a category that cost it points: scored, weighted or failing, below a full score. */
function failingAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const lines: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= (category === "performance" ? 0.9 : 1)) continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
    // Printed as the LCP phases line instead.
    if (ref.id === "lcp-breakdown-insight") continue;
    const value = audit.displayValue ? ` — ${audit.displayValue}` : "";
    const weight = ref.weight ? ` (weight ${ref.weight})` : "";
    lines.push(`${ref.id}: ${audit.title}${value}${weight}`);
    for (const item of itemsOf(audit.details).slice(0, 4)) lines.push(`    ${item}`);
  }
  return lines;
}

/** A few words per failing item (the node, URL or source it is about), to know where to look. */
function itemsOf(details: Result["audits"][string]["details"]): string[] {
  if (!details || !("items" in details) || !Array.isArray(details.items)) return [];
  return details.items
    .map((item) => {
      const record = item as Record<string, unknown>;
      const node = record.node as { snippet?: string; explanation?: string } | undefined;
      if (node?.snippet)
        return `${node.snippet.slice(0, 140)}${node.explanation ? ` → ${firstLine(node.explanation)}` : ""}`;
      if (typeof record.groupLabel === "string")
        return `${record.groupLabel} ${Math.round(Number(record.duration))} ms`;
      const url = record.url ?? record.source;
      if (url === undefined) return "";
      const wasted = record.wastedMs ?? record.wastedBytes ?? record.total;
      return `${String(typeof url === "object" ? JSON.stringify(url) : url).slice(0, 140)}${wasted ? ` (${Math.round(Number(wasted))})` : ""}`;
    })
    .filter(Boolean);
}

const firstLine = (text: string) => text.split("\n").slice(0, 2).join(" ").slice(0, 160);

/** Lighthouse 13's LCP breakdown: a table of subparts and the LCP element as a node. */
function lcpBreakdown(lhr: Result) {
  const details = lhr.audits["lcp-breakdown-insight"]?.details;
  return details?.type === "list" ? details.items : [];
}

/** The element Lighthouse took for the LCP, as its opening tag and size. */
function lcpElement(lhr: Result): string {
  for (const item of lcpBreakdown(lhr)) {
    if (item.type !== "node") continue;
    const size = item.boundingRect ? ` ${item.boundingRect.width}×${item.boundingRect.height}` : "";
    return `${(item.snippet ?? item.selector ?? "?").slice(0, 100)}${size}`;
  }
  return "?";
}

/** TTFB / load delay / load time / render delay of the LCP element, as the LCP breakdown reports them. */
function lcpPhases(lhr: Result): string {
  for (const item of lcpBreakdown(lhr)) {
    if (item.type !== "table") continue;
    const phases = item.items.filter((row) => "label" in row && "duration" in row);
    if (phases.length) {
      return phases.map((row) => `${String(row.label)} ${Math.round(Number(row.duration))} ms`).join(", ");
    }
  }
  return "";
}

async function audit(url: string, port: number, lang: Lang): Promise<Result> {
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // The server serves the page in the cookie's language; Chromium's languages (launched per language) agree.
    extraHeaders: { Cookie: `lang=${lang}` },
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (run.lhr.runtimeError)
    throw new Error(`${url}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
  return run.lhr;
}

interface Run {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  si: number;
  tbt: number;
  cls: number;
  cpu: number;
  thread: MainThread;
  lhr: Result;
}

function runOf(lhr: Result): Run {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<Category, number>;
  return {
    scores,
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    si: numeric(lhr, "speed-index"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    cpu: lhr.environment.benchmarkIndex,
    thread: mainThread(lhr),
    lhr,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The run whose TBT is the median (the lower middle one for an even count): its main thread is printed. */
const medianRun = (runs: Run[]) => [...runs].sort((a, b) => a.tbt - b.tbt)[(runs.length - 1) >> 1] as Run;

const mainThreadTotal = (run: Run) => Object.values(run.thread.byKind).reduce((a, b) => a + b, 0);

interface Side {
  name: string;
  server: Instance;
  dataDir: string;
  /** "route lang" → its runs. */
  runs: Map<string, Run[]>;
}

function parseOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      lang: { type: "string", default: "en,th" },
      runs: { type: "string", default: "1" },
      baseline: { type: "string" },
    },
  });
  const langs = values.lang.split(",").filter((l): l is Lang => l === "en" || l === "th");
  const runs = Number(values.runs);
  if (langs.length === 0 || !Number.isInteger(runs) || runs < 1)
    throw new Error("--lang takes en, th or en,th; --runs a whole number from 1");
  const paths = ROUTES.filter((r) => !r.sandboxOnly)
    .map((r) => r.path)
    .filter((p) => positionals.length === 0 || positionals.includes(p));
  if (paths.length === 0) throw new Error(`No such route: ${positionals.join(" ")}`);
  return { paths, langs, runs, baseline: values.baseline };
}

async function startSide(name: string, root?: string): Promise<Side> {
  const dataDir = mkdtempSync(join(tmpdir(), "line-dev-tools-lighthouse-"));
  const server = await startInstance(
    { DATA_DIR: dataDir, LIFF_ID: "", NODE_ENV: "production" },
    { built: true, root },
  );
  return { name, server, dataDir, runs: new Map() };
}

const LANG_FLAGS: Record<Lang, string[]> = {
  en: ["--lang=en-US", "--accept-lang=en-US,en"],
  th: ["--lang=th-TH", "--accept-lang=th-TH,th"],
};

async function main() {
  const { paths, langs, runs, baseline } = parseOptions();
  const sides = [await startSide("this build")];
  if (baseline) sides.unshift(await startSide(baseline, baselineBuild(baseline)));
  const chromes = new Map<Lang, chromeLauncher.LaunchedChrome>();
  for (const lang of langs)
    chromes.set(
      lang,
      await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: [...CHROME_FLAGS, ...LANG_FLAGS[lang]],
      }),
    );
  const cleanUp = () => {
    for (const chrome of chromes.values()) chrome.kill();
    for (const side of sides) rmSync(side.dataDir, { recursive: true, force: true });
  };
  // An interrupted run (Ctrl+C, a timeout) leaves no browser or server behind.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      cleanUp();
      for (const side of sides) side.server.child.kill("SIGKILL");
      process.exit(130);
    });
  }
  try {
    for (let round = 0; round < runs; round++) {
      for (const path of paths) {
        for (const lang of langs) {
          // Alternate which build goes first, so a drift in the machine's load falls on both alike.
          for (const side of round % 2 ? [...sides].reverse() : sides) {
            const url = `${side.server.origin}${path}`;
            const lhr = await audit(url, chromes.get(lang)?.port ?? 0, lang);
            if (JSON_DIR) {
              const name = `${path === "/" ? "home" : path.slice(1)}-${lang}-${sides.indexOf(side)}-${round + 1}`;
              writeFileSync(join(JSON_DIR, `lighthouse-${name}.json`), JSON.stringify(lhr));
            }
            const key = `${path} ${lang}`;
            side.runs.set(key, [...(side.runs.get(key) ?? []), runOf(lhr)]);
            process.stderr.write(
              `  ${side.name} ${key} run ${round + 1}/${runs}: TBT ${Math.round(runOf(lhr).tbt)} ms\n`,
            );
          }
        }
      }
    }
  } finally {
    cleanUp();
    for (const side of sides) await side.server.stop();
  }
  for (const side of sides) report(side, runs);
  if (baseline) ratios(sides[0] as Side, sides[1] as Side);
}

function report(side: Side, runs: number) {
  const goals = CATEGORIES.map((c) => `${SHORT[c]} ≥ ${GOALS[c]}`).join(", ");
  const first = side.runs.values().next().value?.[0];
  console.log(
    `\n== ${side.name}: Lighthouse ${first?.lhr.lighthouseVersion}, mobile, simulated throttling, ${runs} run(s), medians. Goals: ${goals}`,
  );
  console.log(
    `${"route".padEnd(24)}${CATEGORIES.map((c) => SHORT[c].padStart(8)).join("")}${["FCP", "LCP", "SI"].map((m) => m.padStart(8)).join("")}${"TBT".padStart(9)}${"CLS".padStart(7)}${"CPU".padStart(6)}  perf per run`,
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
  for (const [key, list] of side.runs) {
    const med = (pick: (r: Run) => number) => median(list.map(pick));
    const cells = CATEGORIES.map((c) => {
      const value = med((r) => r.scores[c]);
      return `${value}${value < GOALS[c] ? "*" : " "}`.padStart(8);
    });
    console.log(
      `${key.padEnd(24)}${cells.join("")}${seconds(med((r) => r.fcp))}${seconds(med((r) => r.lcp))}${seconds(med((r) => r.si))}${`${Math.round(med((r) => r.tbt))} ms`.padStart(9)}${med(
        (r) => r.cls,
      )
        .toFixed(3)
        .padStart(
          7,
        )}${String(Math.round(med((r) => r.cpu))).padStart(6)}  ${list.map((r) => r.scores.performance).join(" ")}`,
    );
  }
  console.log(
    "CPU: Lighthouse's benchmark index of this machine during the run (lower = busier: TBT and LCP grow as it falls).",
  );
  console.log("\nMain thread of each route's median-TBT run (simulated, as TBT counts it):");
  for (const [key, list] of side.runs) {
    const run = medianRun(list);
    console.log(`  ${key}: TBT ${Math.round(run.tbt)} ms, LCP element ${lcpElement(run.lhr)}`);
    for (const line of printMainThread(run.thread, run.lhr.finalDisplayedUrl)) console.log(line);
  }
  const short = [...side.runs].filter(([, list]) =>
    CATEGORIES.some((c) => median(list.map((r) => r.scores[c])) < GOALS[c]),
  );
  if (short.length === 0) {
    console.log("Every route meets every goal (medians).");
    return;
  }
  console.log("\n* under goal (median). What keeps the median run there:");
  for (const [key, list] of short) {
    const run = medianRun(list);
    for (const c of CATEGORIES) {
      if (median(list.map((r) => r.scores[c])) >= GOALS[c]) continue;
      console.log(`${key} ${c} ${run.scores[c]}:`);
      if (c === "performance") console.log(`  LCP phases: ${lcpPhases(run.lhr)}`);
      for (const line of failingAudits(run.lhr, c)) console.log(`  ${line}`);
    }
  }
}

/** This build over the baseline's, per route and language, from the medians of runs made alternately. */
function ratios(before: Side, after: Side) {
  console.log(`\n== this build / ${before.name} (medians; < 1 is less work)`);
  console.log(
    `${"route".padEnd(24)}${"perf".padStart(10)}${"TBT".padStart(18)}${"main thread".padStart(22)}${"style+layout".padStart(22)}`,
  );
  const pair = (a: number, b: number) =>
    `${Math.round(a)}→${Math.round(b)} ${b === 0 && a === 0 ? "=" : `${(b / a).toFixed(2)}×`}`;
  for (const [key, afterRuns] of after.runs) {
    const beforeRuns = before.runs.get(key) ?? [];
    const m = (list: Run[], pick: (r: Run) => number) => median(list.map(pick));
    const style = (r: Run) => r.thread.byKind.styleLayout ?? 0;
    console.log(
      `${key.padEnd(24)}${`${m(beforeRuns, (r) => r.scores.performance)}→${m(afterRuns, (r) => r.scores.performance)}`.padStart(10)}${pair(
        m(beforeRuns, (r) => r.tbt),
        m(afterRuns, (r) => r.tbt),
      ).padStart(
        18,
      )}${pair(m(beforeRuns, mainThreadTotal), m(afterRuns, mainThreadTotal)).padStart(22)}${pair(m(beforeRuns, style), m(afterRuns, style)).padStart(22)}`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
