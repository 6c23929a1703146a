import { desc, type MessageLike } from "../text/descriptor.ts";
import { tooLongMessage } from "./message.ts";
import {
  COLOR,
  isAcceptedAspectRatio,
  PERCENT,
  PX,
  parseAspectRatio,
  SIGNED_PERCENT,
  SIGNED_PX,
} from "./values.ts";

/** A property check: the problem message, or undefined when the value is fine. */
export type Check = (value: unknown) => MessageLike | undefined;

/** Where a validation pass puts each problem: the JSON path and its message. */
export type Report = (path: string, message: MessageLike) => void;

/** JSON text of a value for messages, shortened so one bad value cannot flood the list. */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export const string: Check = (value) => (typeof value === "string" ? undefined : "must be a string");
export const boolean: Check = (value) => (typeof value === "boolean" ? undefined : "must be true or false");
export const count: Check = (value) =>
  Number.isInteger(value) && (value as number) >= 0
    ? undefined
    : desc("{value} must be an integer ≥ 0", { value: quote(value) });

export const color: Check = (value) =>
  string(value) ??
  (COLOR.test(value as string)
    ? undefined
    : desc("{value} is not a #RRGGBB or #RRGGBBAA colour", { value: quote(value) }));

/** Keyword enum; `label` names the keywords in messages, e.g. "xxs…5xl" for an ordered scale. */
export function oneOf(keywords: readonly string[], label = keywords.join(", ")): Check {
  return (value) =>
    string(value) ?? (keywords.includes(value as string) ? undefined : notOneOf(value, label));
}

export function maxLength(max: number, min = 0): Check {
  return (value) => {
    const problem = string(value);
    if (problem) return problem;
    const { length } = value as string;
    if (length < min)
      return min === 1 ? "must not be empty" : desc("must be at least {min} characters long", { min });
    return length > max ? tooLongMessage(length, max) : undefined;
  };
}

interface LengthOptions {
  keywords?: readonly string[];
  label?: string;
  px?: "positive" | "signed";
  percent?: "positive" | "signed";
}

/** A size given as a keyword, pixels ("12.5px") and/or a percentage ("50%"). */
export function length(options: LengthOptions): Check {
  const { keywords = [], px, percent } = options;
  const label = options.label ?? keywords.join(", ");
  const allowed = [keywords.length ? label : "", px ? "px" : "", percent ? "%" : ""].filter(Boolean);
  const described =
    allowed.length > 1 ? `${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}` : allowed[0];
  return (value) => {
    const problem = string(value);
    if (problem) return problem;
    const text = value as string;
    if (keywords.includes(text)) return undefined;
    if (px && (px === "signed" ? SIGNED_PX : PX).test(text)) return undefined;
    if (percent && (percent === "signed" ? SIGNED_PERCENT : PERCENT).test(text)) return undefined;
    // A word is a mistyped keyword; anything with digits is a mistyped measure.
    if (keywords.length && !/\d/.test(text)) return notOneOf(text, label);
    return desc("{value} must be {allowed}", { value: quote(text), allowed: described ?? "" });
  };
}

export const aspectRatio: Check = (value) => {
  const problem = string(value);
  if (problem) return problem;
  const ratio = parseAspectRatio(value);
  // The braces are the words of the message, kept by filling them with themselves.
  if (!ratio)
    return desc('{value} must be {width}:{height}, e.g. "20:13"', { ...RATIO_WORDS, value: quote(value) });
  if (!isAcceptedAspectRatio(ratio)) {
    return desc("{value}: width and height must be 1…100000 and the height at most 3 × the width", {
      value: quote(value),
    });
  }
  return undefined;
};

/** Image, icon and video URLs: HTTPS, at most 2000 characters. */
export function httpsUrl(max: number): Check {
  return (value) =>
    maxLength(max)(value) ??
    unencoded(value) ??
    (/^https:\/\//i.test(value as string)
      ? undefined
      : desc("{value} must be an https URL", { value: quote(value) }));
}

/** URIs of uri actions: http, https, line or tel scheme. */
export function actionUri(max: number): Check {
  return (value) =>
    maxLength(max)(value) ??
    unencoded(value) ??
    (/^(?:https?|line|tel):./i.test(value as string)
      ? undefined
      : desc("{value} must start with http:, https:, line: or tel:", { value: quote(value) }));
}

function unencoded(value: unknown): MessageLike | undefined {
  return /\s/.test(value as string)
    ? desc("{value} must be percent-encoded (it contains spaces)", { value: quote(value) })
    : undefined;
}

const RATIO_WORDS = { width: "{width}", height: "{height}" };

export function notOneOf(value: unknown, allowed: string): MessageLike {
  return desc("{value} is not one of {allowed}", { value: quote(value), allowed });
}
