// `npm run build`: the production build. The web app through Vite into dist/web, the server bundled by
// esbuild into dist/server, so `npm start` runs with plain `node` after `npm prune --omit=dev`: no tsx,
// no vite at run time. Pure-JS packages are bundled too: resolving and loading hundreds of module files
// at start-up cost about twice the CPU of parsing one bundle (`npm run bench:start` prints the figure).
import "./require-node.mjs";
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PINNED_NODE } from "./node-runtime.mjs.mts";
import { prerenderRoutes } from "./prerender.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const BUILD_STAMP = join(ROOT, "dist/.build-stamp");
/** What a build reads: a newer file here makes `npm start` build again (when the build tools are installed). */
export const BUILD_SOURCES = ["web", "shared", "server", "vite.config.ts", "package-lock.json"];

/** Entry points of the server bundle: the app, and the stand-alone LINE platform emulator. */
const SERVER_ENTRIES = {
  index: "server/index.ts",
  "line-platform": "server/line-sandbox/main.ts",
};

const NATIVE_OR_OPTIONAL = ["better-sqlite3", "sharp", "pg-native"];

function buildWeb() {
  const vite = join(ROOT, "node_modules/vite/bin/vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

async function buildServer() {
  const esbuild = await import("esbuild");
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: "dist/server",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: `node${PINNED_NODE.split(".")[0]}`,
    // Native addons and optional drivers load from node_modules at run time.
    external: NATIVE_OR_OPTIONAL,
    // Bundled CommonJS packages call require(); ESM output has none unless it is made here.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: "linked",
    logLevel: "warning",
  });
}

export async function build() {
  buildWeb();
  await prerenderRoutes(ROOT);
  await buildServer();
  mkdirSync(join(ROOT, "dist"), { recursive: true });
  writeFileSync(BUILD_STAMP, new Date().toISOString());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  build().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
