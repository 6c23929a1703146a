/**
 * Pure helpers of the text message page: which inputs each quick reply action type shows, the
 * sender-name input rule with the reason shown when input is ignored, the counters and the
 * JSON panel's content.
 */
import { DATETIME_MODES, POSTBACK_INPUT_OPTIONS } from "../../../shared/richmenu/types.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import {
  acceptSenderName,
  buildTextMessage,
  type QuickReplyAction,
  type QuickReplyActionType,
  SENDER_NAME_MAX,
  TEXT_MESSAGE_TEXT_MAX,
  type TextMessageJson,
  type TextMessageState,
  textMessageTextError,
  validateTextMessage,
} from "../../../shared/text-message/index.ts";
import { LABEL } from "../../components/labels.ts";
import { DATETIME_MODE_LABELS, INPUT_OPTION_LABELS } from "../../components/rich-menu/action-choices.ts";
import { msg } from "../../i18n/i18n.ts";

export const QUICK_REPLY_TYPE_LABELS: Record<QuickReplyActionType, string> = {
  message: LABEL.message,
  uri: LABEL.uri,
  postback: LABEL.postback,
  datetimepicker: msg("Datetime picker"),
  camera: LABEL.camera,
  cameraRoll: msg("Camera roll"),
  location: LABEL.location,
  clipboard: LABEL.clipboard,
};

export const SENDER_NAME_HINTS = {
  reserved: msg('The sender name cannot contain "LINE" (in any case), so that input was ignored.'),
  tooLong: `The sender name is at most ${SENDER_NAME_MAX} characters, so that input was ignored.`,
} as const;

export interface SenderNameChange {
  value: string;
  /** Why the input was ignored, or null when it was taken. */
  hint: string | null;
}

/** The sender name input: a change breaking a rule is ignored, and the user is told why. */
export function changeSenderName(prev: string, next: string): SenderNameChange {
  const value = acceptSenderName(prev, next);
  if (value === next) return { value, hint: null };
  return { value, hint: /line/i.test(next) ? SENDER_NAME_HINTS.reserved : SENDER_NAME_HINTS.tooLong };
}

export interface ActionField {
  key: string;
  label: string;
  kind: "text" | "url" | "textarea" | "select";
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Longest allowed value, shown as a counter. */
  max?: number;
  /** Shown only when this returns true for the current action. */
  when?: (action: Record<string, unknown>) => boolean;
}

const inputOptions = [
  { value: "", label: LABEL.none },
  ...POSTBACK_INPUT_OPTIONS.map((value) => ({ value, label: INPUT_OPTION_LABELS[value] })),
];
const modes = DATETIME_MODES.map((value) => ({ value, label: DATETIME_MODE_LABELS[value] }));

/** The inputs of each type besides Label (every type has a label in a quick reply). */
export const ACTION_FIELDS: Record<QuickReplyActionType, readonly ActionField[]> = {
  message: [{ key: "text", label: LABEL.text, kind: "textarea", max: 300 }],
  uri: [{ key: "uri", label: LABEL.uri, kind: "url", placeholder: "https://example.com" }],
  postback: [
    { key: "data", label: LABEL.data, kind: "text", max: 300 },
    { key: "displayText", label: msg("Display text"), kind: "text", max: 300 },
    { key: "inputOption", label: msg("Input option"), kind: "select", options: inputOptions },
    {
      key: "fillInText",
      label: msg("Fill-in text"),
      kind: "textarea",
      max: 300,
      when: (action) => action.inputOption === "openKeyboard",
    },
  ],
  datetimepicker: [
    { key: "data", label: LABEL.data, kind: "text", max: 300 },
    { key: "mode", label: LABEL.mode, kind: "select", options: modes },
    { key: "initial", label: LABEL.initial, kind: "text" },
    { key: "max", label: LABEL.max, kind: "text" },
    { key: "min", label: LABEL.min, kind: "text" },
  ],
  camera: [],
  cameraRoll: [],
  location: [],
  clipboard: [{ key: "clipboardText", label: LABEL.clipboardText, kind: "textarea", max: 300 }],
};

export function visibleFields(action: QuickReplyAction): readonly ActionField[] {
  const fields = action as unknown as Record<string, unknown>;
  return ACTION_FIELDS[action.type].filter((field) => field.when?.(fields) ?? true);
}

/** Leaving openKeyboard drops the fill-in text, which LINE allows only with it. */
export function actionPatch(action: QuickReplyAction, key: string, value: string): Record<string, unknown> {
  const patch: Record<string, unknown> = { [key]: value };
  if (action.type === "postback" && key === "inputOption" && value !== "openKeyboard") {
    patch.fillInText = undefined;
  }
  return patch;
}

export function fieldValue(action: QuickReplyAction, key: string): string {
  const value = (action as unknown as Record<string, unknown>)[key];
  return typeof value === "string" ? value : "";
}

export function textCounter(text: string): { count: number; max: number; over: boolean } {
  return { count: text.length, max: TEXT_MESSAGE_TEXT_MAX, over: text.length > TEXT_MESSAGE_TEXT_MAX };
}

export type TextMessageOutput =
  | { kind: "placeholder"; error: string }
  | { kind: "json"; json: TextMessageJson; text: string; problems: MessageLike[] };

/** The Generated JSON panel: an error placeholder while the text is unusable, else the message. */
export function textMessageOutput(state: TextMessageState): TextMessageOutput {
  const error = textMessageTextError(state.text);
  if (error) return { kind: "placeholder", error };
  const json = buildTextMessage(state);
  return {
    kind: "json",
    json,
    text: JSON.stringify(json, null, 2),
    problems: validateTextMessage(json).errors,
  };
}
