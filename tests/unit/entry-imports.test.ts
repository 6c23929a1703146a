import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Static imports and re-exports of a module (`import("…")`, loaded on demand, is not one). */
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^"';]*?\sfrom\s)?["']([^"']+)["']/gm;

/** Every project file the entry loads before its first render: web/main.tsx's static import graph. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (!spec?.startsWith(".")) continue;
      const target = join(dirname(file), spec);
      if (existsSync(target) && /\.(tsx?|mjs)$/.test(target)) visit(target);
    }
  };
  visit(join(ROOT, entry));
  return new Set([...seen].map((file) => relative(ROOT, file)));
}

describe("the app's entry", () => {
  const graph = staticGraph("web/main.tsx");

  it("is read from its imports", () => {
    expect(graph).toContain("web/app/app.tsx");
    expect(graph).toContain("web/app/routes.ts");
  });

  // Checked by breaking it: importing lucide's X back into web/app/layout/sidebar.tsx made this fail.
  it("draws the shell's icons from the sprite in index.html: lucide-react's runtime stays out", () => {
    const packages = [...graph].flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(STATIC_IMPORT)]
        .map(([, spec]) => spec)
        .filter((spec) => spec && !spec.startsWith(".")),
    );
    expect(packages.filter((spec) => spec?.startsWith("lucide-react"))).toEqual([]);
  });

  // Checked by breaking it: a static import of a tool's page from web/app/routes.ts made this fail.
  it("holds no tool's code: each tool (its page, providers and state) loads with its route", () => {
    expect([...graph].filter((file) => file.startsWith("web/tools/"))).toEqual([]);
  });
});
