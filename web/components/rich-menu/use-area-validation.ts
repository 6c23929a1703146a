import { useMemo, useRef } from "react";
import type { EditorArea } from "../../../shared/editor/index.ts";
import {
  type RichMenuAction,
  type RichMenuSize,
  type ValidationResult,
  validateArea,
} from "../../../shared/richmenu/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";

export type AreaValidations = ReadonlyMap<string, ValidationResult>;

type Cache = {
  width: number;
  height: number;
  results: WeakMap<EditorArea<RichMenuAction>, ValidationResult>;
};

/**
 * Bounds + action validation per area id. An unchanged area (the same object) keeps its result
 * object, so the cards of the areas a drag did not touch see equal props and skip their render.
 */
export function useAreaValidation(
  areas: readonly EditorArea<RichMenuAction>[],
  size: RichMenuSize,
): AreaValidations {
  const { width, height } = size;
  const cache = useRef<Cache | null>(null);
  return useMemo(() => {
    if (cache.current?.width !== width || cache.current.height !== height)
      cache.current = { width, height, results: new WeakMap() };
    const { results } = cache.current;
    return new Map(
      areas.map((area) => {
        let result = results.get(area);
        if (!result) {
          result = validateArea({ bounds: area.bounds, action: area.data }, { width, height });
          results.set(area, result);
        }
        return [area.id, result];
      }),
    );
  }, [areas, width, height]);
}

/**
 * LINE's refusal details (messages per area id) join the area's own errors in its card and mark
 * it on the canvas; the area stays in the JSON, since only LINE knows what is wrong with it.
 */
export function withLineErrors(
  own: AreaValidations,
  lineErrors: Readonly<Record<string, readonly MessageLike[]>> | undefined,
): AreaValidations {
  const ids = Object.keys(lineErrors ?? {});
  if (!lineErrors || ids.length === 0) return own;
  const merged = new Map(own);
  for (const id of ids) {
    const base = own.get(id) ?? { valid: true, errors: [] };
    merged.set(id, { valid: false, errors: [...base.errors, ...(lineErrors[id] ?? [])] });
  }
  return merged;
}
