import { actionChoiceOf } from "../../../shared/richmenu/actions.ts";
import {
  ACTION_CHOICES,
  type ActionChoice,
  type DatetimeMode,
  type PostbackInputOption,
  type RichMenuAction,
} from "../../../shared/richmenu/types.ts";
import { msg, t } from "../../i18n/i18n.ts";

export const ACTION_CHOICE_LABELS: Record<ActionChoice, string> = {
  uri: msg("URI"),
  message: msg("Message"),
  postback: msg("Postback"),
  datetimepicker: msg("Datetime Picker"),
  camera: msg("Camera"),
  cameraRoll: msg("Camera Roll"),
  location: msg("Location"),
  richmenuswitch: msg("Rich Menu Switch"),
  clipboard: msg("Clipboard"),
  shareOfficialAccount: msg("Share Official Account"),
};

/** LINE's datetime picker modes, by name (the value is shown beside, as code). */
export const DATETIME_MODE_LABELS: Record<DatetimeMode, string> = {
  date: msg("Date"),
  time: msg("Time"),
  datetime: msg("Date and time"),
};

/** What a postback's input option does to the chat screen (the value is shown beside, as code). */
export const INPUT_OPTION_LABELS: Record<PostbackInputOption, string> = {
  closeRichMenu: msg("Close the rich menu"),
  openRichMenu: msg("Open the rich menu"),
  openKeyboard: msg("Open the keyboard"),
  openVoice: msg("Open voice input"),
};

/** The action type select's options, in the chosen language (called at render, so a switch applies). */
export function actionChoiceOptions(): { value: ActionChoice; label: string }[] {
  return ACTION_CHOICES.map((choice) => ({ value: choice, label: t(ACTION_CHOICE_LABELS[choice]) }));
}

/**
 * An area's action in two parts: its type in the chosen language, and its own label as the user wrote it
 * (shown as written, `translate="no"`: it is what LINE shows, not a text of the app).
 */
export function actionSummaryParts(action: RichMenuAction): { kind: string; label: string } {
  const choice = ACTION_CHOICE_LABELS[actionChoiceOf(action)];
  const kind = choice ? t(choice) : String((action as { type?: unknown }).type);
  const label = typeof action.label === "string" && action.label.trim() !== "" ? action.label.trim() : "";
  return { kind, label };
}

/** What an area shows on the canvas: its action's label, else the type. */
export function actionSummary(action: RichMenuAction): string {
  const { kind, label } = actionSummaryParts(action);
  return label ? `${kind}: ${label}` : kind;
}

/** window.location.origin: the spec's '{host}' of the uri samples. */
export function currentHost(): string {
  return typeof window === "undefined" ? "https://example.com" : window.location.origin;
}
