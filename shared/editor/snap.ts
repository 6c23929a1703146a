import type { Bounds, EditorArea, Guide, Size } from "./types.ts";

/** A line an edge can snap to, with the extent of the thing it belongs to (for the guide). */
export interface SnapLine {
  at: number;
  from: number;
  to: number;
}

export interface SnapLines {
  x: SnapLine[];
  y: SnapLine[];
}

/** The image edges and the edges of every area except `excludeId`. */
export function snapLines<T>(image: Size, areas: readonly EditorArea<T>[], excludeId: string): SnapLines {
  const x: SnapLine[] = [
    { at: 0, from: 0, to: image.height },
    { at: image.width, from: 0, to: image.height },
  ];
  const y: SnapLine[] = [
    { at: 0, from: 0, to: image.width },
    { at: image.height, from: 0, to: image.width },
  ];
  for (const area of areas) {
    if (area.id === excludeId) continue;
    const { x: left, y: top, width, height } = area.bounds;
    x.push({ at: left, from: top, to: top + height }, { at: left + width, from: top, to: top + height });
    y.push({ at: top, from: left, to: left + width }, { at: top + height, from: left, to: left + width });
  }
  return { x, y };
}

/**
 * The shift that brings the nearest of `edges` onto a line within `threshold`, or 0.
 * Ties keep the first edge, so a move prefers aligning its leading (left/top) edge.
 */
export function snapOffset(edges: readonly number[], lines: readonly SnapLine[], threshold: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const edge of edges) {
    for (const line of lines) {
      const distance = Math.abs(line.at - edge);
      if (distance <= threshold && distance < bestDistance) {
        best = line.at - edge;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** Guides for `edges` of the final bounds that lie exactly on a line, one per position. */
export function guidesFor(
  axis: "x" | "y",
  edges: readonly number[],
  lines: readonly SnapLine[],
  bounds: Bounds,
): Guide[] {
  const ownFrom = axis === "x" ? bounds.y : bounds.x;
  const ownTo = ownFrom + (axis === "x" ? bounds.height : bounds.width);
  const guides: Guide[] = [];
  for (const at of new Set(edges)) {
    const matching = lines.filter((line) => line.at === at);
    if (matching.length === 0) continue;
    const from = Math.min(ownFrom, ...matching.map((line) => line.from));
    const to = Math.max(ownTo, ...matching.map((line) => line.to));
    guides.push({ axis, at, from, to });
  }
  return guides;
}
