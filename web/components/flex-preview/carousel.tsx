import { useLingui } from "@lingui/react";
import { memo, type ReactNode, startTransition, useEffect, useState } from "react";
import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { renderBubble } from "./bubble.tsx";
import { unsupported } from "./flex-simple.tsx";
import type { ActionIds } from "./use-action.tsx";

/**
 * Bubbles a newly shown carousel draws in its first commit; the others follow this many per task. Drawing
 * a 12-bubble 50 KB carousel in one go was one commit plus one style and layout pass of thousands of
 * elements (over 100 ms on a throttled phone). One bubble a step: the corpus's biggest bubbles (6 KB of
 * JSON) cost several times the smallest, and two of them together came near 100 ms at 4× throttle.
 */
const BUBBLES_PER_STEP = 1;

/** Bubbles side by side in a row that scrolls sideways; it takes keyboard focus so keys can scroll it. */
export function renderCarousel(carousel: FlexObject, ids: ActionIds): ReactNode {
  return <Carousel carousel={carousel} idPrefix={`${ids.prefix}c${ids.next++}`} />;
}

function Carousel({ carousel, idPrefix }: { carousel: FlexObject; idPrefix: string }) {
  const { _: t } = useLingui();
  const bubbles = Array.isArray(carousel.contents) ? carousel.contents : [];
  // Server rendering (tests, static HTML) has no frames to keep free: everything at once.
  const [shown, setShown] = useState(() =>
    typeof window === "undefined" ? Number.POSITIVE_INFINITY : BUBBLES_PER_STEP,
  );
  const count = bubbles.length;
  useEffect(() => {
    if (shown >= count) return;
    // A new task after this commit, so the browser draws it before the next bubbles render; a transition,
    // so typing interrupts the render. The count only grows: edits to a drawn carousel keep every bubble.
    const timer = setTimeout(() => startTransition(() => setShown(shown + BUBBLES_PER_STEP)));
    return () => clearTimeout(timer);
  }, [shown, count]);
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label={t("Carousel of {count} bubbles", { count: bubbles.length })}
      aria-busy={shown < count || undefined}
      className="fx-carousel"
    >
      {bubbles.slice(0, shown).map((bubble, index) => (
        <CarouselItem key={index} bubble={bubble} index={index} idPrefix={idPrefix} />
      ))}
      <div aria-hidden="true" className="fx-cend" />
    </section>
  );
}

/**
 * One bubble as its own component: React renders the bubbles one by one and can yield between them. Its
 * action ids are numbered from its own prefix, so they do not depend on the bubbles before it.
 */
const CarouselItem = memo(function CarouselItem({
  bubble,
  index,
  idPrefix,
}: {
  bubble: unknown;
  index: number;
  idPrefix: string;
}) {
  // Memoised: an edit in the designer keeps every other bubble's object, so only the edited one renders.
  const { _: tr } = useLingui();
  const ids: ActionIds = { prefix: `${idPrefix}b${index}`, next: 0 };
  return isFlexObject(bubble) && bubble.type === "bubble"
    ? renderBubble(bubble, index, ids, index)
    : unsupported(tr("Unsupported: {type}", { type: describeType(bubble) }), index);
});

function describeType(node: unknown): string {
  return isFlexObject(node) ? String(node.type) : (JSON.stringify(node) ?? "nothing");
}
