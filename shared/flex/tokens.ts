/**
 * Keyword → pixel tables of LINE's Flex Message Simulator. The keyword lists come from the Messaging API
 * reference; the pixel values from the simulator's stylesheet (checked against its published port in
 * iamprompt/flex-render): text/icon/span sizes, image widths, the shared none…xxl space scale (spacing,
 * margin, padding, offsets, corner radius), border widths, bubble widths, radii and block paddings.
 */

export const SIZE_KEYWORDS = ["xxs", "xs", "sm", "md", "lg", "xl", "xxl", "3xl", "4xl", "5xl"] as const;
export type SizeKeyword = (typeof SIZE_KEYWORDS)[number];

/** Font size of text and span, and the icon edge (icons are 1em squares of this font size). */
export const TEXT_SIZE_PX: Readonly<Record<SizeKeyword, number>> = {
  xxs: 11,
  xs: 13,
  sm: 14,
  md: 16,
  lg: 19,
  xl: 22,
  xxl: 29,
  "3xl": 35,
  "4xl": 48,
  "5xl": 74,
};

/** Maximum width of an image's drawing area; "full" is the whole component width. */
export const IMAGE_SIZE_PX: Readonly<Record<SizeKeyword, number>> = {
  xxs: 40,
  xs: 60,
  sm: 80,
  md: 100,
  lg: 120,
  xl: 140,
  xxl: 160,
  "3xl": 180,
  "4xl": 200,
  "5xl": 220,
};
export const IMAGE_SIZE_KEYWORDS = [...SIZE_KEYWORDS, "full"] as const;

export const SPACE_KEYWORDS = ["none", "xs", "sm", "md", "lg", "xl", "xxl"] as const;
export type SpaceKeyword = (typeof SPACE_KEYWORDS)[number];

/** One scale serves spacing, margin, padding, offsets and corner radius in the simulator. */
export const SPACE_PX: Readonly<Record<SpaceKeyword, number>> = {
  none: 0,
  xs: 2,
  sm: 4,
  md: 8,
  lg: 12,
  xl: 16,
  xxl: 20,
};

/** Legacy spacer component (discontinued by LINE in 2020): xs…xxl, md by default. */
export const SPACER_KEYWORDS = ["xs", "sm", "md", "lg", "xl", "xxl"] as const;

export const BORDER_WIDTH_KEYWORDS = ["none", "light", "normal", "medium", "semi-bold", "bold"] as const;
export type BorderWidthKeyword = (typeof BORDER_WIDTH_KEYWORDS)[number];
export const BORDER_WIDTH_PX: Readonly<Record<BorderWidthKeyword, number>> = {
  none: 0,
  light: 0.5,
  normal: 1,
  medium: 2,
  "semi-bold": 3,
  bold: 4,
};

export const BUBBLE_SIZES = ["nano", "micro", "deca", "hecto", "kilo", "mega", "giga"] as const;
export type BubbleSize = (typeof BUBBLE_SIZES)[number];
export const DEFAULT_BUBBLE_SIZE: BubbleSize = "mega";

/** Bubble width (a maximum: the bubble shrinks with the screen). */
export const BUBBLE_WIDTH_PX: Readonly<Record<BubbleSize, number>> = {
  nano: 120,
  micro: 160,
  deca: 220,
  hecto: 241,
  kilo: 260,
  mega: 300,
  giga: 500,
};

export const BUBBLE_CORNER_RADIUS_PX: Readonly<Record<BubbleSize, number>> = {
  nano: 10,
  micro: 10,
  deca: 10,
  hecto: 10,
  kilo: 10,
  mega: 17,
  giga: 5,
};

export const BUTTON_HEIGHTS = ["sm", "md"] as const;
export const BUTTON_HEIGHT_PX: Readonly<Record<(typeof BUTTON_HEIGHTS)[number], number>> = { sm: 40, md: 52 };
export const BUTTON_FONT_PX = 16;
export const BUTTON_PADDING_X_PX = 16;
export const BUTTON_CORNER_RADIUS_PX = 8;

/** Line height of text as a multiple of its font size; lineSpacing adds pixels between lines. */
export const LINE_HEIGHT = 1.4;

/** Carousel gutters: before the first bubble, between bubbles, and after the last. */
export const CAROUSEL_GAP_PX = { first: 7, between: 9, last: 7 } as const;
/** Share of the carousel's width one bubble takes before its size caps it. */
export const CAROUSEL_ITEM_WIDTH = "80%";

/** Padding (top, end, bottom, start) the simulator gives a block's root box before the box's own padding. */
export type Insets = readonly [top: number, end: number, bottom: number, start: number];
type PaddedBlock = "header" | "body" | "bodyAboveFooter" | "footer";

const LARGE: Readonly<Record<PaddedBlock, Insets>> = {
  header: [20, 20, 20, 20],
  body: [19, 20, 20, 20],
  bodyAboveFooter: [19, 20, 10, 20],
  footer: [10, 10, 10, 10],
};
const KILO: Readonly<Record<PaddedBlock, Insets>> = {
  header: [13, 13, 13, 13],
  body: [13, 13, 13, 13],
  bodyAboveFooter: [13, 13, 17, 13],
  footer: [10, 10, 10, 10],
};
const MEDIUM: Readonly<Record<PaddedBlock, Insets>> = {
  header: [11, 14, 13, 14],
  body: [11, 14, 13, 14],
  bodyAboveFooter: [11, 14, 17, 14],
  footer: [10, 10, 10, 10],
};
const SMALL: Readonly<Record<PaddedBlock, Insets>> = {
  header: [10, 10, 10, 10],
  body: [10, 10, 10, 10],
  bodyAboveFooter: [10, 10, 10, 10],
  footer: [10, 10, 10, 10],
};

export const BLOCK_PADDING_PX: Readonly<Record<BubbleSize, Readonly<Record<PaddedBlock, Insets>>>> = {
  nano: SMALL,
  micro: SMALL,
  deca: MEDIUM,
  hecto: MEDIUM,
  kilo: KILO,
  mega: LARGE,
  giga: LARGE,
};

/** Hairline colour of separators and block separators when no colour is given. */
export const SEPARATOR_COLOR = "#d4d6da";
