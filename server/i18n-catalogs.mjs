// The web's message catalogs (web/i18n/README.md): `lingui compile` merges the per-tool JSON catalogs into
// one module per language, web/i18n/compiled/{en,th}.ts, then web/i18n/tooling/split-catalogs.ts splits
// them by page into web/i18n/compiled/split/ (build artifacts the app imports lazily). Run by the build
// before Vite, by `npm run dev`, and by the test tiers' global setup when a catalog is newer.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const COMPILED = [
  ...["en", "th"].map((lang) => join(ROOT, `web/i18n/compiled/${lang}.ts`)),
  join(ROOT, "web/i18n/compiled/split/index.ts"),
];

/** Every catalog file: web/tools/<tool>/locales/*.json and web/i18n/locales/<area>/*.json. */
function catalogFiles() {
  const inDir = (dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .map((f) => join(dir, f))
      : [];
  const tools = readdirSync(join(ROOT, "web/tools")).flatMap((tool) =>
    inDir(join(ROOT, "web/tools", tool, "locales")),
  );
  const areas = readdirSync(join(ROOT, "web/i18n/locales")).flatMap((area) =>
    inDir(join(ROOT, "web/i18n/locales", area)),
  );
  return [...tools, ...areas, join(ROOT, "lingui.config.ts")];
}

/** True when a compiled catalog is missing or older than a catalog it is compiled from. */
export function compiledCatalogsStale() {
  if (!COMPILED.every((file) => existsSync(file))) return true;
  const compiledAt = Math.min(...COMPILED.map((file) => statSync(file).mtimeMs));
  return catalogFiles().some((file) => statSync(file).mtimeMs > compiledAt);
}

/** `lingui compile --strict`: fails on a message without Thai or an ICU syntax error. */
export function compileCatalogs() {
  const lingui = join(ROOT, "node_modules/@lingui/cli/dist/lingui.js");
  const result = spawnSync(process.execPath, [lingui, "compile", "--strict", "--workers", "1"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`lingui compile failed (exit ${result.status})`);
  const split = spawnSync(process.execPath, [join(ROOT, "web/i18n/tooling/split-catalogs.ts")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (split.status !== 0) throw new Error(`Splitting the catalogs failed (exit ${split.status})`);
}
