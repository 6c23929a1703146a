import type { LiffService } from "../liff/types.ts";

let liffRef: LiffService | null = null;

/**
 * Called once after LIFF init so every request can carry the user's ID token. Kept apart from the typed
 * client (hono/client) so the entry chunk does not need the client: the tools and auth load it on first use.
 */
export function bindApiToLiff(liff: LiffService) {
  liffRef = liff;
}

export function authHeaders(): Record<string, string> {
  const token = liffRef?.getIdToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
