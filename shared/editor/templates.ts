import { desc } from "../text/descriptor.ts";
import { applyChange, refuse } from "./history.ts";
import { addRefusal, allocateIds, NO_IMAGE_REFUSAL } from "./state.ts";
import type { Bounds, EditorArea, EditorState, Size } from "./types.ts";

/**
 * A layout as nested splits. A leaf is one area; a split divides its rectangle into
 * columns or rows by weight. Areas come out in reading order (top-left first).
 */
export type TemplateNode = { leaf: true } | { split: "columns" | "rows"; parts: readonly TemplatePart[] };

interface TemplatePart {
  weight: number;
  node: TemplateNode;
}

export interface LayoutTemplate {
  id: string;
  label: string;
  layout: TemplateNode;
}

const leaf: TemplateNode = { leaf: true };

function split(direction: "columns" | "rows", parts: readonly (number | TemplateNode)[]): TemplateNode {
  return {
    split: direction,
    parts: parts.map((part) =>
      typeof part === "number" ? { weight: part, node: leaf } : { weight: 1, node: part },
    ),
  };
}

const columns = (...parts: (number | TemplateNode)[]) => split("columns", parts);
const rows = (...parts: (number | TemplateNode)[]) => split("rows", parts);

export const LAYOUT_TEMPLATES: readonly LayoutTemplate[] = [
  { id: "full", label: "Full (1 area)", layout: leaf },
  { id: "columns-2", label: "2 columns", layout: columns(1, 1) },
  { id: "columns-3", label: "3 columns", layout: columns(1, 1, 1) },
  { id: "columns-4", label: "4 columns", layout: columns(1, 1, 1, 1) },
  { id: "rows-2", label: "2 rows", layout: rows(1, 1) },
  { id: "grid-2x2", label: "2×2 (2 top + 2 bottom)", layout: rows(columns(1, 1), columns(1, 1)) },
  { id: "grid-2x3", label: "2×3 (3 top + 3 bottom)", layout: rows(columns(1, 1, 1), columns(1, 1, 1)) },
  { id: "grid-2x4", label: "2×4 (4 top + 4 bottom)", layout: rows(columns(1, 1, 1, 1), columns(1, 1, 1, 1)) },
  { id: "top-3-bottom-1", label: "3+1 (3 top, 1 bottom)", layout: rows(columns(1, 1, 1), leaf) },
  { id: "top-1-bottom-2", label: "1+2 (1 top, 2 bottom)", layout: rows(leaf, columns(1, 1)) },
  { id: "top-1-bottom-3", label: "1+3 (1 top, 3 bottom)", layout: rows(leaf, columns(1, 1, 1)) },
  { id: "left-1-right-2", label: "1 left + 2 stacked right", layout: columns(leaf, rows(1, 1)) },
  { id: "wide-left", label: "Wide left + narrow right (2:1)", layout: columns(2, 1) },
  { id: "wide-right", label: "Narrow left + wide right (1:2)", layout: columns(1, 2) },
];

function findTemplate(id: string): LayoutTemplate | undefined {
  return LAYOUT_TEMPLATES.find((template) => template.id === id);
}

/**
 * Integer sizes that add up to `length` exactly: each part gets its floored share and the
 * remainder goes to the last one.
 */
export function splitLength(length: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const sizes = weights.map((weight) => Math.floor((length * weight) / total));
  const used = sizes.slice(0, -1).reduce((sum, size) => sum + size, 0);
  sizes[sizes.length - 1] = length - used;
  return sizes;
}

/** Bounds of every area of a layout on an image, in reading order; they tile it exactly. */
export function layoutBounds(layout: TemplateNode, image: Size): Bounds[] {
  return tile(layout, { x: 0, y: 0, width: image.width, height: image.height });
}

function tile(node: TemplateNode, rect: Bounds): Bounds[] {
  if ("leaf" in node) return [rect];
  const horizontal = node.split === "columns";
  const sizes = splitLength(
    horizontal ? rect.width : rect.height,
    node.parts.map((part) => part.weight),
  );
  let offset = horizontal ? rect.x : rect.y;
  return node.parts.flatMap((part, i) => {
    const size = sizes[i] ?? 0;
    const child = horizontal
      ? { x: offset, y: rect.y, width: size, height: rect.height }
      : { x: rect.x, y: offset, width: rect.width, height: size };
    offset += size;
    return tile(part.node, child);
  });
}

/**
 * Replace all areas with a layout that fills the whole image, one undo step. `createData`
 * makes each area's payload from its reading-order index and bounds. The first area is selected.
 */
export function applyTemplate<T>(
  state: EditorState<T>,
  templateId: string,
  createData: (index: number, bounds: Bounds) => T,
): EditorState<T> {
  const template = findTemplate(templateId);
  if (!template)
    return refuse(state, {
      code: "unknown-template",
      message: desc("Unknown layout template: {id}", { id: templateId }),
    });
  if (!state.image) return refuse(state, { ...NO_IMAGE_REFUSAL });
  const allBounds = layoutBounds(template.layout, state.image);
  if (allBounds.some((bounds) => bounds.width < 1 || bounds.height < 1)) {
    return refuse(state, { code: "layout-too-small", message: "The image is too small for this layout" });
  }
  const cleared = { ...state, areas: [] };
  const refusal = addRefusal(cleared, allBounds.length);
  if (refusal) return refuse(state, refusal);
  const { ids, nextId } = allocateIds(state, allBounds.length);
  const areas: EditorArea<T>[] = allBounds.map((bounds, i) => ({
    id: ids[i] ?? `a${state.nextId + i}`,
    bounds,
    data: createData(i, bounds),
  }));
  return { ...applyChange(state, areas, areas[0]?.id ?? null), nextId };
}
