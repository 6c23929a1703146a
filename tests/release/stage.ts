/**
 * The deployment artifact, made as compose.yaml's image and docs/deploying.md make it: the
 * checkout's files in a folder of their own, `npm ci`, `npm run build`, then `npm prune --omit=dev`, with a
 * PATH on which python3, make and the C compilers cannot be found (as in a `-slim` image): an install that
 * tried to compile a native module (node-gyp) fails here. The prune then removes every dev package from the
 * copy, and the folder sits outside any other node_modules, so nothing the server loads can come from a dev
 * dependency.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface Stage {
  root: string;
  /** Seconds each step took (printed, never asserted). */
  timings: Record<string, number>;
  /** package-lock paths of the dev packages the prune removed. */
  devPackages: string[];
  /** Whether `npm ci` left package-lock.json as the checkout has it (a clean clone stays clean). */
  lockUnchangedByInstall: boolean;
  /** Native build output `npm ci` left behind (node-gyp ran): none, when every binary is prebuilt. */
  compiled: string[];
  remove(): void;
}

/** What a build needs to compile native code, and a slim image does not have. */
const TOOLCHAIN = /^(python[\d.]*|make|gmake|cc|c\+\+|gcc(-\d+)?|g\+\+(-\d+)?|clang.*|.*-linux-gnu-.*)$/;

/**
 * A folder of links to every program on this machine's PATH but the toolchain, with `node` the runtime that
 * runs this test: the PATH the recipe runs with. node-gyp finds Python and make through PATH only.
 */
function toolchainFreePath(root: string): string {
  const bin = join(root, "bin");
  mkdirSync(bin, { recursive: true });
  symlinkSync(process.execPath, join(bin, "node"));
  for (const dir of (process.env.PATH ?? "/usr/bin:/bin").split(":")) {
    if (!dir || dir.includes("node_modules") || !existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (TOOLCHAIN.test(name) || existsSync(join(bin, name))) continue;
      symlinkSync(join(dir, name), join(bin, name));
    }
  }
  return bin;
}

function run(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    ...(env ? { env } : {}),
  });
  if (result.status !== 0)
    throw new Error(
      `${[command, ...args].join(" ")} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
}

/** What `COPY . .` of a clean checkout holds: tracked files plus new ones not ignored, as they are now. */
function checkoutFiles(): string[] {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return [...new Set(listed.stdout.split("\0").filter(Boolean))].filter((file) =>
    existsSync(join(ROOT, file)),
  );
}

/** npm itself (the one running this script when there is one, else the npm on PATH), on `path`. */
function npm(args: string[], cwd: string, path: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: path };
  // npm_* variables of an outer npm run would steer this one (its prefix, its config): only the cli path is kept.
  for (const key of Object.keys(env)) if (key.startsWith("npm_")) delete env[key];
  const cli = process.env.npm_execpath?.endsWith(".js")
    ? process.env.npm_execpath
    : spawnSync("sh", ["-c", 'readlink -f "$(command -v npm)"'], { encoding: "utf8" }).stdout.trim();
  run(process.execPath, [cli, ...args], cwd, env);
}

function timed<T>(timings: Record<string, number>, step: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    timings[step] = Math.round((performance.now() - started) / 100) / 10;
  }
}

export function stageRelease(): Stage {
  const root = mkdtempSync(join(tmpdir(), "ldt-release-"));
  const timings: Record<string, number> = {};
  let binDir = "";
  const remove = () => {
    rmSync(root, { recursive: true, force: true });
    if (binDir) rmSync(binDir, { recursive: true, force: true });
  };
  try {
    timed(timings, "copy", () => {
      for (const file of checkoutFiles()) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        copyFileSync(join(ROOT, file), join(root, file));
      }
    });
    const path = toolchainFreePath(mkdtempSync(join(tmpdir(), "ldt-release-bin-")));
    binDir = dirname(path);
    // The image's recipe: an install from the lock (no compiler, no python), the build, the prune.
    const lockBefore = readFileSync(join(root, "package-lock.json"), "utf8");
    // --prefer-offline: the checkout's own `npm ci` filled the cache with the same lock; only the network differs.
    timed(timings, "ci", () => npm(["ci", "--prefer-offline", "--no-audit", "--no-fund"], root, path));
    const lockUnchangedByInstall = readFileSync(join(root, "package-lock.json"), "utf8") === lockBefore;
    const compiled = readdirSync(join(root, "node_modules"), { recursive: true, encoding: "utf8" }).filter(
      (entry) => /(^|\/)build\/(Release|Debug)$/.test(entry),
    );
    timed(timings, "build", () =>
      run(process.execPath, ["server/build.mjs"], root, { ...process.env, PATH: path }),
    );
    timed(timings, "prune", () => npm(["prune", "--omit=dev", "--no-audit", "--no-fund"], root, path));
    const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const devPackages = Object.entries(lock.packages)
      .filter(([path, entry]) => path.startsWith("node_modules/") && entry.dev)
      .map(([path]) => path);
    return { root, timings, devPackages, lockUnchangedByInstall, compiled, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The dev packages a module of the staged server could still resolve (none, when the prune did its work).
 * Type declarations that a production package lists as an optional peer (`@types/*`, devOptional in the lock)
 * survive `--omit=dev` by npm's rules; they hold no JavaScript, so they are not counted.
 */
export function reachableDevPackages(stage: Stage): string[] {
  const pkg = JSON.parse(readFileSync(join(stage.root, "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  // Node's own lookup: node_modules of the server's folder and of every folder above it.
  const folders: string[] = [];
  for (let dir = join(stage.root, "dist/server"); ; dir = dirname(dir)) {
    folders.push(join(dir, "node_modules"));
    if (dirname(dir) === dir) break;
  }
  const resolvable = Object.keys(pkg.devDependencies).filter(
    (name) => !name.startsWith("@types/") && folders.some((folder) => existsSync(join(folder, name))),
  );
  const left = stage.devPackages.filter((path) => existsSync(join(stage.root, path)));
  return [...new Set([...resolvable, ...left])];
}
