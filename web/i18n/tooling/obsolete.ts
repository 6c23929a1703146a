/**
 * `npm run i18n:obsolete` (in `npm run check`): fails on a catalog entry no source shows any more, what
 * `lingui extract --clean` would drop. Entries the extractor cannot see yet (tables read by name, server
 * templates) are listed in `obsolete-known.json`, per catalog; the list only
 * shrinks: an entry that becomes visible, or leaves its catalog, must leave the list too (`--update`
 * drops those, and never adds). Uses Lingui's own catalog API, so it reads what `lingui extract` reads.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

const ROOT = join(import.meta.dirname, "../../..");
const KNOWN_FILE = join(import.meta.dirname, "obsolete-known.json");

/** Per catalog name, the ids its Thai catalog has that no source of its own shows. */
export async function unseenEntries(): Promise<Record<string, string[]>> {
  const config = getConfig({ cwd: ROOT, configPath: join(ROOT, "lingui.config.ts") });
  const unseen: Record<string, string[]> = {};
  for (const catalog of await getCatalogs(config)) {
    const extracted = (await catalog.collect()) ?? {};
    const th = (await catalog.read("th")) ?? {};
    const ids = Object.keys(th).filter((id) => !Object.hasOwn(extracted, id));
    if (ids.length > 0) unseen[relative(ROOT, catalog.path)] = ids.sort();
  }
  return unseen;
}

function problems(unseen: Record<string, string[]>, known: Record<string, string[]>): string[] {
  const found: string[] = [];
  for (const [name, ids] of Object.entries(unseen)) {
    const allowed = new Set(known[name] ?? []);
    for (const id of ids) if (!allowed.has(id)) found.push(`${name}: obsolete entry ${JSON.stringify(id)}`);
  }
  for (const [name, ids] of Object.entries(known)) {
    const still = new Set(unseen[name] ?? []);
    for (const id of ids)
      if (!still.has(id))
        found.push(`${name}: ${JSON.stringify(id)} is listed as unseen but is not (--update)`);
  }
  return found;
}

if (import.meta.main) {
  const unseen = await unseenEntries();
  const known = JSON.parse(readFileSync(KNOWN_FILE, "utf8")) as Record<string, string[]>;
  if (process.argv.includes("--update")) {
    const kept = Object.entries(known).map(([name, ids]) => [
      name,
      ids.filter((id) => unseen[name]?.includes(id)),
    ]);
    writeFileSync(KNOWN_FILE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  } else {
    const found = problems(unseen, known);
    for (const problem of found) console.error(problem);
    if (found.length > 0) {
      console.error("Remove the obsolete entries from their catalogs (or run `lingui extract --clean`).");
      process.exit(1);
    }
  }
}
