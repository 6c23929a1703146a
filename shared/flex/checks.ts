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
export type Check = (value: unknown) => string | undefined;

/** JSON text of a value for messages, shortened so one bad value cannot flood the list. */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export const string: Check = (value) => (typeof value === "string" ? undefined : "must be a string");
export const boolean: Check = (value) => (typeof value === "boolean" ? undefined : "must be true or false");
export const count: Check = (value) =>
  Number.isInteger(value) && (value as number) >= 0 ? undefined : `${quote(value)} must be an integer ≥ 0`;

export const color: Check = (value) =>
  string(value) ??
  (COLOR.test(value as string) ? undefined : `${quote(value)} is not a #RRGGBB or #RRGGBBAA colour`);

/** Keyword enum; `label` names the keywords in messages, e.g. "xxs…5xl" for an ordered scale. */
export function oneOf(keywords: readonly string[], label = keywords.join(", ")): Check {
  return (value) =>
    string(value) ??
    (keywords.includes(value as string) ? undefined : `${quote(value)} is not one of ${label}`);
}

export function maxLength(max: number, min = 0): Check {
  return (value) => {
    const problem = string(value);
    if (problem) return problem;
    const { length } = value as string;
    if (length < min) return min === 1 ? "must not be empty" : `must be at least ${min} characters long`;
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
    if (keywords.length && !/\d/.test(text)) return `${quote(text)} is not one of ${label}`;
    return `${quote(text)} must be ${described}`;
  };
}

export const aspectRatio: Check = (value) => {
  const problem = string(value);
  if (problem) return problem;
  const ratio = parseAspectRatio(value);
  if (!ratio) return `${quote(value)} must be {width}:{height}, e.g. "20:13"`;
  if (!isAcceptedAspectRatio(ratio)) {
    return `${quote(value)}: width and height must be 1…100000 and the height at most 3 × the width`;
  }
  return undefined;
};

/** Image, icon and video URLs: HTTPS, at most 2000 characters. */
export function httpsUrl(max: number): Check {
  return (value) =>
    maxLength(max)(value) ?? unencoded(value) ?? scheme(value, /^https:\/\//i, "must be an https URL");
}

/** URIs of uri actions: http, https, line or tel scheme. */
export function actionUri(max: number): Check {
  return (value) =>
    maxLength(max)(value) ??
    unencoded(value) ??
    scheme(value, /^(?:https?|line|tel):./i, "must start with http:, https:, line: or tel:");
}

function unencoded(value: unknown): string | undefined {
  return /\s/.test(value as string)
    ? `${quote(value)} must be percent-encoded (it contains spaces)`
    : undefined;
}

function scheme(value: unknown, pattern: RegExp, message: string): string | undefined {
  return pattern.test(value as string) ? undefined : `${quote(value)} ${message}`;
}
