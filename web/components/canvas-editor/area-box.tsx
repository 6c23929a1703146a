import { memo } from "react";
import type { Bounds, Size } from "../../../shared/editor/index.ts";
import { cn } from "../../lib/cn.ts";
import { areaAccessibleName, percentBox } from "./layout.ts";

export interface AreaBoxProps {
  id: string;
  number: number;
  bounds: Bounds;
  image: Size;
  label: string;
  /** The user's own text after the label, shown as written (`translate="no"`). */
  ownLabel?: string;
  selected: boolean;
  invalid: boolean;
  /** Display width of the box, to hide the label when it would not fit. */
  displayWidth: number;
  onFocusArea: (id: string) => void;
}

/**
 * One area rectangle: a real button (Tab reaches it, focusing selects it) whose name gives
 * its number and integer bounds. Pointer presses are handled by the surface around it.
 */
export const AreaBox = memo(function AreaBox(props: AreaBoxProps) {
  const { id, number, bounds, image, label, ownLabel, selected, invalid, displayWidth, onFocusArea } = props;
  return (
    <button
      type="button"
      data-area-id={id}
      aria-pressed={selected}
      aria-label={areaAccessibleName(number, bounds, ownLabel ? `${label}: ${ownLabel}` : label, invalid)}
      onFocus={() => onFocusArea(id)}
      className={cn(
        "absolute box-border flex cursor-move flex-col items-start overflow-hidden border-2 p-0.5 text-left",
        "outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-inset",
        // The selected area is the one that moves: a layer of its own keeps each frame's repaint small.
        selected && "will-change-transform",
        invalid
          ? "border-red-500 bg-red-500/30"
          : selected
            ? "border-line bg-line/30"
            : "border-white/90 bg-black/25 hover:bg-black/35",
      )}
      style={percentBox(bounds, image)}
    >
      <span
        aria-hidden="true"
        className={cn(
          "rounded px-1 text-xs leading-4 font-semibold text-white tabular-nums",
          invalid ? "bg-red-600" : selected ? "bg-line" : "bg-gray-900/80",
        )}
      >
        {number}
      </span>
      {label && displayWidth >= 48 && (
        <span
          aria-hidden="true"
          className="mt-0.5 max-w-full truncate rounded bg-white/85 px-1 text-[11px] leading-4 text-gray-900"
        >
          {label}
          {ownLabel ? (
            <>
              : <span translate="no">{ownLabel}</span>
            </>
          ) : null}
        </span>
      )}
    </button>
  );
});
