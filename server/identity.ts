import { createHash } from "node:crypto";
import { API_ERRORS } from "../shared/api/errors.ts";
import { memoryTtlCache, type TtlCache } from "./cache/ttl-cache.ts";
import { UpstreamUnavailableError } from "./upstream-errors.ts";

export interface VerifiedUser {
  userId: string;
  displayName?: string;
  pictureUrl?: string;
  /** Expiry of the ID token, epoch ms. */
  expiresAt: number;
}

export interface IdentityVerifier {
  /** Resolves the verified user, or null for a missing, expired, forged or foreign token. */
  verify(idToken: string): Promise<VerifiedUser | null>;
}

interface VerifyResponse {
  sub?: string;
  exp?: number;
  name?: string;
  picture?: string;
}

/** Said when LINE Login cannot answer: the user can do nothing but try again later. */
export const LOGIN_UNREACHABLE = API_ERRORS["auth.login-unreachable"];

/**
 * The verify call: claims for a valid token, null when LINE says the token is bad (4xx), and an
 * UpstreamUnavailableError (answered 503) when LINE Login is unreachable, times out, fails (5xx) or answers something unreadable.
 */
async function callVerify(
  doFetch: typeof fetch,
  opts: { baseUrl: string; channelId: string },
  idToken: string,
): Promise<VerifyResponse | null> {
  try {
    const res = await doFetch(`${opts.baseUrl}/oauth2/v2.1/verify`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id_token: idToken, client_id: opts.channelId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status >= 400 && res.status < 500) return null;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const claims: unknown = await res.json();
    return typeof claims === "object" && claims !== null ? (claims as VerifyResponse) : null;
  } catch (error) {
    throw new UpstreamUnavailableError("auth.login-unreachable", error);
  }
}

/** Verified users kept parsed in this process (a few hundred bytes each), the least recently added first out. */
const USERS_KEPT_IN_PROCESS = 10_000;

/** A shared cache is outside this process: anything unreadable is a miss, never an error. */
function parseCachedUser(value: string): VerifiedUser | null {
  try {
    const user = JSON.parse(value) as Partial<VerifiedUser>;
    return typeof user.userId === "string" && typeof user.expiresAt === "number"
      ? (user as VerifiedUser)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies LIFF ID tokens with LINE Login's verify endpoint (never trusting a client-sent user id)
 * and caches each result until the token's own expiry.
 */
export function createLineIdentityVerifier(opts: {
  baseUrl: string;
  channelId: string;
  now?: () => number;
  fetch?: typeof fetch;
  /** Verified users by token hash (Redis is shared by every instance); this process's memory by default. */
  cache?: TtlCache;
}): IdentityVerifier {
  const now = opts.now ?? Date.now;
  const doFetch = opts.fetch ?? fetch;
  const cache = opts.cache ?? memoryTtlCache(now);
  // Every API request of a logged-in user verifies its token: the users this process has seen are kept
  // parsed in front of the (possibly shared, Redis) cache, which costs a round trip and a JSON.parse.
  const seen = new Map<string, VerifiedUser>();
  const remember = (key: string, user: VerifiedUser) => {
    if (seen.size >= USERS_KEPT_IN_PROCESS) {
      const t = now();
      for (const [k, u] of seen) if (u.expiresAt <= t) seen.delete(k);
      if (seen.size >= USERS_KEPT_IN_PROCESS) seen.delete(seen.keys().next().value ?? "");
    }
    seen.set(key, user);
  };

  return {
    async verify(idToken) {
      const key = createHash("sha256").update(idToken).digest("base64url");
      const known = seen.get(key);
      if (known) {
        if (known.expiresAt > now()) return known;
        seen.delete(key);
      }
      const hit = await cache.get(key);
      const cached = hit ? parseCachedUser(hit) : null;
      if (cached && cached.expiresAt > now()) {
        remember(key, cached);
        return cached;
      }
      const claims = await callVerify(doFetch, opts, idToken);
      if (!claims) return null;
      if (!claims.sub || !claims.exp || claims.exp * 1000 <= now()) return null;
      const user: VerifiedUser = {
        userId: claims.sub,
        expiresAt: claims.exp * 1000,
        ...(claims.name ? { displayName: claims.name } : {}),
        ...(claims.picture ? { pictureUrl: claims.picture } : {}),
      };
      await cache.set(key, JSON.stringify(user), user.expiresAt - now());
      remember(key, user);
      return user;
    },
  };
}
