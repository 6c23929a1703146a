import type { Lang } from "./lang.ts";

/**
 * The one calendar for every date the app shows (issue 34). Thai in the Buddhist era, as `th-TH` writes
 * it by default (2569 for 2026), said explicitly (`-u-ca-buddhist`) so no browser's ICU data can pick
 * another; Western digits (`-nu-latn`, what th-TH uses unless told otherwise). English in the Gregorian
 * calendar, US order. A 24-hour clock in both: Thai's own, and English's " PM" widened narrow columns.
 * No language settled yet (`null`): Thai, the app's first audience.
 */
export const DATE_LOCALES: Readonly<Record<Lang, string>> = {
  th: "th-TH-u-ca-buddhist-nu-latn",
  en: "en-US",
};

const STYLES = {
  /** "19/2/69 08:31": tables and lists. */
  short: { dateStyle: "short", timeStyle: "short", hourCycle: "h23" },
  /** "19 ก.พ. 2569 08:31": a saved item's date. */
  medium: { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" },
  /** "19 ก.พ.": a chart's day. */
  day: { day: "numeric", month: "short" },
  /** "08:31:05": when a request arrived today. */
  time: { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `when` (a Date or epoch milliseconds) in the language's calendar; `timeZone` defaults to the device's. */
export function formatDate(
  when: Date | number,
  lang: Lang | null,
  style: DateStyle,
  timeZone?: string,
): string {
  const locale = DATE_LOCALES[lang ?? "th"];
  const key = `${locale}|${style}|${timeZone ?? ""}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, format);
  }
  return format.format(when);
}
