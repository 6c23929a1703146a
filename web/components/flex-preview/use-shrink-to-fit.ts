import { useLayoutEffect, useRef } from "react";

const MAX_STEPS = 6;
const MIN_FONT_PX = 1;

/**
 * adjustMode "shrink-to-fit": after layout, lowers the element's font size until its text no longer
 * overflows. It writes the inline style, so copied HTML keeps the fitted size. Nothing happens on the server.
 */
export function useShrinkToFit<T extends HTMLElement>(
  enabled: boolean,
  declaredFontSize: string | undefined,
) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const shrink = () => {
      element.style.fontSize = declaredFontSize ?? "";
      for (let step = 0; step < MAX_STEPS && overflows(element); step++) {
        const current = Number.parseFloat(getComputedStyle(element).fontSize);
        const ratio = Math.min(
          element.clientWidth / element.scrollWidth,
          element.clientHeight / element.scrollHeight,
        );
        const next = Math.max(MIN_FONT_PX, Math.floor(current * ratio * 2) / 2);
        if (!(next < current)) break;
        element.style.fontSize = `${next}px`;
      }
    };
    shrink();
    if (typeof ResizeObserver === "undefined" || !element.parentElement) return;
    let width = element.parentElement.clientWidth;
    const observer = new ResizeObserver(() => {
      const parentWidth = element.parentElement?.clientWidth ?? width;
      if (parentWidth !== width) {
        width = parentWidth;
        shrink();
      }
    });
    observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [enabled, declaredFontSize]);
  return ref;
}

/** Hidden elements measure 0 and are left alone. */
function overflows(element: HTMLElement): boolean {
  if (element.clientWidth === 0 || element.clientHeight === 0) return false;
  return element.scrollWidth > element.clientWidth + 0.5 || element.scrollHeight > element.clientHeight + 0.5;
}
