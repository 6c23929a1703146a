import type { LineErrorDetail } from "./errors.ts";
import { isRecord } from "./http.ts";

// Action rules of the Messaging API reference that the OpenAPI schema does not encode:
// type-specific required fields, lengths and URI schemes.

type Action = Record<string, unknown>;
type At = (key: string) => string;

const URI_SCHEMES = new Set(["http:", "https:", "line:", "tel:"]);
const LABEL_MAX = 20;

function isValidActionUri(value: string): boolean {
  try {
    return URI_SCHEMES.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A field that must be present; checks its length when it is a string. */
function requiredText(action: Action, key: string, at: At, max: number, min = 1): LineErrorDetail[] {
  const value = action[key];
  if (value === undefined || value === null) return [{ message: "must be specified", property: at(key) }];
  return optionalText(action, key, at, max, min);
}

function optionalText(action: Action, key: string, at: At, max: number, min = 1): LineErrorDetail[] {
  const value = action[key];
  if (typeof value !== "string" || (value.length >= min && value.length <= max)) return [];
  return [{ message: `Length must be between ${min} and ${max}`, property: at(key) }];
}

function uriErrors(action: Action, at: At): LineErrorDetail[] {
  const errors = requiredText(action, "uri", at, 1000);
  if (typeof action.uri === "string" && errors.length === 0 && !isValidActionUri(action.uri)) {
    errors.push({ message: "invalid uri", property: at("uri") });
  }
  const desktop = isRecord(action.altUri) ? action.altUri.desktop : undefined;
  if (typeof desktop === "string" && !isValidActionUri(desktop)) {
    errors.push({ message: "invalid uri", property: at("altUri.desktop") });
  }
  return errors;
}

const DATETIME_FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  time: /^\d{2}:\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}$/,
};

function datetimePickerErrors(action: Action, at: At): LineErrorDetail[] {
  const errors = [...requiredText(action, "data", at, 300), ...requiredText(action, "mode", at, 8)];
  const format = typeof action.mode === "string" ? DATETIME_FORMATS[action.mode] : undefined;
  if (!format) return errors;
  for (const key of ["initial", "max", "min"]) {
    const value = action[key];
    if (typeof value === "string" && !format.test(value))
      errors.push({ message: "invalid format", property: at(key) });
  }
  const { min, max } = action;
  if (
    typeof min === "string" &&
    typeof max === "string" &&
    format.test(min) &&
    format.test(max) &&
    max <= min
  ) {
    errors.push({ message: "max must be later than min", property: at("max") });
  }
  return errors;
}

const TYPE_RULES: Record<string, (action: Action, at: At) => LineErrorDetail[]> = {
  message: (action, at) => requiredText(action, "text", at, 300),
  postback: (action, at) => [
    ...requiredText(action, "data", at, 300),
    ...optionalText(action, "displayText", at, 300),
    ...optionalText(action, "text", at, 300),
    ...optionalText(action, "fillInText", at, 300),
  ],
  uri: uriErrors,
  datetimepicker: datetimePickerErrors,
  richmenuswitch: (action, at) => [
    ...requiredText(action, "richMenuAliasId", at, 32),
    ...requiredText(action, "data", at, 300),
  ],
  clipboard: (action, at) => requiredText(action, "clipboardText", at, 1000),
};

/** Problems with the action of one rich menu area; `property` is the action's own path. */
export function actionErrors(action: unknown, property: string): LineErrorDetail[] {
  if (!isRecord(action)) return [];
  const at: At = (key) => `${property}.${key}`;
  const rule = typeof action.type === "string" ? TYPE_RULES[action.type] : undefined;
  return [...optionalText(action, "label", at, LABEL_MAX, 0), ...(rule ? rule(action, at) : [])];
}
