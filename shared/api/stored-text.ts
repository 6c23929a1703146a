import type { z } from "zod";
import { MAX_JSON_DEPTH } from "../json/depth.ts";

/*
 * PostgreSQL refuses U+0000 in text, so no stored string may hold it, on either database: a save with one is
 * refused (422) before it reaches storage, and both set-ups answer alike.
 */

// "U+0000", not the escape "\u0000": Lingui reads an escape sequence in a message as the character itself,
// so the text would show (and answer) an invisible NUL.
export const NUL_ERROR = "Text must not contain the NUL character (U+0000)";

/**
 * Path of the first string (object key or value) containing U+0000, or null when there is none. Values
 * nested deeper than MAX_JSON_DEPTH are refused by the depth check anyway: the walk stops there.
 */
export function findNulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (path.length > MAX_JSON_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key];
      const found = findNulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The schema, refusing any U+0000 in the parsed value with NUL_ERROR at its path. */
export function storable<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    const path = findNulPath(value);
    if (path) ctx.addIssue({ code: "custom", message: NUL_ERROR, path });
  }) as S;
}
