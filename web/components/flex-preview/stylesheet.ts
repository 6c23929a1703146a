/**
 * The preview's stylesheet, built once from LINE's keyword tables: a small set of classes (fx-…) that the
 * renderer names instead of writing inline style objects on every node. Only values that are not keywords
 * (a colour, "13.5px", a URL) stay inline. Copy HTML inlines this sheet, so copied HTML stays stand-alone.
 */
import {
  BORDER_WIDTH_PX,
  BUBBLE_CORNER_RADIUS_PX,
  BUBBLE_SIZES,
  BUBBLE_WIDTH_PX,
  BUTTON_CORNER_RADIUS_PX,
  BUTTON_FONT_PX,
  BUTTON_HEIGHT_PX,
  BUTTON_PADDING_X_PX,
  CAROUSEL_GAP_PX,
  CAROUSEL_ITEM_WIDTH,
  IMAGE_SIZE_PX,
  LINE_HEIGHT,
  SEPARATOR_COLOR,
  SIZE_KEYWORDS,
  SPACE_KEYWORDS,
  SPACE_PX,
  TEXT_SIZE_PX,
} from "../../../shared/flex/tokens.ts";

/** Name of the CSS custom property that carries LINE's font-size setting for `scaling: true`. */
export const FONT_SCALE_VAR = "--flex-font-scale";
export type FlexPreviewMode = "mobile" | "desktop";
/** Chat width of the phone and desktop views. */
const PREVIEW_WIDTH_PX: Readonly<Record<FlexPreviewMode, number>> = { mobile: 375, desktop: 720 };
/** Colour of text with no `color`, as in LINE's chat bubbles. */
export const DEFAULT_TEXT_COLOR = "#111111";
/** Custom properties that carry an icon's picture and width to its box's ::before. */
export const ICON_URL_VAR = "--fx-ic";
export const ICON_WIDTH_VAR = "--fx-iw";
/**
 * Text colours drawn by a class (c-…) rather than inline style: the greys, black and white of LINE's own
 * Flex templates, which most messages start from (an inline style costs React far more than one more class).
 */
export const TEXT_COLOR_CLASS_VALUES = [
  "#000000",
  "#ffffff",
  "#aaaaaa",
  "#999999",
  "#8c8c8c",
  "#666666",
  "#555555",
];
/** Flex values up to this get a class; larger ones are written inline. */
export const MAX_FLEX_CLASS = 12;
/** Pixel values padding classes exist for: the spacing keywords' and the blocks' defaults. */
export const PADDING_CLASS_PX = [0, 2, 4, 8, 10, 11, 12, 13, 14, 16, 17, 19, 20];

const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Helvetica Neue", "Hiragino Sans", Roboto, "Noto Sans", "Noto Sans Thai", "Noto Sans JP", sans-serif';

/** A class name for a keyword or number: "3xl" → "3xl", "semi-bold" → "semi-bold", 0.5 → "0_5". */
export const token = (value: string | number) => String(value).replace(".", "_");

const rule = (name: string, body: string) => `.fx-${name}{${body}}`;
const each = <T>(values: readonly T[], make: (value: T) => string) => values.map(make).join("");
const GRAVITY = { top: "flex-start", center: "center", bottom: "flex-end" } as const;
const ALIGN = { start: "flex-start", center: "center", end: "flex-end" } as const;
/** justifyContent values with a class (jc-…); alignItems has classes (ai-…) for the first three. */
export const JUSTIFY_VALUES = [
  "flex-start",
  "center",
  "flex-end",
  "space-between",
  "space-around",
  "space-evenly",
];
const ALIGN_ITEMS = JUSTIFY_VALUES.slice(0, 3);
const flexes = Array.from({ length: MAX_FLEX_CLASS + 1 }, (_, index) => index);

const ROOT = [
  rule("root", "width:100%;margin:0 auto;padding:16px 0;overflow:hidden;background-color:#8cabd9;"),
  `.fx-root{font-family:${FONT_STACK};font-size:16px;line-height:${LINE_HEIGHT};color:${DEFAULT_TEXT_COLOR};`,
  "text-align:start;-webkit-text-size-adjust:100%}",
  ".fx-root,.fx-root *{box-sizing:border-box}",
  rule("mobile", `max-width:${PREVIEW_WIDTH_PX.mobile}px`),
  rule("desktop", `max-width:${PREVIEW_WIDTH_PX.desktop}px`),
  rule("single", "display:flex;padding:0 7px"),
].join("");

const BUBBLE = [
  // A card without an action is its frame too ("fx-card fx-frame-mega"): the frame's width comes after.
  rule("card", "display:flex;flex-direction:column;width:100%;min-width:0;align-self:flex-start;"),
  ".fx-card{overflow:hidden;background-color:#ffffff}",
  rule("stretch", "align-self:stretch"),
  each(BUBBLE_SIZES, (size) => rule(`radius-${size}`, `border-radius:${BUBBLE_CORNER_RADIUS_PX[size]}px`)),
  each(BUBBLE_SIZES, (size) =>
    rule(`frame-${size}`, `width:${BUBBLE_WIDTH_PX[size]}px;max-width:100%;min-width:0;display:flex`),
  ),
  // A carousel bubble scrolled out of view is not laid out (a 12-bubble carousel is ~13,000 boxes); once
  // drawn its height is remembered, so the row keeps its height when it scrolls away again.
  rule(
    "cframe",
    `flex:none;display:flex;width:${CAROUSEL_ITEM_WIDTH};content-visibility:auto;contain-intrinsic-height:auto 1px`,
  ),
  each(BUBBLE_SIZES, (size) => rule(`cmax-${size}`, `max-width:${BUBBLE_WIDTH_PX[size]}px`)),
  rule("cfirst", `margin-inline-start:${CAROUSEL_GAP_PX.first}px`),
  rule("cnext", `margin-inline-start:${CAROUSEL_GAP_PX.between}px`),
  rule("block", "display:flex;flex-direction:column;flex:none"),
  rule("bsep", `border-top:0.5px solid ${SEPARATOR_COLOR}`),
  rule("carousel", "display:flex;align-items:stretch;overflow-x:auto;overflow-y:hidden;"),
  ".fx-carousel{scrollbar-width:thin;-webkit-overflow-scrolling:touch;padding-bottom:2px}",
  rule("cend", `flex:none;width:${CAROUSEL_GAP_PX.last}px;height:1px`),
].join("");

const LAYOUT = [
  rule("box", "display:flex;flex-direction:column;overflow:hidden;position:relative"),
  rule("hz", "flex-direction:row"),
  rule("bl", "flex-direction:row;align-items:baseline"),
  // Every component: no component grows past its box (the simulator caps every component at 100%).
  ".fx-i,.fx-box,.fx-col,.fx-tx,.fx-ib,.fx-icb,.fx-btnb,.fx-sep,.fx-vsep,.fx-unsup{min-width:0;max-width:100%}",
  // A text drawn as one element: its margin:0 (a <p>'s own) must come before the margin classes (mt-, ms-)
  // that spacing and margin give it, or it cancels them.
  rule("tx", `margin:0;line-height:${LINE_HEIGHT};min-height:${LINE_HEIGHT}em;overflow:hidden`),
  rule("f0", "flex:0 0 auto"),
  rule("grow", "flex:1 0 auto"),
  each(flexes, (n) => rule(`fr${n}`, `flex:${n} 0 0`)),
  each(flexes, (n) => rule(`fc${n}`, `flex:${n} 0 auto`)),
  rule("oh", "overflow:hidden"),
  rule("rel", "position:relative"),
  rule("abs", "position:absolute"),
  // A button's own margin is reset before the margin classes: a button in a column carries them itself.
  rule("btn", "margin:0"),
  each(SPACE_KEYWORDS, (key) => rule(`mt-${key}`, `margin-top:${SPACE_PX[key]}px`)),
  each(SPACE_KEYWORDS, (key) => rule(`ms-${key}`, `margin-inline-start:${SPACE_PX[key]}px`)),
  each(PADDING_CLASS_PX, (px) => rule(`pt${px}`, `padding-top:${px}px`)),
  each(PADDING_CLASS_PX, (px) => rule(`pe${px}`, `padding-inline-end:${px}px`)),
  each(PADDING_CLASS_PX, (px) => rule(`pb${px}`, `padding-bottom:${px}px`)),
  each(PADDING_CLASS_PX, (px) => rule(`ps${px}`, `padding-inline-start:${px}px`)),
  each(SPACE_KEYWORDS, (key) => rule(`cr-${key}`, `border-radius:${SPACE_PX[key]}px`)),
  each(SPACE_KEYWORDS, (key) => rule(`ot-${key}`, `top:${SPACE_PX[key]}px`)),
  each(SPACE_KEYWORDS, (key) => rule(`ob-${key}`, `bottom:${SPACE_PX[key]}px`)),
  each(SPACE_KEYWORDS, (key) => rule(`os-${key}`, `inset-inline-start:${SPACE_PX[key]}px`)),
  each(SPACE_KEYWORDS, (key) => rule(`oe-${key}`, `inset-inline-end:${SPACE_PX[key]}px`)),
  each(Object.entries(BORDER_WIDTH_PX) as [string, number][], ([key, px]) =>
    rule(`bw-${token(key)}`, `border-style:solid;border-width:${px}px;border-color:#000000`),
  ),
  each(JUSTIFY_VALUES, (value) => rule(`jc-${value}`, `justify-content:${value}`)),
  each(ALIGN_ITEMS, (value) => rule(`ai-${value}`, `align-items:${value}`)),
  rule("col", "display:flex;flex-direction:column"),
  rule("ib", "display:flex;flex-direction:column;align-items:center;overflow:hidden"),
  rule("btnb", "display:flex;flex-direction:column"),
  each(Object.entries(GRAVITY), ([key, value]) => rule(`g-${key}`, `justify-content:${value}`)),
  each(Object.entries(ALIGN), ([key, value]) => rule(`a-${key}`, `align-items:${value}`)),
  rule("sep", `height:0;border-top:0.5px solid ${SEPARATOR_COLOR}`),
  rule("vsep", `align-self:stretch;width:0;border-inline-start:0.5px solid ${SEPARATOR_COLOR}`),
  each(SPACE_KEYWORDS, (key) => rule(`sh-${key}`, `height:${SPACE_PX[key]}px`)),
  each(SPACE_KEYWORDS, (key) => rule(`sw-${key}`, `width:${SPACE_PX[key]}px`)),
].join("");

const TEXT = [
  rule("t", `margin:0;line-height:${LINE_HEIGHT};min-height:${LINE_HEIGHT}em;overflow:hidden`),
  each(SIZE_KEYWORDS, (key) => rule(`fs-${key}`, `font-size:${TEXT_SIZE_PX[key]}px`)),
  each(SIZE_KEYWORDS, (key) =>
    rule(`fss-${key}`, `font-size:calc(${TEXT_SIZE_PX[key]}px * var(${FONT_SCALE_VAR}, 1))`),
  ),
  each(TEXT_COLOR_CLASS_VALUES, (color) => rule(`c-${color.slice(1)}`, `color:${color}`)),
  rule("nw", "white-space:nowrap;text-overflow:ellipsis"),
  rule("wrap", "white-space:pre-wrap;overflow-wrap:anywhere"),
  rule("clamp", "display:-webkit-box;-webkit-box-orient:vertical"),
  rule("ta-start", "text-align:start"),
  rule("ta-center", "text-align:center"),
  rule("ta-end", "text-align:end"),
  rule("b", "font-weight:700"),
  rule("reg", "font-weight:400"),
  rule("it", "font-style:italic"),
  rule("nit", "font-style:normal"),
  rule("underline", "text-decoration:underline"),
  rule("line-through", "text-decoration:line-through"),
  rule("nd", "text-decoration:none"),
].join("");

const MEDIA = [
  rule("da", "position:relative;flex:none;max-width:100%;overflow:hidden;aspect-ratio:1 / 1"),
  each(SIZE_KEYWORDS, (key) => rule(`iw-${key}`, `width:${IMAGE_SIZE_PX[key]}px`)),
  rule("iw-full", "width:100%"),
  each(Object.entries(ALIGN), ([key, value]) => rule(`as-${key}`, `align-self:${value}`)),
  rule("pic", "background-repeat:no-repeat;background-position:center;background-size:contain"),
  rule("cover", "background-size:cover"),
  rule("video", "background-color:#000000"),
  rule("play", "position:absolute;top:50%;left:50%;width:48px;height:48px;transform:translate(-50%, -50%);"),
  ".fx-play{pointer-events:none}",
  rule("icb", `line-height:${LINE_HEIGHT}`),
  // An icon's picture is its box's ::before (no element of its own).
  `.fx-icb::before{content:"";display:inline-block;height:1em;vertical-align:baseline;width:var(${ICON_WIDTH_VAR},1em);`,
  `background-image:var(${ICON_URL_VAR});background-repeat:no-repeat;background-position:center;background-size:contain}`,
  // Elements in a fixed place go without a class (one attribute less on each): a button's label, and the
  // visually hidden descriptions of actions (the only elements with an id).
  rule("btn", "display:flex;align-items:center;justify-content:center;width:100%;border:none;"),
  `.fx-btn{height:${BUTTON_HEIGHT_PX.md}px;padding:0 ${BUTTON_PADDING_X_PX}px;border-radius:${BUTTON_CORNER_RADIUS_PX}px;`,
  `font:inherit;font-size:${BUTTON_FONT_PX}px;line-height:${LINE_HEIGHT};cursor:pointer;`,
  "background-color:transparent;color:#42659a}",
  rule("btn-sm", `height:${BUTTON_HEIGHT_PX.sm}px`),
  rule("btn-scaled", `font-size:calc(${BUTTON_FONT_PX}px * var(${FONT_SCALE_VAR}, 1))`),
  rule("btn-primary", "background-color:#17c950;color:#ffffff"),
  rule("btn-secondary", "background-color:#dcdfe5;color:#111111"),
  ".fx-btn>span{overflow:hidden;white-space:nowrap;text-overflow:ellipsis;max-width:100%}",
].join("");

const STATES = [
  // The "Tapped: …" line under the preview (outside fx-root).
  rule("status", "min-height:1.4em;margin:4px 0 0;font-size:12px;color:#555555"),
  rule("tap", "cursor:pointer"),
  ".fx-root [id]{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;",
  "clip:rect(0 0 0 0);white-space:nowrap}",
  rule("unsup", "padding:2px 6px;border:1px dashed #d93025;border-radius:4px;color:#d93025;"),
  ".fx-unsup{background-color:#fff4f3;font-size:12px;line-height:1.4;overflow-wrap:anywhere}",
].join("");

/** Later rules win over earlier ones of the same weight: modifiers come after the classes they modify. */
export const FLEX_CSS = ROOT + BUBBLE + LAYOUT + TEXT + MEDIA + STATES;
