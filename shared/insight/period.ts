import { type Descriptor, desc } from "../text/descriptor.ts";

// LINE's insight days: dates are yyyyMMdd in UTC+9 (JST), whatever the user's own zone. Pure date
// arithmetic on whole days; a day is its UTC midnight in ms (Date.UTC), so no local zone ever enters.

export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const YMD_PATTERN = /^[0-9]{8}$/;

/** LINE's period rules per operation: `to` at most `maxSpanDays` after `from`. */
export const PERIOD_LIMITS = {
  /** GET /v2/bot/insight/richmenu/{id}/summary */
  summary: { maxSpanDays: 396 },
  /** GET /v2/bot/insight/richmenu/{id}/daily */
  daily: { maxSpanDays: 99 },
  /** GET /v2/bot/insight/message/event/aggregation */
  aggregation: { maxSpanDays: 30 },
  /** The page's own per-day series (followers, deliveries): one LINE call per day, a year at most. */
  series: { maxSpanDays: 365 },
} as const;
export type PeriodKind = keyof typeof PERIOD_LIMITS;

/** `from` must be within the most recent 3 years (rich menu insights). */
const MAX_YEARS_BACK = 3;

/** The JST calendar day of an instant, as yyyyMMdd. */
export function jstDay(ms: number): string {
  const d = new Date(ms + JST_OFFSET_MS);
  const y = String(d.getUTCFullYear()).padStart(4, "0");
  return `${y}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
}

/** The day as a whole-day number (days since 1970-01-01), or null when it is no real date. */
export function dayNumber(ymd: string): number | null {
  if (!YMD_PATTERN.test(ymd)) return null;
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6));
  const d = Number(ymd.slice(6, 8));
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / DAY_MS);
}

function fromDayNumber(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${String(d.getUTCFullYear()).padStart(4, "0")}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
}

export function addDays(ymd: string, days: number): string {
  const day = dayNumber(ymd);
  if (day === null) throw new Error(`Not a yyyyMMdd date: ${ymd}`);
  return fromDayNumber(day + days);
}

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysOf(from: string, to: string): string[] {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) return [];
  return Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => fromDayNumber(a + i));
}

/** yyyyMMdd ↔ the yyyy-MM-dd of an <input type="date">. */
export const ymdToIso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
export const isoToYmd = (iso: string) => iso.replaceAll("-", "");

/** The earliest `from` LINE takes today: the same calendar day 3 years back (JST). */
export function earliestFrom(nowMs: number): string {
  const today = jstDay(nowMs);
  const y = Number(today.slice(0, 4)) - MAX_YEARS_BACK;
  const m = Number(today.slice(4, 6));
  const d = Number(today.slice(6, 8));
  // 29 February three years back does not exist: Date.UTC rolls it to 1 March, still inside the window.
  return jstDay(Date.UTC(y, m - 1, d) - JST_OFFSET_MS);
}

/** Why a period breaks LINE's rules (first problem first), empty when it is fine. `nowMs` is the clock. */
export function periodProblems(kind: PeriodKind, from: string, to: string, nowMs: number): Descriptor[] {
  const a = dayNumber(from);
  const b = dayNumber(to);
  const problems: Descriptor[] = [];
  if (a === null) problems.push(desc("The start date must be a real date (yyyyMMdd)"));
  if (b === null) problems.push(desc("The end date must be a real date (yyyyMMdd)"));
  if (a === null || b === null) return problems;
  const today = dayNumber(jstDay(nowMs)) as number;
  if (b < a) problems.push(desc("The end date must not be before the start date"));
  const max = PERIOD_LIMITS[kind].maxSpanDays;
  if (b - a > max)
    problems.push(desc("The end date can be at most {max} days after the start date", { max }));
  if (b > today) problems.push(desc("The end date must not be after today in Japan time (UTC+9)"));
  if (a < (dayNumber(earliestFrom(nowMs)) as number))
    problems.push(desc("The start date must be within the last {years} years", { years: MAX_YEARS_BACK }));
  return problems;
}

/** A period ending today (JST) that spans `days` days, the form's default. */
export function lastDays(days: number, nowMs: number): { from: string; to: string } {
  const to = jstDay(nowMs);
  return { from: addDays(to, -(days - 1)), to };
}
