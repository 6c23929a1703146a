import { LINE_HEIGHT } from "../../../shared/flex/tokens.ts";
import { PX } from "../../../shared/flex/values.ts";
import { Look } from "./look.ts";
import { itemLook, type Slot } from "./look-layout.ts";
import type { FlexProps } from "./props.ts";
import { colorOf, fontSizeInto } from "./style-units.ts";

const GRAVITIES = new Set(["top", "center", "bottom"]);
const ALIGNS = new Set(["center", "end"]);

/**
 * A text is one element (its place in the parent and the paragraph's look) unless it needs a box around the
 * paragraph: `gravity` outside baseline boxes, lineSpacing's negative margins, maxLines or shrink-to-fit.
 */
export function textNeedsBox(text: FlexProps, slot: Slot): boolean {
  return (
    (slot.layout !== "baseline" && GRAVITIES.has(text.gravity as string)) ||
    text.lineSpacing !== undefined ||
    text.maxLines !== undefined ||
    text.adjustMode === "shrink-to-fit"
  );
}

/** The component box of a text: its place in the parent, and `gravity` (ignored in baseline boxes). */
export function textBoxLook(text: FlexProps, slot: Slot): Look {
  const look = itemLook(text, slot, "fx-col");
  if (slot.layout !== "baseline" && GRAVITIES.has(text.gravity as string)) look.add(`g-${text.gravity}`);
  return look;
}

/** A text drawn as one element: its place in the parent and its paragraph look together. */
export function textItemLook(text: FlexProps, slot: Slot): Look {
  const look = itemLook(text, slot, "fx-tx");
  paragraphInto(look, text);
  return look;
}

/** The paragraph: font, colour, alignment, wrapping, maxLines and lineSpacing; `fontSize` is any inline size. */
export function textLook(text: FlexProps): { look: Look; fontSize: string | undefined } {
  const look = new Look("fx-t");
  const fontSize = paragraphInto(look, text);
  return { look, fontSize };
}

function paragraphInto(look: Look, text: FlexProps): string | undefined {
  const fontSize = fontSizeInto(look, text.size, text.scaling === true, "md");
  const color = colorOf(text.color);
  if (color) look.set("color", color);
  // start is inherited from the preview's root.
  if (ALIGNS.has(text.align as string)) look.add(`ta-${text.align}`);
  fontFaceInto(look, text);
  if (text.wrap !== true) {
    look.add("nw");
    return fontSize;
  }
  look.add("wrap");
  const maxLines = text.maxLines;
  if (Number.isInteger(maxLines) && (maxLines as number) > 0)
    look.add("clamp").set("WebkitLineClamp", maxLines as number);
  const spacing =
    typeof text.lineSpacing === "string" && PX.test(text.lineSpacing) ? text.lineSpacing : undefined;
  // lineSpacing adds space between lines only: the half above the first and below the last is taken back.
  if (spacing) {
    look.set("lineHeight", `calc(${LINE_HEIGHT}em + ${spacing})`);
    look.set("marginTop", `calc(${spacing} / -2)`).set("marginBottom", `calc(${spacing} / -2)`);
  }
  return fontSize;
}

/** A span inside a text; the text's decoration cannot be overridden by a span. */
export function spanLook(span: FlexProps, parent: FlexProps): Look {
  const look = new Look("");
  fontSizeInto(look, span.size, parent.scaling === true);
  const color = colorOf(span.color);
  if (color) look.set("color", color);
  const parentDecorated = parent.decoration === "underline" || parent.decoration === "line-through";
  fontFaceInto(look, span, parentDecorated);
  look.className = look.className.trimStart();
  return look;
}

function fontFaceInto(look: Look, node: FlexProps, keepDecoration = false): void {
  if (node.weight === "bold") look.add("b");
  else if (node.weight === "regular") look.add("reg");
  if (node.style === "italic") look.add("it");
  else if (node.style === "normal") look.add("nit");
  if (keepDecoration) return;
  const decoration = node.decoration;
  if (decoration === "underline" || decoration === "line-through") look.add(decoration);
  else if (decoration === "none") look.add("nd");
}
