import { type Descriptor, desc } from "../text/descriptor.ts";

/**
 * The JWT assertion of channel access token v2.1 as LINE defines it ("Issue a channel access token v2.1",
 * "Create a JWT"): RS256 with the `kid` the Console gave the public key; `iss` and `sub` the channel ID,
 * `aud` https://api.line.me/, `exp` at most 30 minutes ahead, `token_exp` the token's lifetime in seconds,
 * at most 30 days. Pure: built and checked here, signed by WebCrypto in the browser.
 */

export const ASSERTION_AUDIENCE = "https://api.line.me/";
export const ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
/** LINE's limit on the assertion's own lifetime (`exp`). */
const ASSERTION_MAX_LIFETIME_SEC = 30 * 60;
/** What the page signs: short, since the assertion can be replayed until it expires. */
const ASSERTION_LIFETIME_SEC = 5 * 60;
/** LINE's limit on a v2.1 token's lifetime (`token_exp`). */
export const TOKEN_MAX_LIFETIME_SEC = 30 * 24 * 60 * 60;
/** LINE's limit on valid v2.1 tokens per channel. */
export const MAX_VALID_V21_TOKENS = 30;
export const STATELESS_LIFETIME_SEC = 15 * 60;

export interface AssertionHeader {
  alg: "RS256";
  typ: "JWT";
  kid: string;
}

export interface AssertionClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  token_exp: number;
}

export function assertionClaims(channelId: string, tokenExpSec: number, nowSec: number): AssertionClaims {
  return {
    iss: channelId,
    sub: channelId,
    aud: ASSERTION_AUDIENCE,
    exp: nowSec + ASSERTION_LIFETIME_SEC,
    token_exp: tokenExpSec,
  };
}

export const ASSERTION_MESSAGES = {
  channel: desc("iss and sub must both be the channel ID"),
  audience: desc("aud must be https://api.line.me/"),
  expired: desc("The assertion has expired (exp)"),
  tooLong: desc("exp may be at most 30 minutes ahead"),
  tokenExp: desc("token_exp must be a whole number of seconds from 1 to 2592000 (30 days)"),
  kid: desc("kid is required: register the public key first"),
} as const;

/**
 * Why LINE would refuse these claims at `nowSec`, or null; `forIssue` also checks `token_exp` (the key-id
 * list takes an assertion without it).
 */
export function assertionProblem(
  header: Partial<AssertionHeader>,
  claims: Partial<AssertionClaims>,
  nowSec: number,
  forIssue = true,
): Descriptor | null {
  if (typeof header.kid !== "string" || header.kid === "") return ASSERTION_MESSAGES.kid;
  if (!claims.iss || claims.iss !== claims.sub || !/^\d+$/.test(claims.iss))
    return ASSERTION_MESSAGES.channel;
  if (claims.aud !== ASSERTION_AUDIENCE) return ASSERTION_MESSAGES.audience;
  if (typeof claims.exp !== "number" || claims.exp <= nowSec) return ASSERTION_MESSAGES.expired;
  if (claims.exp > nowSec + ASSERTION_MAX_LIFETIME_SEC) return ASSERTION_MESSAGES.tooLong;
  const tokenExp = claims.token_exp;
  if (
    forIssue &&
    (!Number.isInteger(tokenExp) || (tokenExp ?? 0) < 1 || (tokenExp ?? 0) > TOKEN_MAX_LIFETIME_SEC)
  )
    return ASSERTION_MESSAGES.tokenExp;
  return null;
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const base64urlJson = (value: unknown): string => base64url(new TextEncoder().encode(JSON.stringify(value)));

/** `header.payload`, the bytes RS256 signs. */
export const signingInput = (header: AssertionHeader, claims: AssertionClaims): string =>
  `${base64urlJson(header)}.${base64urlJson(claims)}`;

/** The compact JWT from its signing input and the signature's bytes. */
export const compactJwt = (input: string, signature: Uint8Array): string =>
  `${input}.${base64url(signature)}`;

/** A token shown after its first display: its start and end only. */
export function maskToken(token: string): string {
  return token.length <= 12 ? "•".repeat(token.length) : `${token.slice(0, 6)}…${token.slice(-4)}`;
}
