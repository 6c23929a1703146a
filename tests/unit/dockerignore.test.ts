import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// compose.yaml's image runs `COPY . .` after its own `npm ci`: whatever .dockerignore lets through lands over
// the image's install and build. Everything git ignores (the host's node_modules with another platform's
// binaries, dist/, data/ with the SQLite database, test output…) must stay out, and every tracked file in.

const root = new URL("../../", import.meta.url);
const lines = (file: string) =>
  readFileSync(new URL(file, root), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));

/** Docker's rule for one pattern (Go's filepath.Match, plus `**` for any number of folders). */
function patternRegex(pattern: string): RegExp {
  const body = pattern
    .replace(/^\/+|\/+$/g, "")
    .split("/")
    .map((part) =>
      part === "**"
        ? "(?:.*)"
        : part
            .replace(/[.+^${}()|[\]\\]/g, "\\$&")
            .replace(/\*/g, "[^/]*")
            .replace(/\?/g, "[^/]"),
    )
    .join("/")
    .replace(/\(\?:\.\*\)\//g, "(?:.*/)?");
  return new RegExp(`^${body}$`);
}

/** Whether `.dockerignore` keeps `path` out of the build context (a folder excluded excludes its contents). */
function excluded(path: string, rules: string[]): boolean {
  const parts = path.split("/");
  let out = false;
  for (const rule of rules) {
    const negated = rule.startsWith("!");
    const regex = patternRegex(negated ? rule.slice(1) : rule);
    for (let i = 1; i <= parts.length; i++)
      if (regex.test(parts.slice(0, i).join("/"))) {
        out = !negated;
        break;
      }
  }
  return out;
}

/** Paths a .gitignore pattern ignores: at the root and deeper when git ignores it at any depth. */
function samples(pattern: string): string[] {
  const dir = pattern.endsWith("/");
  const bare = pattern.replace(/\/+$/, "").replace(/^\//, "");
  const path = bare.replace(/\*/g, "x");
  const file = dir ? `${path}/inside.bin` : path;
  const anchored = pattern.replace(/\/+$/, "").includes("/");
  return anchored ? [file] : [file, `web/tools/${file}`, `tests/bench/flex-render/${file}`];
}

const dockerignore = lines(".dockerignore");

describe(".dockerignore", () => {
  it("the matcher reads Docker's patterns as Docker does", () => {
    expect(excluded("node_modules/x", ["node_modules"])).toBe(true);
    expect(excluded("a/node_modules/x", ["node_modules"])).toBe(false);
    expect(excluded("a/node_modules/x", ["**/node_modules"])).toBe(true);
    expect(excluded("x.log", ["**/*.log"])).toBe(true);
    expect(excluded("keep.log", ["**/*.log", "!keep.log"])).toBe(false);
  });

  it("keeps out every path git ignores, .git and local env files", () => {
    const paths = [
      ...lines(".gitignore").flatMap(samples),
      ".git/HEAD",
      ".env",
      "data/app.db",
      "data/app.db-wal",
      "node_modules/better-sqlite3/build/Release/better_sqlite3.node",
      "tests/bench/flex-render/node_modules/x/index.js",
      "dist/server/index.js",
      "test-results/x/trace.zip",
    ];
    expect(paths.filter((path) => !excluded(path, dockerignore))).toEqual([]);
  });

  it("lets every tracked file through: the build needs the whole checkout", () => {
    const tracked = execFileSync("git", ["ls-files", "-z"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 << 20,
    })
      .split("\0")
      .filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    expect(tracked.filter((path) => excluded(path, dockerignore))).toEqual([]);
  });
});
