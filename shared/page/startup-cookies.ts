import { isLang, LANG_COOKIE, type Lang } from "../text/lang.ts";

/**
 * The cookies the app reads while it starts (the saved language, the desktop sidebar's state), each with the
 * `<html>` attribute the server copies it into (server/http/spa.ts). The app reads the attribute instead of
 * `document.cookie`: in Chromium that getter is a synchronous round trip to the network process, a few
 * milliseconds on a busy phone, spent inside the start-up's longest task and the first render.
 */
export const STARTUP_COOKIES = {
  [LANG_COOKIE]: "data-saved-lang",
  sidebar_state: "data-sidebar-state",
} as const;

export type StartupCookie = keyof typeof STARTUP_COOKIES;

const VALID: Record<StartupCookie, (value: string) => boolean> = {
  [LANG_COOKIE]: isLang,
  sidebar_state: (value) => value === "true" || value === "false",
};

/** A cookie's value in a `Cookie` header (or `document.cookie`), when it is one the app would accept. */
export function startupCookieValue(header: string | null | undefined, name: StartupCookie): string | null {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return VALID[name](value) ? value : null;
  }
  return null;
}

/** The `lang` cookie's choice: the language the server serves the page in (server/http/request-lang.ts). */
export const langFromCookie = (header: string | null | undefined) =>
  startupCookieValue(header, LANG_COOKIE) as Lang | null;

/** The attributes for `<html>`: every startup cookie, empty when the request had none (so "stamped" is known). */
export function startupCookieAttributes(header: string | null | undefined): string {
  return Object.entries(STARTUP_COOKIES)
    .map(([name, attribute]) => `${attribute}="${startupCookieValue(header, name as StartupCookie) ?? ""}"`)
    .join(" ");
}
