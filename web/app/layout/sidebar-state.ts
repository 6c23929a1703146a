import { readStartupCookie, writeStartupCookie } from "../../lib/startup-cookie.ts";

/** Sidebar constants of the spec: cookie kept 7 days, mobile breakpoint 768 px, tooltip delay 700 ms. */
const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT = 768;
export const TOOLTIP_DELAY_MS = 700;

/** The desktop sidebar's last state, or null when the user never toggled it. */
export function readSidebarOpen(): boolean | null {
  const value = readStartupCookie(SIDEBAR_COOKIE);
  return value === null ? null : value === "true";
}

export function saveSidebarOpen(open: boolean): void {
  writeStartupCookie(SIDEBAR_COOKIE, String(open), `path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`);
}

/** Ctrl+B (or ⌘+B) toggles the sidebar, as in the spec. */
export function isSidebarShortcut(e: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey">): boolean {
  return e.key.toLowerCase() === "b" && (e.metaKey || e.ctrlKey) && !e.altKey;
}
