/**
 * Which language a first visit gets, by the same rule in the browser (navigator.languages, LINE's app
 * language) and on the server (Accept-Language, to pick the prerendered page): Thai when Thai comes
 * before English in the user's list, English otherwise (the app has no third language).
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

/** `th-TH,th;q=0.9,en;q=0.8` → tags by preference (q=0 means "not this one"; order kept on equal q). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...attrs] = part.trim().split(";");
      const q = attrs.map((a) => /^\s*q=([\d.]+)\s*$/.exec(a)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.quality > 0);
  entries.sort((a, b) => b.quality - a.quality || a.index - b.index);
  return entries.map((entry) => entry.tag);
}

/** The `lang` cookie's value when it names a language of the app. */
export function langFromCookie(header: string | null | undefined): Lang | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, value] = part.split("=");
    if (name?.trim() === LANG_COOKIE) {
      const lang = value?.trim();
      return isLang(lang) ? lang : null;
    }
  }
  return null;
}

/** The server's pick for a page request: the cookie's choice, else Accept-Language. */
export function requestLang(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Lang {
  return langFromCookie(cookie) ?? pickLang(acceptLanguageTags(acceptLanguage));
}
