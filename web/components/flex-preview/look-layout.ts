import {
  BORDER_WIDTH_KEYWORDS,
  BORDER_WIDTH_PX,
  type Insets,
  SPACE_KEYWORDS,
  SPACE_PX,
  SPACER_KEYWORDS,
  type SpaceKeyword,
} from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { isKeyword, PX, parseAngle, parsePercent } from "../../../shared/flex/values.ts";
import {
  baseList,
  type ClassList,
  type ClassName,
  classIn,
  classOf,
  classTable,
  Look,
  memoise,
} from "./look.ts";
import type { FlexProps } from "./props.ts";
import { borderWidthLength, colorOf, colorProp, measure, objectOf } from "./style-units.ts";
import { JUSTIFY_VALUES, MAX_FLEX_CLASS, PADDING_CLASS_PX, token } from "./stylesheet.ts";
import type { ActionIds } from "./use-action.tsx";

/** Where a component sits: its parent's layout, its index and the parent's spacing. */
export interface Slot {
  layout: "horizontal" | "vertical" | "baseline" | "block" | "hero";
  index: number;
  spacing?: unknown;
  /** The previous sibling was a legacy spacer, whose own size replaces the spacing. */
  afterSpacer?: boolean;
  /** The parent box stretches its children across (it has no alignItems of its own). */
  stretch?: boolean;
  /** Padding the simulator gives the root box of a header, body or footer. */
  blockPadding?: Insets;
  /** The body of a carousel bubble stretches to the tallest bubble. */
  grow?: boolean;
  /** Set when the block's root is drawn as the block itself, with no wrapper: what the wrapper would carry. */
  block?: BlockFrame;
}

/** A block's own look: its style's background and, except for the first block, the separator above it. */
export interface BlockFrame {
  background?: string;
  separator: boolean;
  separatorColor?: string;
}

/** A slot while rendering: also numbers the action descriptions of the preview. */
export interface RenderSlot extends Slot {
  ids: ActionIds;
}

const BOX = baseList("fx-box");
const SEPARATOR = baseList("fx-sep");
const VERTICAL_SEPARATOR = baseList("fx-vsep");
const OH = classOf("oh");
const ABS = classOf("abs");
const REL = classOf("rel");
const GROW = classOf("grow");
const BLOCK_SEPARATOR = classOf("bsep");
const F0 = classOf("f0");
const HZ = classOf("hz");
const BL = classOf("bl");
const FLEX_NUMBERS = Array.from({ length: MAX_FLEX_CLASS + 1 }, (_, flex) => flex);
const FLEX_CLASSES = {
  fr: FLEX_NUMBERS.map((flex) => classOf(`fr${flex}`)),
  fc: FLEX_NUMBERS.map((flex) => classOf(`fc${flex}`)),
};
const MARGIN_CLASSES = {
  ms: classTable(SPACE_KEYWORDS, (key) => `ms-${key}`),
  mt: classTable(SPACE_KEYWORDS, (key) => `mt-${key}`),
};
type OffsetSide = keyof typeof OFFSET_PROPERTIES;
const OFFSET_PROPERTIES = { ot: "top", ob: "bottom", os: "insetInlineStart", oe: "insetInlineEnd" } as const;
const OFFSET_CLASSES = {
  ot: classTable(SPACE_KEYWORDS, (key) => `ot-${key}`),
  ob: classTable(SPACE_KEYWORDS, (key) => `ob-${key}`),
  os: classTable(SPACE_KEYWORDS, (key) => `os-${key}`),
  oe: classTable(SPACE_KEYWORDS, (key) => `oe-${key}`),
};
const RADIUS_CLASSES = classTable(SPACE_KEYWORDS, (key) => `cr-${key}`);
const BORDER_WIDTH_CLASSES = classTable(BORDER_WIDTH_KEYWORDS, (key) => `bw-${token(key)}`);
const BORDER_WIDTH_CLASS_OF_PX = new Map(
  BORDER_WIDTH_KEYWORDS.map((key) => [BORDER_WIDTH_PX[key], BORDER_WIDTH_CLASSES.get(key) as ClassName]),
);
/** A border width keyword's class, also for the px width of a keyword ("2px" is medium). */
const borderWidthClass = memoise(
  (value) =>
    BORDER_WIDTH_CLASSES.get(value) ??
    (PX.test(value) ? BORDER_WIDTH_CLASS_OF_PX.get(Number(value.slice(0, -2))) : undefined),
);
const JUSTIFY_CLASSES = classTable(JUSTIFY_VALUES, (value) => `jc-${value}`);
// alignItems has classes for flex-start, center and flex-end only.
const ALIGN_ITEMS_CLASSES = classTable(
  JUSTIFY_VALUES.filter((value) => !value.startsWith("space")),
  (value) => `ai-${value}`,
);
const PADDING_CLASSES = {
  pt: classTable(PADDING_CLASS_PX, (px) => `pt${px}`),
  pe: classTable(PADDING_CLASS_PX, (px) => `pe${px}`),
  pb: classTable(PADDING_CLASS_PX, (px) => `pb${px}`),
  ps: classTable(PADDING_CLASS_PX, (px) => `ps${px}`),
};
/** `gravity` of texts, images and buttons. */
export const GRAVITY_CLASSES = classTable(["top", "center", "bottom"], (key) => `g-${key}`);
/** `gravity` as the align-self of a component that is its own box in a row (as-… classes). */
export const GRAVITY_SELF_CLASSES = new Map<unknown, ClassName>([
  ["top", classOf("as-start")],
  ["center", classOf("as-center")],
  ["bottom", classOf("as-end")],
]);

export const isRow = (slot: Slot) => slot.layout === "horizontal" || slot.layout === "baseline";

/**
 * A none…xxl keyword (a class), or a px/% length written inline; `px` is the number of a whole px length
 * (padding has classes for some).
 */
interface Space {
  key?: SpaceKeyword;
  css?: string;
  px?: number;
}

/** The keyword whose size a px length is ("8px" is md): it draws the same, by a class. */
const KEYWORD_OF_PX = new Map<number, SpaceKeyword>(SPACE_KEYWORDS.map((key) => [SPACE_PX[key], key]));

const spaceOf = (signed: boolean) =>
  memoise<Space>((value) => {
    if (isKeyword(SPACE_KEYWORDS, value)) return { key: value };
    const css = measure(value, signed);
    const px = css?.endsWith("px") ? Number(css.slice(0, -2)) : undefined;
    const key = px === undefined ? undefined : KEYWORD_OF_PX.get(px);
    if (key !== undefined) return { key };
    return Number.isInteger(px) ? { css, px } : { css };
  });
const space = spaceOf(false);
const signedSpace = spaceOf(true);

/**
 * flex, margin/spacing, position and offsets of any component inside a box (Flex Message layout). `base`
 * names the component's own classes; one of them caps it at its box's width (fx-i or a component class).
 */
export function itemLook(node: FlexProps, slot: Slot, base: ClassList | string): Look {
  const look = new Look(base);
  flexInto(look, node, slot);
  const row = isRow(slot);
  if (row && node.type !== "separator") look.add(OH);
  const absolute = node.position === "absolute";
  if (!absolute) gapInto(look, node, slot, row);
  const hasOffset =
    node.offsetTop !== undefined ||
    node.offsetBottom !== undefined ||
    node.offsetStart !== undefined ||
    node.offsetEnd !== undefined;
  if (hasOffset) offsetsInto(look, node, absolute);
  else if (absolute) look.add(ABS);
  return look;
}

function offsetsInto(look: Look, node: FlexProps, absolute: boolean): void {
  const moved =
    offsetInto(look, "ot", node.offsetTop) |
    offsetInto(look, "ob", node.offsetBottom) |
    offsetInto(look, "os", node.offsetStart) |
    offsetInto(look, "oe", node.offsetEnd);
  if (absolute) look.add(ABS);
  else if (moved) look.add(REL);
}

function offsetInto(look: Look, side: OffsetSide, value: unknown): number {
  if (value === undefined) return 0;
  const offset = signedSpace(value);
  if (offset.key !== undefined) look.add(OFFSET_CLASSES[side].get(offset.key) as ClassName);
  else if (offset.css !== undefined) look.set(OFFSET_PROPERTIES[side], offset.css);
  else return 0;
  return 1;
}

function flexInto(look: Look, node: FlexProps, slot: Slot): void {
  if (slot.layout === "block" || slot.layout === "hero") {
    if (slot.grow) look.add(GROW);
    const frame = slot.block;
    // As the block itself, the root takes the block's place in the card (flex:none, as .fx-block).
    if (frame !== undefined) blockFrameInto(slot.grow ? look : look.add(F0), frame);
    return;
  }
  if (node.type === "filler") {
    flexClass(look, wholeNumber(node.flex) ?? 1, FLEX_CLASSES.fr, "0 0");
    return;
  }
  if (node.type === "icon" || node.type === "separator" || node.type === "spacer") {
    look.add(F0);
    return;
  }
  const row = isRow(slot);
  const sized = node.type === "box" && (node.width !== undefined || node.height !== undefined);
  const flex = row && sized ? 0 : (wholeNumber(node.flex) ?? (row ? 1 : 0));
  if (flex === 0) look.add(F0);
  else flexClass(look, flex, row ? FLEX_CLASSES.fr : FLEX_CLASSES.fc, row ? "0 0" : "0 auto");
}

function blockFrameInto(look: Look, frame: BlockFrame): void {
  if (frame.background) look.set("backgroundColor", frame.background);
  if (!frame.separator) return;
  look.add(BLOCK_SEPARATOR);
  if (frame.separatorColor) look.set("borderTopColor", frame.separatorColor);
}

function flexClass(look: Look, flex: number, classes: ClassName[], rest: string): void {
  const known = classes[flex];
  if (known !== undefined) look.add(known);
  else look.set("flex", `${flex} ${rest}`);
}

function wholeNumber(value: unknown): number | undefined {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}

/** A component's own margin wins over the parent's spacing; fillers and spacers take no spacing. */
function gapInto(look: Look, node: FlexProps, slot: Slot, row: boolean): void {
  let gap = space(node.margin);
  if (gap.key === undefined && gap.css === undefined) {
    if (slot.index === 0 || slot.afterSpacer || node.type === "filler" || node.type === "spacer") return;
    gap = space(slot.spacing);
    if (gap.key === "none" || gap.css === "0px") return;
  }
  if (gap.key !== undefined)
    look.add((row ? MARGIN_CLASSES.ms : MARGIN_CLASSES.mt).get(gap.key) as ClassName);
  else if (gap.css !== undefined) look.set(row ? "marginInlineStart" : "marginTop", gap.css);
}

function sizeInto(look: Look, property: string, value: unknown): void {
  const css = measure(value);
  if (css !== undefined) look.set(property, css);
}

/** The box itself: direction, size, background, border, corner radius, padding and alignment. */
export function boxLook(box: FlexProps, slot: Slot): Look {
  const layout = box.layout;
  const look = itemLook(box, slot, BOX);
  if (layout === "horizontal") look.add(HZ);
  else if (layout === "baseline") look.add(BL);
  sizeInto(look, "width", box.width);
  sizeInto(look, "height", box.height);
  sizeInto(look, "maxWidth", box.maxWidth);
  sizeInto(look, "maxHeight", box.maxHeight);
  surfaceInto(look, box);
  paddingInto(look, box, slot.blockPadding);
  alignInto(look, box.justifyContent, JUSTIFY_CLASSES, "justifyContent");
  alignInto(look, box.alignItems, ALIGN_ITEMS_CLASSES, "alignItems");
  return look;
}

function alignInto(look: Look, value: unknown, classes: Map<unknown, ClassName>, property: string): void {
  if (typeof value !== "string" || value === "") return;
  const known = classes.get(value);
  if (known !== undefined) look.add(known);
  else look.set(property, value);
}

function surfaceInto(look: Look, box: FlexProps): void {
  const background = colorOf(box.backgroundColor);
  if (background) look.set("backgroundColor", background);
  if (box.background !== undefined) {
    const gradient = linearGradient(objectOf(box.background));
    if (gradient) look.set("backgroundImage", gradient);
  }
  const borderColor = colorOf(box.borderColor);
  const widthClass = borderWidthClass(box.borderWidth);
  if (widthClass !== undefined) {
    look.add(widthClass);
    if (borderColor) look.set("borderColor", borderColor);
  } else {
    const borderWidth = borderWidthLength(box.borderWidth);
    if (borderWidth !== undefined) {
      look.set("borderStyle", "solid").set("borderWidth", borderWidth);
      look.set("borderColor", borderColor ?? "#000000");
    }
  }
  const radius = space(box.cornerRadius);
  if (radius.key !== undefined) look.add(RADIUS_CLASSES.get(radius.key) as ClassName);
  else if (radius.css !== undefined) look.set("borderRadius", radius.css);
}

/** LINE's angles match CSS: 0deg runs bottom to top, 90deg left to right; text direction is ignored. */
export function linearGradient(background: FlexObject | undefined): string | undefined {
  if (background?.type !== "linearGradient") return undefined;
  const start = colorProp(background, "startColor");
  const end = colorProp(background, "endColor");
  const angle = parseAngle(background.angle);
  if (!start || !end || angle === null) return undefined;
  const center = colorProp(background, "centerColor");
  const position = parsePercent(background.centerPosition) ?? 50;
  const stops = center ? `${start} 0%, ${center} ${position}%, ${end} 100%` : `${start} 0%, ${end} 100%`;
  return `linear-gradient(${angle}deg, ${stops})`;
}

/** paddingAll, overridden side by side by paddingTop/Bottom/Start/End, over the block's default. */
export function paddingInto(look: Look, box: FlexProps, base?: Insets): void {
  const all = space(box.paddingAll);
  sideInto(look, PADDING_CLASSES.pt, "paddingTop", space(box.paddingTop), all, base?.[0]);
  sideInto(look, PADDING_CLASSES.pe, "paddingInlineEnd", space(box.paddingEnd), all, base?.[1]);
  sideInto(look, PADDING_CLASSES.pb, "paddingBottom", space(box.paddingBottom), all, base?.[2]);
  sideInto(look, PADDING_CLASSES.ps, "paddingInlineStart", space(box.paddingStart), all, base?.[3]);
}

function sideInto(
  look: Look,
  classes: Map<unknown, ClassName>,
  property: string,
  own: Space,
  all: Space,
  base?: number,
): void {
  const chosen = own.key !== undefined || own.css !== undefined ? own : all;
  const px = chosen.key !== undefined ? SPACE_PX[chosen.key] : chosen.css === undefined ? base : chosen.px;
  const known = classIn(classes, px);
  if (known !== undefined) look.add(known);
  else if (px !== undefined) look.set(property, `${px}px`);
  else if (chosen.css !== undefined) look.set(property, chosen.css);
}

/** A hairline across a vertical box, or down a horizontal one. */
export function separatorLook(separator: FlexProps, slot: Slot): Look {
  const look = itemLook(separator, slot, isRow(slot) ? VERTICAL_SEPARATOR : SEPARATOR);
  const color = colorOf(separator.color);
  if (color) look.set("borderColor", color);
  return look;
}

const spacerBases = (axis: string) =>
  Object.fromEntries(SPACER_KEYWORDS.map((size) => [size, baseList(`fx-i fx-${axis}-${size}`)])) as Record<
    (typeof SPACER_KEYWORDS)[number],
    ClassList
  >;
const SPACER_WIDTH_BASES = spacerBases("sw");
const SPACER_HEIGHT_BASES = spacerBases("sh");

/** Legacy spacer: a fixed gap along the box's main axis (md by default). */
export function spacerLook(spacer: FlexProps, slot: Slot): Look {
  const size = isKeyword(SPACER_KEYWORDS, spacer.size) ? spacer.size : "md";
  return itemLook(spacer, slot, (isRow(slot) ? SPACER_WIDTH_BASES : SPACER_HEIGHT_BASES)[size]);
}
