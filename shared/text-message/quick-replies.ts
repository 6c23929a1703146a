/**
 * Quick reply buttons of the text message builder (spec sections 2.6, 3, 5): the eight action
 * types with their sample defaults, list commands (add, move, delete, change type, edit) as
 * pure functions over the list, the label counter and per-button validation.
 */

import { sampleAction } from "../richmenu/actions.ts";
import { graphemeLength } from "../richmenu/text-length.ts";
import type { RichMenuAction, RichMenuSwitchAction, ValidationResult } from "../richmenu/types.ts";
import { ACTION_MESSAGES, validateAction } from "../richmenu/validate-action.ts";
import { asDescriptor, desc, type MessageLike, messageKey } from "../text/descriptor.ts";
import { checkIconUrlSyntax } from "./icon-url.ts";

export const QUICK_REPLY_ACTION_TYPES = [
  "message",
  "uri",
  "postback",
  "datetimepicker",
  "camera",
  "cameraRoll",
  "location",
  "clipboard",
] as const;
export type QuickReplyActionType = (typeof QUICK_REPLY_ACTION_TYPES)[number];

/** Any rich menu action except richmenuswitch, which quick replies do not support. */
export type QuickReplyAction = Exclude<RichMenuAction, RichMenuSwitchAction>;

export const MAX_QUICK_REPLIES = 13;
const QUICK_REPLY_LABEL_MAX = 20;
export const DEFAULT_QUICK_REPLY_LABEL = "Quick Reply";
export const DEFAULT_QUICK_REPLY_TEXT = "Hello!";

/** A new button's label and message text: the web passes them in the language shown. */
export interface QuickReplyDefaults {
  label: string;
  text: string;
}

const ENGLISH_DEFAULTS: QuickReplyDefaults = {
  label: DEFAULT_QUICK_REPLY_LABEL,
  text: DEFAULT_QUICK_REPLY_TEXT,
};

export const QUICK_REPLY_MESSAGES = {
  itemNotObject: "Quick reply item must be an object",
  itemType: 'Quick reply item type must be "action"',
  actionType:
    "Quick reply action type must be one of: message, uri, postback, datetimepicker, camera, cameraRoll, location, clipboard",
  labelRequired: ACTION_MESSAGES.labelRequired,
  labelTooLong: ACTION_MESSAGES.labelTooLong,
} as const;

/** One button as the editor keeps it; `id` is a stable key for the list UI. */
export interface QuickReplyDraft {
  id: string;
  action: QuickReplyAction;
  /** Icon URL; "" for none. */
  imageUrl: string;
}

/** The sample action of `type`, carrying `label` (type changes keep the label). */
export function sampleQuickReplyAction(
  type: QuickReplyActionType,
  host: string,
  label: string,
): QuickReplyAction {
  return { ...(sampleAction(type, host) as QuickReplyAction), label };
}

function nextId(items: readonly QuickReplyDraft[]): string {
  const used = items.map((item) => Number(/^qr-(\d+)$/.exec(item.id)?.[1] ?? 0));
  return `qr-${Math.max(0, ...used) + 1}`;
}

/** A new button: message action, label 'Quick Reply', text 'Hello!' (or their translations). */
export function newQuickReply(
  items: readonly QuickReplyDraft[],
  defaults: QuickReplyDefaults = ENGLISH_DEFAULTS,
): QuickReplyDraft {
  return {
    id: nextId(items),
    action: { type: "message", label: defaults.label, text: defaults.text },
    imageUrl: "",
  };
}

export function canAddQuickReply(items: readonly QuickReplyDraft[]): boolean {
  return items.length < MAX_QUICK_REPLIES;
}

/** Appends a new button; the list is returned unchanged when it already holds 13. */
export function addQuickReply(
  items: readonly QuickReplyDraft[],
  defaults: QuickReplyDefaults = ENGLISH_DEFAULTS,
): QuickReplyDraft[] {
  return canAddQuickReply(items) ? [...items, newQuickReply(items, defaults)] : [...items];
}

export function removeQuickReply(items: readonly QuickReplyDraft[], index: number): QuickReplyDraft[] {
  return items.filter((_, i) => i !== index);
}

/** Swaps a button with its neighbour; moving past either end changes nothing. */
export function moveQuickReply(items: readonly QuickReplyDraft[], index: number, direction: "up" | "down") {
  const target = direction === "up" ? index - 1 : index + 1;
  const next = [...items];
  const [a, b] = [next[index], next[target]];
  if (!a || !b) return next;
  next[index] = b;
  next[target] = a;
  return next;
}

function replaceAt(
  items: readonly QuickReplyDraft[],
  index: number,
  change: (item: QuickReplyDraft) => QuickReplyDraft,
) {
  return items.map((item, i) => (i === index ? change(item) : item));
}

/** Applies the new type's sample defaults, keeping the button's label. */
export function changeQuickReplyType(
  items: readonly QuickReplyDraft[],
  index: number,
  type: QuickReplyActionType,
  host: string,
): QuickReplyDraft[] {
  return replaceAt(items, index, (item) => ({
    ...item,
    action: sampleQuickReplyAction(type, host, item.action.label ?? ""),
  }));
}

/** Edits fields of a button's action (not its type: use changeQuickReplyType). */
export function updateQuickReplyAction(
  items: readonly QuickReplyDraft[],
  index: number,
  patch: Record<string, unknown>,
): QuickReplyDraft[] {
  const { type: _ignored, ...fields } = patch;
  return replaceAt(items, index, (item) => ({
    ...item,
    action: { ...item.action, ...fields } as QuickReplyAction,
  }));
}

export function setQuickReplyImageUrl(items: readonly QuickReplyDraft[], index: number, imageUrl: string) {
  return replaceAt(items, index, (item) => ({ ...item, imageUrl }));
}

/** The label counter: count in LINE's unit (graphemes) and whether to show it red. */
export function labelCounter(label: string): { count: number; max: number; over: boolean } {
  const count = graphemeLength(label);
  return { count, max: QUICK_REPLY_LABEL_MAX, over: count > QUICK_REPLY_LABEL_MAX };
}

/**
 * Validates one quick reply item of the JSON ({ type: "action", action, imageUrl? }): a label
 * (required, ≤ 20) on every type, the action rules shared with rich menus (texts ≤ 300,
 * fill-in text only with openKeyboard, …) and the icon URL rules.
 */
export function validateQuickReplyItem(item: unknown): ValidationResult {
  const m = QUICK_REPLY_MESSAGES;
  if (typeof item !== "object" || item === null || Array.isArray(item))
    return { valid: false, errors: [m.itemNotObject] };
  const fields = item as Record<string, unknown>;
  const errors: MessageLike[] = [];
  if (fields.type !== "action") errors.push(m.itemType);
  const action = fields.action as Record<string, unknown> | undefined;
  if (!(QUICK_REPLY_ACTION_TYPES as readonly unknown[]).includes(action?.type)) errors.push(m.actionType);
  else {
    if (typeof action?.label !== "string" || action.label === "") errors.push(m.labelRequired);
    const seen = new Set(errors.map(messageKey));
    for (const error of validateAction(action).errors) if (!seen.has(messageKey(error))) errors.push(error);
  }
  if (typeof fields.imageUrl === "string" && fields.imageUrl !== "") {
    const iconError = checkIconUrlSyntax(fields.imageUrl);
    if (iconError) errors.push(desc("Icon: {error}", { error: asDescriptor(iconError) }));
  }
  return { valid: errors.length === 0, errors };
}
