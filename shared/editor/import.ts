import { asDescriptor, desc, MessageError, type MessageLike } from "../text/descriptor.ts";
import { rescaleBounds } from "./geometry.ts";
import { applyChange, refuse } from "./history.ts";
import { allocateIds, maxAreasRefusal, NO_IMAGE_REFUSAL } from "./state.ts";
import type { Bounds, EditorArea, EditorState, Size } from "./types.ts";

export const IMPORT_FAILED_MESSAGE = "Could not import areas";

export interface ImportOptions {
  /** Replace the current areas (default) or append to them. */
  replace?: boolean;
}

/** Makes an area's payload from the imported item (e.g. reads `item.action`); may throw to reject it. */
export type ImportDataFactory<T> = (item: Record<string, unknown>, index: number) => T;

interface ImportSource {
  items: unknown[];
  size: Size | null;
}

type Parsed = { ok: true; source: ImportSource } | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readSize(value: unknown): Size | null {
  if (!isRecord(value)) return null;
  const { width, height } = value;
  return typeof width === "number" && typeof height === "number" && width > 0 && height > 0
    ? { width, height }
    : null;
}

/**
 * Accepts a JSON string or value: a rich menu (`{ size, areas: [{ bounds, action }] }`), an
 * imagemap (`{ baseSize, actions: [{ area, … }] }`) or a bare list of areas.
 */
function parseSource(input: unknown): Parsed {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, problem: "The text is not valid JSON" };
    }
  }
  if (Array.isArray(value)) return { ok: true, source: { items: value, size: null } };
  if (isRecord(value) && Array.isArray(value.areas)) {
    return { ok: true, source: { items: value.areas, size: readSize(value.size) } };
  }
  if (isRecord(value) && Array.isArray(value.actions)) {
    return { ok: true, source: { items: value.actions, size: readSize(value.baseSize) } };
  }
  return {
    ok: false,
    problem: "Expected a rich menu JSON with an areas list, an imagemap with actions, or a list",
  };
}

/** Problem with one item's bounds against the source size, or null when valid. */
function boundsProblem(raw: unknown, number: number, size: Size): MessageLike | null {
  if (!isRecord(raw)) return desc("Area {area}: bounds are missing", { area: number });
  const { x, y, width, height } = raw;
  if (![x, y, width, height].every((v) => typeof v === "number" && Number.isInteger(v))) {
    return desc("Area {area}: bounds must have integer x, y, width and height", { area: number });
  }
  const b = raw as unknown as Bounds;
  if (b.x < 0 || b.y < 0) return desc("Area {area}: x and y must be at least 0", { area: number });
  if (b.width < 1 || b.height < 1)
    return desc("Area {area}: width and height must be at least 1", { area: number });
  if (b.x + b.width > size.width || b.y + b.height > size.height) {
    return desc("Area {area}: bounds go beyond {width}×{height}", {
      area: number,
      width: size.width,
      height: size.height,
    });
  }
  return null;
}

/**
 * Import areas from existing JSON. Every item's bounds are validated against the JSON's own
 * size (or the image when it has none); areas of a differently sized menu are scaled to the
 * image. Any problem refuses the whole import with `refusal.details` listing each one.
 */
export function importAreas<T>(
  state: EditorState<T>,
  input: unknown,
  createData: ImportDataFactory<T>,
  options: ImportOptions = {},
): EditorState<T> {
  const image = state.image;
  if (!image) return refuse(state, { ...NO_IMAGE_REFUSAL });
  const parsed = parseSource(input);
  if (!parsed.ok)
    return refuse(state, {
      code: "invalid-import",
      message: IMPORT_FAILED_MESSAGE,
      details: [parsed.problem],
    });
  const { items, size } = parsed.source;
  const kept = options.replace === false ? state.areas : [];
  if (items.length === 0) {
    return refuse(state, {
      code: "invalid-import",
      message: IMPORT_FAILED_MESSAGE,
      details: ["The JSON has no areas"],
    });
  }
  if (kept.length + items.length > state.maxAreas) return refuse(state, maxAreasRefusal(state));
  const source = size ?? image;
  const details: MessageLike[] = [];
  const imported: Array<{ bounds: Bounds; data: T }> = [];
  items.forEach((item, i) => {
    const result = importItem(item, i, source, image, createData);
    if (typeof result === "object" && "bounds" in result && "data" in result) imported.push(result);
    else details.push(result);
  });
  if (details.length > 0)
    return refuse(state, { code: "invalid-import", message: IMPORT_FAILED_MESSAGE, details });
  const { ids, nextId } = allocateIds(state, imported.length);
  const areas: EditorArea<T>[] = imported.map((area, i) => ({
    id: ids[i] ?? `a${state.nextId + i}`,
    ...area,
  }));
  const selectedId = options.replace === false ? state.selectedId : null;
  return { ...applyChange(state, [...kept, ...areas], selectedId), nextId };
}

function importItem<T>(
  item: unknown,
  index: number,
  source: Size,
  image: Size,
  createData: ImportDataFactory<T>,
): { bounds: Bounds; data: T } | MessageLike {
  const number = index + 1;
  if (!isRecord(item)) return desc("Area {area}: must be an object", { area: number });
  const raw = item.bounds ?? item.area;
  const problem = boundsProblem(raw, number, source);
  if (problem) return problem;
  try {
    return { bounds: rescaleBounds(raw as unknown as Bounds, source, image), data: createData(item, index) };
  } catch (error) {
    return desc("Area {area}: {error}", {
      area: number,
      // A message of ours as data; another error's text is looked up as a catalog text.
      error:
        error instanceof MessageError
          ? error.described
          : asDescriptor(error instanceof Error ? error.message : String(error)),
    });
  }
}
