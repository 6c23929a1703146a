import { useMemo } from "react";
import type { EditorArea } from "../../../shared/editor/index.ts";
import {
  type RichMenuAction,
  type RichMenuSize,
  type ValidationResult,
  validateArea,
} from "../../../shared/richmenu/index.ts";

export type AreaValidations = ReadonlyMap<string, ValidationResult>;

/** Bounds + action validation per area id; recomputed only when areas or the size change. */
export function useAreaValidation(
  areas: readonly EditorArea<RichMenuAction>[],
  size: RichMenuSize,
): AreaValidations {
  const { width, height } = size;
  return useMemo(
    () =>
      new Map(
        areas.map((area) => [
          area.id,
          validateArea({ bounds: area.bounds, action: area.data }, { width, height }),
        ]),
      ),
    [areas, width, height],
  );
}
