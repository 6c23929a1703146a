import type { ReactNode } from "react";
import { BLOCK_PADDING_PX, type BubbleSize } from "../../../shared/flex/tokens.ts";
import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { renderComponent, renderNode } from "./flex-component.tsx";
import { Look } from "./look.ts";
import {
  type BlockName,
  blockFrame,
  blockLook,
  bubbleCardClass,
  bubbleFrameClass,
  bubbleSize,
  drawsAsBlock,
} from "./look-bubble.ts";
import type { RenderSlot } from "./look-layout.ts";
import { readProps } from "./props.ts";
import { objectProp } from "./style-units.ts";
import { type ActionIds, tappable } from "./use-action.tsx";

const BLOCKS: readonly BlockName[] = ["header", "hero", "body", "footer"];

/** One bubble; `carouselIndex` is set when it sits in a carousel. */
export function renderBubble(
  bubble: FlexObject,
  key: number | string,
  ids: ActionIds,
  carouselIndex?: number,
): ReactNode {
  const size = bubbleSize(bubble);
  const inCarousel = carouselIndex !== undefined;
  const styles = objectProp(bubble, "styles");
  const present = BLOCKS.filter((name) => bubble[name] !== undefined);
  const blocks = present.map((name, index) =>
    renderBlock(
      name,
      bubble,
      size,
      index === 0,
      styles && objectProp(styles, name),
      inCarousel && name === "body",
      ids,
    ),
  );
  const cardClass = bubbleCardClass(size, inCarousel && bubble.body !== undefined);
  const dir = bubble.direction === "rtl" ? "rtl" : undefined;
  const frameClass = bubbleFrameClass(size, carouselIndex);
  // The card is the frame too (one element less), unless the frame holds the card's action description
  // beside it, or an RTL card sits in a carousel (the frame's gutter follows the carousel's direction).
  if (bubble.action === undefined && !(inCarousel && dir)) {
    return (
      <div key={key} dir={dir} className={`${cardClass} ${frameClass}`} data-flex-bubble={size}>
        {blocks}
      </div>
    );
  }
  return (
    <div key={key} className={frameClass} data-flex-bubble={size}>
      {bubble.action === undefined ? (
        <div dir={dir} className={cardClass}>
          {blocks}
        </div>
      ) : (
        tappable("div", bubble.action, new Look(cardClass), ids, undefined, blocks, { dir })
      )}
    </div>
  );
}

function renderBlock(
  name: BlockName,
  bubble: FlexObject,
  size: BubbleSize,
  isFirst: boolean,
  blockStyles: FlexObject | undefined,
  grow: boolean,
  ids: ActionIds,
): ReactNode {
  const padding = BLOCK_PADDING_PX[size];
  const hasFooter = bubble.footer !== undefined;
  const root: unknown = bubble[name];
  const frame = blockFrame(blockStyles, isFirst);
  const props = isFlexObject(root) ? readProps(root) : undefined;
  const asBlock = props !== undefined && drawsAsBlock(props, frame);
  // One shape for every block's slot, written whole: every component's look reads its slot.
  const slot: RenderSlot = {
    layout: name === "hero" ? "hero" : "block",
    index: 0,
    ids,
    grow,
    blockPadding:
      name === "hero" ? undefined : padding[name === "body" && hasFooter ? "bodyAboveFooter" : name],
    block: asBlock ? frame : undefined,
  };
  if (asBlock) return renderComponent(props, slot, name);
  const look = blockLook(frame, grow);
  return (
    <div key={name} className={look.className} style={look.style}>
      {renderNode(root, slot, 0)}
    </div>
  );
}
