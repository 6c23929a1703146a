import { createSign, createVerify, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ASSERTION_AUDIENCE,
  ASSERTION_MESSAGES,
  assertionClaims,
  assertionProblem,
  compactJwt,
  maskToken,
  publicJwkSchema,
  signingInput,
  TOKEN_MAX_LIFETIME_SEC,
} from "../../shared/channel-tokens/index.ts";

const NOW = 1_780_000_000;
const header = { alg: "RS256", typ: "JWT", kid: "kid-1" } as const;

describe("v2.1 assertion claims (shared/channel-tokens)", () => {
  it("builds LINE's claims: iss = sub = channel, aud, a short exp, token_exp", () => {
    const claims = assertionClaims("2009000001", 3600, NOW);
    expect(claims).toEqual({
      iss: "2009000001",
      sub: "2009000001",
      aud: ASSERTION_AUDIENCE,
      exp: NOW + 300,
      token_exp: 3600,
    });
    expect(assertionProblem(header, claims, NOW)).toBeNull();
  });

  it("names each claim LINE would refuse", () => {
    const ok = assertionClaims("2009000001", 3600, NOW);
    expect(assertionProblem({ ...header, kid: "" }, ok, NOW)).toBe(ASSERTION_MESSAGES.kid);
    expect(assertionProblem(header, { ...ok, sub: "2009000002" }, NOW)).toBe(ASSERTION_MESSAGES.channel);
    expect(assertionProblem(header, { ...ok, aud: "https://api.line.me" }, NOW)).toBe(
      ASSERTION_MESSAGES.audience,
    );
    expect(assertionProblem(header, ok, NOW + 300)).toBe(ASSERTION_MESSAGES.expired);
    expect(assertionProblem(header, { ...ok, exp: NOW + 31 * 60 }, NOW)).toBe(ASSERTION_MESSAGES.tooLong);
    expect(assertionProblem(header, { ...ok, token_exp: TOKEN_MAX_LIFETIME_SEC + 1 }, NOW)).toBe(
      ASSERTION_MESSAGES.tokenExp,
    );
    expect(assertionProblem(header, { ...ok, token_exp: 1.5 }, NOW)).toBe(ASSERTION_MESSAGES.tokenExp);
    // The key-id list takes an assertion without token_exp.
    const { token_exp: _, ...listing } = ok;
    expect(assertionProblem(header, listing, NOW, false)).toBeNull();
  });

  it("makes a compact JWT that RS256 verifies with the public key", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const input = signingInput(header, assertionClaims("2009000001", 60, NOW));
    const jwt = compactJwt(input, createSign("RSA-SHA256").update(input).sign(privateKey));
    const [h, p, s] = jwt.split(".");
    expect(JSON.parse(Buffer.from(h as string, "base64url").toString())).toEqual(header);
    expect(JSON.parse(Buffer.from(p as string, "base64url").toString())).toMatchObject({ token_exp: 60 });
    const verified = createVerify("RSA-SHA256")
      .update(`${h}.${p}`)
      .verify(publicKey, Buffer.from(s as string, "base64url"));
    expect(verified).toBe(true);
  });

  it("the public JWK schema refuses a private key", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    expect(publicJwkSchema.safeParse(publicKey.export({ format: "jwk" })).success).toBe(true);
    expect(publicJwkSchema.safeParse(privateKey.export({ format: "jwk" })).success).toBe(false);
  });

  it("masks a token to its ends", () => {
    expect(maskToken("abcdefghijklmnopqrstuvwxyz")).toBe("abcdef…wxyz");
    expect(maskToken("short")).toBe("•••••");
  });
});
