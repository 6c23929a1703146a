import {
  BLOCK_STYLE_PROPERTIES,
  BUBBLE_PROPERTIES,
  COMPONENT_PROPERTIES,
  type DefaultValue,
  defaultOf,
  LINEAR_GRADIENT_PROPERTIES,
  type PropertySection,
  type PropertySpec,
  type PropertyTable,
} from "../flex/schema.ts";
import { type FlexObject, isFlexObject } from "../flex/types.ts";
import type { Design } from "./design.ts";
import { childPlace, isBlock, locate } from "./model.ts";
import { getAt, parsePath } from "./path.ts";

/** One field of the property sheet: the table's spec, the value written (if any) and LINE's default. */
export interface Field {
  key: string;
  spec: PropertySpec;
  /** The value in the JSON, undefined when unset (the field then shows `defaultValue`). */
  value: unknown;
  defaultValue: DefaultValue | undefined;
}

export interface PropertySheet {
  /** Which table the fields come from: a component type, "bubble", "carousel", "blockStyle", "background". */
  of: string;
  sections: { section: PropertySection; fields: Field[] }[];
  /** Keys the table does not know: kept as they are, edited in the node's own JSON. */
  unknownKeys: string[];
}

const SECTIONS: readonly PropertySection[] = ["content", "layout", "style", "advanced"];
const NO_FIELDS = new Set(["components", "spans", "bubbles", "component", "block", "styles"]);

/**
 * The property sheet of the object at `path`: a component, the bubble, a block style (`styles.body`) or a
 * box's gradient. Fields holding outline nodes (contents, blocks) are left to the outline; actions,
 * gradients and block styles are fields that open their own editor.
 */
export function propertySheet(design: Design, path: string): PropertySheet | null {
  const segments = parsePath(path);
  if (!segments) return null;
  const node = getAt(design.contents, segments);
  const info = locate(design.contents, segments);
  let of: string;
  let table: PropertyTable;
  let parentLayout: "horizontal" | "vertical" | "baseline" | undefined;
  if (info?.kind === "component") {
    of = info.type;
    table = COMPONENT_PROPERTIES[info.type] ?? {};
    if (info.slot.kind === "item" && info.place !== "span") {
      const parent = getAt(design.contents, info.parent) as FlexObject;
      parentLayout = childPlace(parent) as typeof parentLayout;
    }
  } else if (info?.kind === "bubble") {
    of = "bubble";
    table = BUBBLE_PROPERTIES;
  } else if (info?.kind === "carousel") {
    of = "carousel";
    table = {};
  } else if (segments.at(-2) === "styles" && isBlock(segments.at(-1))) {
    of = "blockStyle";
    table = BLOCK_STYLE_PROPERTIES;
  } else if (segments.at(-1) === "background") {
    of = "background";
    table = LINEAR_GRADIENT_PROPERTIES;
  } else return null;
  const object = isFlexObject(node) ? node : {};
  const sections = SECTIONS.map((section) => ({
    section,
    fields: Object.entries(table)
      .filter(([key, spec]) => spec.section === section && !NO_FIELDS.has(spec.kind) && key !== "type")
      .map(([key, spec]) => ({ key, spec, value: object[key], defaultValue: defaultOf(spec, parentLayout) })),
  })).filter(({ fields }) => fields.length > 0);
  const unknownKeys = Object.keys(object).filter((key) => key !== "type" && !Object.hasOwn(table, key));
  return { of, sections, unknownKeys };
}
