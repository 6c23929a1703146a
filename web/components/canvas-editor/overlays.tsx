import { type RefObject, useLayoutEffect } from "react";
import type { Bounds, Guide, Size } from "../../../shared/editor/index.ts";

/** Lines per axis kept in the layer from the start: a move or resize shows at most two per axis. */
const LINES_PER_AXIS = 2;
/** Where an unused line waits: outside the surface, which clips it. */
const HIDDEN = "translate(-200%, -200%)";

/**
 * A guide as a transform of a line the size of the surface (its left or top border is the line):
 * translate percentages are then fractions of the surface, so no display size is needed, and
 * showing or moving a guide never lays out or repaints anything.
 */
function guideTransform(guide: Guide, image: Size): string {
  const vertical = guide.axis === "x";
  const extent = vertical ? image.width : image.height;
  const span = vertical ? image.height : image.width;
  // Keep lines on the image edges inside the clipped surface (a line is 2 px thick).
  const shift = guide.at <= 0 ? "0px" : guide.at >= extent ? "-2px" : "-1px";
  const along = `calc(${(guide.at / extent) * 100}% + ${shift})`;
  const start = `${(guide.from / span) * 100}%`;
  const length = (guide.to - guide.from) / span;
  return vertical
    ? `translate(${along}, ${start}) scaleY(${length})`
    : `translate(${start}, ${along}) scaleX(${length})`;
}

/** The transform last written to each line (the style reads back normalised, so compare with this). */
const written = new WeakMap<HTMLElement, string>();

function linesOf(layer: HTMLElement, axis: Guide["axis"], count: number): HTMLElement[] {
  const lines = [...layer.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.guide === axis,
  );
  while (lines.length < count) {
    const line = document.createElement("div");
    line.dataset.guide = axis;
    // Its own compositor layer: a guide appearing, moving or going is a transform change only.
    line.className = `pointer-events-none absolute inset-0 origin-top-left border-fuchsia-500 will-change-transform ${
      axis === "x" ? "border-l-2" : "border-t-2"
    }`;
    line.style.transform = HIDDEN;
    written.set(line, HIDDEN);
    layer.append(line);
    lines.push(line);
  }
  return lines;
}

/**
 * Shows `guides` with the layer's lines: called on every drag frame, so the lines move without a
 * React render of the editor. Lines are reused and only their transform is written, and only when
 * it changes.
 */
export function drawGuides(layer: HTMLElement, guides: readonly Guide[], image: Size): void {
  for (const axis of ["x", "y"] as const) {
    const shown = guides.filter((guide) => guide.axis === axis);
    const lines = linesOf(layer, axis, Math.max(LINES_PER_AXIS, shown.length));
    lines.forEach((line, index) => {
      const guide = shown[index];
      const transform = guide ? guideTransform(guide, image) : HIDDEN;
      if (written.get(line) === transform) return;
      written.set(line, transform);
      line.style.transform = transform;
      if (guide) line.dataset.shown = "";
      else delete line.dataset.shown;
    });
  }
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
  return <div ref={ref} aria-hidden="true" className="pointer-events-none absolute inset-0 contain-strict" />;
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
