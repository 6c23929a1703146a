import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import {
  failure,
  issueToken,
  lineClients,
  postForm,
  type StartedSandbox,
  startSandbox,
  tokenClient,
} from "./line-sandbox-helpers.ts";

// The emulator through the real @line/bot-sdk clients: fixtures, channel access tokens, the
// bearer guard of the Messaging API and unknown paths. LINE Login, rich menus and audiences
// have their own line-sandbox-*.test.ts files; `npx vitest run tests/api/line-sandbox` runs all.

const AUTH_FAILED = {
  message: "Authentication failed. Confirm that the access token in the authorization header is valid.",
};
const [channel, otherChannel] = SANDBOX_CHANNELS as [
  (typeof SANDBOX_CHANNELS)[0],
  (typeof SANDBOX_CHANNELS)[0],
];

let env: StartedSandbox;
beforeAll(async () => {
  env = await startSandbox();
});
afterAll(() => env.running.close());

describe("fixtures", () => {
  it("has three users with LINE-shaped ids and distinct names", () => {
    expect(SANDBOX_USERS).toHaveLength(3);
    for (const user of SANDBOX_USERS) expect(user.userId).toMatch(/^U[0-9a-f]{32}$/);
    expect(new Set(SANDBOX_USERS.map((user) => user.displayName)).size).toBe(3);
    expect(env.sandbox.users).toBe(SANDBOX_USERS);
  });

  it("has fixed channel credentials", () => {
    expect(env.sandbox.channels.map((c) => [c.channelId, c.channelSecret])).toEqual([
      ["2009000001", "4247f31f1e872e6e9b618ec10058c42c"],
      ["2009000002", "18b97d3726f9d2bc764b04b797bea982"],
    ]);
  });

  it("listens on 127.0.0.1 with a random port", () => {
    expect(env.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe("channel access tokens", () => {
  it("issues a short-lived token for the right secret", async () => {
    const issued = await tokenClient(env.origin).issueChannelToken(
      "client_credentials",
      channel.channelId,
      channel.channelSecret,
    );
    expect(issued).toEqual({ access_token: expect.any(String), expires_in: 2592000, token_type: "Bearer" });
    expect("key_id" in issued).toBe(false);
  });

  it("issues a stateless token for the right secret", async () => {
    const issued = await tokenClient(env.origin).issueStatelessChannelTokenByClientSecret(
      channel.channelId,
      channel.channelSecret,
    );
    expect(issued).toEqual({ access_token: expect.any(String), expires_in: 900, token_type: "Bearer" });
  });

  it.each([
    [
      "short-lived",
      (id: string, secret: string) =>
        tokenClient(env.origin).issueChannelToken("client_credentials", id, secret),
    ],
    [
      "stateless",
      (id: string, secret: string) =>
        tokenClient(env.origin).issueStatelessChannelTokenByClientSecret(id, secret),
    ],
  ])("refuses a wrong secret and an unknown channel (%s)", async (_kind, issue) => {
    expect(await failure(issue(channel.channelId, "0".repeat(32)))).toEqual({
      status: 400,
      body: { error: "invalid_client", error_description: "invalid client_secret" },
    });
    // Another channel's secret is just as wrong.
    expect((await failure(issue(channel.channelId, otherChannel.channelSecret))).status).toBe(400);
    expect(await failure(issue("1999999999", channel.channelSecret))).toEqual({
      status: 400,
      body: { error: "invalid_request", error_description: "some parameters in the wrong format" },
    });
  });

  it("refuses a request with a missing field or another grant type", async () => {
    const missing = await postForm(env.origin, "/v2/oauth/accessToken", {
      grant_type: "client_credentials",
      client_id: channel.channelId,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "invalid_request",
      error_description: "some parameters missed or invalid",
    });
    const v3 = await postForm(env.origin, "/oauth2/v3/token", {
      grant_type: "password",
      client_id: channel.channelId,
      client_secret: channel.channelSecret,
    });
    expect(v3.status).toBe(400);
    expect(await v3.json()).toMatchObject({ error: "invalid_request" });
    const v2 = await postForm(env.origin, "/v2/oauth/accessToken", {
      grant_type: "password",
      client_id: channel.channelId,
      client_secret: channel.channelSecret,
    });
    expect(await v2.json()).toMatchObject({ error: "unsupported_grant_type" });
  });

  it("refuses a malformed JWT assertion on the stateless endpoint", async () => {
    expect(
      await failure(tokenClient(env.origin).issueStatelessChannelTokenByJWTAssertion("eyJ.fake.jwt")),
    ).toEqual({
      status: 400,
      body: { error: "invalid_client", error_description: "invalid client_assertion" },
    });
  });

  it("opens the Messaging API until the token expires on the emulator's clock", async () => {
    const { access_token } = await tokenClient(env.origin).issueStatelessChannelTokenByClientSecret(
      channel.channelId,
      channel.channelSecret,
    );
    const { messaging } = lineClients(env.origin, access_token);
    await expect(messaging.getRichMenuList()).resolves.toEqual({ richmenus: expect.any(Array) });
    env.clock.ms += 15 * 60 * 1000;
    expect(await failure(messaging.getRichMenuList())).toEqual({ status: 401, body: AUTH_FAILED });
  });
});

describe("Messaging API guard", () => {
  it("answers 401 without a token, with a bad token and with a malformed header", async () => {
    expect(await failure(lineClients(env.origin, "not-a-token").messaging.getRichMenuList())).toEqual({
      status: 401,
      body: AUTH_FAILED,
    });
    const bare = await fetch(`${env.origin}/v2/bot/richmenu/list`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual(AUTH_FAILED);
    const basic = await fetch(`${env.origin}/v2/bot/audienceGroup/list?page=1`, {
      headers: { authorization: "Basic abc" },
    });
    expect(basic.status).toBe(401);
  });

  it("asks for a token even on unknown /v2/bot paths, then answers 404", async () => {
    expect((await fetch(`${env.origin}/v2/bot/nothing-here`)).status).toBe(401);
    const token = await issueToken(env.origin, channel);
    const response = await fetch(`${env.origin}/v2/bot/nothing-here`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("keeps state per channel: a token sees only its own channel", async () => {
    const mine = lineClients(env.origin, await issueToken(env.origin, channel));
    const theirs = lineClients(env.origin, await issueToken(env.origin, otherChannel));
    const { richMenuId } = await mine.messaging.createRichMenu({
      size: { width: 2500, height: 843 },
      selected: false,
      name: "channel one only",
      chatBarText: "Menu",
      areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 843 }, action: { type: "message", text: "hi" } }],
    });
    expect((await theirs.messaging.getRichMenuList()).richmenus).toEqual([]);
    expect((await failure(theirs.messaging.getRichMenu(richMenuId))).status).toBe(404);
    expect((await theirs.audience.getAudienceGroups(1)).totalCount).toBe(0);
    expect((await mine.audience.getAudienceGroups(1)).totalCount).toBeGreaterThan(0);
  });
});

describe("unknown paths", () => {
  it("answers 404 with LINE's body, also through app.request", async () => {
    const response = await fetch(`${env.origin}/v3/whatever`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
    const inProcess = await env.sandbox.app.request("/oauth2/v2.1/nothing");
    expect(inProcess.status).toBe(404);
    expect(response.headers.get("x-line-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
