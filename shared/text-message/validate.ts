/**
 * Checks a text message JSON (buildTextMessage's output, or any pasted one) against the
 * builder's rules and LINE's: text required and ≤ 5000 (UTF-16 units, as LINE counts), sender
 * name ≤ 20 without "LINE", icon URLs, at most 13 quick reply buttons each with a label ≤ 20,
 * then the official TextMessage schema (QuickReply maxItems 13, imageUrl/iconUrl ≤ 2000, …).
 */

import { lineSchemaErrors } from "../richmenu/schema-check.ts";
import type { ValidationResult } from "../richmenu/types.ts";
import { asDescriptor, desc, type MessageLike } from "../text/descriptor.ts";
import { checkIconUrlSyntax } from "./icon-url.ts";
import { MAX_QUICK_REPLIES, validateQuickReplyItem } from "./quick-replies.ts";
import {
  isAllowedSenderName,
  SENDER_NAME_MAX,
  TEXT_MESSAGE_MESSAGES,
  textMessageTextError,
} from "./text-message.ts";

export const TEXT_MESSAGE_VALIDATION_MESSAGES = {
  notObject: "Text message must be an object",
  type: 'Type must be "text"',
  senderNotObject: "Sender must be an object",
  senderNameTooLong: "Sender name must not exceed 20 characters",
  senderNameReserved: 'Sender name must not contain "LINE"',
  quickReplyItems: "Quick reply items must be a list",
  tooManyQuickReplies: "At most 13 quick reply buttons are allowed",
} as const;

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function textErrors(text: unknown): MessageLike[] {
  if (typeof text !== "string") return [TEXT_MESSAGE_MESSAGES.textRequired];
  const error = textMessageTextError(text);
  return error ? [error] : [];
}

function senderErrors(sender: unknown): MessageLike[] {
  const m = TEXT_MESSAGE_VALIDATION_MESSAGES;
  if (sender === undefined) return [];
  if (!isObject(sender)) return [m.senderNotObject];
  const errors: MessageLike[] = [];
  const { name, iconUrl } = sender;
  if (typeof name === "string" && !isAllowedSenderName(name)) {
    errors.push(name.length > SENDER_NAME_MAX ? m.senderNameTooLong : m.senderNameReserved);
  }
  if (typeof iconUrl === "string") {
    const iconError = checkIconUrlSyntax(iconUrl);
    if (iconError) errors.push(desc("Sender icon: {error}", { error: asDescriptor(iconError) }));
  }
  return errors;
}

function quickReplyErrors(quickReply: unknown): MessageLike[] {
  const m = TEXT_MESSAGE_VALIDATION_MESSAGES;
  if (quickReply === undefined) return [];
  const items = isObject(quickReply) ? quickReply.items : undefined;
  if (!Array.isArray(items)) return [m.quickReplyItems];
  const errors: MessageLike[] = items.length > MAX_QUICK_REPLIES ? [m.tooManyQuickReplies] : [];
  items.forEach((item, index) => {
    for (const error of validateQuickReplyItem(item).errors)
      errors.push(desc("Quick reply {number}: {error}", { number: index + 1, error: asDescriptor(error) }));
  });
  return errors;
}

export function validateTextMessage(json: unknown): ValidationResult {
  const m = TEXT_MESSAGE_VALIDATION_MESSAGES;
  if (!isObject(json)) return { valid: false, errors: [m.notObject] };
  const errors: MessageLike[] = [];
  if (json.type !== "text") errors.push(m.type);
  errors.push(...textErrors(json.text), ...senderErrors(json.sender), ...quickReplyErrors(json.quickReply));
  if (errors.length === 0) errors.push(...lineSchemaErrors("TextMessage", json));
  return { valid: errors.length === 0, errors };
}
