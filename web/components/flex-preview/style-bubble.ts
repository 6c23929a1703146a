import type { CSSProperties } from "react";
import {
  BUBBLE_CORNER_RADIUS_PX,
  BUBBLE_SIZES,
  BUBBLE_WIDTH_PX,
  type BubbleSize,
  CAROUSEL_GAP_PX,
  CAROUSEL_ITEM_WIDTH,
  DEFAULT_BUBBLE_SIZE,
  SEPARATOR_COLOR,
} from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { isKeyword } from "../../../shared/flex/values.ts";
import { colorProp } from "./style-units.ts";

export function bubbleSize(bubble: FlexObject): BubbleSize {
  return isKeyword(BUBBLE_SIZES, bubble.size) ? bubble.size : DEFAULT_BUBBLE_SIZE;
}

/**
 * The bubble's outer frame. Alone it is as wide as its size (shrinking on narrow screens); in a carousel it
 * takes 80% of the row up to that width, as LINE's simulator does.
 */
export function bubbleFrameStyle(size: BubbleSize, carouselIndex?: number): CSSProperties {
  const widthPx = `${BUBBLE_WIDTH_PX[size]}px`;
  if (carouselIndex === undefined) {
    return { boxSizing: "border-box", width: widthPx, maxWidth: "100%", minWidth: 0, display: "flex" };
  }
  const gap = carouselIndex === 0 ? CAROUSEL_GAP_PX.first : CAROUSEL_GAP_PX.between;
  return {
    flex: "none",
    display: "flex",
    width: CAROUSEL_ITEM_WIDTH,
    maxWidth: widthPx,
    marginInlineStart: `${gap}px`,
  };
}

/** The white card: rounded by size, clipping its hero; in a carousel, bubbles with a body stretch. */
export function bubbleCardStyle(size: BubbleSize, stretch: boolean): CSSProperties {
  return {
    display: "flex",
    flexDirection: "column",
    boxSizing: "border-box",
    width: "100%",
    minWidth: 0,
    alignSelf: stretch ? "stretch" : "flex-start",
    overflow: "hidden",
    borderRadius: `${BUBBLE_CORNER_RADIUS_PX[size]}px`,
    backgroundColor: "#ffffff",
  };
}

export type BlockName = "header" | "hero" | "body" | "footer";

/** A block: its style's background and, except for the first block, the separator above it. */
export function blockStyle(
  blockStyles: FlexObject | undefined,
  isFirst: boolean,
  grow: boolean,
): CSSProperties {
  const style: CSSProperties = { display: "flex", flexDirection: "column", flex: grow ? "1 0 auto" : "none" };
  if (!blockStyles) return style;
  const background = colorProp(blockStyles, "backgroundColor");
  if (background) style.backgroundColor = background;
  if (blockStyles.separator === true && !isFirst) {
    style.borderTop = `0.5px solid ${colorProp(blockStyles, "separatorColor") ?? SEPARATOR_COLOR}`;
  }
  return style;
}

/** The sideways-scrolling row of a carousel, with LINE's gutters. */
export const CAROUSEL_ROW_STYLE: CSSProperties = {
  display: "flex",
  alignItems: "stretch",
  overflowX: "auto",
  overflowY: "hidden",
  scrollbarWidth: "thin",
  WebkitOverflowScrolling: "touch",
  paddingBottom: "2px",
};

export const CAROUSEL_END_STYLE: CSSProperties = {
  flex: "none",
  width: `${CAROUSEL_GAP_PX.last}px`,
  height: "1px",
};
