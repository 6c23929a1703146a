import { DEFAULT_ALT_TEXT } from "../flex/limits.ts";
import { wrapFlexMessage } from "../flex/message.ts";
import { parseFlexJson } from "../flex/parse.ts";
import { type FlexMessage, type FlexObject, isFlexObject } from "../flex/types.ts";
import type { Descriptor } from "../text/descriptor.ts";
import { DESIGNER_MESSAGES } from "./messages.ts";

/**
 * What the designer edits: the message's altText and its container, the JSON exactly as opened (key order
 * and unknown properties included). Commands replace only what they change, so exporting an unedited design
 * gives back the JSON it was opened from.
 */
export interface Design {
  readonly altText: string;
  readonly contents: FlexObject;
  /** The flex message it was opened from, if it was one: its other keys and their order are kept. */
  readonly wrapper: FlexObject | null;
}

export type OpenResult = { ok: true; design: Design } | { ok: false; reason: Descriptor };

function isContainer(value: unknown): value is FlexObject {
  return isFlexObject(value) && (value.type === "bubble" || value.type === "carousel");
}

/** Opens a Flex container, or a whole flex message (`{ type: "flex", altText, contents }`). */
export function openDesign(value: unknown, altText: string = DEFAULT_ALT_TEXT): OpenResult {
  if (isFlexObject(value) && value.type === "flex" && isContainer(value.contents)) {
    const text = typeof value.altText === "string" ? value.altText : altText;
    return { ok: true, design: { altText: text, contents: value.contents, wrapper: value } };
  }
  if (isContainer(value)) return { ok: true, design: { altText, contents: value, wrapper: null } };
  return { ok: false, reason: DESIGNER_MESSAGES.notAContainer() };
}

/** The flex message to send, copy or store; an opened message keeps its keys in their order. */
export function exportMessage(design: Design): FlexMessage<FlexObject> {
  if (!design.wrapper) return wrapFlexMessage(design.contents, design.altText);
  // fromEntries defines keys (a "__proto__" key stays data); an assignment would not.
  const message = Object.fromEntries(
    Object.entries(design.wrapper).map(([key, value]) => [
      key,
      key === "altText" ? design.altText : key === "contents" ? design.contents : value,
    ]),
  );
  if (!Object.hasOwn(message, "altText")) message.altText = design.altText;
  return message as unknown as FlexMessage<FlexObject>;
}

export type JsonEditResult = { ok: true; design: Design } | { ok: false; reason: Descriptor };

/**
 * The JSON tab's text as the new design: a container (the altText stays) or a whole flex message. Text that
 * is not JSON yet, or not a container, is refused and the design (and so the outline) stays as it was until
 * the text is valid again.
 */
export function applyJsonText(design: Design, text: string): JsonEditResult {
  const parsed = parseFlexJson(text);
  if (parsed.kind === "empty") return { ok: false, reason: DESIGNER_MESSAGES.jsonEmpty() };
  if (parsed.kind === "error") {
    return { ok: false, reason: DESIGNER_MESSAGES.jsonInvalid(parsed.line, parsed.column) };
  }
  const opened = openDesign(parsed.value, design.altText);
  if (!opened.ok) return opened;
  const { contents, wrapper } = opened.design;
  return { ok: true, design: wrapper ? opened.design : { ...design, contents } };
}
