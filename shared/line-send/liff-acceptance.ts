import { type Descriptor, desc, type MessageLike } from "../text/descriptor.ts";
import { type LineMessage, MAX_MESSAGES_PER_SEND, withoutQuickReplies } from "./messages.ts";

/**
 * What `liff.sendMessages` and `liff.shareTargetPicker` accept (LIFF API reference): text, image,
 * video, audio, location, sticker, and template and Flex messages whose actions are all URI actions.
 * Imagemaps and any other action type are refused by LINE after the picker has opened, so the app
 * checks first and says why.
 */
const LIFF_MESSAGE_TYPES = [
  "text",
  "image",
  "video",
  "audio",
  "location",
  "sticker",
  "template",
  "flex",
] as const;

export type LiffAcceptance =
  | { ok: true; messages: LineMessage[]; note?: string }
  | { ok: false; reason: MessageLike };

const ACTION_KEYS = new Set(["action", "defaultAction"]);

/** Every action object inside a message (Flex components, template buttons and columns). */
export function collectActions(
  node: unknown,
  found: Record<string, unknown>[] = [],
): Record<string, unknown>[] {
  if (Array.isArray(node)) {
    for (const item of node) collectActions(item, found);
    return found;
  }
  if (typeof node !== "object" || node === null) return found;
  for (const [key, value] of Object.entries(node)) {
    if (key === "quickReply") continue;
    if (ACTION_KEYS.has(key) && isObject(value)) found.push(value);
    else if (key === "actions" && Array.isArray(value)) found.push(...value.filter(isObject));
    if (key !== "actions") collectActions(value, found);
  }
  return found;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * "2 actions are postback", "1 action is message; 1 action is clipboard": each part a message of its
 * own (a plural), given as an `{errors}` list so the web shows every part in the chosen language.
 */
export function describeActionCounts(counts: ReadonlyMap<string, number>): Descriptor[] {
  return [...counts].map(([type, count]) =>
    desc("{count, plural, one {# action is {type}} other {# actions are {type}}}", { count, type }),
  );
}

function nonUriActions(message: LineMessage): Map<string, number> {
  const counts = new Map<string, number>();
  for (const action of collectActions(message)) {
    const type = typeof action.type === "string" ? action.type : "without a type";
    if (type !== "uri") counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return counts;
}

const MESSAGE_NAMES: Readonly<Record<string, string>> = { flex: "Flex", template: "template" };

function refusal(message: LineMessage): MessageLike | null {
  const type = message.type;
  if (type === "imagemap") {
    return "LINE does not let a LIFF app share or send imagemap messages. Use Send to my LINE instead.";
  }
  if (!(LIFF_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return desc("LINE does not let a LIFF app send {type} messages.", { type });
  }
  const name = MESSAGE_NAMES[type];
  if (!name) return null;
  const counts = nonUriActions(message);
  if (counts.size === 0) return null;
  return desc("LINE only lets a LIFF app share {name} messages whose buttons open links: {errors}", {
    name,
    errors: describeActionCounts(counts),
  });
}

/**
 * Checks messages against what LIFF carries, before the picker (or sendMessages) is called.
 * Quick replies are left out rather than refused: LIFF does not carry them, the message still goes.
 */
export function checkLiffAcceptance(messages: readonly LineMessage[]): LiffAcceptance {
  if (messages.length < 1 || messages.length > MAX_MESSAGES_PER_SEND) {
    return { ok: false, reason: "LINE sends 1 to 5 messages at a time." };
  }
  for (const message of messages) {
    const reason = refusal(message);
    if (reason) return { ok: false, reason };
  }
  const dropped = messages.some((message) => message.quickReply !== undefined);
  const kept = withoutQuickReplies(messages);
  return dropped
    ? { ok: true, messages: kept, note: "Quick reply buttons are left out: a LIFF app cannot send them." }
    : { ok: true, messages: kept };
}
