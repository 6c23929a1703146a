import {
  STARTUP_COOKIES,
  type StartupCookie,
  startupCookieValue,
} from "../../shared/page/startup-cookies.ts";

/**
 * A cookie the app reads while it starts, from the copy the server put on `<html>`
 * (shared/page/startup-cookies.ts says why). Vite's dev server serves pages without it: there (and in unit
 * tests) the cookie itself is read; a production build leaves that code out of the entry.
 */
export function readStartupCookie(name: StartupCookie): string | null {
  const stamped = document.documentElement.getAttribute(STARTUP_COOKIES[name]);
  if (stamped !== null) return stamped || null;
  return import.meta.env.DEV ? startupCookieValue(document.cookie, name) : null;
}

/** Writes the cookie (`name=value; …attributes`) and the page's copy of it, which later reads take. */
export function writeStartupCookie(name: StartupCookie, value: string, attributes: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: written at the click, synchronously, so a reload right after it sends it (cookieStore.set resolves later; the Cookie Store API is missing in LINE's iOS WebView).
  document.cookie = `${name}=${value}; ${attributes}`;
  document.documentElement.setAttribute(STARTUP_COOKIES[name], value);
}
