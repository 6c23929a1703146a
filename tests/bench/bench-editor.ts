// Pure command cost of dragging on the canvas editor: a 600-step drag with snapping over
// 20 areas on a 2500×1686 image, as the editor runs it once per animation frame.
// Run: npx tsx tests/bench/bench-editor.ts
import { performance } from "node:perf_hooks";
import {
  addArea,
  beginGesture,
  createEditorState,
  type EditorState,
  endGesture,
  moveArea,
  resizeArea,
  setImage,
  snapThreshold,
  undo,
} from "../../shared/editor/index.ts";

const IMAGE = { width: 2500, height: 1686 };
const STEPS = 600;
const RUNS = 30;
const WARM_UP_RUNS = 5;
// A 375 px wide phone shows the image at 0.15: the largest snap distance in image pixels.
const PHONE_SCALE = 375 / IMAGE.width;
const THRESHOLD = snapThreshold(8, PHONE_SCALE);

type Data = { label: string };

function twentyAreas(): EditorState<Data> {
  let state = setImage(createEditorState<Data>({ maxAreas: 20 }), IMAGE);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      state = addArea(
        state,
        { x: 40 + col * 490, y: 30 + row * 410, width: 420, height: 360 },
        { label: `${row}-${col}` },
      );
    }
  }
  return state;
}

/** A wandering path across the image, so the area meets many edges on the way. */
function pathPoint(step: number): { x: number; y: number } {
  const t = (step / STEPS) * Math.PI * 2;
  return { x: 1040 + Math.sin(t * 3) * 1100, y: 660 + Math.sin(t * 2) * 700 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function dragRun(base: EditorState<Data>, kind: "move" | "resize"): { perStep: number[]; total: number } {
  const id = base.areas[12]?.id ?? "";
  const origin = base.areas[12]?.bounds ?? { x: 0, y: 0, width: 1, height: 1 };
  const perStep: number[] = [];
  const started = performance.now();
  let state = beginGesture(base);
  for (let step = 1; step <= STEPS; step++) {
    const point = pathPoint(step);
    const before = performance.now();
    state =
      kind === "move"
        ? moveArea(state, id, point, { snapThreshold: THRESHOLD })
        : resizeArea(
            state,
            id,
            "se",
            origin,
            { x: point.x - origin.x, y: point.y - origin.y },
            { snapThreshold: THRESHOLD },
          );
    perStep.push((performance.now() - before) * 1000);
  }
  state = endGesture(state);
  if (state.past.length !== base.past.length + 1) throw new Error("the drag must be a single undo step");
  undo(state);
  return { perStep, total: performance.now() - started };
}

function bench(kind: "move" | "resize"): void {
  const base = twentyAreas();
  for (let i = 0; i < WARM_UP_RUNS; i++) dragRun(base, kind);
  const medians: number[] = [];
  const p95s: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { perStep, total } = dragRun(base, kind);
    medians.push(median(perStep));
    p95s.push(percentile(perStep, 0.95));
    totals.push(total);
  }
  console.log(
    `${kind.padEnd(6)} median ${median(medians).toFixed(2)} µs/pointermove, ` +
      `p95 ${median(p95s).toFixed(2)} µs, whole ${STEPS}-step drag ${median(totals).toFixed(2)} ms ` +
      `(${RUNS} runs, snap ${THRESHOLD.toFixed(1)} image px)`,
  );
}

console.log(
  `Canvas editor commands: ${IMAGE.width}×${IMAGE.height}, 20 areas, ${STEPS} steps, Node ${process.version}`,
);
bench("move");
bench("resize");
