import { type Descriptor, desc } from "../text/descriptor.ts";
import { ALT_TEXT_MAX_LENGTH, DEFAULT_ALT_TEXT } from "./limits.ts";
import type { FlexMessage, FlexProblem } from "./types.ts";

/** The message as sent or copied: `{ type: "flex", altText, contents }`. */
export function wrapFlexMessage<Contents>(
  contents: Contents,
  altText: string = DEFAULT_ALT_TEXT,
): FlexMessage<Contents> {
  return { type: "flex", altText, contents };
}

/** altText is required by LINE and holds at most 1500 UTF-16 code units. */
export function validateAltText(altText: string): FlexProblem[] {
  if (altText.length === 0) return [{ path: "altText", message: "is required" }];
  if (altText.length > ALT_TEXT_MAX_LENGTH) {
    return [{ path: "altText", message: tooLongMessage(altText.length, ALT_TEXT_MAX_LENGTH) }];
  }
  return [];
}

export function tooLongMessage(length: number, max: number): Descriptor {
  return desc("is {length} characters long; the maximum is {max}", { length, max });
}
