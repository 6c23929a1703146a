import { memo } from "react";
import { type Bounds, RESIZE_HANDLES, type ResizeHandle, type Size } from "../../../shared/editor/index.ts";
import { percentBox } from "./layout.ts";

const HANDLE_PLACES: Record<ResizeHandle, { left: string; top: string; cursor: string }> = {
  nw: { left: "0%", top: "0%", cursor: "nwse-resize" },
  n: { left: "50%", top: "0%", cursor: "ns-resize" },
  ne: { left: "100%", top: "0%", cursor: "nesw-resize" },
  e: { left: "100%", top: "50%", cursor: "ew-resize" },
  se: { left: "100%", top: "100%", cursor: "nwse-resize" },
  s: { left: "50%", top: "100%", cursor: "ns-resize" },
  sw: { left: "0%", top: "100%", cursor: "nesw-resize" },
  w: { left: "0%", top: "50%", cursor: "ew-resize" },
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
 * reachable when areas overlap. Handles are 24 px targets with a mouse, 44 px on touch.
 */
export const SelectionFrame = memo(function SelectionFrame(props: SelectionFrameProps) {
  const { bounds, image, displayWidth, displayHeight } = props;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute box-border border-2 border-line shadow-[0_0_0_1px_white]"
      style={percentBox(bounds, image)}
    >
      {visibleHandles(displayWidth, displayHeight).map((handle) => {
        const place = HANDLE_PLACES[handle];
        return (
          <span
            key={handle}
            data-handle={handle}
            className="pointer-events-auto absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center pointer-coarse:size-11"
            style={{ left: place.left, top: place.top, cursor: place.cursor }}
          >
            <span className="size-2.5 rounded-sm border border-line bg-white shadow pointer-coarse:size-3.5" />
          </span>
        );
      })}
    </div>
  );
});
