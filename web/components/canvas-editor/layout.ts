import type { CSSProperties } from "react";
import type { Bounds, Size } from "../../../shared/editor/index.ts";

/** Position image-pixel bounds as percentages, so boxes follow the image at any display width. */
export function percentBox(bounds: Bounds, image: Size): CSSProperties {
  return {
    left: `${(bounds.x / image.width) * 100}%`,
    top: `${(bounds.y / image.height) * 100}%`,
    width: `${(bounds.width / image.width) * 100}%`,
    height: `${(bounds.height / image.height) * 100}%`,
  };
}

/** Accessible name of an area, e.g. "Area 2: 834×843 at 833,0, Buy". */
export function areaAccessibleName(number: number, bounds: Bounds, label: string, invalid: boolean): string {
  const base = `Area ${number}: ${bounds.width}×${bounds.height} at ${bounds.x},${bounds.y}`;
  return `${base}${label ? `, ${label}` : ""}${invalid ? ", invalid" : ""}`;
}
