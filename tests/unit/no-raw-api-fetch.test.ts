import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "raw-api-fetch-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines biome's rule (lint/no-raw-api-fetch.grit, run on web/ by `npm run check`) flags in `source`. */
function flaggedLines(source: string): number[] {
  writeFileSync(
    join(dir, "biome.json"),
    JSON.stringify({ plugins: [join(ROOT, "lint/no-raw-api-fetch.grit")] }),
  );
  writeFileSync(join(dir, "probe.ts"), source);
  const run = spawnSync(join(ROOT, "node_modules/.bin/biome"), ["lint", `--config-path=${dir}`, "probe.ts"], {
    cwd: dir,
    encoding: "utf8",
  });
  const out = `${run.stdout}${run.stderr}`;
  return [...out.matchAll(/probe\.ts:(\d+):\d+ plugin/g)].map((m) => Number(m[1]));
}

describe("no raw fetch of /api in web/ (lint rule)", () => {
  // Checked by breaking it: with the rule's regex matching nothing, the first two lines went unflagged.
  it("flags a string or template URL under /api and lets other URLs and the marked stream pass", () => {
    const source = readFileSync(join(ROOT, "tests/fixtures/raw-api-fetch.ts.txt"), "utf8");
    expect(flaggedLines(source)).toEqual([1, 2]);
  });
});
