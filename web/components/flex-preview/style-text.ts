import type { CSSProperties } from "react";
import { LINE_HEIGHT, TEXT_SIZE_PX } from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { PX } from "../../../shared/flex/values.ts";
import { itemStyle, type Slot } from "./style-layout.ts";
import { colorProp, fontSize, scaledFontSize } from "./style-units.ts";

/** Colour of text with no `color`, as in LINE's chat bubbles. */
export const DEFAULT_TEXT_COLOR = "#111111";

const GRAVITY: Readonly<Record<string, CSSProperties["justifyContent"]>> = {
  top: "flex-start",
  center: "center",
  bottom: "flex-end",
};
const ALIGN: Readonly<Record<string, CSSProperties["textAlign"]>> = {
  start: "start",
  center: "center",
  end: "end",
};

/** The component box of a text: its place in the parent, and `gravity` (ignored in baseline boxes). */
export function textBoxStyle(text: FlexObject, slot: Slot): CSSProperties {
  const gravity = slot.layout === "baseline" ? undefined : GRAVITY[String(text.gravity)];
  return { ...itemStyle(text, slot), display: "flex", flexDirection: "column", justifyContent: gravity };
}

/** The paragraph: font, colour, alignment, wrapping, maxLines and lineSpacing. */
export function textStyle(text: FlexObject): CSSProperties {
  const wrap = text.wrap === true;
  const style: CSSProperties = {
    margin: 0,
    fontSize: scaledFontSize(fontSize(text.size) ?? `${TEXT_SIZE_PX.md}px`, text.scaling === true),
    lineHeight: LINE_HEIGHT,
    // An empty text still takes one line, as in LINE.
    minHeight: `${LINE_HEIGHT}em`,
    color: colorProp(text, "color") ?? DEFAULT_TEXT_COLOR,
    textAlign: ALIGN[String(text.align)] ?? "start",
    overflow: "hidden",
    ...fontFace(text),
  };
  if (!wrap) return { ...style, whiteSpace: "nowrap", textOverflow: "ellipsis" };
  Object.assign(style, { whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
  const maxLines = text.maxLines;
  if (Number.isInteger(maxLines) && (maxLines as number) > 0) {
    Object.assign(style, { display: "-webkit-box", WebkitBoxOrient: "vertical", WebkitLineClamp: maxLines });
  }
  const spacing =
    typeof text.lineSpacing === "string" && PX.test(text.lineSpacing) ? text.lineSpacing : undefined;
  // lineSpacing adds space between lines only: the half above the first and below the last is taken back.
  if (spacing) {
    Object.assign(style, {
      lineHeight: `calc(${LINE_HEIGHT}em + ${spacing})`,
      marginTop: `calc(${spacing} / -2)`,
      marginBottom: `calc(${spacing} / -2)`,
    });
  }
  return style;
}

/** A span inside a text; the text's decoration cannot be overridden by a span. */
export function spanStyle(span: FlexObject, parent: FlexObject): CSSProperties {
  const size = fontSize(span.size);
  const style: CSSProperties = { ...fontFace(span) };
  if (size) style.fontSize = scaledFontSize(size, parent.scaling === true);
  const color = colorProp(span, "color");
  if (color) style.color = color;
  const parentDecorated = parent.decoration === "underline" || parent.decoration === "line-through";
  if (parentDecorated) delete style.textDecoration;
  return style;
}

function fontFace(node: FlexObject): CSSProperties {
  const style: CSSProperties = {};
  if (node.weight === "bold") style.fontWeight = 700;
  if (node.weight === "regular") style.fontWeight = 400;
  if (node.style === "italic") style.fontStyle = "italic";
  if (node.style === "normal") style.fontStyle = "normal";
  if (node.decoration === "underline" || node.decoration === "line-through")
    style.textDecoration = node.decoration;
  if (node.decoration === "none") style.textDecoration = "none";
  return style;
}
