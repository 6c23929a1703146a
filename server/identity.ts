import { createHash } from "node:crypto";

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

/**
 * Verifies LIFF ID tokens with LINE Login's verify endpoint (never trusting a client-sent user id)
 * and caches each result until the token's own expiry.
 */
export function createLineIdentityVerifier(opts: {
  baseUrl: string;
  channelId: string;
  now?: () => number;
  fetch?: typeof fetch;
}): IdentityVerifier {
  const now = opts.now ?? Date.now;
  const doFetch = opts.fetch ?? fetch;
  const cache = new Map<string, VerifiedUser>();

  function sweep() {
    const t = now();
    for (const [key, user] of cache) if (user.expiresAt <= t) cache.delete(key);
  }

  return {
    async verify(idToken) {
      const key = createHash("sha256").update(idToken).digest("base64url");
      const cached = cache.get(key);
      if (cached) {
        if (cached.expiresAt > now()) return cached;
        cache.delete(key);
      }
      const res = await doFetch(`${opts.baseUrl}/oauth2/v2.1/verify`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ id_token: idToken, client_id: opts.channelId }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status >= 500) throw new Error(`LINE Login verify failed with HTTP ${res.status}`);
      if (!res.ok) return null;
      const claims = (await res.json()) as VerifyResponse;
      if (!claims.sub || !claims.exp || claims.exp * 1000 <= now()) return null;
      const user: VerifiedUser = {
        userId: claims.sub,
        expiresAt: claims.exp * 1000,
        ...(claims.name ? { displayName: claims.name } : {}),
        ...(claims.picture ? { pictureUrl: claims.picture } : {}),
      };
      if (cache.size > 5000) sweep();
      cache.set(key, user);
      return user;
    },
  };
}
