/**
 * LIFF's secondary redirect lands on the endpoint with `?liff.state=/path?query#hash`. These pure
 * helpers decide where the router should go and whether LIFF is still mid-redirect.
 */

/** Query keys LIFF uses while it is still completing login or a redirect. */
const LIFF_TRANSIENT_KEYS = ["liff.state", "code", "liffClientId", "liffRedirectUri", "state", "error"];

/** True while the URL still carries LIFF's redirect parameters: no 404 or redirect may fire then. */
export function isLiffRedirectPending(search: string): boolean {
  const params = new URLSearchParams(search);
  return ["liff.state", "code", "liffClientId"].some((key) => params.has(key));
}

/**
 * Maps a `liff.state` value to an in-app path (path + its own query + hash). Returns null when the
 * value is absent or would leave the app (absolute URLs, protocol-relative paths).
 */
export function routeFromLiffState(search: string, endpointPath = "/"): string | null {
  const raw = new URLSearchParams(search).get("liff.state");
  if (!raw) return null;
  let state = raw.trim();
  if (!state.startsWith("/") || state.startsWith("//")) {
    if (state.startsWith("?") || state.startsWith("#")) state = `/${state}`;
    else return null;
  }
  const base = endpointPath.replace(/\/+$/, "");
  const joined = base && !state.startsWith(`${base}/`) && state !== base ? `${base}${state}` : state;
  try {
    const url = new URL(joined, "https://app.invalid");
    if (url.origin !== "https://app.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The current URL without LIFF's transient parameters (what the router should show). */
export function stripLiffParams(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  for (const key of LIFF_TRANSIENT_KEYS) params.delete(key);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ""}${hash}`;
}
