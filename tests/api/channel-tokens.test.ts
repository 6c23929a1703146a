import { createSign, generateKeyPairSync, type KeyObject } from "node:crypto";
import { channelAccessToken } from "@line/bot-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AssertionClaims,
  assertionClaims,
  compactJwt,
  MAX_VALID_V21_TOKENS,
  signingInput,
} from "../../shared/channel-tokens/index.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// /api/channel-tokens against the emulator: v2.1 tokens by JWT assertion (a key registered as the Console
// would), short-lived and stateless tokens; verify, revoke, key ids, expiry on the emulator clock, refusals.

const clock = { ms: Date.parse("2026-07-01T03:00:00Z") };
let t: TestApp;
let channelId: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => clock.ms, rateLimitMultiplier: 100 });
  channelId = t.channel()["X-Line-Channel-Id"] as string;
});
afterAll(() => t.close());

type Body = Record<string, unknown> & { error?: string; params?: { line?: string } };

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api/channel-tokens${path}`, jsonRequest("POST", body, headers));
  return { status: res.status, body: (await res.json()) as Body };
}

function newKey() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { privateKey, jwk: publicKey.export({ format: "jwk" }) as { kty: string; n: string; e: string } };
}

async function register(jwk: object, id = channelId) {
  const res = await t.app.request("/api/sandbox/channel-keys", jsonRequest("POST", { channelId: id, jwk }));
  return { status: res.status, body: (await res.json()) as { kid?: string } };
}

function sign(privateKey: KeyObject, kid: string, claims: Partial<AssertionClaims> = {}) {
  const nowSec = Math.floor(clock.ms / 1000);
  const input = signingInput(
    { alg: "RS256", typ: "JWT", kid },
    { ...assertionClaims(channelId, 3600, nowSec), ...claims },
  );
  return compactJwt(input, createSign("RSA-SHA256").update(input).sign(privateKey));
}

let key: ReturnType<typeof newKey>;
let kid: string;
beforeAll(async () => {
  key = newKey();
  const registered = await register(key.jwk);
  expect(registered.status).toBe(201);
  kid = registered.body.kid as string;
});

describe("v2.1 tokens by JWT assertion", () => {
  it("issues, lists its key id, verifies, revokes, and then refuses it", async () => {
    const issued = await post("/v2.1", { assertion: sign(key.privateKey, kid) });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ expiresIn: 3600, keyId: expect.any(String) });
    const accessToken = issued.body.accessToken as string;
    const kids = await post("/v2.1/kids", { assertion: sign(key.privateKey, kid, { token_exp: undefined }) });
    expect(kids.body.kids).toContain(issued.body.keyId);
    expect(await post("/v2.1/verify", { accessToken })).toEqual({
      status: 200,
      body: { clientId: channelId, expiresIn: 3600, scope: "profile chat_message.write" },
    });
    expect((await post("/v2.1/revoke", { accessToken }, t.channel())).status).toBe(200);
    const again = await post("/v2.1/verify", { accessToken });
    expect(again.status).toBe(400);
    expect(again.body.params?.line).toBe("invalid access token");
    expect((await post("/v2.1/kids", { assertion: sign(key.privateKey, kid) })).body.kids).not.toContain(
      issued.body.keyId,
    );
  });

  it("expires on the emulator clock", async () => {
    const { body } = await post("/v2.1", { assertion: sign(key.privateKey, kid, { token_exp: 60 }) });
    clock.ms += 61_000;
    const verify = await post("/v2.1/verify", { accessToken: body.accessToken });
    expect(verify.status).toBe(400);
    expect(verify.body.params?.line).toBe("access token expired");
  });

  it("refuses a JWT signed with another key, an expired assertion, bad claims and an unknown kid", async () => {
    const other = newKey();
    const forged = await post("/v2.1", { assertion: sign(other.privateKey, kid) });
    expect(forged.status).toBe(400);
    expect(forged.body.params?.line).toBe("invalid signature of client_assertion");
    const nowSec = Math.floor(clock.ms / 1000);
    const expired = await post("/v2.1", { assertion: sign(key.privateKey, kid, { exp: nowSec - 1 }) });
    expect(expired.body.params?.line).toBe("The assertion has expired (exp)");
    const tooLong = await post("/v2.1", {
      assertion: sign(key.privateKey, kid, { token_exp: 31 * 24 * 3600 }),
    });
    expect(tooLong.body.params?.line).toMatch(/^token_exp must be/);
    const aud = await post("/v2.1", {
      assertion: sign(key.privateKey, kid, { aud: "https://example.com/" }),
    });
    expect(aud.body.params?.line).toBe("aud must be https://api.line.me/");
    const unknown = await post("/v2.1", { assertion: sign(key.privateKey, "no-such-kid") });
    expect(unknown.body.params?.line).toMatch(/unknown kid/);
    expect((await post("/v2.1", { assertion: "not a jwt" })).status).toBe(422);
  });

  it("refuses revoking without the channel's secret", async () => {
    const wrong = await post(
      "/v2.1/revoke",
      { accessToken: "x" },
      { ...t.channel(), "X-Line-Channel-Secret": "0".repeat(32) },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.params?.line).toBe("invalid client_secret");
  });

  it(`stops at LINE's ${MAX_VALID_V21_TOKENS} valid tokens per channel`, async () => {
    const second = newKey();
    const secondChannel = t.runtime.deps.sandbox?.channels[1]?.channelId as string;
    const registered = await register(second.jwk, secondChannel);
    const signFor = () => {
      const nowSec = Math.floor(clock.ms / 1000);
      const input = signingInput(
        { alg: "RS256", typ: "JWT", kid: registered.body.kid as string },
        assertionClaims(secondChannel, 3600, nowSec),
      );
      return compactJwt(input, createSign("RSA-SHA256").update(input).sign(second.privateKey));
    };
    for (let i = 0; i < MAX_VALID_V21_TOKENS; i++)
      expect((await post("/v2.1", { assertion: signFor() })).status).toBe(201);
    const over = await post("/v2.1", { assertion: signFor() });
    expect(over.status).toBe(400);
    expect(over.body.params?.line).toMatch(/reached the limit \(30\)/);
  });

  it("takes only a public key to register, for a known channel", async () => {
    const { privateKey } = newKey();
    const privateJwk = privateKey.export({ format: "jwk" });
    expect((await register(privateJwk)).status).toBe(422);
    expect((await register(key.jwk, "1234")).status).toBe(404);
  });
});

describe("short-lived and stateless tokens", () => {
  it("issues a short-lived token, verifies it, revokes it, and then refuses it", async () => {
    const issued = await post("/short-lived", {}, t.channel());
    expect(issued.status).toBe(201);
    expect(issued.body.expiresIn).toBe(30 * 24 * 3600);
    const accessToken = issued.body.accessToken as string;
    expect((await post("/short-lived/verify", { accessToken })).body).toMatchObject({ clientId: channelId });
    expect((await post("/short-lived/revoke", { accessToken })).status).toBe(200);
    const again = await post("/short-lived/verify", { accessToken });
    expect(again.status).toBe(400);
    expect(again.body.params?.line).toBe("invalid access token");
  });

  it("issues a stateless token by JWT assertion on the emulator (channel-access-token.yml)", async () => {
    const client = new channelAccessToken.ChannelAccessTokenClient({
      baseURL: t.runtime.sandboxOrigin as string,
    });
    const issued = await client.issueStatelessChannelTokenByJWTAssertion(sign(key.privateKey, kid));
    expect(issued).toMatchObject({ expires_in: 900, token_type: "Bearer" });
  });

  it("issues a 15-minute stateless token, and refuses a wrong secret", async () => {
    const issued = await post("/stateless", {}, t.channel());
    expect(issued).toMatchObject({ status: 201, body: { expiresIn: 900 } });
    const wrong = await post("/stateless", {}, { ...t.channel(), "X-Line-Channel-Secret": "0".repeat(32) });
    expect(wrong.status).toBe(400);
  });
});

describe("the emulator's two /oauth2/v2.1/verify", () => {
  it("keeps POST for LINE Login ID tokens beside GET for channel tokens", async () => {
    const origin = t.runtime.sandboxOrigin as string;
    const loginChannelId = t.runtime.deps.config.loginChannelId;
    const post = await fetch(`${origin}/oauth2/v2.1/verify`, {
      method: "POST",
      body: new URLSearchParams({ id_token: await t.idToken(), client_id: loginChannelId }),
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({ aud: loginChannelId });
    const get = await fetch(`${origin}/oauth2/v2.1/verify?access_token=unknown`);
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual({ error: "invalid_request", error_description: "invalid access token" });
  });
});

describe("what the server keeps", () => {
  it("writes no assertion, token or key to its logs, on success and on refusal", async () => {
    const written: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(" "))),
    );
    try {
      const assertion = sign(key.privateKey, kid);
      const issued = await post("/v2.1", { assertion });
      const accessToken = issued.body.accessToken as string;
      await post("/v2.1/verify", { accessToken });
      await post("/v2.1/revoke", { accessToken }, t.channel());
      await post("/v2.1/verify", { accessToken });
      await post("/v2.1", { assertion: sign(newKey().privateKey, kid) });
      const logs = written.join("\n");
      for (const secret of [assertion.split(".")[2] as string, accessToken, key.jwk.n.slice(0, 40)]) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
