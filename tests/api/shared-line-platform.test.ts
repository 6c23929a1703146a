import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import { createLineSandbox, type RunningSandbox, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";
import { issueToken } from "./line-sandbox-helpers.ts";

const channelToken = (origin: string) =>
  issueToken(origin, {
    channelId: "2009000001",
    channelSecret: "4247f31f1e872e6e9b618ec10058c42c",
    name: "",
  });

// Several instances in sandbox mode share one LINE platform (LINE_API_BASE_URL): a login through
// one instance must be valid on the other, which per-process emulator keys could not give.
describe("instances sharing one LINE platform", () => {
  let platform: RunningSandbox;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    platform = await createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID }).listen(0);
    const env = { LINE_API_BASE_URL: platform.origin, LINE_API_DATA_BASE_URL: platform.origin };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await platform.close();
  });

  it("starts no emulator of its own and logs in through the shared one", async () => {
    expect(a.runtime.sandboxOrigin).toBeUndefined();
    const user = SANDBOX_USERS[1];
    const res = await a.app.request("/api/sandbox/login", jsonRequest("POST", { userId: user?.userId }));
    expect(res.status).toBe(200);
    const { idToken, accessToken } = (await res.json()) as { idToken: string; accessToken: string };
    const onB = await b.app.request("/api/flex-messages", {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(onB.status).toBe(200);
    const profile = await fetch(`${platform.origin}/v2/profile`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(((await profile.json()) as { userId: string }).userId).toBe(user?.userId);
  });

  it("counts a Sandbox Chat rich menu tap made through one instance in the insights read through the other", async () => {
    const channel = a.channel();
    const menu = {
      size: { width: 2500, height: 843 },
      selected: true,
      name: "Shared",
      chatBarText: "Menu",
      areas: [
        { bounds: { x: 0, y: 0, width: 1250, height: 843 }, action: { type: "postback", data: "a" } },
        { bounds: { x: 1250, y: 0, width: 1250, height: 843 }, action: { type: "postback", data: "b" } },
      ],
    };
    const created = await fetch(`${platform.origin}/v2/bot/richmenu`, {
      ...jsonRequest("POST", menu),
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${await channelToken(platform.origin)}`,
      },
    });
    const { richMenuId } = (await created.json()) as { richMenuId: string };
    const auth = await a.auth(0);
    const tap = (area: number) =>
      a.app.request(
        "/api/sandbox/rich-menu/tap",
        jsonRequest("POST", { channelId: channel["X-Line-Channel-Id"], richMenuId, area }, auth),
      );
    expect((await tap(0)).status).toBe(200);
    expect((await tap(1)).status).toBe(200);
    const unknown = await a.app.request(
      "/api/sandbox/rich-menu/tap",
      jsonRequest("POST", { channelId: channel["X-Line-Channel-Id"], richMenuId, area: 5 }, auth),
    );
    expect(unknown.status).toBe(422);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll("-", "");
    const summary = await b.app.request(
      `/api/insights/rich-menus/${richMenuId}/summary?from=${today}&to=${today}`,
      {
        headers: channel,
      },
    );
    expect(((await summary.json()) as { clicks: unknown[] }).clicks).toHaveLength(2);
  });

  it("counts a broadcast seen and opened through one instance in message/event read through the other", async () => {
    const url = "https://example.com/shared";
    const sent = await fetch(`${platform.origin}/v2/bot/message/broadcast`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${await channelToken(platform.origin)}`,
      },
      body: JSON.stringify({
        messages: [
          {
            type: "imagemap",
            baseUrl: "https://example.com/map",
            altText: "Map",
            baseSize: { width: 1040, height: 1040 },
            actions: [{ type: "uri", linkUri: url, area: { x: 0, y: 0, width: 1040, height: 1040 } }],
          },
        ],
      }),
    });
    expect(sent.status).toBe(200);
    const requestId = sent.headers.get("x-line-request-id");
    const inbox = (await (
      await a.app.request("/api/sandbox/inbox", { headers: await a.auth(0) })
    ).json()) as {
      entries: { id: string }[];
    };
    const entryId = inbox.entries.at(-1)?.id ?? "";
    for (const user of [0, 1]) {
      const auth = await a.auth(user);
      const seen = await a.app.request(
        "/api/sandbox/message/impression",
        jsonRequest("POST", { entryIds: [entryId] }, auth),
      );
      expect(await seen.json()).toEqual({ counted: 1 });
      const click = await a.app.request(
        "/api/sandbox/message/click",
        jsonRequest("POST", { entryId, url }, auth),
      );
      expect(click.status).toBe(200);
    }
    const stranger = await a.app.request(
      "/api/sandbox/message/click",
      jsonRequest("POST", { entryId, url }, await a.auth(2)),
    );
    expect(stranger.status).toBe(422);
    const event = await b.app.request(`/api/insights/message-event?requestId=${requestId}`, {
      headers: b.channel(),
    });
    expect(await event.json()).toMatchObject({
      overview: { delivered: 2, uniqueImpression: 2, uniqueClick: 2 },
      clicks: [{ url, click: 2, uniqueClick: 2 }],
    });
  });

  it("refuses an unknown sandbox user", async () => {
    const res = await fetch(`${platform.origin}/sandbox/tokens`, jsonRequest("POST", { userId: "Unobody" }));
    expect(res.status).toBe(404);
    const bad = await fetch(`${platform.origin}/sandbox/tokens`, jsonRequest("POST", { nope: 1 }));
    expect(bad.status).toBe(400);
  });
});
