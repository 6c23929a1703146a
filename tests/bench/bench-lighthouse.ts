/**
 * `npm run bench:lighthouse`: Lighthouse 13 (mobile preset, default simulated throttling) on the production
 * build, logged out, for home and every tool in the route table (sandbox-only pages left out). Prints a table
 * of the four category scores with FCP, LCP, Speed Index, TBT and CLS, each route's LCP element, then, for
 * each score under its goal, the audits that keep it there (and the LCP phases when performance is short).
 * Figures only, never asserted.
 *
 *   npm run bench:lighthouse                       # build, then all 10 routes
 *   npx tsx tests/bench/bench-lighthouse.ts /qr-generator /audience   # chosen routes on the current build
 *
 * Uses the machine's Chromium (CHROMIUM_PATH, else /usr/bin/chromium): nothing is downloaded. The server
 * runs in sandbox mode (no LIFF ID), as the e2e tests do: the real LIFF SDK would call LINE at start-up.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { ROUTES } from "../../web/app/routes.ts";
import { startInstance } from "../api/instances.ts";

/** Set to a folder to keep each route's full report (lighthouse-<route>.json) for a closer look. */
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

/** The e2e config's flags (tests/e2e/playwright.config.ts), headless. */
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

function chromePath(): string {
  const found = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (p) => p && existsSync(p),
  );
  if (!found) throw new Error("No Chromium: install Debian's chromium or set CHROMIUM_PATH");
  return found;
}

interface RouteResult {
  path: string;
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  si: number;
  tbt: number;
  cls: number;
  lhr: Result;
}

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

async function audit(url: string, port: number): Promise<Result> {
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (run.lhr.runtimeError)
    throw new Error(`${url}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
  return run.lhr;
}

async function main() {
  const asked = process.argv.slice(2);
  const paths = ROUTES.filter((r) => !r.sandboxOnly)
    .map((r) => r.path)
    .filter((p) => asked.length === 0 || asked.includes(p));
  if (paths.length === 0) throw new Error(`No such route: ${asked.join(" ")}`);

  const dataDir = mkdtempSync(join(tmpdir(), "line-dev-tools-lighthouse-"));
  const server = await startInstance(
    { DATA_DIR: dataDir, LIFF_ID: "", NODE_ENV: "production" },
    { built: true },
  );
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  // An interrupted run (Ctrl+C, a timeout) leaves no browser or server behind.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      chrome.kill();
      server.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  }
  const results: RouteResult[] = [];
  try {
    for (const path of paths) {
      const lhr = await audit(`${server.origin}${path}`, chrome.port);
      if (JSON_DIR) {
        const name = path === "/" ? "home" : path.slice(1);
        writeFileSync(join(JSON_DIR, `lighthouse-${name}.json`), JSON.stringify(lhr));
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<
        Category,
        number
      >;
      results.push({
        path,
        scores,
        fcp: numeric(lhr, "first-contentful-paint"),
        lcp: numeric(lhr, "largest-contentful-paint"),
        si: numeric(lhr, "speed-index"),
        tbt: numeric(lhr, "total-blocking-time"),
        cls: numeric(lhr, "cumulative-layout-shift"),
        lhr,
      });
      process.stderr.write(`  ${path} done\n`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const goals = CATEGORIES.map((c) => `${SHORT[c]} ≥ ${GOALS[c]}`).join(", ");
  console.log(
    `Lighthouse ${results[0]?.lhr.lighthouseVersion}, mobile, simulated throttling. Goals: ${goals}`,
  );
  console.log(
    `${"route".padEnd(20)}${CATEGORIES.map((c) => SHORT[c].padStart(8)).join("")}${["FCP", "LCP", "SI"].map((m) => m.padStart(8)).join("")}${"TBT".padStart(9)}${"CLS".padStart(7)}${"CPU".padStart(6)}`,
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
  for (const r of results) {
    const cells = CATEGORIES.map((c) => `${r.scores[c]}${r.scores[c] < GOALS[c] ? "*" : " "}`.padStart(8));
    console.log(
      `${r.path.padEnd(20)}${cells.join("")}${seconds(r.fcp)}${seconds(r.lcp)}${seconds(r.si)}${`${Math.round(r.tbt)} ms`.padStart(9)}${r.cls.toFixed(3).padStart(7)}${String(Math.round(r.lhr.environment.benchmarkIndex)).padStart(6)}`,
    );
  }
  console.log("\nLCP element per route:");
  for (const r of results) console.log(`  ${r.path.padEnd(20)}${lcpElement(r.lhr)}`);
  console.log(
    "CPU: Lighthouse's benchmark index of this machine during the run (lower = busier: TBT and LCP grow as it falls).",
  );
  const short = results.filter((r) => CATEGORIES.some((c) => r.scores[c] < GOALS[c]));
  if (short.length === 0) {
    console.log("Every route meets every goal.");
    return;
  }
  console.log("\n* under goal. What keeps it there:");
  for (const r of short) {
    for (const c of CATEGORIES) {
      if (r.scores[c] >= GOALS[c]) continue;
      console.log(`${r.path} ${c} ${r.scores[c]}:`);
      if (c === "performance") console.log(`  LCP phases: ${lcpPhases(r.lhr)}`);
      for (const line of failingAudits(r.lhr, c)) console.log(`  ${line}`);
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
