import type { InsightStatus } from "../../../shared/insight/model.ts";
import { JST_OFFSET_MS } from "../../../shared/insight/period.ts";
import { dateText } from "../../i18n/dates.ts";
import { msg, t } from "../../i18n/i18n.ts";

/** LINE's counting statuses, in words with when to look again. */
const STATUS_WORDS: Record<Exclude<InsightStatus, "ready">, string> = {
  unready: msg("LINE has not finished counting: a day's numbers are ready the next day (Japan time)."),
  out_of_service: msg("LINE has no numbers for this day: it is before LINE began counting for this account."),
};

export function statusWords(status: InsightStatus): string | null {
  return status === "ready" ? null : t(STATUS_WORDS[status]);
}

/** "UTC+7" for the device's zone now; null when it already is Japan time. */
export function deviceZoneNote(now = new Date()): string | null {
  const offsetMin = -now.getTimezoneOffset();
  if (offsetMin * 60_000 === JST_OFFSET_MS) return null;
  const sign = offsetMin >= 0 ? "+" : "−";
  const hours = Math.floor(Math.abs(offsetMin) / 60);
  const minutes = Math.abs(offsetMin) % 60;
  const zone = `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
  // The local clock time at which a Japan day starts (00:00 UTC+9).
  const startMin = (((-9 * 60 + offsetMin) % 1440) + 1440) % 1440;
  const start = `${String(Math.floor(startMin / 60)).padStart(2, "0")}:${String(startMin % 60).padStart(2, "0")}`;
  return t(
    "Days here are LINE's days, in Japan time (UTC+9). Your device is on {zone}: each LINE day starts at {start} your time.",
    { zone, start },
  );
}

/** yyyyMMdd as a short readable date (day and month), in the language shown. */
export function shortDay(ymd: string): string {
  const date = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  return dateText(date, "day", "UTC");
}

/** The first and last of a series: all the chart's axis shows. */
export const ends = <T>(items: readonly T[]): T[] =>
  items.length <= 1 ? [...items] : [items[0] as T, items.at(-1) as T];

/**
 * Makes the short-date formatter before a chart needs it: a browser builds an Intl date formatter (its
 * locale's calendar data) slowly the first time, and that time would otherwise fall between LINE's answer
 * and the chart. Run once when a panel with a chart opens, in idle time.
 */
export function warmShortDay(): () => void {
  const warm = () => void shortDay("20260101");
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(warm, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(warm, 200);
  return () => clearTimeout(id);
}
