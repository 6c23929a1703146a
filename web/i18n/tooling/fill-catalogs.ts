/**
 * `tsx web/i18n/tooling/fill-catalogs.ts <th.ts|th.json> …`: moves Thai written the old way (a module whose
 * default export is `{ English: Thai }`, like the former web/i18n/catalogs/th.ts, or a flat JSON) into the
 * Lingui catalogs. Run `npm run i18n:extract` first (it adds each new text with an empty Thai): this fills
 * the empty ones, adds the entries no catalog has to the shared one, then run extract again to sort them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { catalogFiles } from "./catalog-files.ts";

async function readThai(file: string): Promise<Record<string, string>> {
  if (file.endsWith(".json")) return JSON.parse(readFileSync(file, "utf8"));
  const module = (await import(pathToFileURL(resolve(file)).href)) as { default: Record<string, string> };
  return module.default;
}

const given: Record<string, string> = {};
for (const file of process.argv.slice(2)) Object.assign(given, await readThai(file));
if (Object.keys(given).length === 0) {
  console.error("Usage: tsx web/i18n/tooling/fill-catalogs.ts <th.ts|th.json> …");
  process.exit(1);
}

const placed = new Set<string>();
let filled = 0;
for (const file of catalogFiles("th")) {
  const catalog = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  for (const id of Object.keys(catalog)) {
    if (given[id] === undefined) continue;
    placed.add(id);
    if (catalog[id] === "") {
      catalog[id] = given[id];
      filled++;
    }
  }
  writeFileSync(file, `${JSON.stringify(catalog, null, 2)}\n`);
}

const shared = "web/i18n/locales/shared/th.json";
const sharedCatalog = JSON.parse(readFileSync(shared, "utf8")) as Record<string, string>;
const added = Object.keys(given).filter((id) => !placed.has(id));
for (const id of added) sharedCatalog[id] = given[id] as string;
writeFileSync(shared, `${JSON.stringify(sharedCatalog, null, 2)}\n`);
console.log(`${filled} empty Thai texts filled, ${added.length} entries added to ${shared}.`);
console.log("Now: npm run i18n:extract && npm run check");
