import { describe, expect, it } from "vitest";
import { SANDBOX_PRIVACY_THRESHOLD } from "../../server/line-sandbox/insight.ts";
import { lineOpenApi } from "../../server/line-sandbox/openapi.ts";
import { deployColumnMenu } from "./insight-fixture.ts";
import {
  alex,
  failure,
  firstChannel as first,
  malee,
  sandboxPerTest,
  secondChannel as second,
  somchai,
} from "./line-sandbox-helpers.ts";

// Every operation of insight.yml and the aggregation calls of messaging-api.yml on the emulator, through
// the SDK: numbers come from sandbox state, LINE's privacy threshold and period rules apply, days are JST.

const DAY = 24 * 60 * 60 * 1000;
const SALE_URL = "https://example.com/sale";
/** A bubble whose button opens SALE_URL: the URL the message statistics count clicks on. */
const SALE_FLEX = {
  type: "flex" as const,
  altText: "Sale",
  contents: {
    type: "bubble" as const,
    body: {
      type: "box" as const,
      layout: "vertical" as const,
      contents: [{ type: "button" as const, action: { type: "uri" as const, label: "Shop", uri: SALE_URL } }],
    },
  },
};
const EVENT_PATH = "/v2/bot/insight/message/event";
const UNIT_PATH = "/v2/bot/insight/message/event/aggregation";

/** The answer, after checking it against insight.yml's 200 schema of `path`. */
function schemaChecked<T>(path: string, answer: T): T {
  const validate = lineOpenApi().responseBody("insight", path, "get");
  expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
  return answer;
}

/** The emulator at 2026-07-01 12:00 JST (03:00 UTC), with SDK clients for a channel (the first). */
const setUp = sandboxPerTest();

const deployMenu = (clients: Awaited<ReturnType<typeof setUp>>) =>
  deployColumnMenu(clients, [
    { x: 0, width: 800, action: { type: "postback", data: "a=1" } },
    { x: 800, width: 900, action: { type: "message", text: "hi" } },
    { x: 1700, width: 800, action: { type: "uri", uri: "https://example.com/" } },
  ]);

describe("LINE emulator: followers, demographics, deliveries", () => {
  it("counts the channel's friends on counted days; today is unready, before the service out_of_service", async () => {
    const { insight: client } = await setUp();
    expect(await client.getNumberOfFollowers("20260630")).toEqual({
      status: "ready",
      followers: 2,
      targetedReaches: 2,
      blocks: 0,
    });
    expect(await client.getNumberOfFollowers("20260701")).toEqual({ status: "unready" });
    expect(await client.getNumberOfFollowers("20161031")).toEqual({ status: "out_of_service" });
    const bad = await failure(client.getNumberOfFollowers("2026-06-30"));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: [{ property: "date" }, { property: "date" }] });
  });

  it("counts a follower day once it is over in Japan, hours before it is over in UTC", async () => {
    const { insight: client, started: s } = await setUp();
    // 14:59 UTC on 30 June is 23:59 in Japan: the 30th is not over yet.
    s.clock.ms = Date.parse("2026-06-30T14:59:00Z");
    expect(await client.getNumberOfFollowers("20260630")).toEqual({ status: "unready" });
    // 15:00 UTC is midnight in Japan: the 30th is counted, though it is still the 30th in UTC (and Thailand).
    s.clock.ms = Date.parse("2026-06-30T15:00:00Z");
    expect(await client.getNumberOfFollowers("20260630")).toMatchObject({ status: "ready", followers: 2 });
    expect(await client.getNumberOfFollowers("20260701")).toEqual({ status: "unready" });
  });

  it("gives demographics only at or above the privacy threshold", async () => {
    const { insight: client, started } = await setUp();
    const answer = await client.getFriendsDemographics();
    expect(answer.available).toBe(true);
    expect(answer.genders).toEqual([
      { gender: "male", percentage: 50 },
      { gender: "female", percentage: 50 },
    ]);
    await started.running.close();
    // The second channel has one friend, under the threshold of SANDBOX_PRIVACY_THRESHOLD.
    expect(SANDBOX_PRIVACY_THRESHOLD).toBe(2);
    const other = await setUp({ channel: second });
    expect(await other.insight.getFriendsDemographics()).toEqual({ available: false });
  });

  it("counts a push on its JST day once that day is over", async () => {
    const { insight: client, messaging, started: s } = await setUp();
    // 2026-07-01 14:59:59 UTC is still 1 July in Japan; 15:00 is 2 July.
    s.clock.ms = Date.parse("2026-07-01T14:59:59Z");
    await messaging.pushMessage({ to: somchai.userId, messages: [{ type: "text", text: "a" }] });
    s.clock.ms = Date.parse("2026-07-01T15:00:00Z");
    await messaging.pushMessage({ to: malee.userId, messages: [{ type: "text", text: "b" }] });
    // 1 July is over in Japan: counted; 2 July (today in JST) is not yet.
    expect(await client.getNumberOfMessageDeliveries("20260701")).toEqual({
      status: "ready",
      apiBroadcast: 0,
      apiPush: 1,
      apiMulticast: 0,
      apiNarrowcast: 0,
      apiReply: 0,
    });
    expect(await client.getNumberOfMessageDeliveries("20260702")).toEqual({ status: "unready" });
    s.clock.ms += 2 * DAY;
    expect(await client.getNumberOfMessageDeliveries("20260701")).toEqual({
      status: "ready",
      apiBroadcast: 0,
      apiPush: 1,
      apiMulticast: 0,
      apiNarrowcast: 0,
      apiReply: 0,
    });
    expect(await client.getNumberOfMessageDeliveries("20260702")).toEqual({
      status: "ready",
      apiBroadcast: 0,
      apiPush: 1,
      apiMulticast: 0,
      apiNarrowcast: 0,
      apiReply: 0,
    });
  });
});

describe("LINE emulator: message and unit statistics", () => {
  it("answers message/event for a request id it issued and 404 for others", async () => {
    const { insight: client, messaging } = await setUp();
    const sent = await messaging.pushMessageWithHttpInfo({
      to: somchai.userId,
      messages: [{ type: "text", text: "a" }],
    });
    const requestId = sent.httpResponse.headers.get("x-line-request-id") ?? "";
    const answer = await client.getMessageEvent(requestId);
    expect(answer.overview).toMatchObject({ requestId, delivered: 1, uniqueImpression: null });
    expect((await failure(client.getMessageEvent("nope"))).status).toBe(404);
  });

  it("counts a broadcast's impressions and URL clicks in the Sandbox Chat, null below the threshold", async () => {
    const { insight: client, messaging, started: s } = await setUp();
    const sent = await messaging.broadcastWithHttpInfo({
      messages: [SALE_FLEX, { type: "text", text: "hi" }],
    });
    const requestId = sent.httpResponse.headers.get("x-line-request-id") ?? "";
    const entry = s.sandbox.inbox.list().at(-1);
    expect(entry?.via).toBe("broadcast");
    expect(entry?.to.map((p) => p.id)).toEqual([somchai.userId, malee.userId]);
    const entryIds = [entry?.id ?? ""];
    const event = async () => schemaChecked(EVENT_PATH, await client.getMessageEvent(requestId));
    // Delivered to both friends; nobody has looked yet: LINE's nulls.
    expect(await event()).toMatchObject({
      overview: {
        requestId,
        delivered: 2,
        uniqueImpression: null,
        uniqueClick: null,
        uniqueMediaPlayed: null,
      },
      messages: [
        { seq: 1, impression: null },
        { seq: 2, impression: null },
      ],
      clicks: [{ seq: 1, url: SALE_URL, click: null, uniqueClick: null, uniqueClickOfRequest: null }],
    });
    expect(s.sandbox.messageSeen({ userId: somchai.userId, entryIds })).toBe(1);
    // One user is under the threshold of 2.
    expect((await event()).overview?.uniqueImpression).toBeNull();
    expect(s.sandbox.messageSeen({ userId: malee.userId, entryIds })).toBe(1);
    expect(s.sandbox.messageSeen({ userId: somchai.userId, entryIds })).toBe(1);
    // Alex does not follow the bot: nothing was sent to him.
    expect(s.sandbox.messageSeen({ userId: alex.userId, entryIds })).toBe(0);
    const click = (userId: string, url = SALE_URL) =>
      s.sandbox.messageClick({ userId, entryId: entryIds[0] ?? "", url });
    expect(click(somchai.userId)).toBe(true);
    expect((await event()).overview?.uniqueClick).toBeNull();
    expect(click(malee.userId)).toBe(true);
    expect(click(malee.userId)).toBe(true);
    expect(click(malee.userId, "https://example.com/elsewhere")).toBe(false);
    expect(await event()).toMatchObject({
      overview: { delivered: 2, uniqueImpression: 2, uniqueClick: 2 },
      messages: [
        { seq: 1, impression: 3 },
        { seq: 2, impression: 3 },
      ],
      clicks: [{ seq: 1, url: SALE_URL, click: 3, uniqueClick: 2, uniqueClickOfRequest: 2 }],
    });
    s.clock.ms += DAY;
    expect(await client.getNumberOfMessageDeliveries("20260701")).toEqual({
      status: "ready",
      apiBroadcast: 2,
      apiPush: 0,
      apiMulticast: 0,
      apiNarrowcast: 0,
      apiReply: 0,
    });
  });

  it("lists this month's units and their statistics within LINE's 30-day period", async () => {
    const { insight: client, messaging } = await setUp();
    for (const unit of ["promo_a", "promo_b", "promo_a"])
      await messaging.pushMessage({
        to: somchai.userId,
        messages: [{ type: "text", text: unit }],
        customAggregationUnits: [unit],
      });
    expect(await messaging.getAggregationUnitUsage()).toEqual({ numOfCustomAggregationUnits: 2 });
    expect(await messaging.getAggregationUnitNameList("1")).toEqual({
      customAggregationUnits: ["promo_a"],
      next: "1",
    });
    expect(await messaging.getAggregationUnitNameList("1", "1")).toEqual({
      customAggregationUnits: ["promo_b"],
    });
    // Both pushes of promo_a had one bubble: its statistics are by bubble, added up over the sends.
    const stats = await client.getStatisticsPerUnit("promo_a", "20260601", "20260701");
    expect(schemaChecked(UNIT_PATH, stats).messages).toHaveLength(1);
    expect((await failure(client.getStatisticsPerUnit("promo_a", "20260601", "20260702"))).status).toBe(400);
    const badName = await failure(client.getStatisticsPerUnit("promo-a", "20260601", "20260701"));
    expect(badName.body).toMatchObject({ details: [{ property: "customAggregationUnit" }] });
  });

  it("counts a multicast's unit from what its recipients saw and opened", async () => {
    const { insight: client, messaging, started: s } = await setUp();
    await messaging.multicast({
      to: [somchai.userId, malee.userId, alex.userId],
      messages: [SALE_FLEX],
      customAggregationUnits: ["summer_sale"],
    });
    const entry = s.sandbox.inbox.list().at(-1);
    // Alex has not added the bot: LINE delivers to the friends only.
    expect(entry).toMatchObject({ via: "multicast", to: [{ id: somchai.userId }, { id: malee.userId }] });
    for (const userId of [somchai.userId, malee.userId]) {
      s.sandbox.messageSeen({ userId, entryIds: [entry?.id ?? ""] });
      s.sandbox.messageClick({ userId, entryId: entry?.id ?? "", url: SALE_URL });
    }
    const stats = schemaChecked(
      UNIT_PATH,
      await client.getStatisticsPerUnit("summer_sale", "20260701", "20260701"),
    );
    expect(stats).toMatchObject({
      overview: { uniqueImpression: 2, uniqueClick: 2, uniqueMediaPlayed: null },
      messages: [{ seq: 1, impression: 2, uniqueImpression: 2, mediaPlayed: null }],
      clicks: [{ seq: 1, url: SALE_URL, click: 2, uniqueClick: 2 }],
    });
    s.clock.ms += DAY;
    expect(await client.getNumberOfMessageDeliveries("20260701")).toMatchObject({ apiMulticast: 2 });
  });
});

describe("LINE emulator: rich menu statistics", () => {
  it("answers only richMenuId below the threshold, then every area's clicks and the impressions", async () => {
    const clients = await setUp();
    const richMenuId = await deployMenu(clients);
    const { sandbox } = clients.started;
    const input = { userId: somchai.userId, channelId: first.channelId, richMenuId };
    expect(sandbox.richMenuSeen(input)).toBe(true);
    await sandbox.richMenuTap({ ...input, area: 0 });
    await sandbox.richMenuTap({ ...input, area: 0 });
    // One person's clicks on one area: 1 unique click, under the threshold of 2.
    expect(await clients.insight.getRichMenuInsightSummary(richMenuId, "20260601", "20260701")).toEqual({
      richMenuId,
    });
    expect(await clients.insight.getRichMenuInsightDaily(richMenuId, "20260601", "20260701")).toEqual({
      richMenuId,
    });
    await sandbox.richMenuTap({ ...input, area: 2 });
    const summary = await clients.insight.getRichMenuInsightSummary(richMenuId, "20260601", "20260701");
    expect(summary).toEqual({
      richMenuId,
      metricsFrom: "20260701",
      metricsTo: "20260701",
      impression: { metrics: { count: 1, uniqueUsers: 1 } },
      clicks: [
        { bounds: { x: 0, y: 0, width: 800, height: 1686 }, metrics: { count: 2, uniqueUsers: 1 } },
        { bounds: { x: 800, y: 0, width: 900, height: 1686 }, metrics: { count: 0, uniqueUsers: 0 } },
        { bounds: { x: 1700, y: 0, width: 800, height: 1686 }, metrics: { count: 1, uniqueUsers: 1 } },
      ],
    });
  });

  it("files a tap on its JST day and splits the daily series at 15:00 UTC", async () => {
    const clients = await setUp();
    const richMenuId = await deployMenu(clients);
    const { sandbox, clock } = clients.started;
    const input = { userId: somchai.userId, channelId: first.channelId, richMenuId };
    clock.ms = Date.parse("2026-07-01T14:59:00Z");
    await sandbox.richMenuTap({ ...input, area: 0 });
    clock.ms = Date.parse("2026-07-01T15:01:00Z");
    await sandbox.richMenuTap({ ...{ ...input, userId: malee.userId }, area: 1 });
    const daily = await clients.insight.getRichMenuInsightDaily(richMenuId, "20260701", "20260702");
    expect(daily.clicks?.[0]?.metrics).toEqual([
      { date: "20260701", count: 1, uniqueUsers: 1 },
      { date: "20260702", count: 0, uniqueUsers: 0 },
    ]);
    expect(daily.clicks?.[1]?.metrics).toEqual([
      { date: "20260701", count: 0, uniqueUsers: 0 },
      { date: "20260702", count: 1, uniqueUsers: 1 },
    ]);
    // The 1st alone holds one unique click: below the threshold.
    expect(await clients.insight.getRichMenuInsightSummary(richMenuId, "20260701", "20260701")).toEqual({
      richMenuId,
    });
  });

  it("refuses periods past LINE's limits and answers 404 for a menu it does not have", async () => {
    const clients = await setUp({ at: "2027-08-01T03:00:00Z" });
    const richMenuId = await deployMenu(clients);
    await clients.insight.getRichMenuInsightSummary(richMenuId, "20260701", "20270801");
    const summaryTooLong = await failure(
      clients.insight.getRichMenuInsightSummary(richMenuId, "20260701", "20270802"),
    );
    expect(summaryTooLong).toEqual({
      status: 400,
      body: { message: "The aggregation period exceeds the allowed maximum" },
    });
    await clients.insight.getRichMenuInsightDaily(richMenuId, "20270401", "20270709");
    expect(
      (await failure(clients.insight.getRichMenuInsightDaily(richMenuId, "20270401", "20270710"))).status,
    ).toBe(400);
    // `from` within 3 years of today in Japan (2027-08-01): 1,093 days back is, 1,097 is not.
    await clients.insight.getRichMenuInsightSummary(richMenuId, "20240803", "20240901");
    expect(
      await failure(clients.insight.getRichMenuInsightDaily(richMenuId, "20240730", "20240801")),
    ).toEqual({
      status: 400,
      body: { message: "The start date must be within the last 3 years" },
    });
    const missing = await failure(
      clients.insight.getRichMenuInsightSummary(`richmenu-${"0".repeat(32)}`, "20270701", "20270701"),
    );
    expect(missing).toEqual({ status: 404, body: { message: "Not found" } });
    const badDate = await failure(
      clients.insight.getRichMenuInsightSummary(richMenuId, "2027071", "20270701"),
    );
    expect(badDate.body).toMatchObject({ details: [{ property: "from" }, { property: "from" }] });
  });
});
