/**
 * The deployment artifact, made as docs/deploying.md makes it: the checkout's files in a folder of
 * their own, `npm run build`, then `npm prune --omit=dev`. `npm ci` is replaced by hard links to this
 * checkout's node_modules (installed by `npm ci` from the same lock), which makes staging take seconds, not
 * minutes; the prune then removes every dev package from the copy, and the folder sits outside any other
 * node_modules, so nothing the server loads can come from a dev dependency.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from "node:fs";
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
  remove(): void;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
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

/** npm itself: the one running this script when there is one, else the npm on PATH. */
function npm(args: string[], cwd: string): void {
  const cli = process.env.npm_execpath;
  if (cli?.endsWith(".js")) run(process.execPath, [cli, ...args], cwd);
  else run("npm", args, cwd);
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
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    timed(timings, "copy", () => {
      for (const file of checkoutFiles()) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        copyFileSync(join(ROOT, file), join(root, file));
      }
      // Hard links: npm prune only unlinks in the copy, so this checkout's packages stay as they are.
      const linked = spawnSync("cp", ["-al", join(ROOT, "node_modules"), join(root, "node_modules")]);
      if (linked.status !== 0)
        run("cp", ["-a", join(ROOT, "node_modules"), join(root, "node_modules")], ROOT);
      // npm rewrites its hidden lockfile in place, and Vite keeps a cache: neither may write through a link.
      const hidden = join(root, "node_modules/.package-lock.json");
      unlinkSync(hidden);
      copyFileSync(join(ROOT, "node_modules/.package-lock.json"), hidden);
      rmSync(join(root, "node_modules/.vite"), { recursive: true, force: true });
    });
    timed(timings, "build", () => run(process.execPath, ["server/build.mjs"], root));
    timed(timings, "prune", () => npm(["prune", "--omit=dev", "--no-audit", "--no-fund"], root));
    const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const devPackages = Object.entries(lock.packages)
      .filter(([path, entry]) => path.startsWith("node_modules/") && entry.dev)
      .map(([path]) => path);
    return { root, timings, devPackages, remove };
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
