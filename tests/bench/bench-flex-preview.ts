/**
 * The Flex preview against its peer flex-render (iamprompt's port of LINE's simulator, npm flex-render 0.1.10)
 * in one process: both render the whole 57-message corpus to HTML, ours with production React and
 * renderToString, built by esbuild as Vite ships it (minified, no dev helpers). Every pass renders fresh
 * objects whose texts differ from every other pass, so no cache can stand in for rendering. The two run in
 * interleaved rounds, the first slot alternating; both CPU time (fair on a shared machine) and wall time are printed, with the ratio.
 *
 *   (cd tests/bench/flex-render && npm install)   # once: the bench-only peer, kept out of the app's deps
 *   npx tsx tests/bench/bench-flex-preview.ts [runs=200]   # 200: 40 left the median to JIT and GC (ratios 1.44–1.63 on one build)
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

// Time the production build of React, as shipped; set before React loads.
process.env.NODE_ENV = "production";
const { createElement } = await import("react");
const { renderToString } = await import("react-dom/server");

const ROOT = join(import.meta.dirname, "..", "..");
const CORPUS_DIR = join(ROOT, "tests", "fixtures", "flex-corpus");
const WARM_UP_RUNS = 20;

type Renderer = (container: unknown) => string;

async function loadOurs(): Promise<Renderer> {
  // Inside node_modules so the bundle resolves the project's react.
  const cache = join(ROOT, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "bench-flex-"));
  const outfile = join(dir, "preview.mjs");
  await build({
    entryPoints: [join(ROOT, "web", "components", "flex-preview", "index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    minify: true,
    jsx: "automatic",
    external: ["react", "react-dom"],
    define: { "process.env.NODE_ENV": '"production"' },
    outfile,
    logLevel: "warning",
  });
  const { FlexPreview } = (await import(
    pathToFileURL(outfile).href
  )) as typeof import("../../web/components/flex-preview/index.ts");
  rmSync(dir, { recursive: true, force: true });
  return (container) => renderToString(createElement(FlexPreview, { container, mode: "mobile" }));
}

async function loadPeer(): Promise<Renderer | undefined> {
  const path = join(import.meta.dirname, "flex-render", "node_modules", "flex-render", "dist", "index.js");
  try {
    return ((await import(pathToFileURL(path).href)) as { render: Renderer }).render;
  } catch {
    console.log("flex-render is not installed: run (cd tests/bench/flex-render && npm install) first.");
    return undefined;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A deep copy whose every text ends with the pass number: new objects and new strings on every pass. */
function freshCopy(node: unknown, pass: number): unknown {
  if (Array.isArray(node)) return node.map((child) => freshCopy(child, pass));
  if (typeof node !== "object" || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = key === "text" && typeof value === "string" ? `${value} ${pass}` : freshCopy(value, pass);
  }
  return copy;
}

interface Timing {
  cpu: number[];
  wall: number[];
}

function timePass(render: Renderer, corpus: unknown[], timing: Timing): void {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  for (const container of corpus) render(container);
  const wall = performance.now() - wallStart;
  const cpu = process.cpuUsage(cpuStart);
  timing.wall.push(wall);
  timing.cpu.push((cpu.user + cpu.system) / 1000);
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 200);
  const corpus = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(CORPUS_DIR, name), "utf8")) as unknown);
  const renderers: [string, Renderer][] = [["LINE DEV Tools preview", await loadOurs()]];
  const peer = await loadPeer();
  if (peer) renderers.push(["flex-render 0.1.10", peer]);
  const timings = renderers.map((): Timing => ({ cpu: [], wall: [] }));
  let pass = 0;
  for (let round = 0; round < WARM_UP_RUNS + runs; round++) {
    // Who goes first alternates: with a fixed order the same renderer measured twice came out 8–12% slower in
    // the first slot (the other's garbage is collected during it), which is the size of the gap being measured.
    for (let slot = 0; slot < renderers.length; slot++) {
      const index = (slot + round) % renderers.length;
      const render = (renderers[index] as [string, Renderer])[1];
      const fresh = corpus.map((container) => freshCopy(container, pass++));
      const timing: Timing = round < WARM_UP_RUNS ? { cpu: [], wall: [] } : (timings[index] as Timing);
      timePass(render, fresh, timing);
    }
  }
  console.log(`Flex preview vs flex-render: ${corpus.length} containers × ${runs} runs, median per corpus`);
  const cpu = timings.map((timing) => median(timing.cpu));
  renderers.forEach(([name, render], index) => {
    const bytes = corpus.reduce<number>((sum, container) => sum + Buffer.byteLength(render(container)), 0);
    const wall = median(timings[index]?.wall ?? []);
    console.log(
      `  ${name.padEnd(24)} CPU ${cpu[index]?.toFixed(2).padStart(7)} ms   wall ${wall.toFixed(2).padStart(7)} ms   ${(bytes / 1024).toFixed(0).padStart(4)} KB HTML`,
    );
  });
  if (cpu.length === 2) {
    const [ours, theirs] = cpu as [number, number];
    console.log(`  ratio (flex-render CPU time / ours): ${(theirs / ours).toFixed(2)}×`);
  }
}

await main();
