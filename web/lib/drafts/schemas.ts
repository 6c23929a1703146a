/**
 * Schemas that restored drafts must pass. A draft is our own earlier output, so these are a
 * safety net for shape changes between app versions, not user-input validation: the builders'
 * own checks still judge the content (an invalid area restores as the same invalid area).
 */

import type { EditorState } from "../../../shared/editor/index.ts";
import { RICH_MENU_ACTION_TYPES, type RichMenuAction } from "../../../shared/richmenu/index.ts";
import { type Descriptor, isDescriptor } from "../../../shared/text/descriptor.ts";
import { z } from "./zod.ts";

const count = z.number().finite();

export const sizeSchema = z.object({ width: count, height: count });

const boundsSchema = z.object({ x: count, y: count, width: count, height: count });

/** Restores the areas and image of a canvas editor; history starts empty. */
export function editorDraftSchema<T>(data: z.ZodType<T>) {
  return z
    .object({
      image: sizeSchema.nullable(),
      areas: z.array(z.object({ id: z.string(), bounds: boundsSchema, data })),
      selectedId: z.string().nullable().catch(null),
      maxAreas: z.number().int().positive(),
      // A descriptor (this version) or the English text an earlier version saved.
      maxAreasMessage: z.union([z.string(), z.custom<Descriptor>(isDescriptor)]),
      nextId: z.number().int().positive(),
    })
    .transform(
      (editor): EditorState<T> => ({
        ...editor,
        selectedId: editor.areas.some((area) => area.id === editor.selectedId) ? editor.selectedId : null,
        past: [],
        future: [],
        gesture: null,
        guides: [],
        refusal: null,
      }),
    );
}

/** A Blob (or File) read back from IndexedDB. */
export const blobSchema = z.custom<Blob>((value) => value instanceof Blob, { message: "Not a Blob" });

/**
 * An action object of a rich menu / quick reply: its type and string fields are checked, the
 * builder's own validation judges the rest.
 */
export function actionSchema<T>(types: readonly string[]) {
  return z.custom<T>((value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    if (typeof record.type !== "string" || !types.includes(record.type)) return false;
    return Object.values(record).every((item) =>
      ["string", "boolean", "number", "undefined"].includes(typeof item),
    );
  });
}

/** A rich menu area action as the editors hold it (possibly still invalid while being edited). */
export const richMenuActionSchema = actionSchema<RichMenuAction>(RICH_MENU_ACTION_TYPES);
