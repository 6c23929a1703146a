import {
  BORDER_WIDTH_PX,
  SIZE_KEYWORDS,
  type SizeKeyword,
  TEXT_SIZE_PX,
} from "../../../shared/flex/tokens.ts";
import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { isColor, isKeyword, PERCENT, PX, SIGNED_PERCENT, SIGNED_PX } from "../../../shared/flex/values.ts";
import { type ClassName, classTable, type Look, memoise } from "./look.ts";
import { FONT_SCALE_VAR } from "./stylesheet.ts";

export function colorProp(node: FlexObject, key: string): string | undefined {
  const value = node[key];
  return isColor(value) ? value : undefined;
}

export function objectProp(node: FlexObject, key: string): FlexObject | undefined {
  const value = node[key];
  return isFlexObject(value) ? value : undefined;
}

/** The same checks on a value already read (from FlexProps). */
export const stringOf = (value: unknown) => (typeof value === "string" ? value : undefined);
export const colorOf = (value: unknown) => (isColor(value) ? value : undefined);
export const objectOf = (value: unknown) => (isFlexObject(value) ? value : undefined);

/** px or % as written. */
export function measure(value: unknown, signed = false): string | undefined {
  if (typeof value !== "string") return undefined;
  if ((signed ? SIGNED_PX : PX).test(value) || (signed ? SIGNED_PERCENT : PERCENT).test(value)) return value;
  return undefined;
}

const BORDER_WIDTH_NAMES = Object.keys(BORDER_WIDTH_PX) as (keyof typeof BORDER_WIDTH_PX)[];

export function borderWidthLength(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (isKeyword(BORDER_WIDTH_NAMES, value)) return `${BORDER_WIDTH_PX[value]}px`;
  return PX.test(value) ? value : undefined;
}

const SIZE_OF_PX = new Map<number, SizeKeyword>(SIZE_KEYWORDS.map((key) => [TEXT_SIZE_PX[key], key]));

/**
 * Font size of text, span and icon: an xxs…5xl keyword (a class), px (inline), or nothing readable. A px
 * size that is a keyword's ("16px" is md) takes its class: it draws the same.
 */
const fontSizeOf = memoise<{ key?: SizeKeyword; px?: string }>((value) => {
  if (isKeyword(SIZE_KEYWORDS, value)) return { key: value };
  if (!PX.test(value)) return {};
  const key = SIZE_OF_PX.get(Number(value.slice(0, -2)));
  return key === undefined ? { px: value } : { key };
});

const SIZE_CLASSES = classTable(SIZE_KEYWORDS, (key) => `fs-${key}`);
const SCALED_SIZE_CLASSES = classTable(SIZE_KEYWORDS, (key) => `fss-${key}`);

/**
 * Writes a font size: fs-{key}, or fss-{key} when `scaling: true` follows the reader's LINE font-size setting
 * (a CSS variable, 1 by default); px sizes inline. Returns the inline size, if any (shrink-to-fit starts there).
 */
export function fontSizeInto(look: Look, value: unknown, scaling: boolean, fallback?: SizeKeyword) {
  const size = fontSizeOf(value);
  const key = size.key ?? (size.px === undefined ? fallback : undefined);
  if (key !== undefined) {
    look.add((scaling ? SCALED_SIZE_CLASSES : SIZE_CLASSES).get(key) as ClassName);
    return undefined;
  }
  if (size.px === undefined) return undefined;
  const css = scaling ? `calc(${size.px} * var(${FONT_SCALE_VAR}, 1))` : size.px;
  look.set("fontSize", css);
  return css;
}
