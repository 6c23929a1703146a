import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import {
  createLineSandbox,
  type RunningSandbox,
  SANDBOX_GROUPS,
  SANDBOX_USERS,
} from "../../server/line-sandbox/index.ts";
import { NOT_A_FRIEND_MESSAGE } from "../../shared/line-send/api.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// /api/line-messages/* through the real @line/bot-sdk and the LINE emulator; /api/sandbox/inbox.

const text = (t: string) => ({ type: "text", text: t });
const somchai = SANDBOX_USERS[0]?.userId ?? "";
const malee = SANDBOX_USERS[1]?.userId ?? "";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sandbox chat as the sandbox user at `index` (Somchai by default) reads it. */
async function inbox(app: TestApp, index = 0) {
  const res = await app.app.request("/api/sandbox/inbox", { headers: await app.auth(index) });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      entries: { via: string; from: { id: string }; to: { id: string }[]; messages: unknown[] }[];
    }
  ).entries;
}

describe("POST /api/line-messages/validate", () => {
  it("answers ok for a valid message and spends no quota", async () => {
    const res = await t.app.request(
      "/api/line-messages/validate",
      jsonRequest("POST", { messages: [text("hi")] }, t.channel()),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, details: [] });
    const quota = await t.app.request("/api/line-messages/quota", { headers: t.channel() });
    expect(await quota.json()).toEqual({ type: "limited", value: 300, totalUsage: 0 });
  });

  it("returns LINE's details with their JSON paths", async () => {
    const flex = {
      type: "flex",
      altText: "x",
      contents: { type: "bubble", body: { type: "box", layout: "vertical", contents: [{ type: "text" }] } },
    };
    const res = await t.app.request(
      "/api/line-messages/validate",
      jsonRequest("POST", { messages: [flex] }, t.channel()),
    );
    expect(await res.json()).toEqual({
      ok: false,
      message: "The request body has 1 error(s)",
      details: [
        {
          property: "messages[0].contents.body.contents[0].text",
          message: "is required (or contents with spans)",
        },
      ],
    });
  });

  it("refuses 6 messages before LINE is called, and needs channel credentials", async () => {
    const six = await t.app.request(
      "/api/line-messages/validate",
      jsonRequest("POST", { messages: Array(6).fill(text("a")) }, t.channel()),
    );
    expect(six.status).toBe(422);
    expect(await six.json()).toMatchObject({ error: "Number of messages should be in range 1 to 5." });
    const none = await t.app.request(
      "/api/line-messages/validate",
      jsonRequest("POST", { messages: [text("a")] }),
    );
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({
      error: "Please enter Channel ID and Channel Secret",
      code: "channel.credentials-missing",
    });
  });
});

describe("POST /api/line-messages/push-to-me", () => {
  it("needs a logged-in user", async () => {
    const res = await t.app.request(
      "/api/line-messages/push-to-me",
      jsonRequest("POST", { messages: [text("a")] }, t.channel()),
    );
    expect(res.status).toBe(401);
  });

  it("pushes to the verified user only (a `to` in the body is ignored) and reports the quota", async () => {
    const before = (await inbox(t)).length;
    const res = await t.app.request(
      "/api/line-messages/push-to-me",
      jsonRequest(
        "POST",
        { to: malee, messages: [text("from the builder")] },
        { ...t.channel(), ...(await t.auth(0)) },
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sentTo: { displayName: SANDBOX_USERS[0]?.displayName },
      quota: { type: "limited", value: 300, totalUsage: 1 },
    });
    const entries = await inbox(t);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      via: "push",
      to: [{ id: somchai }],
      messages: [text("from the builder")],
    });
  });

  // Broken on purpose once (the profile call skipped): LINE answered 200 and this test failed.
  it("asks LINE's profile first: a user who has not added the bot is told so and nothing is pushed", async () => {
    const before = await inbox(t);
    const res = await t.app.request(
      "/api/line-messages/push-to-me",
      jsonRequest("POST", { messages: [text("a")] }, { ...t.channel(), ...(await t.auth(2)) }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: NOT_A_FRIEND_MESSAGE });
    expect(await inbox(t)).toEqual(before);
  });

  it("passes LINE's 400 with its details through", async () => {
    const res = await t.app.request(
      "/api/line-messages/push-to-me",
      jsonRequest("POST", { messages: [{ type: "text" }] }, { ...t.channel(), ...(await t.auth(0)) }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "The request body has 1 error(s)",
      details: [{ message: "must be specified", property: "messages[0].text" }],
    });
  });
});

describe("push-to-me once the monthly quota is spent (an emulator shared by URL, quota 1)", () => {
  let platform: RunningSandbox;
  let app: TestApp;
  beforeAll(async () => {
    platform = await createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID, messageQuota: 1 }).listen(
      0,
    );
    app = await createTestApp({
      env: { LINE_API_BASE_URL: platform.origin, LINE_API_DATA_BASE_URL: platform.origin },
    });
  });
  afterAll(async () => {
    await app.close();
    await platform.close();
  });

  it("answers 429 with LINE's message and does not deliver", async () => {
    const push = async () =>
      app.app.request(
        "/api/line-messages/push-to-me",
        jsonRequest("POST", { messages: [text("x")] }, { ...app.channel(), ...(await app.auth(0)) }),
      );
    expect((await push()).status).toBe(200);
    const spent = await push();
    expect(spent.status).toBe(429);
    expect(await spent.json()).toMatchObject({ error: "You have reached your monthly limit." });
    expect(await inbox(app)).toHaveLength(1);
    const quota = await app.app.request("/api/line-messages/quota", { headers: app.channel() });
    expect(await quota.json()).toEqual({ type: "limited", value: 1, totalUsage: 1 });
  });
});

describe("/api/sandbox/inbox", () => {
  it("records what a logged-in user sent through liff-mock, naming sender and chat", async () => {
    const group = SANDBOX_GROUPS[0];
    const res = await t.app.request(
      "/api/sandbox/inbox",
      jsonRequest(
        "POST",
        { via: "share", to: [group?.groupId, malee], messages: [text("shared")] },
        await t.auth(0),
      ),
    );
    expect(res.status).toBe(201);
    expect((await inbox(t)).at(-1)).toMatchObject({
      via: "share",
      from: { id: somchai },
      to: [{ id: group?.groupId, name: group?.groupName }, { id: malee }],
    });
  });

  // Broken on purpose once (the route answered every entry): Alex read Somchai's push and this test failed.
  it("answers only the logged-in user's conversation, and nothing logged out", async () => {
    const pushed = await t.app.request(
      "/api/line-messages/push-to-me",
      jsonRequest("POST", { messages: [text("only for Somchai")] }, { ...t.channel(), ...(await t.auth(0)) }),
    );
    expect(pushed.status).toBe(200);
    const sent = await t.app.request(
      "/api/sandbox/inbox",
      jsonRequest("POST", { via: "chat", to: [somchai], messages: [text("from Malee")] }, await t.auth(1)),
    );
    expect(sent.status).toBe(201);
    const alex = SANDBOX_USERS[2]?.userId ?? "";
    const mine = await inbox(t, 0);
    expect(mine.some((e) => JSON.stringify(e.messages).includes("only for Somchai"))).toBe(true);
    // Malee wrote to Somchai: both see it; Alex, in neither chat, sees none of it.
    expect(mine.some((e) => JSON.stringify(e.messages).includes("from Malee"))).toBe(true);
    const malees = await inbox(t, 1);
    expect(malees.some((e) => JSON.stringify(e.messages).includes("only for Somchai"))).toBe(false);
    expect(malees.some((e) => JSON.stringify(e.messages).includes("from Malee"))).toBe(true);
    for (const entry of malees)
      expect(entry.from.id === malee || entry.to.some((party) => party.id === malee)).toBe(true);
    const alexs = await inbox(t, 2);
    for (const entry of alexs)
      expect(entry.from.id === alex || entry.to.some((party) => party.id === alex)).toBe(true);
    expect(alexs.some((e) => /only for Somchai|from Malee|shared/.test(JSON.stringify(e.messages)))).toBe(
      false,
    );
    const anonymous = await t.app.request("/api/sandbox/inbox");
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(await anonymous.json())).not.toContain("only for Somchai");
  });

  it("refuses unknown chats and anonymous senders", async () => {
    const unknown = await t.app.request(
      "/api/sandbox/inbox",
      jsonRequest("POST", { via: "chat", to: ["Cnope"], messages: [text("x")] }, await t.auth(0)),
    );
    expect(unknown.status).toBe(422);
    const anonymous = await t.app.request(
      "/api/sandbox/inbox",
      jsonRequest("POST", { via: "chat", to: [malee], messages: [text("x")] }),
    );
    expect(anonymous.status).toBe(401);
  });
});
