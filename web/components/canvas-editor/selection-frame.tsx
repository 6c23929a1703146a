import type { CSSProperties } from "react";
import { memo } from "react";
import { type Bounds, RESIZE_HANDLES, type ResizeHandle, type Size } from "../../../shared/editor/index.ts";
import { percentBox } from "./layout.ts";

/**
 * Where each handle's hit zone sits. Every zone lies inside the area (anchored to its corner or
 * edge, never centred on it), so a press just outside the selected area always reaches the
 * surface and draws: adjacent buttons can be drawn side by side without resizing the neighbour.
 */
const HANDLE_PLACES: Record<ResizeHandle, { zone: CSSProperties; mark: CSSProperties; cursor: string }> = {
  nw: { zone: { left: 0, top: 0 }, mark: { left: 0, top: 0 }, cursor: "nwse-resize" },
  n: {
    zone: { left: "50%", top: 0, translate: "-50% 0" },
    mark: { left: "50%", top: 0 },
    cursor: "ns-resize",
  },
  ne: { zone: { right: 0, top: 0 }, mark: { left: "100%", top: 0 }, cursor: "nesw-resize" },
  e: {
    zone: { right: 0, top: "50%", translate: "0 -50%" },
    mark: { left: "100%", top: "50%" },
    cursor: "ew-resize",
  },
  se: { zone: { right: 0, bottom: 0 }, mark: { left: "100%", top: "100%" }, cursor: "nwse-resize" },
  s: {
    zone: { left: "50%", bottom: 0, translate: "-50% 0" },
    mark: { left: "50%", top: "100%" },
    cursor: "ns-resize",
  },
  sw: { zone: { left: 0, bottom: 0 }, mark: { left: 0, top: "100%" }, cursor: "nesw-resize" },
  w: {
    zone: { left: 0, top: "50%", translate: "0 -50%" },
    mark: { left: 0, top: "50%" },
    cursor: "ew-resize",
  },
};

/** Below this many display pixels a side shows only its corner handles, so the middle stays draggable. */
const EDGE_HANDLE_MIN_SIDE = 88;

function visibleHandles(displayWidth: number, displayHeight: number): ResizeHandle[] {
  return RESIZE_HANDLES.filter((handle) => {
    if (handle === "n" || handle === "s") return displayWidth >= EDGE_HANDLE_MIN_SIDE;
    if (handle === "e" || handle === "w") return displayHeight >= EDGE_HANDLE_MIN_SIDE;
    return true;
  });
}

export interface SelectionFrameProps {
  bounds: Bounds;
  image: Size;
  displayWidth: number;
  displayHeight: number;
}

/**
 * Outline and resize handles of the selected area, drawn above every area so they stay
 * reachable when areas overlap. Hit zones are 24 px with a mouse, 44 px on touch, capped at a
 * third of the area's side so a small area keeps a middle to move it by.
 */
export const SelectionFrame = memo(function SelectionFrame(props: SelectionFrameProps) {
  const { bounds, image, displayWidth, displayHeight } = props;
  return (
    <div
      aria-hidden="true"
      data-selection-frame=""
      className="pointer-events-none absolute box-border border-2 will-change-transform border-line shadow-[0_0_0_1px_white]"
      style={percentBox(bounds, image)}
    >
      {visibleHandles(displayWidth, displayHeight).map((handle) => {
        const place = HANDLE_PLACES[handle];
        return (
          <span
            key={handle}
            data-handle={handle}
            className="pointer-events-auto absolute h-[min(1.5rem,33%)] w-[min(1.5rem,33%)] pointer-coarse:h-[min(2.75rem,33%)] pointer-coarse:w-[min(2.75rem,33%)]"
            style={{ ...place.zone, cursor: place.cursor }}
          />
        );
      })}
      {visibleHandles(displayWidth, displayHeight).map((handle) => (
        <span
          key={`${handle}-mark`}
          className="pointer-events-none absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-sm border border-line bg-white shadow pointer-coarse:size-3.5"
          style={HANDLE_PLACES[handle].mark}
        />
      ))}
    </div>
  );
});
