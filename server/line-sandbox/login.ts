import { randomBytes } from "node:crypto";
import { compactVerify, errors, generateKeyPair, SignJWT } from "jose";
import { nowInSeconds } from "./http.ts";
import type { SandboxUser } from "./types.ts";

// LINE Login for the sandbox users: ES256 ID tokens signed with a key pair made when the
// emulator is created, verified the way POST /oauth2/v2.1/verify does it, and opaque user
// access tokens for GET /v2/profile.

const ID_TOKEN_ISSUER = "https://access.line.me";
const ID_TOKEN_LIFETIME_SEC = 3600;
const USER_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  nonce?: string;
  amr: string[];
  name: string;
  picture?: string;
}

type IdTokenVerdict = { ok: true; claims: IdTokenClaims } | { ok: false; description: string };

interface IdTokenCheck {
  idToken: string;
  clientId: string;
  nonce?: string;
  userId?: string;
}

export interface LoginAuthority {
  mintIdToken(userId: string, opts?: { expiresInSec?: number }): Promise<string>;
  mintAccessToken(userId: string): string;
  verifyIdToken(check: IdTokenCheck): Promise<IdTokenVerdict>;
  userForAccessToken(token: string): SandboxUser | null;
}

interface LoginOptions {
  users: readonly SandboxUser[];
  loginChannelId: string;
  now: () => number;
}

function userById(users: readonly SandboxUser[], userId: string): SandboxUser {
  const user = users.find((candidate) => candidate.userId === userId);
  if (!user) throw new Error(`Unknown sandbox user: ${userId}`);
  return user;
}

// LINE's wording for each failed check, in the order they are made.
function claimProblem(claims: Partial<IdTokenClaims>, check: IdTokenCheck, nowSec: number): string | null {
  if (claims.iss !== ID_TOKEN_ISSUER) return "Invalid IdToken Issuer.";
  if (typeof claims.exp !== "number" || nowSec >= claims.exp) return "IdToken expired.";
  if (claims.aud !== check.clientId) return "Invalid IdToken Audience.";
  if (check.nonce !== undefined && claims.nonce !== check.nonce) return "Invalid IdToken Nonce.";
  if (check.userId !== undefined && claims.sub !== check.userId) return "Invalid IdToken Subject Identifier.";
  return null;
}

async function verifiedPayload(idToken: string, key: CryptoKey): Promise<Partial<IdTokenClaims> | string> {
  try {
    const { payload } = await compactVerify(idToken, key, { algorithms: ["ES256"] });
    return JSON.parse(new TextDecoder().decode(payload)) as Partial<IdTokenClaims>;
  } catch (error) {
    // Not a JWS at all, versus a well-formed token that is not ours (other key, other algorithm).
    return error instanceof errors.JWSInvalid ? "JWS format error" : "Invalid IdToken.";
  }
}

export function createLoginAuthority({ users, loginChannelId, now }: LoginOptions): LoginAuthority {
  const keyPair = generateKeyPair("ES256");
  const keyId = randomBytes(16).toString("hex");
  const accessTokens = new Map<string, { userId: string; expiresAt: number }>();

  async function mintIdToken(userId: string, opts: { expiresInSec?: number } = {}): Promise<string> {
    const user = userById(users, userId);
    const iat = nowInSeconds(now);
    const claims: IdTokenClaims = {
      iss: ID_TOKEN_ISSUER,
      sub: user.userId,
      aud: loginChannelId,
      exp: iat + (opts.expiresInSec ?? ID_TOKEN_LIFETIME_SEC),
      iat,
      amr: ["linesso"],
      name: user.displayName,
      ...(user.pictureUrl === undefined ? {} : { picture: user.pictureUrl }),
    };
    const { privateKey } = await keyPair;
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "ES256", typ: "JWT", kid: keyId })
      .sign(privateKey);
  }

  function mintAccessToken(userId: string): string {
    userById(users, userId);
    const token = randomBytes(32).toString("base64url");
    accessTokens.set(token, { userId, expiresAt: now() + USER_TOKEN_LIFETIME_MS });
    return token;
  }

  async function verifyIdToken(check: IdTokenCheck): Promise<IdTokenVerdict> {
    const payload = await verifiedPayload(check.idToken, (await keyPair).publicKey);
    if (typeof payload === "string") return { ok: false, description: payload };
    const problem = claimProblem(payload, check, nowInSeconds(now));
    return problem === null
      ? { ok: true, claims: payload as IdTokenClaims }
      : { ok: false, description: problem };
  }

  function userForAccessToken(token: string): SandboxUser | null {
    const entry = accessTokens.get(token);
    if (!entry || entry.expiresAt <= now()) return null;
    return userById(users, entry.userId);
  }

  return { mintIdToken, mintAccessToken, verifyIdToken, userForAccessToken };
}
