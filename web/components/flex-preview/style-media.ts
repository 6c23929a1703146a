import type { CSSProperties } from "react";
import { aspectRatioOf, imageWidth } from "../../../shared/flex/image-box.ts";
import {
  BUTTON_CORNER_RADIUS_PX,
  BUTTON_FONT_PX,
  BUTTON_HEIGHT_PX,
  BUTTON_PADDING_X_PX,
  TEXT_SIZE_PX,
} from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { itemStyle, type Slot } from "./style-layout.ts";
import { colorProp, fontSize, scaledFontSize } from "./style-units.ts";

const GRAVITY: Readonly<Record<string, CSSProperties["justifyContent"]>> = {
  top: "flex-start",
  center: "center",
  bottom: "flex-end",
};
const ALIGN: Readonly<Record<string, CSSProperties["alignItems"]>> = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
};

/** Height as a share of width for "{width}:{height}"; 1:1 when absent or not accepted by LINE. */
export function aspectRatioPercent(value: unknown): number {
  const ratio = aspectRatioOf(value);
  return (ratio.height / ratio.width) * 100;
}

/** Image component box: aligns the drawing area (centre by default) and applies gravity. */
export function imageBoxStyle(image: FlexObject, slot: Slot): CSSProperties {
  return {
    ...itemStyle(image, slot),
    display: "flex",
    flexDirection: "column",
    alignItems: ALIGN[String(image.align)] ?? "center",
    justifyContent: GRAVITY[String(image.gravity)],
    overflow: "hidden",
  };
}

/**
 * The drawing area: `size` wide (at most its column), its height `aspectRatio` of its own width (CSS
 * aspect-ratio: a padding-bottom % would take the column's width), so an image that fails to load still holds
 * its place. It never shrinks along a column, or a fixed-height box would squash it.
 */
export function drawingAreaStyle(image: FlexObject): CSSProperties {
  const ratio = aspectRatioOf(image.aspectRatio);
  return {
    position: "relative",
    boxSizing: "border-box",
    flex: "none",
    width: imageWidth(image.size),
    maxWidth: "100%",
    aspectRatio: `${ratio.width} / ${ratio.height}`,
    backgroundColor: colorProp(image, "backgroundColor"),
    overflow: "hidden",
  };
}

/** A URL as a CSS string, so quotes or backslashes in pasted JSON cannot break out of the declaration. */
export function cssUrl(url: string): string {
  return `url("${url
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/[\r\n\f]/g, "")}")`;
}

/**
 * The picture, painted as a background of the drawing area's full size: a URL that fails to load leaves
 * the area empty at the same size (no broken-image icon, no script needed in copied HTML).
 * fit shows the whole image (the default); cover fills the area and crops.
 */
export function pictureStyle(url: string, aspectMode: unknown): CSSProperties {
  return {
    position: "absolute",
    inset: 0,
    display: "block",
    backgroundImage: cssUrl(url),
    backgroundRepeat: "no-repeat",
    backgroundPosition: "center",
    backgroundSize: aspectMode === "cover" ? "cover" : "contain",
  };
}

/** Icons are 1em tall at their font size and as wide as their aspect ratio; the bottom sits on the baseline. */
export function iconBoxStyle(icon: FlexObject, slot: Slot): CSSProperties {
  const size = scaledFontSize(fontSize(icon.size) ?? `${TEXT_SIZE_PX.md}px`, icon.scaling === true);
  return { ...itemStyle(icon, slot), fontSize: size, lineHeight: 1.4 };
}

export function iconPictureStyle(icon: FlexObject, url: string): CSSProperties {
  const widthEm = 100 / aspectRatioPercent(icon.aspectRatio);
  return {
    display: "inline-block",
    width: `${widthEm}em`,
    height: "1em",
    verticalAlign: "baseline",
    backgroundImage: cssUrl(url),
    backgroundRepeat: "no-repeat",
    backgroundPosition: "center",
    backgroundSize: "contain",
  };
}

const BUTTON_COLORS: Readonly<Record<string, { background: string; text: string }>> = {
  primary: { background: "#17c950", text: "#ffffff" },
  secondary: { background: "#dcdfe5", text: "#111111" },
  link: { background: "transparent", text: "#42659a" },
};

export function buttonBoxStyle(button: FlexObject, slot: Slot): CSSProperties {
  const gravity = GRAVITY[String(button.gravity)];
  return { ...itemStyle(button, slot), display: "flex", flexDirection: "column", justifyContent: gravity };
}

/** The tappable face: link style by default; `color` is the text colour of links, else the fill. */
export function buttonStyle(button: FlexObject): CSSProperties {
  const style = String(button.style) in BUTTON_COLORS ? String(button.style) : "link";
  const colors = BUTTON_COLORS[style] as { background: string; text: string };
  const color = colorProp(button, "color");
  const height = button.height === "sm" ? BUTTON_HEIGHT_PX.sm : BUTTON_HEIGHT_PX.md;
  return {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    boxSizing: "border-box",
    width: "100%",
    height: `${height}px`,
    margin: 0,
    padding: `0 ${BUTTON_PADDING_X_PX}px`,
    border: "none",
    borderRadius: `${BUTTON_CORNER_RADIUS_PX}px`,
    backgroundColor: style === "link" ? colors.background : (color ?? colors.background),
    color: style === "link" ? (color ?? colors.text) : colors.text,
    font: "inherit",
    fontSize: scaledFontSize(`${BUTTON_FONT_PX}px`, button.scaling === true),
    lineHeight: 1.4,
    cursor: "pointer",
  };
}

export const BUTTON_LABEL_STYLE: CSSProperties = {
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
  maxWidth: "100%",
};
