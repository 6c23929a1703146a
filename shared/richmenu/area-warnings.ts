/**
 * What LINE accepts but a user should still look at before publishing: areas that overlap (a tap on
 * the shared part reaches only one of them) and areas still carrying the example action every new
 * area starts with (spec: postback "Buy", action=buy&itemid=111).
 */

import type { Bounds } from "../editor/index.ts";
import { overlaps } from "../editor/index.ts";
import { type Descriptor, desc } from "../text/descriptor.ts";
import { defaultAreaAction } from "./actions.ts";
import type { RichMenuAction } from "./types.ts";

export interface AreaOverlap {
  /** 0-based index of the other area. */
  other: number;
  /** 0-based index of the area a tap on the shared part reaches: the later one, drawn on top. */
  winner: number;
}

/** Per area (by index), the areas it overlaps; touching edges are no overlap. */
export function areaOverlaps(areas: readonly { bounds: Bounds }[]): AreaOverlap[][] {
  return areas.map((area, index) =>
    areas.flatMap((other, otherIndex) =>
      otherIndex !== index && overlaps(area.bounds, other.bounds)
        ? [{ other: otherIndex, winner: Math.max(index, otherIndex) }]
        : [],
    ),
  );
}

export function overlapWarning(overlap: AreaOverlap): Descriptor {
  return desc("Overlaps Area {other}: a tap on the shared part goes to Area {winner}, the one on top", {
    other: overlap.other + 1,
    winner: overlap.winner + 1,
  });
}

/**
 * `bounds` cut back to the nearest edge of `other`, so the two only touch: of the four cuts (each
 * moves one edge of `bounds` onto the opposite edge of `other`), the one keeping the most of it.
 * Null when no cut leaves anything (`bounds` lies wholly inside `other`).
 */
export function trimAway(bounds: Bounds, other: Bounds): Bounds | null {
  const right = bounds.x + bounds.width;
  const bottom = bounds.y + bounds.height;
  const otherRight = other.x + other.width;
  const otherBottom = other.y + other.height;
  const cuts: Bounds[] = [
    { ...bounds, x: otherRight, width: right - otherRight },
    { ...bounds, width: other.x - bounds.x },
    { ...bounds, y: otherBottom, height: bottom - otherBottom },
    { ...bounds, height: other.y - bounds.y },
  ];
  let best: Bounds | null = null;
  for (const cut of cuts) {
    if (cut.width <= 0 || cut.height <= 0) continue;
    if (!best || cut.width * cut.height > best.width * best.height) best = cut;
  }
  return best;
}

/** True while an area's action is still the example a new area starts with, unchanged. */
export function isExampleAction(action: RichMenuAction): boolean {
  const example: Record<string, unknown> = { ...defaultAreaAction() };
  const fields = Object.entries(action).filter(([, value]) => value !== undefined && value !== "");
  return (
    fields.length === Object.keys(example).length && fields.every(([key, value]) => example[key] === value)
  );
}

/** 1-based numbers of the areas whose action is still the example. */
export function exampleActionAreas(actions: readonly RichMenuAction[]): number[] {
  return actions.flatMap((action, index) => (isExampleAction(action) ? [index + 1] : []));
}

/** "Areas 2 and 3 still have the example action 'Buy'"; null when no area has it. */
export function exampleActionNote(numbers: readonly number[]): Descriptor | null {
  if (numbers.length === 0) return null;
  const label = defaultAreaAction().label ?? "";
  if (numbers.length === 1)
    return desc("Area {area} still has the example action ''{label}''", { area: numbers[0] ?? 0, label });
  return desc("Areas {areas} and {last} still have the example action ''{label}''", {
    areas: numbers.slice(0, -1).join(", "),
    last: numbers[numbers.length - 1] ?? 0,
    label,
  });
}
