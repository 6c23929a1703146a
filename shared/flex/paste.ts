/**
 * What people paste into a Flex JSON field: usually the container (bubble or carousel), sometimes the whole
 * message from a log or the simulator's "View as JSON" — `{ "type": "flex", "altText", "contents" }`.
 */
import { isFlexObject } from "./types.ts";

export interface PastedFlex {
  /** The container to check, preview and save. */
  container: unknown;
  /** The pasted message's altText, when a whole message was pasted and it had one. */
  altText?: string;
  /** Says that a whole message was recognised and unwrapped; undefined for a plain container. */
  note?: string;
}

export function unwrapPastedFlex(value: unknown): PastedFlex {
  if (!isFlexObject(value) || value.type !== "flex" || !isFlexObject(value.contents))
    return { container: value };
  const altText = typeof value.altText === "string" ? value.altText : undefined;
  return {
    container: value.contents,
    altText,
    note: "This is a whole Flex Message: its contents are checked and previewed, and its altText is kept.",
  };
}
