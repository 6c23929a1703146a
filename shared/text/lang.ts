/**
 * Which language a first visit gets, by the same rule in the browser (navigator.languages, LINE's app
 * language) and on the server (Accept-Language, to pick the prerendered page: server/http/request-lang.ts):
 * Thai when Thai comes before English in the user's list, English otherwise (the app has no third language).
 */
export type Lang = "en" | "th";

export const LANGS: readonly Lang[] = ["th", "en"];

/** The cookie the choice is kept in, so the server serves the page already in it (no flash). */
export const LANG_COOKIE = "lang";

export const isLang = (value: unknown): value is Lang => value === "th" || value === "en";

/** The first of the user's languages (BCP 47 tags, most preferred first) that the app has, else English. */
export function pickLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLang(primary)) return primary;
  }
  return "en";
}
