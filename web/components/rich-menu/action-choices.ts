import {
  ACTION_CHOICES,
  type ActionChoice,
  actionChoiceOf,
  type RichMenuAction,
} from "../../../shared/richmenu/index.ts";

export const ACTION_CHOICE_LABELS: Record<ActionChoice, string> = {
  uri: "URI",
  message: "Message",
  postback: "Postback",
  datetimepicker: "Datetime Picker",
  camera: "Camera",
  cameraRoll: "Camera Roll",
  location: "Location",
  richmenuswitch: "Rich Menu Switch",
  clipboard: "Clipboard",
  shareOfficialAccount: "Share Official Account",
};

export const ACTION_CHOICE_OPTIONS = ACTION_CHOICES.map((choice) => ({
  value: choice,
  label: ACTION_CHOICE_LABELS[choice],
}));

/** What an area shows on the canvas: its action's label, else the type. */
export function actionSummary(action: RichMenuAction): string {
  const kind = ACTION_CHOICE_LABELS[actionChoiceOf(action)] ?? String((action as { type?: unknown }).type);
  const label = typeof action.label === "string" && action.label.trim() !== "" ? action.label.trim() : "";
  return label ? `${kind}: ${label}` : kind;
}

/** window.location.origin: the spec's '{host}' of the uri samples. */
export function currentHost(): string {
  return typeof window === "undefined" ? "https://example.com" : window.location.origin;
}
