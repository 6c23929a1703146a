/**
 * Times the Flex preview: renders every container of the corpus N times with react-dom/server and prints the
 * median milliseconds per container and for the whole corpus.
 *
 *   npx tsx tests/bench/bench-flex-preview.ts [runs=30]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Time the production build of React, as shipped, unless told otherwise; set before React loads.
process.env.NODE_ENV ??= "production";
const { createElement } = await import("react");
const { renderToString } = await import("react-dom/server");
const { FlexPreview } = await import("../../web/components/flex-preview/flex-preview.tsx");

const CORPUS_DIR = join(import.meta.dirname, "..", "fixtures", "flex-corpus");
const WARM_UP_RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function render(container: unknown): string {
  return renderToString(createElement(FlexPreview, { container, mode: "mobile" }));
}

function main(): void {
  const runs = Number(process.argv[2] ?? 30);
  const files = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const corpus = files.map((name) => ({
    name,
    container: JSON.parse(readFileSync(join(CORPUS_DIR, name), "utf8")),
  }));
  for (let run = 0; run < WARM_UP_RUNS; run++) for (const { container } of corpus) render(container);

  const perContainer = new Map<string, number[]>(files.map((name) => [name, []]));
  const totals: number[] = [];
  for (let run = 0; run < runs; run++) {
    const runStart = performance.now();
    for (const { name, container } of corpus) {
      const start = performance.now();
      render(container);
      perContainer.get(name)?.push(performance.now() - start);
    }
    totals.push(performance.now() - runStart);
  }

  const medians = [...perContainer].map(([name, times]) => ({ name, ms: median(times) }));
  medians.sort((a, b) => b.ms - a.ms);
  const build = process.env.NODE_ENV === "production" ? "production" : "development";
  console.log(
    `Flex preview, renderToString (React ${build}), ${corpus.length} containers × ${runs} runs, medians`,
  );
  for (const { name, ms } of medians.slice(0, 5))
    console.log(`  slowest  ${name.padEnd(32)} ${ms.toFixed(3)} ms`);
  console.log(`  median per container: ${median(medians.map(({ ms }) => ms)).toFixed(3)} ms`);
  console.log(`  whole corpus:         ${median(totals).toFixed(2)} ms`);
}

main();
