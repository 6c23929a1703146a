/**
 * The npm registry this project's machines reach serves only the linux-x64 builds of packages
 * with per-platform binaries (biome, tailwind's oxide, rolldown, sharp…). `npm install` then
 * leaves the other platforms' optional dependencies out of package-lock.json, and `npm ci`
 * refuses the lock as "out of sync". This adds a lock entry (optional, no integrity) for each such
 * dependency so `npm ci` accepts the lock; npm skips them as optional on install.
 * Run after any `npm install` that changes the lock: `node .ci/lockfile-foreign-optionals.mjs`.
 */
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "node_modules" : `${path}/node_modules`;
    const candidates = [`${base}/${name}`, `node_modules/${name}`];
    if (candidates.some((p) => packages[p])) continue;
    packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~=]/, ""),
      dev: entry.dev === true ? true : undefined,
      optional: true,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} foreign-platform optional entries`);
