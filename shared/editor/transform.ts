import { withBounds } from "./areas.ts";
import { clamp, clampBounds } from "./geometry.ts";
import { guidesFor, snapLines, snapOffset } from "./snap.ts";
import { areaById } from "./state.ts";
import type { Bounds, EditorState, Guide, Point, ResizeHandle, ResizeOptions, SnapOptions } from "./types.ts";

/** Pixels an arrow key moves the selected area; with Shift. */
const NUDGE_STEP = 1;
const NUDGE_STEP_LARGE = 10;

export type NudgeDirection = "left" | "right" | "up" | "down";

function withGuides<T>(state: EditorState<T>, guides: readonly Guide[]): EditorState<T> {
  if (guides.length === 0 && state.guides.length === 0) return state;
  return { ...state, guides };
}

/**
 * Move an area so its top-left corner is at `to` (image pixels, rounded), clamped inside
 * the image. With a snap threshold its edges snap to the image edges and other areas'
 * edges, and the matching guides are stored in `state.guides`.
 */
export function moveArea<T>(
  state: EditorState<T>,
  id: string,
  to: Point,
  options: SnapOptions = {},
): EditorState<T> {
  const area = areaById(state, id);
  const image = state.image;
  if (!area || !image) return state;
  const { width, height } = area.bounds;
  const place = (x: number, y: number): Bounds => clampBounds({ x, y, width, height }, image);
  let bounds = place(to.x, to.y);
  const threshold = options.snapThreshold ?? 0;
  if (threshold <= 0) return withGuides(withBounds(state, area, bounds), []);
  const lines = snapLines(image, state.areas, id);
  const dx = snapOffset([bounds.x, bounds.x + width], lines.x, threshold);
  const dy = snapOffset([bounds.y, bounds.y + height], lines.y, threshold);
  bounds = place(bounds.x + dx, bounds.y + dy);
  const guides = [
    ...guidesFor("x", [bounds.x, bounds.x + width], lines.x, bounds),
    ...guidesFor("y", [bounds.y, bounds.y + height], lines.y, bounds),
  ];
  return withGuides(withBounds(state, area, bounds), guides);
}

/** Move an area by a delta in image pixels, clamped, without snapping. */
export function moveBy<T>(state: EditorState<T>, id: string, dx: number, dy: number): EditorState<T> {
  const area = areaById(state, id);
  if (!area) return state;
  return moveArea(state, id, { x: area.bounds.x + dx, y: area.bounds.y + dy });
}

/** Arrow-key move of the selected area: 1 px, or 10 px with `large` (Shift). */
export function nudge<T>(state: EditorState<T>, direction: NudgeDirection, large = false): EditorState<T> {
  if (state.selectedId === null) return state;
  const step = large ? NUDGE_STEP_LARGE : NUDGE_STEP;
  const dx = direction === "left" ? -step : direction === "right" ? step : 0;
  const dy = direction === "up" ? -step : direction === "down" ? step : 0;
  return moveBy(state, state.selectedId, dx, dy);
}

/**
 * Resize from `origin` (the bounds when the drag began) by the pointer's total `delta`
 * (image pixels). The handle's edges move, the opposite edges stay; each side keeps at
 * least `minSize` and stays inside the image; moving edges snap like moveArea.
 */
export function resizeArea<T>(
  state: EditorState<T>,
  id: string,
  handle: ResizeHandle,
  origin: Bounds,
  delta: Point,
  options: ResizeOptions = {},
): EditorState<T> {
  const area = areaById(state, id);
  const image = state.image;
  if (!area || !image) return state;
  const start = clampBounds(origin, image);
  const threshold = options.snapThreshold ?? 0;
  const lines = threshold > 0 ? snapLines(image, state.areas, id) : { x: [], y: [] };
  const minSize = Math.max(1, Math.round(options.minSize ?? 1));
  const snapEdge = (value: number, axis: "x" | "y"): number => {
    const rounded = Math.round(value);
    return threshold > 0 ? rounded + snapOffset([rounded], lines[axis], threshold) : rounded;
  };
  const [left, right] = resizeSpan(
    start.x,
    start.width,
    image.width,
    minSize,
    moving(handle, "w", "e"),
    (v) => snapEdge(v + delta.x, "x"),
  );
  const [top, bottom] = resizeSpan(
    start.y,
    start.height,
    image.height,
    minSize,
    moving(handle, "n", "s"),
    (v) => snapEdge(v + delta.y, "y"),
  );
  const bounds = { x: left, y: top, width: right - left, height: bottom - top };
  const guides =
    threshold > 0
      ? [
          ...guidesFor("x", movingEdges(handle, "w", "e", left, right), lines.x, bounds),
          ...guidesFor("y", movingEdges(handle, "n", "s", top, bottom), lines.y, bounds),
        ]
      : [];
  return withGuides(withBounds(state, area, bounds), guides);
}

type Side = "start" | "end" | null;

function moving(handle: ResizeHandle, startLetter: "w" | "n", endLetter: "e" | "s"): Side {
  if (handle.includes(startLetter)) return "start";
  if (handle.includes(endLetter)) return "end";
  return null;
}

function movingEdges(
  handle: ResizeHandle,
  startLetter: "w" | "n",
  endLetter: "e" | "s",
  start: number,
  end: number,
): number[] {
  const side = moving(handle, startLetter, endLetter);
  return side === "start" ? [start] : side === "end" ? [end] : [];
}

/** One axis of a resize: returns the new [start, end] edges. */
function resizeSpan(
  start: number,
  size: number,
  limit: number,
  minSize: number,
  side: Side,
  moveEdge: (edge: number) => number,
): [number, number] {
  const end = start + size;
  const min = Math.min(minSize, limit);
  if (side === "start") return [clamp(moveEdge(start), 0, Math.max(0, end - min)), end];
  if (side === "end") return [start, clamp(moveEdge(end), Math.min(start + min, limit), limit)];
  return [start, end];
}
