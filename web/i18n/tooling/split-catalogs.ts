/**
 * After `lingui compile` (server/i18n-catalogs.mjs): splits the compiled catalogs by where each message is
 * shown, so a page loads only its own messages (web/i18n/README.md, "Catalogs by route"):
 *
 * - `shell` — the messages of every module the entry reaches (web/main.tsx, not through a route's page);
 * - one per route page (`web/tools/<tool>/page.tsx`) — the messages its modules add to the shell's;
 * - `descriptions` — the pages' meta descriptions (web/app/page-meta.ts), which no screen shows;
 * - `rest` — what no web module names (messages of server/ only), loaded when a descriptor misses.
 *
 * A message belongs to a module when the extractor finds it there or the module has it as a string literal
 * (a label table read by name). English gets a compiled entry only where it differs from its id (ICU
 * arguments, quoting, a real translation): a text not in a catalog is shown as written.
 * Writes web/i18n/compiled/split/<name>.<lang>.ts and web/i18n/compiled/split/index.ts (build artifacts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { parseAst } from "rolldown/parseAst";
import { extractMessages, type Node, nodes } from "../extractor/extractor.ts";

type Lang = "en" | "th";
type Compiled = unknown;
const LANGS: Lang[] = ["en", "th"];

interface ModuleInfo {
  imports: string[];
  /** The subset of `imports` that are `import()` expressions (loaded later, not at first paint). */
  lazyImports: string[];
  /** Ids the extractor finds and every string literal of the module (`"a" + "b"` joined). */
  strings: Set<string>;
  /** English defaults of `descriptor("id", "English")` calls. */
  defaults: Map<string, string>;
}

function readModule(file: string): ModuleInfo {
  const code = readFileSync(file, "utf8");
  const program = parseAst(code, { lang: file.endsWith(".tsx") ? "tsx" : "ts" }, file);
  const imports: string[] = [];
  const lazyImports: string[] = [];
  const strings = new Set<string>();
  for (const node of nodes(program)) {
    const typeOnly = node.importKind === "type" || node.exportKind === "type";
    const source = (node.source as Node | undefined)?.value;
    if (
      !typeOnly &&
      typeof source === "string" &&
      source.startsWith(".") &&
      /^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration|ImportExpression)$/.test(
        String(node.type),
      )
    ) {
      const target = resolve(dirname(file), source);
      if (/\.tsx?$/.test(target) && existsSync(target)) {
        imports.push(target);
        if (node.type === "ImportExpression") lazyImports.push(target);
      }
    }
    if (node.type === "Literal" && typeof node.value === "string") strings.add(node.value);
    if (node.type === "TemplateLiteral") {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      const text = quasis[0]?.value.cooked;
      if (quasis.length === 1 && text) strings.add(text);
    }
    if (node.type === "BinaryExpression") {
      const joined = concatenation(node);
      if (joined) strings.add(joined);
    }
  }
  const defaults = new Map<string, string>();
  for (const message of extractMessages(file, code)) {
    strings.add(message.id);
    if (message.message) defaults.set(message.id, message.message);
  }
  return { imports, lazyImports, strings, defaults };
}

/** `"a" + "b"`, a text split over lines, as one string; undefined for anything else. */
function concatenation(node: Node): string | undefined {
  if (node.type === "Literal") return typeof node.value === "string" ? node.value : undefined;
  if (node.type !== "BinaryExpression" || node.operator !== "+") return undefined;
  const left = concatenation(node.left as Node);
  const right = left === undefined ? undefined : concatenation(node.right as Node);
  return left === undefined || right === undefined ? undefined : left + right;
}

/** A route's page: the shell's walk stops there, each route's starts there. */
const isRoutePage = (file: string) => /[\\/]web[\\/]tools[\\/][^\\/]+[\\/]page\.tsx$/.test(file);

/** The pages' meta descriptions: a part of their own, loaded after the first render (web/app/meta.ts). */
const isDescriptions = (file: string) => /[\\/]web[\\/]app[\\/]page-meta\.ts$/.test(file);

/** The `import()`s boot awaits before the first render (the LIFF SDK's flavour, web/liff/index.ts). */
const awaitedAtBoot = (file: string) => /[\\/]web[\\/]liff[\\/](real|sandbox)\.ts$/.test(file);

/**
 * The modules `start` reaches, not past `stop`; with `eager`, only through static imports and the
 * `import()`s it accepts.
 */
function walk(
  start: string,
  modules: Map<string, ModuleInfo>,
  stop: (file: string) => boolean,
  eager?: (file: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stop(file)) return;
    seen.add(file);
    let info = modules.get(file);
    if (!info) {
      info = readModule(file);
      modules.set(file, info);
    }
    for (const imported of info.imports)
      if (!eager || !info.lazyImports.includes(imported) || eager(imported)) visit(imported);
  };
  visit(start);
  return seen;
}

/** A catalog's JSON: `web/tools/<tool>/locales/th.json` → "tool:<tool>", `web/i18n/locales/<area>/` → area. */
function catalogIds(root: string): Map<string, string[]> {
  const byCatalog = new Map<string, string[]>();
  const read = (file: string) => Object.keys(JSON.parse(readFileSync(file, "utf8")) as object);
  for (const tool of readdirSync(join(root, "web/tools"))) {
    const file = join(root, "web/tools", tool, "locales/th.json");
    if (existsSync(file)) byCatalog.set(`tool:${tool}`, read(file));
  }
  for (const area of readdirSync(join(root, "web/i18n/locales")))
    byCatalog.set(area, read(join(root, "web/i18n/locales", area, "th.json")));
  return byCatalog;
}

async function compiledCatalog(root: string, lang: Lang): Promise<Record<string, Compiled>> {
  const source = readFileSync(join(root, `web/i18n/compiled/${lang}.ts`), "utf8");
  const json = /JSON\.parse\((".*")\)/s.exec(source)?.[1];
  if (!json) throw new Error(`web/i18n/compiled/${lang}.ts: no compiled messages`);
  return JSON.parse(JSON.parse(json) as string) as Record<string, Compiled>;
}

/** The English a message shows: its translation in en.json, else its descriptor default, else its id. */
function englishEntry(
  id: string,
  translated: Record<string, Compiled>,
  defaults: Map<string, string>,
): Compiled | undefined {
  if (Object.hasOwn(translated, id)) return translated[id];
  const english = defaults.get(id) ?? id;
  try {
    const compiled = compileMessageOrThrow(english);
    return compiled.length === 1 && compiled[0] === id ? undefined : compiled;
  } catch {
    // Not ICU (a JSON sample in a text): shown as written.
    return english === id ? undefined : [english];
  }
}

/** Message id → the shared/<area>/ folder of a module that names it, over every module of shared/. */
function sharedAreas(root: string, modules: Map<string, ModuleInfo>): Map<string, string> {
  const areas = new Map<string, string>();
  const shared = join(root, "shared");
  for (const area of readdirSync(shared, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const folder = join(shared, area.name);
    for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(name)) continue;
      const file = join(folder, name);
      let info = modules.get(file);
      if (!info) {
        info = readModule(file);
        modules.set(file, info);
      }
      for (const text of info.strings) if (!areas.has(text)) areas.set(text, `${folder}/`);
    }
  }
  return areas;
}

export interface Split {
  /** Catalog name → its message ids. */
  ids: Map<string, string[]>;
  /** Catalog name → language → compiled messages. */
  messages: Map<string, Record<Lang, Record<string, Compiled>>>;
}

export async function splitCatalogs(root: string): Promise<Split> {
  const modules = new Map<string, ModuleInfo>();
  const notShell = (file: string) => isRoutePage(file) || isDescriptions(file);
  const shellFiles = walk(join(root, "web/main.tsx"), modules, notShell);
  // What the first paint can show: the entry's modules without its `import()`s, but with the LIFF SDK's
  // flavour, which boot awaits before the first render.
  const firstPaintFiles = walk(join(root, "web/main.tsx"), modules, notShell, awaitedAtBoot);
  const descriptionFiles = walk(join(root, "web/app/page-meta.ts"), modules, (f) => shellFiles.has(f));
  const pages = readdirSync(join(root, "web/tools"))
    .map((tool) => ({ tool, file: join(root, "web/tools", tool, "page.tsx") }))
    .filter((page) => existsSync(page.file));
  const routeFiles = new Map(
    pages.map(({ tool, file }) => [
      tool,
      walk(file, modules, (f) => shellFiles.has(f) || (isRoutePage(f) && f !== file)),
    ]),
  );
  const defaults = new Map<string, string>();
  for (const info of modules.values()) for (const [id, message] of info.defaults) defaults.set(id, message);

  const catalogs = catalogIds(root);
  const named = (files: Set<string>, ids: Set<string>) => {
    const found = new Set<string>();
    for (const file of files) {
      const info = modules.get(file);
      if (!info) continue;
      for (const text of info.strings) if (ids.has(text)) found.add(text);
    }
    return found;
  };
  const allIds = new Set([...catalogs.values()].flat());
  const shellIds = named(firstPaintFiles, allIds);
  const laterIds = named(shellFiles, allIds);
  for (const id of shellIds) laterIds.delete(id);
  const descriptionIds = named(descriptionFiles, allIds);
  for (const id of [...shellIds, ...laterIds]) descriptionIds.delete(id);
  const ids = new Map<string, Set<string>>([
    ["shell", shellIds],
    ["later", laterIds],
    ["descriptions", descriptionIds],
  ]);
  for (const [tool, files] of routeFiles) {
    const own = named(files, allIds);
    for (const id of shellIds) own.delete(id);
    for (const id of laterIds) own.delete(id);
    ids.set(tool, own);
  }
  // What no module names by a literal (ids built at run time, tables read by name through a variable): a
  // tool's messages go with every route that reaches the tool's folder, the shell's areas with the shell.
  const claimed = new Set([...ids.values()].flatMap((set) => [...set]));
  const routesReaching = (folder: string) =>
    [...routeFiles]
      .filter(([, files]) => [...files].some((file) => file.startsWith(folder)))
      .map(([name]) => name);
  // A message of a shared/<area>/ module no web module imports (a server-side schema's, answered in an API
  // error) goes with the routes that use that area of shared/.
  const sharedAreaOf = sharedAreas(root, modules);
  const rest = new Set<string>();
  for (const [catalog, catalogIdList] of catalogs) {
    const unclaimed = catalogIdList.filter((id) => !claimed.has(id));
    if (catalog === "app" || catalog === "components") {
      for (const id of unclaimed) shellIds.add(id);
      continue;
    }
    const tool = catalog.startsWith("tool:") ? catalog.slice(5) : null;
    const toolRoutes = tool ? routesReaching(`${join(root, "web/tools", tool)}/`) : [];
    for (const id of unclaimed) {
      const area = sharedAreaOf.get(id);
      const routes = toolRoutes.length > 0 ? toolRoutes : area ? routesReaching(area) : [];
      if (routes.length === 0) rest.add(id);
      for (const route of routes) if (!shellIds.has(id) && !laterIds.has(id)) ids.get(route)?.add(id);
    }
  }
  ids.set("rest", rest);

  const compiled = { th: await compiledCatalog(root, "th"), en: await compiledCatalog(root, "en") };
  const messages = new Map<string, Record<Lang, Record<string, Compiled>>>();
  for (const [name, set] of ids) {
    const th: Record<string, Compiled> = {};
    const en: Record<string, Compiled> = {};
    for (const id of [...set].sort()) {
      if (Object.hasOwn(compiled.th, id)) th[id] = compiled.th[id];
      const english = englishEntry(id, compiled.en, defaults);
      if (english !== undefined) en[id] = english;
    }
    messages.set(name, { th, en });
  }
  return { ids: new Map([...ids].map(([name, set]) => [name, [...set]])), messages };
}

export async function writeSplitCatalogs(root: string): Promise<void> {
  const { messages } = await splitCatalogs(root);
  const out = join(root, "web/i18n/compiled/split");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const loaders: string[] = [];
  for (const [name, byLang] of messages) {
    const entries: string[] = [];
    for (const lang of LANGS) {
      const file = `${name}.${lang}.ts`;
      const json = JSON.stringify(JSON.stringify(byLang[lang]));
      writeFileSync(join(out, file), `/*eslint-disable*/export const messages=JSON.parse(${json});\n`);
      entries.push(`${lang}: () => import("./${file}")`);
    }
    loaders.push(`  ${JSON.stringify(name)}: { ${entries.join(", ")} },`);
  }
  writeFileSync(
    join(out, "index.ts"),
    [
      "// Written by web/i18n/tooling/split-catalogs.ts: each part's compiled messages, one chunk per language.",
      "type Loader = () => Promise<{ messages: Record<string, unknown> }>;",
      "export const CATALOGS: Record<string, { en: Loader; th: Loader }> = {",
      ...loaders,
      "};",
      "",
    ].join("\n"),
  );
}

// `node web/i18n/tooling/split-catalogs.ts`, run by server/i18n-catalogs.mjs after `lingui compile`.
if (import.meta.main) await writeSplitCatalogs(join(import.meta.dirname, "../../.."));
