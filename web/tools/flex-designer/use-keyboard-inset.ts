import { useEffect, useState } from "react";

export interface VisibleArea {
  /** Pixels at the bottom of the layout viewport the on-screen keyboard covers (0 without one). */
  inset: number;
  /** The visual viewport's height: what the user sees (above the keyboard). */
  height: number;
}

/**
 * What the visual viewport leaves of the layout viewport: a phone's on-screen keyboard shrinks the visual
 * viewport only, so a bar fixed to the bottom would sit under it. Pinch-zoomed, nothing is counted (the
 * visual viewport is then smaller for another reason).
 */
export function visibleArea(
  innerHeight: number,
  viewport: { height: number; offsetTop: number; scale: number } | null | undefined,
): VisibleArea {
  if (!viewport || viewport.scale > 1.01) return { inset: 0, height: innerHeight };
  const inset = Math.max(0, Math.round(innerHeight - viewport.height - viewport.offsetTop));
  return { inset, height: Math.round(viewport.height) };
}

/** The visible area, followed as the keyboard opens and closes. */
export function useVisibleArea(): VisibleArea {
  const [area, setArea] = useState(() =>
    typeof window === "undefined"
      ? { inset: 0, height: 800 }
      : visibleArea(window.innerHeight, window.visualViewport),
  );
  useEffect(() => {
    const viewport = window.visualViewport;
    const update = () =>
      setArea((previous) => {
        const next = visibleArea(window.innerHeight, viewport);
        return next.inset === previous.inset && next.height === previous.height ? previous : next;
      });
    update();
    viewport?.addEventListener("resize", update);
    viewport?.addEventListener("scroll", update);
    window.addEventListener("resize", update);
    return () => {
      viewport?.removeEventListener("resize", update);
      viewport?.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return area;
}
