// `npm run build`: the production build. The web app through Vite into dist/web, the server bundled by
// esbuild into dist/server, so `npm start` runs with plain `node` after `npm prune --omit=dev`: no tsx,
// no vite at run time. Pure-JS packages are bundled too: resolving and loading hundreds of module files
// at start-up cost about twice the CPU of parsing one bundle (`npm run bench:start` prints the figure).
import "./require-node.mjs";
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileCatalogs } from "./i18n-catalogs.mjs";
import { PINNED_NODE } from "./node-runtime.mjs";
import { prerenderRoutes } from "./prerender.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const BUILD_STAMP = join(ROOT, "dist/.build-stamp");
/** What a build reads: a newer file here makes `npm start` build again (when the build tools are installed). */
export const BUILD_SOURCES = [
  "web",
  "shared",
  "server",
  "vite.config.ts",
  "lingui.config.ts",
  "package-lock.json",
];

/** Entry points of the server bundle: the app, and the stand-alone LINE platform emulator. */
const SERVER_ENTRIES = {
  index: "server/index.ts",
  "line-platform": "server/line-sandbox/main.ts",
};

const NATIVE_OR_OPTIONAL = ["better-sqlite3", "sharp", "pg-native"];

/**
 * A package our code imports lazily (`await import("pkg")`, e.g. the S3 SDK) stays a package: node loads it
 * from node_modules with its own CommonJS interop, as under tsx. Bundled, esbuild hands an ESM importer of a
 * CommonJS module nothing but `default`, so `s3.S3Client` was undefined in the build and only there.
 */
const lazyPackagesStayExternal = {
  name: "lazy-packages-stay-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind !== "dynamic-import" || args.importer.includes("/node_modules/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Fails the build when any `import()` left in the bundle reaches a CommonJS module (in a bundled package's
 * own code, say): the importer would get only `default`, a crash that waits for the first deployment that
 * takes that path.
 */
export function lazyCommonJsImports(metafile) {
  const problems = [];
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const imported of input.imports) {
      if (imported.kind !== "dynamic-import" || imported.external) continue;
      if (metafile.inputs[imported.path]?.format === "cjs") problems.push(`${file} → ${imported.path}`);
    }
  }
  return problems;
}

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
  // Chunk names are content hashes: without this, every earlier build's chunks would ship too.
  rmSync(join(ROOT, "dist/server"), { recursive: true, force: true });
  const result = await esbuild.build({
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
    plugins: [lazyPackagesStayExternal],
    metafile: true,
    // Bundled CommonJS packages call require(); ESM output has none unless it is made here.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: "linked",
    logLevel: "warning",
  });
  const problems = lazyCommonJsImports(result.metafile);
  if (problems.length > 0)
    throw new Error(
      `The server bundle imports CommonJS lazily (only its default export would arrive):\n  ${problems.join("\n  ")}`,
    );
}

export async function build() {
  compileCatalogs();
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
