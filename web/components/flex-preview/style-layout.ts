import type { CSSProperties } from "react";
import { type Insets, SEPARATOR_COLOR, SPACE_PX, SPACER_KEYWORDS } from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { isKeyword, parseAngle, parsePercent } from "../../../shared/flex/values.ts";
import { borderWidthLength, colorProp, measure, objectProp, spaceLength, stringProp } from "./style-units.ts";

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

const isRow = (slot: Slot) => slot.layout === "horizontal" || slot.layout === "baseline";

/** flex, margin/spacing, position and offsets of any component inside a box (Flex Message layout). */
export function itemStyle(node: FlexObject, slot: Slot): CSSProperties {
  // No component grows past its box (the simulator caps every component at 100%).
  const style: CSSProperties = {
    boxSizing: "border-box",
    minWidth: 0,
    maxWidth: "100%",
    flex: flexValue(node, slot),
  };
  const absolute = node.position === "absolute";
  if (isRow(slot) && node.type !== "separator") style.overflow = "hidden";
  const gap = absolute ? undefined : gapBefore(node, slot);
  if (gap !== undefined) style[isRow(slot) ? "marginInlineStart" : "marginTop"] = gap;
  const offsets = {
    top: spaceLength(node.offsetTop, true),
    bottom: spaceLength(node.offsetBottom, true),
    insetInlineStart: spaceLength(node.offsetStart, true),
    insetInlineEnd: spaceLength(node.offsetEnd, true),
  };
  const hasOffset = Object.values(offsets).some((value) => value !== undefined);
  if (absolute || hasOffset) style.position = absolute ? "absolute" : "relative";
  for (const [key, value] of Object.entries(offsets)) {
    if (value !== undefined) (style as Record<string, string>)[key] = value;
  }
  return style;
}

function flexValue(node: FlexObject, slot: Slot): string | undefined {
  if (slot.layout === "block" || slot.layout === "hero") return slot.grow ? "1 0 auto" : undefined;
  if (node.type === "filler") return `${wholeNumber(node.flex) ?? 1} 0 0`;
  if (node.type === "icon" || node.type === "separator" || node.type === "spacer") return "0 0 auto";
  const sized = node.type === "box" && (node.width !== undefined || node.height !== undefined);
  const flex = isRow(slot) && sized ? 0 : (wholeNumber(node.flex) ?? (isRow(slot) ? 1 : 0));
  if (flex === 0) return "0 0 auto";
  return isRow(slot) ? `${flex} 0 0` : `${flex} 0 auto`;
}

function wholeNumber(value: unknown): number | undefined {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}

/** A component's own margin wins over the parent's spacing; fillers and spacers take no spacing. */
function gapBefore(node: FlexObject, slot: Slot): string | undefined {
  const margin = spaceLength(node.margin);
  if (margin !== undefined) return margin;
  if (slot.index === 0 || slot.afterSpacer || node.type === "filler" || node.type === "spacer")
    return undefined;
  const spacing = spaceLength(slot.spacing);
  return spacing === "0px" ? undefined : spacing;
}

/** The box itself: direction, size, background, border, corner radius, padding and alignment. */
export function boxStyle(box: FlexObject, slot: Slot): CSSProperties {
  const layout = box.layout;
  const style: CSSProperties = {
    ...itemStyle(box, slot),
    display: "flex",
    flexDirection: layout === "horizontal" || layout === "baseline" ? "row" : "column",
    overflow: "hidden",
  };
  style.position ??= "relative";
  if (layout === "baseline") style.alignItems = "baseline";
  for (const key of ["width", "height", "maxWidth", "maxHeight"] as const) {
    const value = measure(box[key]);
    if (value !== undefined) style[key] = value;
  }
  Object.assign(style, surfaceStyle(box), paddingStyle(box, slot.blockPadding));
  const justify = stringProp(box, "justifyContent");
  const align = stringProp(box, "alignItems");
  if (justify) style.justifyContent = justify;
  if (align) style.alignItems = align;
  return style;
}

function surfaceStyle(box: FlexObject): CSSProperties {
  const style: CSSProperties = {};
  const background = colorProp(box, "backgroundColor");
  if (background) style.backgroundColor = background;
  const gradient = linearGradient(objectProp(box, "background"));
  if (gradient) style.backgroundImage = gradient;
  const borderWidth = borderWidthLength(box.borderWidth);
  if (borderWidth !== undefined) {
    style.borderStyle = "solid";
    style.borderWidth = borderWidth;
    style.borderColor = colorProp(box, "borderColor") ?? "#000000";
  }
  const radius = spaceLength(box.cornerRadius);
  if (radius !== undefined) style.borderRadius = radius;
  return style;
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
export function paddingStyle(box: FlexObject, base?: Insets): CSSProperties {
  const all = spaceLength(box.paddingAll);
  const side = (key: string, fallback: number | undefined) =>
    spaceLength(box[key]) ?? all ?? (fallback === undefined ? undefined : `${fallback}px`);
  const style: CSSProperties = {};
  const sides = {
    paddingTop: side("paddingTop", base?.[0]),
    paddingInlineEnd: side("paddingEnd", base?.[1]),
    paddingBottom: side("paddingBottom", base?.[2]),
    paddingInlineStart: side("paddingStart", base?.[3]),
  };
  for (const [key, value] of Object.entries(sides)) {
    if (value !== undefined) (style as Record<string, string>)[key] = value;
  }
  return style;
}

/** A hairline across a vertical box, or down a horizontal one. */
export function separatorStyle(separator: FlexObject, slot: Slot): CSSProperties {
  const line = `0.5px solid ${colorProp(separator, "color") ?? SEPARATOR_COLOR}`;
  return isRow(slot)
    ? { ...itemStyle(separator, slot), alignSelf: "stretch", width: 0, borderInlineStart: line }
    : { ...itemStyle(separator, slot), height: 0, borderTop: line };
}

/** Legacy spacer: a fixed gap along the box's main axis (md by default). */
export function spacerStyle(spacer: FlexObject, slot: Slot): CSSProperties {
  const size = `${SPACE_PX[isKeyword(SPACER_KEYWORDS, spacer.size) ? spacer.size : "md"]}px`;
  return { ...itemStyle(spacer, slot), ...(isRow(slot) ? { width: size } : { height: size }) };
}
