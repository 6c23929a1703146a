import { type CSSProperties, type RefObject, useLayoutEffect } from "react";
import type { Bounds, Guide, Size } from "../../../shared/editor/index.ts";

function guideStyle(guide: Guide, image: Size): CSSProperties {
  const vertical = guide.axis === "x";
  const extent = vertical ? image.width : image.height;
  const span = vertical ? image.height : image.width;
  // Keep lines on the image edges inside the clipped surface.
  const shift = guide.at <= 0 ? "0%" : guide.at >= extent ? "-100%" : "-50%";
  const along = `${(guide.at / extent) * 100}%`;
  const start = `${(guide.from / span) * 100}%`;
  const length = `${((guide.to - guide.from) / span) * 100}%`;
  return vertical
    ? { left: along, top: start, height: length, width: "2px", transform: `translateX(${shift})` }
    : { top: along, left: start, width: length, height: "2px", transform: `translateY(${shift})` };
}

/**
 * Draws snapping guides into `layer`, reusing its line elements: called on every drag frame, so
 * the lines move without a React render of the editor.
 */
export function drawGuides(layer: HTMLElement, guides: readonly Guide[], image: Size): void {
  while (layer.children.length > guides.length) layer.lastElementChild?.remove();
  guides.forEach((guide, index) => {
    let line = layer.children[index] as HTMLElement | undefined;
    if (!line) {
      line = document.createElement("div");
      line.className = "pointer-events-none absolute bg-fuchsia-500";
      layer.append(line);
    }
    line.dataset.guide = guide.axis;
    line.removeAttribute("style");
    Object.assign(line.style, guideStyle(guide, image));
  });
}

/** The layer of snapping guide lines; shows `guides` (the committed state's) between drags. */
export function GuideLayer({
  ref,
  guides,
  image,
}: {
  ref: RefObject<HTMLDivElement | null>;
  guides: readonly Guide[];
  image: Size;
}) {
  useLayoutEffect(() => {
    if (ref.current) drawGuides(ref.current, guides, image);
  }, [ref, guides, image]);
  return <div ref={ref} aria-hidden="true" className="pointer-events-none absolute inset-0" />;
}

/** The rectangle being drawn, in display pixels; dashed red until it is large enough to keep. */
export function DrawPreview({ rect, largeEnough }: { rect: Bounds; largeEnough: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute box-border border-2 border-dashed ${
        largeEnough ? "border-line bg-line/20" : "border-red-500 bg-red-500/10"
      }`}
      style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
    />
  );
}
