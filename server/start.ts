/**
 * `npm start`: builds the web app when its sources are newer than the last build, then serves
 * everything from one Node process.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["web", "shared", "vite.config.ts", "package-lock.json"];
const STAMP = "dist/web/.build-stamp";

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild(): boolean {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

if (needsBuild()) {
  console.log("Building the web app…");
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

await import("./index.ts");
