import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { decodeProtectedHeader, errors, importJWK, type JWK, jwtVerify } from "jose";
import { registerKeyBodySchema } from "../../shared/channel-tokens/api.ts";
import {
  ASSERTION_MESSAGES,
  type AssertionClaims,
  type AssertionHeader,
  assertionProblem,
} from "../../shared/channel-tokens/assertion.ts";
import { englishText } from "../../shared/text/english.ts";
import { lineError } from "./errors.ts";
import { nowInSeconds } from "./http.ts";

// The Assertion Signing Keys of each channel, as the LINE Developers Console registers them: a public RSA
// JWK gets a key id (kid); a JWT assertion names its kid in its header and is verified with that key, then
// its claims are checked (shared/channel-tokens/assertion.ts). Registered through POST /sandbox/channel-keys.

type AssertionVerdict =
  | { ok: true; channelId: string; tokenExp: number }
  | { ok: false; description: string };

export interface AssertionKeys {
  register(channelId: string, jwk: JWK): string;
  verify(assertion: string, opts: { forIssue: boolean }): Promise<AssertionVerdict>;
}

export function createAssertionKeys(now: () => number, channelIds: () => readonly string[]): AssertionKeys {
  const keys = new Map<string, { channelId: string; jwk: JWK }>();
  return {
    register(channelId, jwk) {
      const kid = randomBytes(16).toString("base64url");
      const { kty, n, e } = jwk;
      keys.set(kid, { channelId, jwk: { kty, n, e } });
      return kid;
    },
    async verify(assertion, { forIssue }) {
      let header: Partial<AssertionHeader>;
      try {
        header = decodeProtectedHeader(assertion) as Partial<AssertionHeader>;
      } catch {
        return { ok: false, description: "invalid client_assertion" };
      }
      const key = header.kid === undefined ? undefined : keys.get(header.kid);
      // Emulator wording for the assertion's failures (LINE answers invalid_client without documenting texts).
      if (!key) return { ok: false, description: "unknown kid: register the public key first" };
      let claims: Partial<AssertionClaims>;
      try {
        const verified = await jwtVerify(assertion, await importJWK(key.jwk, "RS256"), {
          algorithms: ["RS256"],
          currentDate: new Date(now()),
        });
        claims = verified.payload as Partial<AssertionClaims>;
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          return { ok: false, description: "The assertion has expired (exp)" };
        return { ok: false, description: "invalid signature of client_assertion" };
      }
      const problem = assertionProblem(header, claims, nowInSeconds(now), forIssue);
      if (problem) return { ok: false, description: englishText(problem) };
      if (claims.iss !== key.channelId || !channelIds().includes(key.channelId))
        return { ok: false, description: englishText(ASSERTION_MESSAGES.channel) };
      return { ok: true, channelId: key.channelId, tokenExp: claims.token_exp ?? 0 };
    },
  };
}

/** POST /sandbox/channel-keys `{ channelId, jwk }` → `{ kid }`: what pasting a public key into the Console does. */
export function assertionKeyRoutes(keys: AssertionKeys, channelIds: () => readonly string[]): Hono {
  return new Hono().post("/sandbox/channel-keys", async (c) => {
    const parsed = registerKeyBodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return lineError(c, 400, "channelId and a public RSA JWK (kty, n, e) are required");
    if (!channelIds().includes(parsed.data.channelId)) return lineError(c, 404, "Unknown sandbox channel");
    return c.json({ kid: keys.register(parsed.data.channelId, parsed.data.jwk) }, 201);
  });
}
