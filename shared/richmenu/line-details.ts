import { type Descriptor, desc } from "../text/descriptor.ts";
import { lineSaid } from "../text/line-words.ts";

/**
 * LINE's 400 answers carry `details[]` of `{ message, property }`, where property names the
 * field, e.g. "areas[1].action.uri". These helpers put each detail against the area it concerns.
 */
interface LineDetail {
  message: string;
  property?: string;
}

const AREA_PROPERTY = /^areas\[(\d+)\](?:\.(.+))?$/;

/** The details that name an area, by that area's index in the JSON sent ("areas[1]…" → 1). */
export function lineDetailsByArea(details: unknown): Map<number, Descriptor[]> {
  const byArea = new Map<number, Descriptor[]>();
  if (!Array.isArray(details)) return byArea;
  for (const detail of details) {
    const { message, property } = (detail ?? {}) as Partial<LineDetail>;
    if (typeof message !== "string" || typeof property !== "string") continue;
    const match = AREA_PROPERTY.exec(property);
    if (!match) continue;
    const index = Number(match[1]);
    // LINE's own words stay as it sent them; only the words around them are translated.
    const text = match[2]
      ? desc("LINE: {path}: {line}", { path: match[2], line: message })
      : lineSaid(message);
    byArea.set(index, [...(byArea.get(index) ?? []), text]);
  }
  return byArea;
}
