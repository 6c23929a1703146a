import { type DateStyle, formatDate } from "../../shared/text/dates.ts";
import { chosenLang } from "./i18n.ts";

/**
 * A date in the language shown, by the app's one calendar (`shared/text/dates.ts`: Thai in the Buddhist era).
 * Apart from i18n.ts: the shell shows no date, so the calendar's tables stay out of the entry.
 */
export function dateText(when: Date | number, style: DateStyle, timeZone?: string): string {
  return formatDate(when, chosenLang(), style, timeZone);
}
