/**
 * Per-area action validation (spec section 5, "Action validation per area"). The rules run in
 * the spec's order; the messages the spec quotes are used word for word, and rules it states
 * without a message are worded the same way. After the spec's rules come limits LINE documents
 * for action objects (label ≤ 20, uri ≤ 1000 and its schemes, date picker formats), then, when
 * everything above passed, the official `Action` schema (e.g. richMenuAliasId ≤ 32).
 */
import { type Descriptor, desc, type MessageLike } from "../text/descriptor.ts";
import { lineSchemaErrors } from "./schema-check.ts";
import { hasExactSharePrefix, hasLineIdAfterSharePath, holdsShareOrRecommendPath } from "./share-oa.ts";
import { graphemeLength } from "./text-length.ts";
import {
  DATETIME_MODES,
  type DatetimeMode,
  POSTBACK_INPUT_OPTIONS,
  RICH_MENU_ACTION_TYPES,
  type ValidationResult,
} from "./types.ts";

const ACTION_TEXT_MAX = 300;
const ACTION_LABEL_MAX = 20;
const URI_MAX = 1000;
const URI_SCHEMES = ["http:", "https:", "line:", "tel:"] as const;

export const ACTION_MESSAGES = {
  notObject: "Action must be an object",
  invalidType:
    "Action type must be one of: uri, message, postback, datetimepicker, camera, cameraRoll, location, richmenuswitch, clipboard",
  uriRequired: "URI is required and must be a string",
  uriInvalid: "URI must be a valid URL",
  lineIdRequired: "LINE ID is required in URI (e.g., @lineid)",
  shareUrlInvalid: "URI must be a valid LINE share or recommend URL",
  labelRequired: "Label is required and must be a string",
  textRequired: "Text is required and must be a string",
  textTooLong: "Text must not exceed 300 characters",
  dataRequired: "Data is required and must be a string",
  dataTooLong: "Data must not exceed 300 characters",
  displayTextNotString: "Display text must be a string",
  displayTextTooLong: "Display text must not exceed 300 characters",
  displayTextWithText: "Display text and text cannot be used together",
  inputOptionInvalid: "Input option must be one of: closeRichMenu, openRichMenu, openKeyboard, openVoice",
  fillInTextWithoutKeyboard: "Fill-in text can only be used when input option is openKeyboard",
  fillInTextNotString: "Fill-in text must be a string",
  fillInTextTooLong: "Fill-in text must not exceed 300 characters",
  modeInvalid: "Mode is required and must be one of: date, time, datetime",
  initialNotString: "Initial must be a string",
  maxNotString: "Max must be a string",
  minNotString: "Min must be a string",
  aliasRequired: "Rich menu alias ID is required and must be a string",
  aliasTooLong: "Rich menu alias ID must not exceed 300 characters",
  clipboardTextRequired: "Clipboard text is required and must be a string",
  clipboardTextTooLong: "Clipboard text must not exceed 300 characters",
  labelNotString: "Label must be a string",
  labelTooLong: "Label must not exceed 20 characters",
  uriTooLong: "URI must not exceed 1000 characters",
  uriScheme: "URI must use the http, https, line or tel scheme",
  maxNotAfterMin: "Max must be later than min",
} as const;

/** Formats LINE accepts for initial/max/min per mode ("t" or "T" between date and time). */
const DATETIME_FORMATS: Record<DatetimeMode, { pattern: RegExp; shown: string }> = {
  date: { pattern: /^\d{4}-\d{2}-\d{2}$/, shown: "YYYY-MM-DD" },
  time: { pattern: /^\d{2}:\d{2}$/, shown: "HH:mm" },
  datetime: { pattern: /^\d{4}-\d{2}-\d{2}[tT]\d{2}:\d{2}$/, shown: "YYYY-MM-DDtHH:mm" },
};

/** "Initial must be in YYYY-MM-DD format for mode date" and the like. */
export function datetimeFormatMessage(field: "Initial" | "Max" | "Min", mode: DatetimeMode): Descriptor {
  const params = { format: DATETIME_FORMATS[mode].shown, mode };
  if (field === "Initial") return desc("Initial must be in {format} format for mode {mode}", params);
  if (field === "Max") return desc("Max must be in {format} format for mode {mode}", params);
  return desc("Min must be in {format} format for mode {mode}", params);
}

type Fields = Record<string, unknown>;

/** A field counts as given when it holds anything but undefined, null or "". */
function given(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

/** Lengths default to UTF-16 units; LINE counts labels, message texts, displayText and fillInText in graphemes. */
function requiredText(value: unknown, required: string, tooLong: string, count = (s: string) => s.length) {
  if (!isNonEmptyString(value)) return [required];
  return count(value) > ACTION_TEXT_MAX ? [tooLong] : [];
}

function optionalText(
  value: unknown,
  notString: string,
  tooLong: string,
  count = graphemeLength,
): MessageLike[] {
  if (!given(value)) return [];
  if (typeof value !== "string") return [notString];
  return count(value) > ACTION_TEXT_MAX ? [tooLong] : [];
}

function requiredLabel(action: Fields): MessageLike[] {
  return isNonEmptyString(action.label) ? [] : [ACTION_MESSAGES.labelRequired];
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function uriRules(action: Fields): MessageLike[] {
  const uri = action.uri;
  if (!isNonEmptyString(uri)) return [ACTION_MESSAGES.uriRequired];
  const url = parseUrl(uri);
  if (!url) return [ACTION_MESSAGES.uriInvalid];
  const errors: MessageLike[] = [];
  if (holdsShareOrRecommendPath(uri)) {
    if (!hasLineIdAfterSharePath(uri)) errors.push(ACTION_MESSAGES.lineIdRequired);
    if (!hasExactSharePrefix(uri)) errors.push(ACTION_MESSAGES.shareUrlInvalid);
    errors.push(...requiredLabel(action));
  }
  if (uri.length > URI_MAX) errors.push(ACTION_MESSAGES.uriTooLong);
  if (!(URI_SCHEMES as readonly string[]).includes(url.protocol)) errors.push(ACTION_MESSAGES.uriScheme);
  return errors;
}

function messageRules(action: Fields): MessageLike[] {
  const { textRequired, textTooLong } = ACTION_MESSAGES;
  return requiredText(action.text, textRequired, textTooLong, graphemeLength);
}

function dataRules(action: Fields): MessageLike[] {
  return requiredText(action.data, ACTION_MESSAGES.dataRequired, ACTION_MESSAGES.dataTooLong);
}

function postbackRules(action: Fields): MessageLike[] {
  const m = ACTION_MESSAGES;
  const errors = [...dataRules(action), ...requiredLabel(action)];
  errors.push(...optionalText(action.displayText, m.displayTextNotString, m.displayTextTooLong));
  if (given(action.displayText) && given(action.text)) errors.push(m.displayTextWithText);
  const option = action.inputOption;
  if (given(option) && !(POSTBACK_INPUT_OPTIONS as readonly unknown[]).includes(option)) {
    errors.push(m.inputOptionInvalid);
  }
  if (given(action.fillInText) && option !== "openKeyboard") errors.push(m.fillInTextWithoutKeyboard);
  errors.push(...optionalText(action.fillInText, m.fillInTextNotString, m.fillInTextTooLong));
  return errors;
}

const DATETIME_FIELDS = [
  { key: "initial", shown: "Initial", notString: ACTION_MESSAGES.initialNotString },
  { key: "max", shown: "Max", notString: ACTION_MESSAGES.maxNotString },
  { key: "min", shown: "Min", notString: ACTION_MESSAGES.minNotString },
] as const;

/** initial/max/min: strings when given; with a known mode also in its format, and max > min. */
function datetimeValueRules(action: Fields, mode: DatetimeMode | null): MessageLike[] {
  const errors: MessageLike[] = [];
  for (const { key, shown, notString } of DATETIME_FIELDS) {
    const value = action[key];
    if (!given(value)) continue;
    if (typeof value !== "string") errors.push(notString);
    else if (mode && !DATETIME_FORMATS[mode].pattern.test(value))
      errors.push(datetimeFormatMessage(shown, mode));
  }
  const { max, min } = action;
  // An emptied max or min counts as absent: there is nothing to compare then.
  if (mode && errors.length === 0 && isNonEmptyString(max) && isNonEmptyString(min)) {
    // Same fixed-width format on both sides, so text order is time order.
    if (max.toLowerCase() <= min.toLowerCase()) errors.push(ACTION_MESSAGES.maxNotAfterMin);
  }
  return errors;
}

function datetimeRules(action: Fields): MessageLike[] {
  const mode = (DATETIME_MODES as readonly unknown[]).includes(action.mode)
    ? (action.mode as DatetimeMode)
    : null;
  const errors = dataRules(action);
  if (!mode) errors.push(ACTION_MESSAGES.modeInvalid);
  return [...errors, ...requiredLabel(action), ...datetimeValueRules(action, mode)];
}

function richMenuSwitchRules(action: Fields): MessageLike[] {
  const m = ACTION_MESSAGES;
  return [...requiredText(action.richMenuAliasId, m.aliasRequired, m.aliasTooLong), ...dataRules(action)];
}

function clipboardRules(action: Fields): MessageLike[] {
  const m = ACTION_MESSAGES;
  const errors = requiredText(action.clipboardText, m.clipboardTextRequired, m.clipboardTextTooLong);
  if (given(action.label) && typeof action.label !== "string") errors.push(m.labelNotString);
  return errors;
}

const TYPE_RULES: Record<(typeof RICH_MENU_ACTION_TYPES)[number], (action: Fields) => MessageLike[]> = {
  uri: uriRules,
  message: messageRules,
  postback: postbackRules,
  datetimepicker: datetimeRules,
  camera: requiredLabel,
  cameraRoll: requiredLabel,
  location: requiredLabel,
  richmenuswitch: richMenuSwitchRules,
  clipboard: clipboardRules,
};

/** Label limits that hold for every type: a string when given, at most 20 characters. */
function labelRules(action: Fields, earlier: MessageLike[]): MessageLike[] {
  const label = action.label;
  if (!given(label)) return [];
  if (typeof label !== "string") {
    const reported =
      earlier.includes(ACTION_MESSAGES.labelRequired) || earlier.includes(ACTION_MESSAGES.labelNotString);
    return reported ? [] : [ACTION_MESSAGES.labelNotString];
  }
  return graphemeLength(label) > ACTION_LABEL_MAX ? [ACTION_MESSAGES.labelTooLong] : [];
}

/**
 * Validates one rich menu area action. `valid` marks the area in the editor; invalid areas are
 * left out of the JSON output. Empty optional fields ("") count as absent.
 */
export function validateAction(action: unknown): ValidationResult {
  if (typeof action !== "object" || action === null || Array.isArray(action)) {
    return { valid: false, errors: [ACTION_MESSAGES.notObject] };
  }
  const fields = action as Fields;
  const rules = TYPE_RULES[fields.type as keyof typeof TYPE_RULES];
  if (!(RICH_MENU_ACTION_TYPES as readonly unknown[]).includes(fields.type) || !rules) {
    return { valid: false, errors: [ACTION_MESSAGES.invalidType] };
  }
  const errors = rules(fields);
  errors.push(...labelRules(fields, errors));
  if (errors.length === 0) errors.push(...lineSchemaErrors("Action", withoutEmptyFields(fields)));
  return { valid: errors.length === 0, errors };
}

function withoutEmptyFields(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => given(value)));
}
