/**
 * Text message builder state and output (spec sections 2.6, 3, 5): LINE's TextMessage with an
 * optional sender and quick reply, empty values dropped so the JSON is what LINE accepts.
 */
import { compactAction } from "../richmenu/actions.ts";
import type { QuickReplyAction, QuickReplyDraft } from "./quick-replies.ts";

export const TEXT_MESSAGE_TEXT_MAX = 5000;
export const SENDER_NAME_MAX = 20;

export const TEXT_MESSAGE_MESSAGES = {
  textRequired: "Message text is required",
  textTooLong: "Message text must not exceed 5000 characters",
  copied: "JSON Copied",
  downloaded: "JSON Downloaded",
} as const;

export const TEXT_MESSAGE_FILE_NAME = "line-text-message.json";

export interface TextMessageState {
  text: string;
  sender: { name: string; iconUrl: string };
  quickReplies: QuickReplyDraft[];
}

interface QuickReplyItemJson {
  type: "action";
  action: QuickReplyAction;
  imageUrl?: string;
}

export interface TextMessageJson {
  type: "text";
  text: string;
  sender?: { name?: string; iconUrl?: string };
  quickReply?: { items: QuickReplyItemJson[] };
}

export function emptyTextMessageState(): TextMessageState {
  return { text: "", sender: { name: "", iconUrl: "" }, quickReplies: [] };
}

/** The error the JSON panel shows instead of output, or null when the text is usable. */
export function textMessageTextError(text: string): string | null {
  if (text.trim() === "") return TEXT_MESSAGE_MESSAGES.textRequired;
  return text.length > TEXT_MESSAGE_TEXT_MAX ? TEXT_MESSAGE_MESSAGES.textTooLong : null;
}

/** LINE reserves the word; the builder refuses names containing it in any case. */
export function isAllowedSenderName(name: string): boolean {
  return name.length <= SENDER_NAME_MAX && !/line/i.test(name);
}

/** Input handler for the sender name: a change that breaks a rule is ignored (keeps `prev`). */
export function acceptSenderName(prev: string, next: string): string {
  return isAllowedSenderName(next) ? next : prev;
}

function senderJson(sender: TextMessageState["sender"]): TextMessageJson["sender"] {
  const out: { name?: string; iconUrl?: string } = {};
  if (sender.name !== "") out.name = sender.name;
  if (sender.iconUrl !== "") out.iconUrl = sender.iconUrl;
  return Object.keys(out).length > 0 ? out : undefined;
}

function quickReplyJson(draft: QuickReplyDraft): QuickReplyItemJson {
  const item: QuickReplyItemJson = { type: "action", action: compactAction(draft.action) };
  if (draft.imageUrl !== "") item.imageUrl = draft.imageUrl;
  return item;
}

/**
 * The TextMessage JSON: sender only when a name or icon is set, quickReply only with buttons,
 * and action fields that are undefined, null or "" left out.
 */
export function buildTextMessage(state: TextMessageState): TextMessageJson {
  const message: TextMessageJson = { type: "text", text: state.text };
  const sender = senderJson(state.sender);
  if (sender) message.sender = sender;
  if (state.quickReplies.length > 0) message.quickReply = { items: state.quickReplies.map(quickReplyJson) };
  return message;
}
