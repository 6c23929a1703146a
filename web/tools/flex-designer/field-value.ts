import type { PropertyKind } from "../../../shared/flex/schema.ts";

/**
 * A field's text as the value written into the JSON: empty text unsets the property (LINE's default
 * applies, nothing is written), integers become numbers, "true"/"false" booleans. Text that is not a
 * number in an integer field is kept as typed: the validator then says what is wrong with it.
 */
export function valueOfInput(kind: PropertyKind, text: string): unknown {
  if (text === "") return undefined;
  if (kind === "boolean") return text === "true" ? true : text === "false" ? false : undefined;
  if (kind === "integer") {
    const number = Number(text);
    return text.trim() !== "" && Number.isInteger(number) ? number : text;
  }
  return text;
}

/** The value in the JSON as a field's text ("" when unset: the field then shows LINE's default). */
export function inputOfValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** The node's own JSON for its editor, and that editor's text back: null when it is not a JSON object. */
export function readNodeJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
