import type { CSSProperties } from "react";
import type { Bounds, Size } from "../../../shared/editor/index.ts";
import { t } from "../../i18n/i18n.ts";

/** Position image-pixel bounds as percentages, so boxes follow the image at any display width. */
export function percentBox(bounds: Bounds, image: Size): CSSProperties {
  return {
    left: `${(bounds.x / image.width) * 100}%`,
    top: `${(bounds.y / image.height) * 100}%`,
    width: `${(bounds.width / image.width) * 100}%`,
    height: `${(bounds.height / image.height) * 100}%`,
  };
}

/**
 * Accessible name of an area, e.g. "Area 2: 834×843 at 833,0, Buy", in the language shown (read by
 * screen readers and announced on a selection; the callers re-render on a language switch).
 */
export function areaAccessibleName(number: number, bounds: Bounds, label: string, invalid: boolean): string {
  const { width, height, x, y } = bounds;
  const base = t("Area {number}: {width}×{height} at {x},{y}", { number, width, height, x, y });
  const named = label ? `${base}, ${label}` : base;
  return invalid ? t("{name}, invalid", { name: named }) : named;
}
