import type { MessageLike } from "../text/descriptor.ts";
/**
 * Rich menu domain types. Field names follow LINE's `RichMenuRequest` and `Action` objects
 * (messaging-api.yml), so a config can be sent to the Messaging API without renaming.
 */

/** The nine action types LINE accepts in a rich menu area, in the order the UI lists them. */
export const RICH_MENU_ACTION_TYPES = [
  "uri",
  "message",
  "postback",
  "datetimepicker",
  "camera",
  "cameraRoll",
  "location",
  "richmenuswitch",
  "clipboard",
] as const;
type RichMenuActionType = (typeof RICH_MENU_ACTION_TYPES)[number];

/** What the action-type picker offers: the nine types plus the UI-only share choice. */
export type ActionChoice = RichMenuActionType | "shareOfficialAccount";
export const ACTION_CHOICES: readonly ActionChoice[] = [...RICH_MENU_ACTION_TYPES, "shareOfficialAccount"];

export const POSTBACK_INPUT_OPTIONS = ["closeRichMenu", "openRichMenu", "openKeyboard", "openVoice"] as const;
export type PostbackInputOption = (typeof POSTBACK_INPUT_OPTIONS)[number];

export const DATETIME_MODES = ["date", "time", "datetime"] as const;
export type DatetimeMode = (typeof DATETIME_MODES)[number];

export interface UriAction {
  type: "uri";
  uri: string;
  label?: string;
}
interface MessageAction {
  type: "message";
  text: string;
  label?: string;
}
export interface PostbackAction {
  type: "postback";
  data: string;
  label?: string;
  displayText?: string;
  /** Deprecated by LINE in favour of displayText; the two may not be combined. */
  text?: string;
  inputOption?: PostbackInputOption;
  fillInText?: string;
}
interface DatetimePickerAction {
  type: "datetimepicker";
  data: string;
  mode: DatetimeMode;
  label?: string;
  initial?: string;
  max?: string;
  min?: string;
}
interface CameraAction {
  type: "camera";
  label?: string;
}
interface CameraRollAction {
  type: "cameraRoll";
  label?: string;
}
interface LocationAction {
  type: "location";
  label?: string;
}
export interface RichMenuSwitchAction {
  type: "richmenuswitch";
  richMenuAliasId: string;
  data: string;
  label?: string;
}
interface ClipboardAction {
  type: "clipboard";
  clipboardText: string;
  label?: string;
}

export type RichMenuAction =
  | UriAction
  | MessageAction
  | PostbackAction
  | DatetimePickerAction
  | CameraAction
  | CameraRollAction
  | LocationAction
  | RichMenuSwitchAction
  | ClipboardAction;

export interface RichMenuSize {
  width: number;
  height: number;
}

/** Integer pixels of the real image, origin top-left. */
export interface RichMenuBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RichMenuArea {
  bounds: RichMenuBounds;
  action: RichMenuAction;
}

/** The editable rich menu (spec section 3); also the body of LINE's create call. */
export interface RichMenuConfig {
  name: string;
  chatBarText: string;
  size: RichMenuSize;
  selected: boolean;
  areas: RichMenuArea[];
}

/** The result shape of every validator in this folder. */
export interface ValidationResult {
  valid: boolean;
  errors: MessageLike[];
}
