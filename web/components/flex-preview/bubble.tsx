import { BLOCK_PADDING_PX, type BubbleSize } from "../../../shared/flex/tokens.ts";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { FlexComponent } from "./flex-component.tsx";
import { objectProp } from "./style-units.ts";
import {
  type BlockName,
  blockStyle,
  bubbleCardStyle,
  bubbleFrameStyle,
  bubbleSize,
  type Slot,
} from "./styles.ts";
import { POINTER, useAction } from "./use-action.tsx";

const BLOCKS: readonly BlockName[] = ["header", "hero", "body", "footer"];

/** One bubble; `carouselIndex` is set when it sits in a carousel. */
export function Bubble({ bubble, carouselIndex }: { bubble: FlexObject; carouselIndex?: number }) {
  const binding = useAction(bubble.action);
  const size = bubbleSize(bubble);
  const inCarousel = carouselIndex !== undefined;
  const blocks = BLOCKS.filter((name) => bubble[name] !== undefined);
  const styles = objectProp(bubble, "styles");
  return (
    <div style={bubbleFrameStyle(size, carouselIndex)} data-flex-bubble={size}>
      <div
        dir={bubble.direction === "rtl" ? "rtl" : "ltr"}
        style={{ ...bubbleCardStyle(size, inCarousel && bubble.body !== undefined), ...(binding && POINTER) }}
        {...binding?.hostProps}
      >
        {blocks.map((name, index) => (
          <Block
            key={name}
            name={name}
            node={bubble[name]}
            size={size}
            hasFooter={bubble.footer !== undefined}
            isFirst={index === 0}
            blockStyles={styles && objectProp(styles, name)}
            grow={inCarousel && name === "body"}
          />
        ))}
      </div>
      {binding?.hint}
    </div>
  );
}

interface BlockProps {
  name: BlockName;
  node: unknown;
  size: BubbleSize;
  hasFooter: boolean;
  isFirst: boolean;
  blockStyles: FlexObject | undefined;
  grow: boolean;
}

function Block({ name, node, size, hasFooter, isFirst, blockStyles, grow }: BlockProps) {
  const padding = BLOCK_PADDING_PX[size];
  const slot: Slot =
    name === "hero"
      ? { layout: "hero", index: 0 }
      : {
          layout: "block",
          index: 0,
          grow,
          blockPadding: padding[name === "body" && hasFooter ? "bodyAboveFooter" : name],
        };
  return (
    <div style={blockStyle(blockStyles, isFirst, grow)} data-flex-block={name}>
      <FlexComponent node={node} slot={slot} />
    </div>
  );
}
