import {
  BORDER_WIDTH_PX,
  SIZE_KEYWORDS,
  SPACE_KEYWORDS,
  SPACE_PX,
  TEXT_SIZE_PX,
} from "../../../shared/flex/tokens.ts";
import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { isColor, isKeyword, PERCENT, PX, SIGNED_PERCENT, SIGNED_PX } from "../../../shared/flex/values.ts";

/** Reading pasted JSON: a property is used only when it has the right form, anything else is ignored. */
export function stringProp(node: FlexObject, key: string): string | undefined {
  const value = node[key];
  return typeof value === "string" ? value : undefined;
}

export function colorProp(node: FlexObject, key: string): string | undefined {
  const value = node[key];
  return isColor(value) ? value : undefined;
}

export function objectProp(node: FlexObject, key: string): FlexObject | undefined {
  const value = node[key];
  return isFlexObject(value) ? value : undefined;
}

/** Name of the CSS custom property that carries LINE's font-size setting for `scaling: true`. */
export const FONT_SCALE_VAR = "--flex-font-scale";

/** none…xxl keyword, px or % → CSS length (spacing, margin, padding, offsets, corner radius). */
export function spaceLength(value: unknown, signed = false): string | undefined {
  if (isKeyword(SPACE_KEYWORDS, value)) return `${SPACE_PX[value]}px`;
  return measure(value, signed);
}

/** px or % as written. */
export function measure(value: unknown, signed = false): string | undefined {
  if (typeof value !== "string") return undefined;
  if ((signed ? SIGNED_PX : PX).test(value) || (signed ? SIGNED_PERCENT : PERCENT).test(value)) return value;
  return undefined;
}

export function borderWidthLength(value: unknown): string | undefined {
  if (isKeyword(Object.keys(BORDER_WIDTH_PX) as (keyof typeof BORDER_WIDTH_PX)[], value)) {
    return `${BORDER_WIDTH_PX[value]}px`;
  }
  return typeof value === "string" && PX.test(value) ? value : undefined;
}

/** Font size of text, span and icon (xxs…5xl or px), or undefined when absent or unreadable. */
export function fontSize(value: unknown): string | undefined {
  if (isKeyword(SIZE_KEYWORDS, value)) return `${TEXT_SIZE_PX[value]}px`;
  return typeof value === "string" && PX.test(value) ? value : undefined;
}

/** `scaling: true` follows the reader's LINE font-size setting, modelled by a CSS variable (1 by default). */
export function scaledFontSize(size: string, scaling: boolean): string {
  return scaling ? `calc(${size} * var(${FONT_SCALE_VAR}, 1))` : size;
}
