/**
 * `npm run size`: gzip size of the JavaScript each entry loads, read from the production build's
 * module graph (dist/web/.vite/manifest.json). Budget: the home route ≤ 110 KB gzip with the real LIFF SDK;
 * every route in both languages, its messages included (web/i18n/compiled/split: the shell's part, and on a
 * tool's route the `later` part and the route's): the Thai home within 4 KB of the English one, a Thai tool route within 4 KB plus its own Thai
 * part of the English route;
 * the Flex Designer's own JavaScript ≤ 40 KB gzip (what it loads beyond the entry and the Flex Formatter's
 * chunks; the code editor is loaded lazily and not counted); the Insights page's JavaScript beyond the entry,
 * its chart code included, ≤ 40 KB gzip. TanStack Query sits in one chunk the tools that fetch share, never in
 * the home route's graph. No module under web/tools/ is in the entry's chunks (dist/web/.vite/modules.json).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const DIST = "dist/web";
const HOME_BUDGET = 110 * 1024;
const DESIGNER_BUDGET = 40 * 1024;
const INSIGHTS_BUDGET = 40 * 1024;
/** What the shell's Thai messages may add to any route over its English (issue 34). */
const THAI_SHELL_ALLOWANCE = 4 * 1024;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Every file a chunk pulls in statically (what the browser must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function jsBytes(keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith(".js")) total += gz(chunk.file);
  }
  return total;
}

// The page's entry: the message parts are entries too (vite.config.ts, messageParts), loaded by name.
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith(".html"));
if (!entryKey) throw new Error("No entry in the manifest: run `npm run build` first");
const entry = closure(entryKey);
const liffKey = (name: string) =>
  Object.keys(manifest).find((k) => k.endsWith(`web/liff/${name}`) || k.endsWith(`liff/${name}`));

// No tool's code in what the entry loads before its first render: each tool (its page, providers and
// state) loads with its route. Read from the modules of the entry's chunks (vite.config.ts, chunkModules).
const modules = JSON.parse(readFileSync(join(DIST, ".vite/modules.json"), "utf8")) as Record<
  string,
  string[]
>;
const entryModules = [...entry].flatMap((key) => modules[manifest[key]?.file ?? ""] ?? []);
if (!entryModules.includes("web/app/routes.ts"))
  throw new Error("The entry's chunks do not hold web/app/routes.ts: is .vite/modules.json stale?");
const toolsInEntry = entryModules.filter((file) => file.startsWith("web/tools/"));
if (toolsInEntry.length > 0) {
  console.error(`The entry loads tool code (it belongs to the tool's route): ${toolsInEntry.join(", ")}`);
  process.exit(1);
}
// The shell draws its icons from the sprite in index.html (vite.config.ts): lucide-react's runtime loads
// with the tools. Checked by breaking it: lucide's X imported back into web/app/layout/sidebar.tsx.
const lucideInEntry = entryModules.filter((file) => file.startsWith("node_modules/lucide-react/"));
if (lucideInEntry.length > 0) {
  console.error(`The entry loads lucide-react (the shell's icons come from the sprite): ${lucideInEntry[0]}`);
  process.exit(1);
}

const rows: [string, number][] = [["app entry (shell, router, home)", jsBytes(entry)]];
for (const flavour of ["real.ts", "sandbox.ts"]) {
  const key = liffKey(flavour);
  if (!key) continue;
  const extra = [...closure(key)].filter((k) => !entry.has(k));
  rows.push([`+ LIFF ${flavour.replace(".ts", "")} SDK`, jsBytes(extra)]);
}
const homeReal = (rows[0]?.[1] ?? 0) + (rows.find((r) => r[0].includes("real"))?.[1] ?? 0);
const homeSandbox = (rows[0]?.[1] ?? 0) + (rows.find((r) => r[0].includes("sandbox"))?.[1] ?? 0);

const tools = Object.entries(manifest)
  .filter(([k, c]) => c.isDynamicEntry && /(^|\/)tools\//.test(k))
  .map(([k]) => {
    const extra = [...closure(k)].filter((d) => !entry.has(d));
    return [k.replace(/^.*tools\//, "").replace("/page.tsx", ""), jsBytes(extra)] as [string, number];
  })
  .sort((a, b) => a[0].localeCompare(b[0]));

console.log("JavaScript, gzip -9:");
for (const [name, bytes] of rows) console.log(`  ${name.padEnd(40)} ${kb(bytes)}`);
console.log(
  `  ${"home route, real LIFF (production)".padEnd(40)} ${kb(homeReal)}  (budget ${kb(HOME_BUDGET)})`,
);
console.log(`  ${"home route, sandbox (liff-mock)".padEnd(40)} ${kb(homeSandbox)}`);
console.log("Tool chunks (loaded on top of the entry):");
for (const [name, bytes] of tools) console.log(`  ${name.padEnd(40)} ${kb(bytes)}`);

// The server-state library (TanStack Query with web/api/query.ts, the chunk the bundler names after query.ts):
// one shared chunk, loaded by the tools that fetch, never by the home route.
const queryChunk = Object.keys(manifest).find((k) => /(^|\/)query-[\w-]+\.js$/.test(manifest[k]?.file ?? ""));
if (!queryChunk) throw new Error("No query-*.js chunk in the manifest: where did TanStack Query go?");
const queryUsers = Object.entries(manifest)
  .filter(([k, c]) => c.isDynamicEntry && /(^|\/)tools\//.test(k) && closure(k).has(queryChunk))
  .map(([k]) => k.replace(/^.*tools\//, "").replace("/page.tsx", ""))
  .sort();
console.log(
  `  ${"TanStack Query (one shared chunk)".padEnd(40)} ${kb(jsBytes([queryChunk]))}, loaded by ${queryUsers.join(", ")}`,
);
if (entry.has(queryChunk)) {
  console.error("The home route loads TanStack Query: it belongs to the tools that fetch");
  process.exit(1);
}

/** The tool's own files: in its closure, not in the entry's nor in the Flex Formatter's (shared chunks). */
function ownFiles(tool: string, sharedWith: string): string[] {
  const key = (name: string) => Object.keys(manifest).find((k) => k.endsWith(`tools/${name}/page.tsx`));
  const own = key(tool);
  const other = key(sharedWith);
  if (!own) throw new Error(`No ${tool} chunk in the manifest`);
  const shared = other ? closure(other) : new Set<string>();
  return [...closure(own)].filter((k) => !entry.has(k) && !shared.has(k));
}

const designerOwn = jsBytes(ownFiles("flex-designer", "flex-formatter"));
console.log(
  `  ${"flex-designer's own (not shared with flex-formatter)".padEnd(40)} ${kb(designerOwn)}  (budget ${kb(DESIGNER_BUDGET)})`,
);

if (designerOwn > DESIGNER_BUDGET) {
  console.error(
    `The Flex Designer's own JavaScript is ${kb(designerOwn)}, over the ${kb(DESIGNER_BUDGET)} budget`,
  );
  process.exit(1);
}

const insightsKey = Object.keys(manifest).find((k) => k.endsWith("tools/insights/page.tsx"));
const insights = insightsKey ? jsBytes([...closure(insightsKey)].filter((k) => !entry.has(k))) : 0;
console.log(
  `  ${"insights with its charts (beyond the entry)".padEnd(40)} ${kb(insights)}  (budget ${kb(INSIGHTS_BUDGET)})`,
);
if (insights > INSIGHTS_BUDGET) {
  console.error(`The Insights page's JavaScript is ${kb(insights)}, over the ${kb(INSIGHTS_BUDGET)} budget`);
  process.exit(1);
}

/** The JavaScript of a part of the messages in a language (web/i18n/tooling/split-catalogs.ts). */
function messagesBytes(part: string, lang: "en" | "th", without: Set<string>): number {
  const key = `i18n/compiled/split/${part}.${lang}.ts`;
  if (!manifest[key]) throw new Error(`No ${key} in the manifest`);
  return jsBytes([...closure(key)].filter((k) => !without.has(k)));
}

const failures: string[] = [];
console.log("Routes with their messages (real LIFF):            en         th    th − en   budget");
const liffReal = liffKey("real.ts");
const base = new Set([...entry, ...(liffReal ? closure(liffReal) : [])]);
const row = (name: string, en: number, th: number, allowed: number) => {
  const over = th - en > allowed;
  console.log(
    `  ${name.padEnd(46)} ${kb(en).padStart(9)} ${kb(th).padStart(10)} ${kb(th - en).padStart(10)} ≤ ${kb(allowed)}${over ? "  OVER" : ""}`,
  );
  if (over) failures.push(`${name} in Thai is ${kb(th - en)} over English, budget ${kb(allowed)}`);
};
const homeEn = jsBytes(base) + messagesBytes("shell", "en", base);
const homeTh = jsBytes(base) + messagesBytes("shell", "th", base);
row("/ (home)", homeEn, homeTh, THAI_SHELL_ALLOWANCE);
for (const [tool] of tools) {
  const key = Object.keys(manifest).find((k) => k.endsWith(`tools/${tool}/page.tsx`));
  if (!key) continue;
  const code = jsBytes(new Set([...base, ...closure(key)]));
  const withCode = new Set([...base, ...closure(key)]);
  // A tool's page loads the `later` part (what the shell's lazily imported modules show) with its own.
  const lang = (l: "en" | "th") =>
    messagesBytes("shell", l, withCode) +
    messagesBytes("later", l, withCode) +
    messagesBytes(tool, l, withCode);
  row(
    `/${tool}`,
    code + lang("en"),
    code + lang("th"),
    THAI_SHELL_ALLOWANCE + messagesBytes(tool, "th", withCode),
  );
}
if (homeEn > HOME_BUDGET)
  failures.push(`English home with its messages is ${kb(homeEn)}, over ${kb(HOME_BUDGET)}`);
for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exit(1);

if (homeReal > HOME_BUDGET) {
  console.error(`Home route is ${kb(homeReal)}, over the ${kb(HOME_BUDGET)} budget`);
  process.exit(1);
}
