import { isFlexObject } from "../../../shared/flex/types.ts";
import { type Design, getAt, parsePath } from "../../../shared/flex-designer/index.ts";
import { LABEL } from "../../components/labels.ts";
import { msg, t } from "../../i18n/i18n.ts";

/** Names of the designer's node types and blocks, in the language shown (called at render). */
const TYPE_LABELS: Record<string, string> = {
  carousel: msg("Carousel"),
  bubble: msg("Bubble"),
  box: msg("Box"),
  text: LABEL.text,
  span: msg("Span"),
  image: LABEL.image,
  icon: msg("Icon"),
  button: msg("Button"),
  video: LABEL.video,
  separator: msg("Separator"),
  filler: msg("Filler"),
  spacer: msg("Spacer"),
};

const BLOCK_LABELS: Record<string, string> = {
  header: msg("Header"),
  hero: msg("Hero"),
  body: msg("Body"),
  footer: msg("Footer"),
};

const SECTION_LABELS: Record<string, string> = {
  content: msg("Content"),
  layout: msg("Layout"),
  style: msg("Style"),
  advanced: msg("Advanced"),
};

export function typeName(type: string): string {
  const label = TYPE_LABELS[type];
  return label ? t(label) : type;
}

export function blockName(block: string): string {
  const label = BLOCK_LABELS[block];
  return label ? t(label) : block;
}

export function sectionName(section: string): string {
  const label = SECTION_LABELS[section];
  return label ? t(label) : section;
}

/** What the property sheet is about: the selected node's type, a block style or a gradient. */
export function selectedName(design: Design, path: string): string {
  const segments = parsePath(path);
  const last = segments?.at(-1);
  if (segments?.at(-2) === "styles" && typeof last === "string")
    return t("{block} style", { block: blockName(last) });
  if (last === "background") return t("Background");
  const node = segments ? getAt(design.contents, segments) : undefined;
  return isFlexObject(node) && typeof node.type === "string" ? typeName(node.type) : typeName("bubble");
}

/** A node named with its block where it is one ("Footer · Box"), or by its type: where "+ Add" adds beside. */
export function placeName(design: Design, path: string): string {
  const last = parsePath(path)?.at(-1);
  const name = selectedName(design, path);
  return typeof last === "string" && last in BLOCK_LABELS ? `${blockName(last)} · ${name}` : name;
}
