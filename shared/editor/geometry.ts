import type { Bounds, EditorArea, Point, ResizeHandle, Size } from "./types.ts";

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** A point on the displayed image → image pixels (not rounded, so drags stay precise). */
export function displayToImage(point: Point, scale: number): Point {
  return { x: point.x / scale, y: point.y / scale };
}

export function imageToDisplay(point: Point, scale: number): Point {
  return { x: point.x * scale, y: point.y * scale };
}

/**
 * A display rectangle → integer image bounds. Edges are rounded (not sizes), so two
 * rectangles that touch on screen still touch in image pixels.
 */
export function displayRectToImage(rect: Bounds, scale: number): Bounds {
  const left = Math.round(rect.x / scale);
  const top = Math.round(rect.y / scale);
  const right = Math.round((rect.x + rect.width) / scale);
  const bottom = Math.round((rect.y + rect.height) / scale);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Pixels of `displayPx` screen pixels in image pixels: the snap distance to pass to commands. */
export function snapThreshold(displayPx: number, scale: number): number {
  return scale > 0 ? displayPx / scale : 0;
}

/** Rectangle spanned by two corner points, in any drag direction. */
export function rectFromPoints(a: Point, b: Point): Bounds {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

/** Integer bounds inside the image, at least 1×1: the invariant every stored area keeps. */
export function clampBounds(bounds: Bounds, image: Size): Bounds {
  const width = clamp(Math.round(bounds.width), 1, image.width);
  const height = clamp(Math.round(bounds.height), 1, image.height);
  return {
    x: clamp(Math.round(bounds.x), 0, image.width - width),
    y: clamp(Math.round(bounds.y), 0, image.height - height),
    width,
    height,
  };
}

export function boundsEqual(a: Bounds, b: Bounds): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

function containsPoint(bounds: Bounds, point: Point): boolean {
  return (
    point.x >= bounds.x &&
    point.x <= bounds.x + bounds.width &&
    point.y >= bounds.y &&
    point.y <= bounds.y + bounds.height
  );
}

/**
 * The resize handle for a press at `point` inside `bounds` within `band` of an edge (image pixels),
 * else null: a press on a selected area's edge resizes it along that edge, never moves it. The band
 * is capped at a third of each side, so a small area keeps a middle to move it by.
 */
export function edgeHandleAt(bounds: Bounds, point: Point, band: number): ResizeHandle | null {
  if (!containsPoint(bounds, point) || band <= 0) return null;
  const across = Math.min(band, bounds.width / 3);
  const down = Math.min(band, bounds.height / 3);
  const west = point.x - bounds.x <= across;
  const east = bounds.x + bounds.width - point.x <= across;
  const north = point.y - bounds.y <= down;
  const south = bounds.y + bounds.height - point.y <= down;
  const vertical = north ? "n" : south ? "s" : "";
  const horizontal = west ? "w" : east ? "e" : "";
  return vertical || horizontal ? (`${vertical}${horizontal}` as ResizeHandle) : null;
}

/** Id of the topmost area under `point` (image pixels): the last drawn wins. */
export function hitTest<T>(areas: readonly EditorArea<T>[], point: Point): string | null {
  for (let i = areas.length - 1; i >= 0; i--) {
    const area = areas[i];
    if (area && containsPoint(area.bounds, point)) return area.id;
  }
  return null;
}

/** True when two bounds share interior pixels (touching edges do not overlap). */
export function overlaps(a: Bounds, b: Bounds): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Bounds on an image of size `from` → the same place on an image of size `to`, by edges. */
export function rescaleBounds(bounds: Bounds, from: Size, to: Size): Bounds {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const left = Math.round(bounds.x * sx);
  const top = Math.round(bounds.y * sy);
  const right = Math.round((bounds.x + bounds.width) * sx);
  const bottom = Math.round((bounds.y + bounds.height) * sy);
  return clampBounds({ x: left, y: top, width: right - left, height: bottom - top }, to);
}
