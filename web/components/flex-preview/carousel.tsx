import type { ReactNode } from "react";
import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { renderBubble } from "./bubble.tsx";
import { unsupported } from "./flex-simple.tsx";
import type { ActionIds } from "./use-action.tsx";

/** Bubbles side by side in a row that scrolls sideways; it takes keyboard focus so keys can scroll it. */
export function renderCarousel(carousel: FlexObject, ids: ActionIds): ReactNode {
  const bubbles = Array.isArray(carousel.contents) ? carousel.contents : [];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section tabIndex={0} aria-label={`Carousel of ${bubbles.length} bubbles`} className="fx-carousel">
      {bubbles.map((bubble, index) =>
        isFlexObject(bubble) && bubble.type === "bubble"
          ? renderBubble(bubble, index, ids, index)
          : unsupported(`Unsupported: ${describeType(bubble)}`, index),
      )}
      <div aria-hidden="true" className="fx-cend" />
    </section>
  );
}

function describeType(node: unknown): string {
  return isFlexObject(node) ? String(node.type) : (JSON.stringify(node) ?? "nothing");
}
