import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { Bubble } from "./bubble.tsx";
import { Unsupported } from "./flex-simple.tsx";
import { CAROUSEL_END_STYLE, CAROUSEL_ROW_STYLE } from "./styles.ts";

/** Bubbles side by side in a row that scrolls sideways; it takes keyboard focus so keys can scroll it. */
export function Carousel({ carousel }: { carousel: FlexObject }) {
  const bubbles = Array.isArray(carousel.contents) ? carousel.contents : [];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section tabIndex={0} aria-label={`Carousel of ${bubbles.length} bubbles`} style={CAROUSEL_ROW_STYLE}>
      {bubbles.map((bubble, index) =>
        isFlexObject(bubble) && bubble.type === "bubble" ? (
          <Bubble key={index} bubble={bubble} carouselIndex={index} />
        ) : (
          <Unsupported key={index} label={`Unsupported: ${describeType(bubble)}`} />
        ),
      )}
      <div aria-hidden="true" style={CAROUSEL_END_STYLE} />
    </section>
  );
}

function describeType(node: unknown): string {
  return isFlexObject(node) ? String(node.type) : (JSON.stringify(node) ?? "nothing");
}
