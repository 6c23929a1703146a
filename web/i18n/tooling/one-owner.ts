/**
 * `npm run i18n:check`: fails on a message id in two Thai catalogs. Each message has one owner: a text
 * several tools show belongs to web/components (or shared/), the ones that show it take it from there, so
 * its Thai is written once instead of kept equal by hand in several files. The ids still in several
 * catalogs are listed in `one-owner-known.json` (id → the catalogs that hold it); the list may only
 * shrink: a new duplicate fails, and so does a listed one that is gone (`--update` drops those).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { catalogFiles } from "./catalog-files.ts";

const ROOT = join(import.meta.dirname, "../../..");
const KNOWN_FILE = join(import.meta.dirname, "one-owner-known.json");

/** Every id in more than one Thai catalog, with those catalogs (paths from the root). */
export function sharedIds(root = ROOT): Record<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const file of catalogFiles("th", root)) {
    const catalog = relative(root, file);
    for (const id of Object.keys(JSON.parse(readFileSync(file, "utf8")) as object))
      owners.set(id, [...(owners.get(id) ?? []), catalog]);
  }
  const found: Record<string, string[]> = {};
  for (const [id, catalogs] of [...owners].sort(([a], [b]) => (a < b ? -1 : 1)))
    if (catalogs.length > 1) found[id] = catalogs.sort();
  return found;
}

function problems(found: Record<string, string[]>, known: Record<string, string[]>): string[] {
  const out: string[] = [];
  for (const [id, catalogs] of Object.entries(found)) {
    const allowed = new Set(known[id] ?? []);
    const extra = catalogs.filter((catalog) => !allowed.has(catalog));
    if (extra.length > 0) out.push(`${JSON.stringify(id)} is in ${catalogs.join(", ")}: give it one owner`);
  }
  for (const [id, catalogs] of Object.entries(known)) {
    const still = new Set(found[id] ?? []);
    if (catalogs.some((catalog) => !still.has(catalog)))
      out.push(`${JSON.stringify(id)} is listed in one-owner-known.json but has fewer owners now (--update)`);
  }
  return out;
}

if (import.meta.main) {
  const found = sharedIds();
  const known = JSON.parse(readFileSync(KNOWN_FILE, "utf8")) as Record<string, string[]>;
  if (process.argv.includes("--update")) {
    // Only ever shrinks: a listed id keeps the catalogs it still has, an id with one owner leaves the list.
    const kept = Object.entries(known)
      .map(([id, catalogs]) => [id, catalogs.filter((catalog) => found[id]?.includes(catalog))] as const)
      .filter(([, catalogs]) => catalogs.length > 1);
    writeFileSync(KNOWN_FILE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  } else {
    const failures = problems(found, known);
    for (const failure of failures) console.error(failure);
    if (failures.length > 0) process.exit(1);
  }
}
