// `npm start`: builds when the sources are newer than the last build (and the build tools are
// installed), then runs the built server with plain node. `--line-platform` runs the stand-alone
// LINE platform emulator instead (`npm run line-platform`).
import "./require-node.mjs";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BUILD_SOURCES, BUILD_STAMP, build } from "./build.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER = join(ROOT, "dist/server/index.js");
const ENTRY = process.argv.includes("--line-platform") ? join(ROOT, "dist/server/line-platform.js") : SERVER;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale() {
  if (!existsSync(SERVER) || !existsSync(BUILD_STAMP)) return true;
  const built = statSync(BUILD_STAMP).mtimeMs;
  return BUILD_SOURCES.some((source) => newestMtime(join(ROOT, source)) > built);
}

// After `npm prune --omit=dev` the build tools are gone: run what was built.
const canBuild =
  existsSync(join(ROOT, "node_modules/vite")) && existsSync(join(ROOT, "node_modules/esbuild"));
if (canBuild && isStale()) {
  console.log("Building the app…");
  await build();
}
if (!existsSync(SERVER)) {
  console.error(
    "No build in dist/: run `npm ci && npm run build` first (the build tools are dev dependencies).",
  );
  process.exit(1);
}
await import(pathToFileURL(ENTRY).href);
