import { startTransition, useEffect, useState } from "react";

/**
 * `value` one paint later: the change is taken in a task after the next frame, as a transition. What follows
 * it (the preview, the outline) renders after the edited field has painted, so the paint that answers an
 * input never waits for a large render (a carousel bubble is one piece of work React cannot slice).
 * A change `atOnce` says is cheap to show (`atOnce(value, shown)`) is shown in this render instead.
 * Not `useDeferredValue`: React starts its deferred render in the task after the input's commit, before the
 * paint, and `npm run bench:flex-designer` measured keystrokes and moves slower with it.
 */
export function useAfterPaint<T>(value: T, atOnce?: (value: T, shown: T) => boolean): T {
  const [shown, setShown] = useState(value);
  const now = !Object.is(value, shown) && atOnce !== undefined && atOnce(value, shown);
  // A render-phase update of this component's own state: React renders again before it commits.
  if (now) setShown(value);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value, shown]);
  return now ? value : shown;
}
