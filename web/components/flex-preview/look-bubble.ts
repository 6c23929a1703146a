import { BUBBLE_SIZES, type BubbleSize, DEFAULT_BUBBLE_SIZE } from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { isKeyword } from "../../../shared/flex/values.ts";
import { baseList, classOf, Look } from "./look.ts";
import type { BlockFrame } from "./look-layout.ts";
import type { FlexProps } from "./props.ts";
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

const NO_FRAME: BlockFrame = { separator: false };

/** A block's style: its background and, except for the first block, the separator above it. */
export function blockFrame(blockStyles: FlexObject | undefined, isFirst: boolean): BlockFrame {
  if (!blockStyles) return NO_FRAME;
  const background = colorProp(blockStyles, "backgroundColor");
  const separator = blockStyles.separator === true && !isFirst;
  if (!background && !separator) return NO_FRAME;
  return {
    background,
    separator,
    separatorColor: separator ? colorProp(blockStyles, "separatorColor") : undefined,
  };
}

/**
 * Whether the block's root can be the block's element (one element less per block): a box or image that
 * fills the block edge to edge (no margin, offset, absolute position or size of its own), and, under the
 * block's background or separator, paints nothing of its own that the block's would show beside or under.
 */
export function drawsAsBlock(root: FlexProps, frame: BlockFrame): boolean {
  if (root.type !== "box" && root.type !== "image") return false;
  if (root.margin !== undefined || root.position === "absolute") return false;
  if (
    root.offsetTop !== undefined ||
    root.offsetBottom !== undefined ||
    root.offsetStart !== undefined ||
    root.offsetEnd !== undefined
  )
    return false;
  if (root.type === "image") return true;
  if (
    root.width !== undefined ||
    root.maxWidth !== undefined ||
    root.height !== undefined ||
    root.maxHeight !== undefined
  )
    return false;
  if (frame === NO_FRAME) return true;
  return (
    root.backgroundColor === undefined &&
    root.background === undefined &&
    root.cornerRadius === undefined &&
    root.borderWidth === undefined
  );
}

/** The block's own element, when its root cannot be it. */
export function blockLook(frame: BlockFrame, grow: boolean): Look {
  const look = new Look(grow ? GROWING_BLOCK : BLOCK);
  if (frame.background) look.set("backgroundColor", frame.background);
  if (frame.separator) {
    look.add(BLOCK_SEPARATOR);
    if (frame.separatorColor) look.set("borderTopColor", frame.separatorColor);
  }
  return look;
}
