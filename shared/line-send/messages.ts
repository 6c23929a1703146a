import { DEFAULT_ALT_TEXT } from "../flex/limits.ts";
import { wrapFlexMessage } from "../flex/message.ts";
import { isFlexObject } from "../flex/types.ts";

/** A LINE message object as the Messaging API and LIFF take it. */
export type LineMessage = { type: string } & Record<string, unknown>;

/** LINE sends 1 to 5 messages per push, validate, liff.sendMessages and share target picker call. */
export const MAX_MESSAGES_PER_SEND = 5;

const FLEX_CONTAINER_TYPES = new Set(["bubble", "carousel"]);

/**
 * The Flex formatter and Flex Storage hold a container (bubble/carousel) or a whole Flex message;
 * what goes to LINE is always the message: `{ type: "flex", altText, contents }`.
 */
export function flexMessages(value: unknown, altText: string = DEFAULT_ALT_TEXT): LineMessage[] {
  if (!isFlexObject(value)) return [];
  if (value.type === "flex") return [{ ...value } as LineMessage];
  if (typeof value.type === "string" && FLEX_CONTAINER_TYPES.has(value.type)) {
    return [{ ...wrapFlexMessage(value, altText.trim() || DEFAULT_ALT_TEXT) }];
  }
  return [];
}

/** Builders that already produce a message object (text, imagemap): one message, as is. */
export function singleMessage(value: unknown): LineMessage[] {
  return isFlexObject(value) && typeof value.type === "string" ? [{ ...value } as LineMessage] : [];
}

/** The same messages with their quick replies left out (what a LIFF app can carry; see liff-acceptance.ts). */
export function withoutQuickReplies(messages: readonly LineMessage[]): LineMessage[] {
  return messages.map(({ quickReply: _dropped, ...rest }) => rest as LineMessage);
}
