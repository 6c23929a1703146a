/**
 * The production build of another commit, for an A/B benchmark run in one process against this checkout:
 * `git archive <commit>` into a temp folder that shares this checkout's node_modules, then its own
 * `npm run build`. Kept by commit in the temp folder, so a second run starts at once.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The folder holding `commit`'s build (dist/server/index.js), built on first use. */
export function baselineBuild(commit: string): string {
  const full = execFileSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], { cwd: ROOT })
    .toString()
    .trim();
  const dir = join(tmpdir(), `ldt-bench-baseline-${full.slice(0, 12)}`);
  if (existsSync(join(dir, "dist/.build-stamp"))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", full], { cwd: ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${commit}: ${archive.stderr}`);
  execFileSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  console.log(`Building ${commit} (${full.slice(0, 12)}) into ${dir} for the A/B runs…`);
  const build = spawnSync(process.execPath, ["server/build.mjs"], { cwd: dir, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`building ${commit} failed (exit ${build.status})`);
  return dir;
}
