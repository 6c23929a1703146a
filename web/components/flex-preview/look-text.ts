import { LINE_HEIGHT } from "../../../shared/flex/tokens.ts";
import { PX } from "../../../shared/flex/values.ts";
import { baseList, classIn, classOf, classTable, Look, memoise } from "./look.ts";
import { GRAVITY_CLASSES, GRAVITY_SELF_CLASSES, itemLook, type Slot } from "./look-layout.ts";
import type { FlexProps } from "./props.ts";
import { colorOf, fontSizeInto } from "./style-units.ts";
import { DEFAULT_TEXT_COLOR, TEXT_COLOR_CLASS_VALUES } from "./stylesheet.ts";

const TEXT_BOX = baseList("fx-col");
const TEXT_ITEM = baseList("fx-tx");
const PARAGRAPH = baseList("fx-t");
const NO_CLASS = baseList("");
// start is inherited from the preview's root.
const ALIGN_CLASSES = classTable(["center", "end"], (align) => `ta-${align}`);
const NOWRAP = classOf("nw");
const WRAP = classOf("wrap");
const CLAMP = classOf("clamp");
const WEIGHT_CLASSES = classTable(["bold", "regular"], (weight) => (weight === "bold" ? "b" : "reg"));
const STYLE_CLASSES = classTable(["italic", "normal"], (style) => (style === "italic" ? "it" : "nit"));
const DECORATION_CLASSES = classTable(["underline", "line-through", "none"], (decoration) =>
  decoration === "none" ? "nd" : decoration,
);

/**
 * A text is one element (its place in the parent and the paragraph's look) unless it needs a box around the
 * paragraph: `gravity` that has room to move it, lineSpacing's negative margins, maxLines or shrink-to-fit.
 */
export function textNeedsBox(text: FlexProps, slot: Slot): boolean {
  return (
    (text.gravity !== undefined && gravityNeedsBox(text, slot)) ||
    text.lineSpacing !== undefined ||
    text.maxLines !== undefined ||
    text.adjustMode === "shrink-to-fit"
  );
}

/**
 * Gravity needs a box taller than the text to move it in, except where the text's own element does the same:
 * in a row that stretches its children, align-self places the text up and down as the box would; in such a
 * column, a text that does not grow is as tall as its box, so gravity has nothing to move. Ignored in
 * baseline boxes.
 */
function gravityNeedsBox(text: FlexProps, slot: Slot): boolean {
  if (slot.layout === "baseline" || !GRAVITY_CLASSES.has(text.gravity)) return false;
  if (slot.stretch !== true || text.position === "absolute") return true;
  if (slot.layout === "horizontal") return false;
  return slot.layout !== "vertical" || (text.flex !== undefined && text.flex !== 0);
}

/** The component box of a text: its place in the parent, and `gravity` (ignored in baseline boxes). */
export function textBoxLook(text: FlexProps, slot: Slot): Look {
  const look = itemLook(text, slot, TEXT_BOX);
  const gravity = classIn(GRAVITY_CLASSES, text.gravity);
  if (slot.layout !== "baseline" && gravity !== undefined) look.add(gravity);
  return look;
}

/** A text drawn as one element: its place in the parent and its paragraph look together. */
export function textItemLook(text: FlexProps, slot: Slot): Look {
  const look = itemLook(text, slot, TEXT_ITEM);
  if (slot.layout === "horizontal" && text.gravity !== undefined) {
    const self = classIn(GRAVITY_SELF_CLASSES, text.gravity);
    if (self !== undefined) look.add(self);
  }
  paragraphInto(look, text);
  return look;
}

/** The paragraph: font, colour, alignment, wrapping, maxLines and lineSpacing; `fontSize` is any inline size. */
export function textLook(text: FlexProps): { look: Look; fontSize: string | undefined } {
  const look = new Look(PARAGRAPH);
  const fontSize = paragraphInto(look, text);
  return { look, fontSize };
}

function paragraphInto(look: Look, text: FlexProps): string | undefined {
  const fontSize = fontSizeInto(look, text.size, text.scaling === true, "md");
  const color = colorOf(text.color);
  // The default colour is inherited from the preview's root: writing it again draws nothing new.
  if (color && color !== DEFAULT_TEXT_COLOR) colorInto(look, color);
  const align = classIn(ALIGN_CLASSES, text.align);
  if (align !== undefined) look.add(align);
  fontFaceInto(look, text);
  if (text.wrap !== true) {
    look.add(NOWRAP);
    return fontSize;
  }
  look.add(WRAP);
  const maxLines = text.maxLines;
  if (Number.isInteger(maxLines) && (maxLines as number) > 0)
    look.add(CLAMP).set("WebkitLineClamp", maxLines as number);
  const spacing =
    typeof text.lineSpacing === "string" && PX.test(text.lineSpacing) ? text.lineSpacing : undefined;
  // lineSpacing adds space between lines only: the half above the first and below the last is taken back.
  if (spacing) {
    look.set("lineHeight", `calc(${LINE_HEIGHT}em + ${spacing})`);
    look.set("marginTop", `calc(${spacing} / -2)`).set("marginBottom", `calc(${spacing} / -2)`);
  }
  return fontSize;
}

const COLOR_CLASSES = new Map(
  TEXT_COLOR_CLASS_VALUES.map((color) => [color, classOf(`c-${color.slice(1)}`)]),
);
/** Colour values are case-insensitive: "#AAAAAA" has the class of "#aaaaaa". */
const colorClass = memoise((color) => COLOR_CLASSES.get(color.toLowerCase()));

function colorInto(look: Look, color: string): void {
  const known = colorClass(color);
  if (known !== undefined) look.add(known);
  else look.set("color", color);
}

/** A span inside a text; the text's decoration cannot be overridden by a span. */
export function spanLook(span: FlexProps, parent: FlexProps): Look {
  const look = new Look(NO_CLASS);
  fontSizeInto(look, span.size, parent.scaling === true);
  const color = colorOf(span.color);
  if (color) colorInto(look, color);
  const parentDecorated = parent.decoration === "underline" || parent.decoration === "line-through";
  fontFaceInto(look, span, parentDecorated);
  return look;
}

function fontFaceInto(look: Look, node: FlexProps, keepDecoration = false): void {
  const weight = classIn(WEIGHT_CLASSES, node.weight);
  if (weight !== undefined) look.add(weight);
  const style = classIn(STYLE_CLASSES, node.style);
  if (style !== undefined) look.add(style);
  if (keepDecoration) return;
  const decoration = classIn(DECORATION_CLASSES, node.decoration);
  if (decoration !== undefined) look.add(decoration);
}
