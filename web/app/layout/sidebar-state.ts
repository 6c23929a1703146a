/** Sidebar constants of the spec: cookie kept 7 days, mobile breakpoint 768 px, tooltip delay 700 ms. */
const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT = 768;
export const TOOLTIP_DELAY_MS = 700;

export function readSidebarCookie(cookie: string): boolean | null {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(cookie);
  return match ? match[1] === "true" : null;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B (or ⌘+B) toggles the sidebar, as in the spec. */
export function isSidebarShortcut(e: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey">): boolean {
  return e.key.toLowerCase() === "b" && (e.metaKey || e.ctrlKey) && !e.altKey;
}
