import { insight } from "@line/bot-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { SANDBOX_PRIVACY_THRESHOLD } from "../../server/line-sandbox/insight.ts";
import { deployColumnMenu } from "./insight-fixture.ts";
import {
  failure,
  issueToken,
  lineClients,
  type StartedSandbox,
  startSandbox,
} from "./line-sandbox-helpers.ts";

// Every operation of insight.yml and the aggregation calls of messaging-api.yml on the emulator, through
// the SDK: numbers come from sandbox state, LINE's privacy threshold and period rules apply, days are JST.

const [somchai, malee] = SANDBOX_USERS as [(typeof SANDBOX_USERS)[0], (typeof SANDBOX_USERS)[0]];
const [first, second] = SANDBOX_CHANNELS as [(typeof SANDBOX_CHANNELS)[0], (typeof SANDBOX_CHANNELS)[0]];
const DAY = 24 * 60 * 60 * 1000;

let started: StartedSandbox | undefined;
afterEach(async () => {
  await started?.running.close();
  started = undefined;
});

/** The emulator at 2026-07-01 12:00 JST (03:00 UTC), with SDK clients for `channel`. */
async function setUp(channel = first, at?: string) {
  started = await startSandbox({ seed: false });
  if (at) started.clock.ms = Date.parse(at);
  const token = await issueToken(started.origin, channel);
  const clients = lineClients(started.origin, token);
  return {
    ...clients,
    insight: new insight.InsightClient({ channelAccessToken: token, baseURL: started.origin }),
    started,
  };
}

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

  it("gives demographics only at or above the privacy threshold", async () => {
    const { insight: client } = await setUp();
    const answer = await client.getFriendsDemographics();
    expect(answer.available).toBe(true);
    expect(answer.genders).toEqual([
      { gender: "male", percentage: 50 },
      { gender: "female", percentage: 50 },
    ]);
    await started?.running.close();
    // The second channel has one friend, under the threshold of SANDBOX_PRIVACY_THRESHOLD.
    expect(SANDBOX_PRIVACY_THRESHOLD).toBe(2);
    const other = await setUp(second);
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
      apiPush: 1,
      apiReply: 0,
    });
    expect(await client.getNumberOfMessageDeliveries("20260702")).toEqual({ status: "unready" });
    s.clock.ms += 2 * DAY;
    expect(await client.getNumberOfMessageDeliveries("20260701")).toEqual({
      status: "ready",
      apiPush: 1,
      apiReply: 0,
    });
    expect(await client.getNumberOfMessageDeliveries("20260702")).toEqual({
      status: "ready",
      apiPush: 1,
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
    const stats = await client.getStatisticsPerUnit("promo_a", "20260601", "20260701");
    expect(stats.messages).toHaveLength(2);
    expect((await failure(client.getStatisticsPerUnit("promo_a", "20260601", "20260702"))).status).toBe(400);
    const badName = await failure(client.getStatisticsPerUnit("promo-a", "20260601", "20260701"));
    expect(badName.body).toMatchObject({ details: [{ property: "customAggregationUnit" }] });
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
    const clients = await setUp(first, "2027-08-01T03:00:00Z");
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
