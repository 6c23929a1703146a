import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import {
  issueToken,
  LOGIN_CHANNEL_ID,
  postForm,
  type StartedSandbox,
  startSandbox,
} from "./line-sandbox-helpers.ts";

// LINE Login in the emulator: ID tokens minted for the sandbox users and checked by
// POST /oauth2/v2.1/verify (the same call the app's identity middleware makes), and profiles
// for user access tokens at GET /v2/profile.

const channel = SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0];
const [somchai, malee, alex] = SANDBOX_USERS as [
  (typeof SANDBOX_USERS)[0],
  (typeof SANDBOX_USERS)[0],
  (typeof SANDBOX_USERS)[0],
];

let env: StartedSandbox;
beforeAll(async () => {
  env = await startSandbox();
});
afterAll(() => env.running.close());

async function verify(idToken: string, clientId = LOGIN_CHANNEL_ID, extra: Record<string, string> = {}) {
  const response = await postForm(env.origin, "/oauth2/v2.1/verify", {
    id_token: idToken,
    client_id: clientId,
    ...extra,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("LINE Login ID tokens", () => {
  it("mints an ES256 JWT that the verify endpoint accepts, returning the claims", async () => {
    const idToken = await env.sandbox.mintIdToken(somchai.userId);
    expect(decodeProtectedHeader(idToken)).toMatchObject({
      alg: "ES256",
      typ: "JWT",
      kid: expect.any(String),
    });
    const nowSec = Math.floor(env.clock.ms / 1000);
    const { status, body } = await verify(idToken);
    expect(status).toBe(200);
    expect(body).toEqual({
      iss: "https://access.line.me",
      sub: somchai.userId,
      aud: LOGIN_CHANNEL_ID,
      iat: nowSec,
      exp: nowSec + 3600,
      amr: ["linesso"],
      name: somchai.displayName,
      picture: somchai.pictureUrl,
    });
  });

  it("gives each sandbox user a distinct verified subject; a user without picture has no picture claim", async () => {
    const subjects = await Promise.all(
      SANDBOX_USERS.map(async (user) => (await verify(await env.sandbox.mintIdToken(user.userId))).body.sub),
    );
    expect(subjects).toEqual(SANDBOX_USERS.map((user) => user.userId));
    const { body } = await verify(await env.sandbox.mintIdToken(alex.userId));
    expect("picture" in body).toBe(false);
  });

  it("refuses an expired token using the injectable clock", async () => {
    const idToken = await env.sandbox.mintIdToken(malee.userId, { expiresInSec: 60 });
    expect((await verify(idToken)).status).toBe(200);
    env.clock.ms += 60_000;
    expect(await verify(idToken)).toEqual({
      status: 400,
      body: { error: "invalid_request", error_description: "IdToken expired." },
    });
  });

  it("refuses a token signed by another key", async () => {
    const genuine = await env.sandbox.mintIdToken(somchai.userId);
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT(decodeJwt(genuine))
      .setProtectedHeader(decodeProtectedHeader(genuine) as { alg: string })
      .sign(privateKey);
    expect(await verify(forged)).toEqual({
      status: 400,
      body: { error: "invalid_request", error_description: "Invalid IdToken." },
    });
  });

  it("refuses a token for another client_id (audience)", async () => {
    const idToken = await env.sandbox.mintIdToken(somchai.userId);
    expect(await verify(idToken, "1999999999")).toEqual({
      status: 400,
      body: { error: "invalid_request", error_description: "Invalid IdToken Audience." },
    });
  });

  it("checks nonce and user_id when they are sent", async () => {
    const idToken = await env.sandbox.mintIdToken(somchai.userId);
    expect((await verify(idToken, LOGIN_CHANNEL_ID, { nonce: "abc" })).body.error_description).toBe(
      "Invalid IdToken Nonce.",
    );
    expect((await verify(idToken, LOGIN_CHANNEL_ID, { user_id: malee.userId })).body.error_description).toBe(
      "Invalid IdToken Subject Identifier.",
    );
    expect((await verify(idToken, LOGIN_CHANNEL_ID, { user_id: somchai.userId })).status).toBe(200);
  });

  it("refuses malformed tokens and missing fields", async () => {
    expect(await verify("not-a-jwt")).toEqual({
      status: 400,
      body: { error: "invalid_request", error_description: "JWS format error" },
    });
    const missing = await postForm(env.origin, "/oauth2/v2.1/verify", { id_token: "x" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "invalid_request",
      error_description: "some parameters missed or invalid",
    });
  });

  it("refuses to mint for someone who is not a sandbox user", async () => {
    await expect(env.sandbox.mintIdToken("U00000000000000000000000000000000")).rejects.toThrow(
      /Unknown sandbox user/,
    );
    expect(() => env.sandbox.mintAccessToken("nobody")).toThrow(/Unknown sandbox user/);
  });
});

describe("GET /v2/profile", () => {
  it("returns the profile for a user access token", async () => {
    const token = env.sandbox.mintAccessToken(malee.userId);
    const response = await fetch(`${env.origin}/v2/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      userId: malee.userId,
      displayName: malee.displayName,
      pictureUrl: malee.pictureUrl,
      statusMessage: malee.statusMessage,
    });
  });

  it("omits the fields a user does not have", async () => {
    const token = env.sandbox.mintAccessToken(alex.userId);
    const response = await fetch(`${env.origin}/v2/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await response.json()).toEqual({ userId: alex.userId, displayName: alex.displayName });
  });

  it("answers 401 for a bad token and 403 for a channel access token", async () => {
    const bad = await fetch(`${env.origin}/v2/profile`, { headers: { authorization: "Bearer nope" } });
    expect(bad.status).toBe(401);
    const channelToken = await issueToken(env.origin, channel);
    const denied = await fetch(`${env.origin}/v2/profile`, {
      headers: { authorization: `Bearer ${channelToken}` },
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: "Access Denied" });
  });
});
