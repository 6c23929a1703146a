import { desc } from "../text/descriptor.ts";
import { actionUri, type Check, maxLength, notOneOf, oneOf, quote, type Report } from "./checks.ts";
import {
  ACTION_TEXT_MAX_LENGTH,
  CLIPBOARD_TEXT_MAX_LENGTH,
  FLEX_ACTION_LABEL_MAX_LENGTH,
  RICH_MENU_ALIAS_MAX_LENGTH,
  SHORT_ACTION_LABEL_MAX_LENGTH,
  URI_MAX_LENGTH,
} from "./limits.ts";
import { isFlexObject } from "./types.ts";

interface ActionSpec {
  required: readonly string[];
  props: Readonly<Record<string, Check>>;
  /** Set for actions LINE only takes elsewhere: where they belong. */
  onlyIn?: string;
}

const text300 = maxLength(ACTION_TEXT_MAX_LENGTH);
const flexLabel = maxLength(FLEX_ACTION_LABEL_MAX_LENGTH);
const shortLabel = maxLength(SHORT_ACTION_LABEL_MAX_LENGTH);
const quickReplyOnly: ActionSpec = {
  required: ["label"],
  props: { label: shortLabel },
  onlyIn: "quick reply buttons",
};

/** Action objects (Messaging API reference, "Action objects"), with their Flex Message label rules. */
const ACTION_SPECS: Readonly<Record<string, ActionSpec>> = {
  uri: { required: ["uri"], props: { label: flexLabel, uri: actionUri(URI_MAX_LENGTH) } },
  message: { required: ["text"], props: { label: flexLabel, text: text300 } },
  postback: {
    required: ["data"],
    props: {
      label: flexLabel,
      data: text300,
      displayText: text300,
      text: text300,
      inputOption: oneOf(["closeRichMenu", "openRichMenu", "openKeyboard", "openVoice"]),
      fillInText: text300,
    },
  },
  datetimepicker: {
    required: ["data", "mode"],
    props: { label: flexLabel, data: text300, mode: oneOf(["date", "time", "datetime"]) },
  },
  clipboard: {
    required: ["clipboardText"],
    props: { label: flexLabel, clipboardText: maxLength(CLIPBOARD_TEXT_MAX_LENGTH, 1) },
  },
  camera: quickReplyOnly,
  cameraRoll: quickReplyOnly,
  location: quickReplyOnly,
  richmenuswitch: {
    required: ["richMenuAliasId", "data"],
    props: { label: shortLabel, richMenuAliasId: maxLength(RICH_MENU_ALIAS_MAX_LENGTH), data: text300 },
    onlyIn: "rich menus",
  },
};

const FLEX_ACTION_TYPES = ["uri", "message", "postback", "datetimepicker", "clipboard"];

export interface ActionPlace {
  /** Buttons must carry a label; elsewhere it is optional and not shown. */
  isButton: boolean;
  /** A video takes only a uri action. */
  isVideo: boolean;
}

export function checkAction(action: unknown, path: string, place: ActionPlace, report: Report): void {
  if (!isFlexObject(action)) {
    report(path, "must be an object");
    return;
  }
  const type = action.type;
  const spec = typeof type === "string" ? ACTION_SPECS[type] : undefined;
  if (type === undefined) {
    report(`${path}.type`, "is required");
    return;
  }
  if (!spec) {
    report(`${path}.type`, notOneOf(type, FLEX_ACTION_TYPES.join(", ")));
    return;
  }
  if (spec.onlyIn)
    report(
      `${path}.type`,
      desc("{type} actions are only available in {place}", { type: String(type), place: spec.onlyIn }),
    );
  else if (place.isVideo && type !== "uri") report(`${path}.type`, "a video takes only a uri action");
  const required = place.isButton && !spec.onlyIn ? [...spec.required, "label"] : spec.required;
  for (const key of required) if (action[key] === undefined) report(`${path}.${key}`, "is required");
  for (const [key, check] of Object.entries(spec.props)) {
    const problem = action[key] === undefined ? undefined : check(action[key]);
    if (problem) report(`${path}.${key}`, problem);
  }
  if (type === "uri") checkAltUri(action.altUri, `${path}.altUri`, report);
  if (type === "postback" && action.displayText !== undefined && action.text !== undefined) {
    report(`${path}.text`, "cannot be used together with displayText");
  }
  if (type === "datetimepicker") checkDatetimeRange(action, path, report);
}

function checkAltUri(altUri: unknown, path: string, report: Report): void {
  if (altUri === undefined) return;
  if (!isFlexObject(altUri)) {
    report(path, "must be an object");
    return;
  }
  const problem = altUri.desktop === undefined ? undefined : actionUri(URI_MAX_LENGTH)(altUri.desktop);
  if (problem) report(`${path}.desktop`, problem);
}

const DATETIME_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  date: { pattern: /^\d{4}-\d{2}-\d{2}$/, example: "2017-06-18" },
  time: { pattern: /^\d{2}:\d{2}$/, example: "06:15" },
  datetime: { pattern: /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}$/, example: "2017-06-18T06:15" },
};

/** initial/min/max follow the mode's format, lie in 1900-01-01T00:00…2100-12-31T23:59, and min < max. */
function checkDatetimeRange(action: Readonly<Record<string, unknown>>, path: string, report: Report): void {
  const format = typeof action.mode === "string" ? DATETIME_FORMATS[action.mode] : undefined;
  if (!format) return;
  const valid: Partial<Record<string, string>> = {};
  for (const key of ["initial", "min", "max"]) {
    const value = action[key];
    if (value === undefined) continue;
    if (typeof value !== "string" || !format.pattern.test(value) || !inCalendarRange(value)) {
      report(
        `${path}.${key}`,
        desc('{value} must be a {mode} like "{example}"', {
          value: quote(value),
          mode: String(action.mode),
          example: format.example,
        }),
      );
    } else valid[key] = value.toUpperCase();
  }
  if (valid.min !== undefined && valid.max !== undefined && valid.min >= valid.max) {
    report(`${path}.max`, "must be later than min");
  }
}

function inCalendarRange(value: string): boolean {
  const [date, time] = value.includes(":") && !value.includes("-") ? [undefined, value] : value.split(/[Tt]/);
  if (date !== undefined) {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return false;
  }
  if (time !== undefined) {
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    if (hour > 23 || minute > 59) return false;
  }
  return true;
}
