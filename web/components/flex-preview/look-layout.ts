import {
  BORDER_WIDTH_KEYWORDS,
  type Insets,
  SPACE_KEYWORDS,
  SPACE_PX,
  SPACER_KEYWORDS,
  type SpaceKeyword,
} from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { isKeyword, parseAngle, parsePercent } from "../../../shared/flex/values.ts";
import { Look, memoise } from "./look.ts";
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
  /** Padding the simulator gives the root box of a header, body or footer. */
  blockPadding?: Insets;
  /** The body of a carousel bubble stretches to the tallest bubble. */
  grow?: boolean;
}

/** A slot while rendering: also numbers the action descriptions of the preview. */
export interface RenderSlot extends Slot {
  ids: ActionIds;
}

export const isRow = (slot: Slot) => slot.layout === "horizontal" || slot.layout === "baseline";

/** A none…xxl keyword (a class), or a px/% length written inline. */
export interface Space {
  key?: SpaceKeyword;
  css?: string;
}

const spaceOf = (signed: boolean) =>
  memoise<Space>((value) =>
    isKeyword(SPACE_KEYWORDS, value) ? { key: value } : { css: measure(value, signed) },
  );
export const space = spaceOf(false);
export const signedSpace = spaceOf(true);
const cssOf = (value: Space) => (value.key !== undefined ? `${SPACE_PX[value.key]}px` : value.css);

/**
 * flex, margin/spacing, position and offsets of any component inside a box (Flex Message layout). `base`
 * names the component's own classes; one of them caps it at its box's width (fx-i or a component class).
 */
export function itemLook(node: FlexProps, slot: Slot, base: string): Look {
  const look = new Look(base);
  flexInto(look, node, slot);
  const row = isRow(slot);
  if (row && node.type !== "separator") look.add("oh");
  const absolute = node.position === "absolute";
  if (!absolute) gapInto(look, node, slot, row);
  const hasOffset =
    node.offsetTop !== undefined ||
    node.offsetBottom !== undefined ||
    node.offsetStart !== undefined ||
    node.offsetEnd !== undefined;
  if (hasOffset) offsetsInto(look, node, absolute);
  else if (absolute) look.add("abs");
  return look;
}

function offsetsInto(look: Look, node: FlexProps, absolute: boolean): void {
  const moved =
    offsetInto(look, "top", node.offsetTop) |
    offsetInto(look, "bottom", node.offsetBottom) |
    offsetInto(look, "insetInlineStart", node.offsetStart) |
    offsetInto(look, "insetInlineEnd", node.offsetEnd);
  if (absolute) look.add("abs");
  else if (moved) look.add("rel");
}

function offsetInto(look: Look, property: string, value: unknown): number {
  if (value === undefined) return 0;
  const css = cssOf(signedSpace(value));
  if (css === undefined) return 0;
  look.set(property, css);
  return 1;
}

function flexInto(look: Look, node: FlexProps, slot: Slot): void {
  if (slot.layout === "block" || slot.layout === "hero") {
    if (slot.grow) look.add("grow");
    return;
  }
  if (node.type === "filler") {
    flexClass(look, wholeNumber(node.flex) ?? 1, "fr", "0 0");
    return;
  }
  if (node.type === "icon" || node.type === "separator" || node.type === "spacer") {
    look.add("f0");
    return;
  }
  const row = isRow(slot);
  const sized = node.type === "box" && (node.width !== undefined || node.height !== undefined);
  const flex = row && sized ? 0 : (wholeNumber(node.flex) ?? (row ? 1 : 0));
  if (flex === 0) look.add("f0");
  else flexClass(look, flex, row ? "fr" : "fc", row ? "0 0" : "0 auto");
}

function flexClass(look: Look, flex: number, prefix: string, rest: string): void {
  if (flex <= MAX_FLEX_CLASS) look.add(`${prefix}${flex}`);
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
  if (gap.key !== undefined) look.add(`${row ? "ms" : "mt"}-${gap.key}`);
  else if (gap.css !== undefined) look.set(row ? "marginInlineStart" : "marginTop", gap.css);
}

function sizeInto(look: Look, property: string, value: unknown): void {
  const css = measure(value);
  if (css !== undefined) look.set(property, css);
}

/** The box itself: direction, size, background, border, corner radius, padding and alignment. */
export function boxLook(box: FlexProps, slot: Slot): Look {
  const layout = box.layout;
  const look = itemLook(box, slot, "fx-box");
  if (layout === "horizontal") look.add("hz");
  else if (layout === "baseline") look.add("bl");
  sizeInto(look, "width", box.width);
  sizeInto(look, "height", box.height);
  sizeInto(look, "maxWidth", box.maxWidth);
  sizeInto(look, "maxHeight", box.maxHeight);
  surfaceInto(look, box);
  paddingInto(look, box, slot.blockPadding);
  alignInto(look, box.justifyContent, "jc", "justifyContent");
  alignInto(look, box.alignItems, "ai", "alignItems");
  return look;
}

function alignInto(look: Look, value: unknown, prefix: string, property: string): void {
  if (typeof value !== "string" || value === "") return;
  if (JUSTIFY_VALUES.includes(value) && (prefix === "jc" || !value.startsWith("space")))
    look.add(`${prefix}-${value}`);
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
  if (isKeyword(BORDER_WIDTH_KEYWORDS, box.borderWidth)) {
    look.add(`bw-${token(box.borderWidth)}`);
    if (borderColor) look.set("borderColor", borderColor);
  } else {
    const borderWidth = borderWidthLength(box.borderWidth);
    if (borderWidth !== undefined) {
      look.set("borderStyle", "solid").set("borderWidth", borderWidth);
      look.set("borderColor", borderColor ?? "#000000");
    }
  }
  const radius = space(box.cornerRadius);
  if (radius.key !== undefined) look.add(`cr-${radius.key}`);
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
  sideInto(look, "pt", "paddingTop", space(box.paddingTop), all, base?.[0]);
  sideInto(look, "pe", "paddingInlineEnd", space(box.paddingEnd), all, base?.[1]);
  sideInto(look, "pb", "paddingBottom", space(box.paddingBottom), all, base?.[2]);
  sideInto(look, "ps", "paddingInlineStart", space(box.paddingStart), all, base?.[3]);
}

function sideInto(look: Look, prefix: string, property: string, own: Space, all: Space, base?: number): void {
  const chosen = own.key !== undefined || own.css !== undefined ? own : all;
  const px = chosen.key !== undefined ? SPACE_PX[chosen.key] : chosen.css === undefined ? base : undefined;
  if (px !== undefined && PADDING_CLASS_PX.includes(px)) look.add(`${prefix}${px}`);
  else if (px !== undefined) look.set(property, `${px}px`);
  else if (chosen.css !== undefined) look.set(property, chosen.css);
}

/** A hairline across a vertical box, or down a horizontal one. */
export function separatorLook(separator: FlexProps, slot: Slot): Look {
  const look = itemLook(separator, slot, isRow(slot) ? "fx-vsep" : "fx-sep");
  const color = colorOf(separator.color);
  if (color) look.set("borderColor", color);
  return look;
}

/** Legacy spacer: a fixed gap along the box's main axis (md by default). */
export function spacerLook(spacer: FlexProps, slot: Slot): Look {
  const size = isKeyword(SPACER_KEYWORDS, spacer.size) ? spacer.size : "md";
  return itemLook(spacer, slot, `fx-i fx-${isRow(slot) ? "sw" : "sh"}-${size}`);
}
