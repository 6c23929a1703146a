import { desc } from "../text/descriptor.ts";
/**
 * Flex Storage rules shared by the page and the server, free of zod so the browser bundle stays small
 * (the request schema is in `api.ts`, for the server).
 */

/** "At most 20 saved messages per user." */
export const FLEX_STORAGE_LIMIT = 20;
/** Saved messages expire one calendar month after they are created. */
const FLEX_STORAGE_MONTHS = 1;
/** Titles are for the saved list; LINE never sees them. */
export const FLEX_TITLE_MAX_LENGTH = 100;
/**
 * Compact JSON bytes a saved container may hold: above LINE's 50 KB carousel limit, so a draft that is
 * slightly too large can still be kept (with its warnings) and fixed later.
 */
export const FLEX_STORAGE_MAX_JSON_BYTES = 60_000;

/** The save checks, in the spec's order, with its wording (`{max}` in limitReached: FLEX_STORAGE_LIMIT). */
export const FLEX_SAVE_TEMPLATES = {
  titleRequired: "Please enter a title",
  invalidJson: "Please enter valid JSON",
  loginRequired: "Please login with LINE to save messages to your account",
  limitReached: "You can store maximum {max} Flex messages. Please delete some old messages first.",
} as const;

export const FLEX_SAVE_ERRORS = {
  ...FLEX_SAVE_TEMPLATES,
  limitReached: desc(FLEX_SAVE_TEMPLATES.limitReached, { max: FLEX_STORAGE_LIMIT }),
} as const;

export const FLEX_MESSAGE_NOT_FOUND = "Flex message not found";

/** A saved message as the API returns it (times as ISO 8601 strings). */
export interface SavedFlexMessage {
  id: string;
  title: string;
  altText: string;
  flexJson: unknown;
  createdAt: string;
  expiresAt: string;
}

/**
 * Adds calendar months in UTC, keeping the time of day; a day the target month lacks is clamped to its
 * last day (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
 */
export function addCalendarMonths(epochMs: number, months: number): number {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return Date.UTC(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

export function flexExpiryFor(createdAtMs: number): number {
  return addCalendarMonths(createdAtMs, FLEX_STORAGE_MONTHS);
}
