import { BUBBLE_SIZES, type BubbleSize, DEFAULT_BUBBLE_SIZE } from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { isKeyword } from "../../../shared/flex/values.ts";
import { baseList, classOf, Look } from "./look.ts";
import { colorProp } from "./style-units.ts";

export function bubbleSize(bubble: FlexObject): BubbleSize {
  return isKeyword(BUBBLE_SIZES, bubble.size) ? bubble.size : DEFAULT_BUBBLE_SIZE;
}

/**
 * The bubble's outer frame. Alone it is as wide as its size (shrinking on narrow screens); in a carousel it
 * takes 80% of the row up to that width, as LINE's simulator does.
 */
export function bubbleFrameClass(size: BubbleSize, carouselIndex?: number): string {
  if (carouselIndex === undefined) return `fx-frame-${size}`;
  return `fx-cframe fx-cmax-${size} ${carouselIndex === 0 ? "fx-cfirst" : "fx-cnext"}`;
}

/** The white card: rounded by size, clipping its hero; in a carousel, bubbles with a body stretch. */
export function bubbleCardClass(size: BubbleSize, stretch: boolean): string {
  return `fx-card fx-radius-${size}${stretch ? " fx-stretch" : ""}`;
}

const BLOCK_SEPARATOR = classOf("bsep");
const BLOCK = baseList("fx-block");
const GROWING_BLOCK = baseList("fx-block fx-grow");

export type BlockName = "header" | "hero" | "body" | "footer";

/** A block: its style's background and, except for the first block, the separator above it. */
export function blockLook(blockStyles: FlexObject | undefined, isFirst: boolean, grow: boolean): Look {
  const look = new Look(grow ? GROWING_BLOCK : BLOCK);
  if (!blockStyles) return look;
  const background = colorProp(blockStyles, "backgroundColor");
  if (background) look.set("backgroundColor", background);
  if (blockStyles.separator === true && !isFirst) {
    look.add(BLOCK_SEPARATOR);
    const color = colorProp(blockStyles, "separatorColor");
    if (color) look.set("borderTopColor", color);
  }
  return look;
}
