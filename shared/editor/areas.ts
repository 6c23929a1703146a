import { boundsEqual, clamp, clampBounds, displayRectToImage, hitTest, rectFromPoints } from "./geometry.ts";
import { applyChange, refuse } from "./history.ts";
import { addRefusal, allocateIds, areaById } from "./state.ts";
import type { Bounds, EditorArea, EditorState, Point, Size } from "./types.ts";

/** A drawn area is kept only if both sides exceed this many display pixels (spec 4). */
export const MIN_DRAW_DISPLAY_PX = 10;
/** Offset of a duplicated area, in image pixels (spec 5). */
export const DUPLICATE_OFFSET = 10;

/** Add an area (clamped into the image) and select it; refused beyond maxAreas or without an image. */
export function addArea<T>(state: EditorState<T>, bounds: Bounds, data: T): EditorState<T> {
  const image = state.image;
  const refusal = addRefusal(state, 1);
  if (refusal || !image) return refusal ? refuse(state, refusal) : state;
  const { ids, nextId } = allocateIds(state, 1);
  const area: EditorArea<T> = { id: ids[0] ?? `a${state.nextId}`, bounds: clampBounds(bounds, image), data };
  return { ...applyChange(state, [...state.areas, area], area.id), nextId };
}

/** The rectangle of a draw drag in display pixels, clamped to the displayed image. */
export function dragDisplayRect(start: Point, end: Point, scale: number, image: Size): Bounds {
  const limit = { x: image.width * scale, y: image.height * scale };
  const inside = (p: Point): Point => ({ x: clamp(p.x, 0, limit.x), y: clamp(p.y, 0, limit.y) });
  return rectFromPoints(inside(start), inside(end));
}

/** True when a draw drag is large enough to become an area: both sides > 10 display px. */
export function isDrawLargeEnough(rect: Bounds): boolean {
  return rect.width > MIN_DRAW_DISPLAY_PX && rect.height > MIN_DRAW_DISPLAY_PX;
}

/**
 * Finish a draw drag from `start` to `end` (display pixels, image shown at `scale`).
 * Too small a drag leaves the state unchanged; otherwise the area is added and selected
 * with the data `createData` makes for its image bounds.
 */
export function drawArea<T>(
  state: EditorState<T>,
  start: Point,
  end: Point,
  scale: number,
  createData: (bounds: Bounds) => T,
): EditorState<T> {
  if (!state.image) return state;
  const rect = dragDisplayRect(start, end, scale, state.image);
  if (!isDrawLargeEnough(rect)) return state;
  const refusal = addRefusal(state, 1);
  if (refusal) return refuse(state, refusal);
  const bounds = clampBounds(displayRectToImage(rect, scale), state.image);
  return addArea(state, bounds, createData(bounds));
}

export function selectArea<T>(state: EditorState<T>, id: string | null): EditorState<T> {
  const selectedId = id !== null && areaById(state, id) ? id : null;
  if (selectedId === state.selectedId && state.refusal === null) return state;
  return applyChange(state, state.areas, selectedId);
}

/** Select the topmost area at a point in image pixels, or clear the selection on empty space. */
export function selectAt<T>(state: EditorState<T>, point: Point): EditorState<T> {
  return selectArea(state, hitTest(state.areas, point));
}

/** Delete an area (default: the selected one); the selection is cleared if it was removed. */
export function deleteArea<T>(state: EditorState<T>, id: string | null = state.selectedId): EditorState<T> {
  if (id === null || !areaById(state, id)) return state;
  const areas = state.areas.filter((area) => area.id !== id);
  return applyChange(state, areas, state.selectedId === id ? null : state.selectedId);
}

/** Copy an area (default: the selected one) 10 px right and down, clamped, and select the copy. */
export function duplicateArea<T>(
  state: EditorState<T>,
  id: string | null = state.selectedId,
): EditorState<T> {
  const source = areaById(state, id);
  if (!source) return state;
  const { x, y, width, height } = source.bounds;
  return addArea(state, { x: x + DUPLICATE_OFFSET, y: y + DUPLICATE_OFFSET, width, height }, source.data);
}

/** Replace an area's payload, or derive it from the current one. */
export function updateData<T>(
  state: EditorState<T>,
  id: string,
  data: T | ((current: T) => T),
): EditorState<T> {
  const area = areaById(state, id);
  if (!area) return state;
  const next = typeof data === "function" ? (data as (current: T) => T)(area.data) : data;
  if (next === area.data) return state;
  return applyChange(state, replaceArea(state.areas, { ...area, data: next }), state.selectedId);
}

/**
 * Bounds typed into a form: rounded to integers, at least 0, kept inside the image. Fields
 * that are absent or not finite numbers (an emptied input) keep their current value. A new
 * position alone moves the area (its size is kept, the position clamped); a new size is
 * clamped to the room left from the position.
 */
export function setBounds<T>(state: EditorState<T>, id: string, bounds: Partial<Bounds>): EditorState<T> {
  const area = areaById(state, id);
  if (!area || !state.image) return state;
  const given = (key: keyof Bounds): boolean => {
    const value = bounds[key];
    return typeof value === "number" && Number.isFinite(value);
  };
  const pick = (key: keyof Bounds): number =>
    given(key) ? Math.max(0, Math.round(bounds[key] ?? 0)) : area.bounds[key];
  const [x, width] = fitSpan(pick("x"), pick("width"), state.image.width, given("width"));
  const [y, height] = fitSpan(pick("y"), pick("height"), state.image.height, given("height"));
  return withBounds(state, area, { x, y, width, height });
}

/** One axis of setBounds: a typed size wins over the position's room, otherwise the size is kept. */
function fitSpan(start: number, size: number, limit: number, sizeTyped: boolean): [number, number] {
  if (sizeTyped) {
    const clampedStart = clamp(start, 0, limit - 1);
    return [clampedStart, clamp(size, 1, limit - clampedStart)];
  }
  const keptSize = clamp(size, 1, limit);
  return [clamp(start, 0, limit - keptSize), keptSize];
}

/** Internal: store new bounds for an area (no-op when equal). */
export function withBounds<T>(state: EditorState<T>, area: EditorArea<T>, bounds: Bounds): EditorState<T> {
  if (boundsEqual(area.bounds, bounds)) return state.refusal ? { ...state, refusal: null } : state;
  return applyChange(state, replaceArea(state.areas, { ...area, bounds }), state.selectedId);
}

function replaceArea<T>(areas: readonly EditorArea<T>[], next: EditorArea<T>): EditorArea<T>[] {
  return areas.map((area) => (area.id === next.id ? next : area));
}
