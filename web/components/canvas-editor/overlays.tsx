import type { CSSProperties } from "react";
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
    ? { left: along, top: start, height: length, width: 2, transform: `translateX(${shift})` }
    : { top: along, left: start, width: length, height: 2, transform: `translateY(${shift})` };
}

/** Snapping guides shown while an area is dragged or resized. */
export function GuideLines({ guides, image }: { guides: readonly Guide[]; image: Size }) {
  return (
    <>
      {guides.map((guide) => (
        <div
          key={`${guide.axis}-${guide.at}`}
          aria-hidden="true"
          data-guide={guide.axis}
          className="pointer-events-none absolute bg-fuchsia-500"
          style={guideStyle(guide, image)}
        />
      ))}
    </>
  );
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
