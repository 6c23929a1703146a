import { insight } from "@line/bot-sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";
import { deployColumnMenu } from "./insight-fixture.ts";
import { issueToken, lineClients } from "./line-sandbox-helpers.ts";

// /api/insights through the real app, SDK and emulator: per-day series with the shared day cache, LINE's
// period rules (JST) before LINE is called, LINE's answers in words, and the Sandbox Chat's taps counted.

const channel = SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0];
const somchai = SANDBOX_USERS[0] as (typeof SANDBOX_USERS)[0];
// 2026-07-01 00:30 in Japan, still 30 June (22:30) in Thailand.
const clock = { ms: Date.parse("2026-06-30T15:30:00Z") };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock.ms });
});
afterAll(() => t.close());
afterEach(() => fetch(`${t.runtime.sandboxOrigin}/sandbox/faults`, { method: "DELETE" }));

const get = (path: string) => t.app.request(`/api/insights${path}`, { headers: t.channel() });

async function fault(body: Record<string, unknown>) {
  const res = await fetch(`${t.runtime.sandboxOrigin}/sandbox/faults`, jsonRequest("POST", body));
  expect(res.status).toBe(201);
}

async function deployMenu() {
  const origin = t.runtime.sandboxOrigin as string;
  return deployColumnMenu(lineClients(origin, await issueToken(origin, channel)), [
    { x: 0, width: 1250, action: { type: "postback", data: "left" } },
    { x: 1250, width: 1250, action: { type: "uri", uri: "https://example.com/" } },
  ]);
}

describe("followers and deliveries per day", () => {
  it("answers every day of the range, today in JST unready, and serves counted days from the cache", async () => {
    const res = await get("/followers?from=20260625&to=20260701");
    expect(res.status).toBe(200);
    const { days } = (await res.json()) as { days: { date: string; status: string }[] };
    expect(days.map((d) => d.date)).toEqual([
      "20260625",
      "20260626",
      "20260627",
      "20260628",
      "20260629",
      "20260630",
      "20260701",
    ]);
    expect(days[0]).toEqual({
      date: "20260625",
      status: "ready",
      followers: 2,
      targetedReaches: 2,
      blocks: 0,
    });
    expect(days.at(-1)).toEqual({ date: "20260701", status: "unready" });
    // LINE failing now: the counted past days need no call, today does.
    await fault({ method: "GET", path: "/v2/bot/insight/followers", status: 500, times: 100 });
    expect((await get("/followers?from=20260625&to=20260630")).status).toBe(200);
    expect((await get("/followers?from=20260624&to=20260630")).status).toBe(502);
    expect((await get("/followers?from=20260701&to=20260701")).status).toBe(502);
  });

  it("passes LINE's 429 on with its Retry-After", async () => {
    await fault({
      method: "GET",
      path: "/v2/bot/insight/message/delivery",
      status: 429,
      message: "Too many requests",
      retryAfterSeconds: 30,
      times: 100,
    });
    const res = await get("/deliveries?from=20260601&to=20260603");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toMatchObject({ code: "line.rejected", params: { line: "Too many requests" } });
  });

  it("refuses a range over a year or ending after today in JST before calling LINE", async () => {
    const tooLong = await get("/followers?from=20250630&to=20260701");
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).error).toBe("The end date can be at most 365 days after the start date");
    const future = await get("/deliveries?from=20260701&to=20260702");
    expect((await future.json()).error).toBe("The end date must not be after today in Japan time (UTC+9)");
    expect((await get("/deliveries?from=2026-07-01&to=20260701")).status).toBe(422);
  });
});

describe("demographics, message and unit statistics", () => {
  it("answers demographics, a pushed request id, and the month's units with their statistics", async () => {
    expect(await (await get("/demographics")).json()).toMatchObject({ available: true });
    const origin = t.runtime.sandboxOrigin as string;
    const { messaging } = lineClients(origin, await issueToken(origin, channel));
    const sent = await messaging.pushMessageWithHttpInfo({
      to: somchai.userId,
      messages: [{ type: "text", text: "sale" }],
      customAggregationUnits: ["summer_sale"],
    });
    const requestId = sent.httpResponse.headers.get("x-line-request-id");
    const event = await (await get(`/message-event?requestId=${requestId}`)).json();
    expect(event.overview).toMatchObject({ requestId, delivered: 1 });
    expect(await (await get("/units")).json()).toEqual({ count: 1, units: ["summer_sale"] });
    const stats = await get("/units/summer_sale?from=20260601&to=20260701");
    expect((await stats.json()).messages).toHaveLength(1);
    expect((await get("/units/summer_sale?from=20260501&to=20260701")).status).toBe(422);
    expect((await get("/units/summer-sale?from=20260601&to=20260701")).status).toBe(422);
  });
});

describe("a broadcast seen and opened in the Sandbox Chat", () => {
  it("counts what two users saw and tapped, the same through /api/insights and through the SDK", async () => {
    const origin = t.runtime.sandboxOrigin as string;
    const token = await issueToken(origin, channel);
    const { messaging } = lineClients(origin, token);
    const url = "https://example.com/menu";
    const sent = await messaging.broadcastWithHttpInfo({
      messages: [
        {
          type: "flex",
          altText: "Menu",
          contents: {
            type: "bubble",
            body: {
              type: "box",
              layout: "vertical",
              contents: [{ type: "button", action: { type: "uri", label: "Open", uri: url } }],
            },
          },
        },
      ],
    });
    const requestId = sent.httpResponse.headers.get("x-line-request-id") ?? "";
    // What the Sandbox Chat does for each logged-in user: the inbox, then what it drew, then the tap.
    const inbox = await (await t.app.request("/api/sandbox/inbox", { headers: await t.auth(0) })).json();
    const entryId = (inbox.entries as { id: string }[]).at(-1)?.id ?? "";
    for (const user of [0, 1]) {
      const auth = await t.auth(user);
      const seen = await t.app.request(
        "/api/sandbox/message/impression",
        jsonRequest("POST", { entryIds: [entryId] }, auth),
      );
      expect(await seen.json()).toEqual({ counted: 1 });
      const click = await t.app.request(
        "/api/sandbox/message/click",
        jsonRequest("POST", { entryId, url }, auth),
      );
      expect(click.status).toBe(200);
    }
    const notTheirs = await t.app.request(
      "/api/sandbox/message/click",
      jsonRequest("POST", { entryId, url: "https://example.com/other" }, await t.auth(0)),
    );
    expect(notTheirs.status).toBe(422);
    const viaApp = await (await get(`/message-event?requestId=${requestId}`)).json();
    expect(viaApp).toMatchObject({
      overview: { requestId, delivered: 2, uniqueImpression: 2, uniqueClick: 2 },
      messages: [{ seq: 1, impression: 2 }],
      clicks: [{ seq: 1, url, click: 2, uniqueClick: 2 }],
    });
    const sdk = new insight.InsightClient({ channelAccessToken: token, baseURL: origin });
    expect(await sdk.getMessageEvent(requestId)).toEqual(viaApp);
  });
});

describe("push to me in an aggregation unit", () => {
  it("counts the push in the named unit and refuses a name LINE would not take", async () => {
    const headers = { ...t.channel(), ...(await t.auth(0)) };
    const body = (unit: string) => ({
      messages: [{ type: "text", text: "unit" }],
      customAggregationUnit: unit,
    });
    const pushed = await t.app.request(
      "/api/line-messages/push-to-me",
      jsonRequest("POST", body("menu_push"), headers),
    );
    expect(pushed.status).toBe(200);
    expect(((await (await get("/units")).json()) as { units: string[] }).units).toContain("menu_push");
    const refused = await t.app.request(
      "/api/line-messages/push-to-me",
      jsonRequest("POST", body("menu push"), headers),
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toBe("A unit name is 1–30 characters: letters, digits and _");
  });
});

describe("rich menu statistics", () => {
  it("counts Sandbox Chat taps: only the id below the threshold, then each area's clicks", async () => {
    const richMenuId = await deployMenu();
    const auth = await t.auth(0);
    const tap = (area: number) =>
      t.app.request(
        "/api/sandbox/rich-menu/tap",
        jsonRequest("POST", { channelId: channel.channelId, richMenuId, area }, auth),
      );
    const seen = await t.app.request(
      "/api/sandbox/rich-menu/impression",
      jsonRequest("POST", { channelId: channel.channelId, richMenuId }, auth),
    );
    expect(seen.status).toBe(200);
    const first = await tap(0);
    expect(await first.json()).toEqual({ action: { type: "postback", data: "left" }, delivery: null });
    const period = "from=20260601&to=20260701";
    expect(await (await get(`/rich-menus/${richMenuId}/summary?${period}`)).json()).toEqual({ richMenuId });
    expect((await (await tap(1)).json()).action.type).toBe("uri");
    const summary = await (await get(`/rich-menus/${richMenuId}/summary?${period}`)).json();
    expect(summary.impression).toEqual({ metrics: { count: 1, uniqueUsers: 1 } });
    expect(summary.clicks.map((c: { metrics: { count: number } }) => c.metrics.count)).toEqual([1, 1]);
    const daily = await (await get(`/rich-menus/${richMenuId}/daily?${period}`)).json();
    // Tapped at 00:30 in Japan on 1 July: LINE's day is the 1st, though it is still the 30th in Thailand.
    expect(daily.impression.metrics).toEqual([{ date: "20260701", count: 1, uniqueUsers: 1 }]);
  });

  it("keeps LINE's period rules and explains a menu LINE has no statistics for", async () => {
    const id = `richmenu-${"a".repeat(32)}`;
    const tooLong = await get(`/rich-menus/${id}/daily?from=20260301&to=20260701`);
    expect((await tooLong.json()).error).toBe("The end date can be at most 99 days after the start date");
    const old = await get(`/rich-menus/${id}/summary?from=20230630&to=20230701`);
    expect((await old.json()).error).toBe("The start date must be within the last 3 years");
    const missing = await get(`/rich-menus/${id}/summary?from=20260601&to=20260701`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe(
      "LINE has no statistics for this rich menu: it does not exist, or it was not made through the Messaging API",
    );
    expect(
      (await t.app.request(`/api/insights/rich-menus/${id}/summary?from=20260601&to=20260701`)).status,
    ).toBe(400);
  });
});
