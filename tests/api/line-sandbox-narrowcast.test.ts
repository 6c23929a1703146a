import { randomUUID } from "node:crypto";
import type { messagingApi } from "@line/bot-sdk";
import { describe, expect, it } from "vitest";
import { NARROWCAST_SENDING_MS } from "../../server/line-sandbox/narrowcast.ts";
import { lineOpenApi } from "../../server/line-sandbox/openapi.ts";
import { alex, failure, malee, sandboxPerTest, somchai } from "./line-sandbox-helpers.ts";

// POST /v2/bot/message/narrowcast and GET /v2/bot/message/progress/narrowcast on the emulator, through the
// SDK: recipients among the sandbox's friends, the demographic filter on the sandbox users' fixed attributes,
// the limit and the quota, the progress phases, and the request id counted as a broadcast's is.

const DAY = 24 * 60 * 60 * 1000;
const hello: messagingApi.Message[] = [{ type: "text", text: "hello" }];

const setUp = sandboxPerTest();
type Clients = Awaited<ReturnType<typeof setUp>>;

/** Sends, answers the request id of LINE's 202. */
async function narrowcast(clients: Clients, request: Omit<messagingApi.NarrowcastRequest, "messages">) {
  const sent = await clients.messaging.narrowcastWithHttpInfo({ messages: hello, ...request });
  expect(sent.httpResponse.status).toBe(202);
  return sent.httpResponse.headers.get("x-line-request-id") ?? "";
}

/** The progress once the emulator has finished sending, checked against messaging-api.yml's schema. */
async function outcome(clients: Clients, requestId: string) {
  clients.started.clock.ms += NARROWCAST_SENDING_MS;
  const progress = await clients.messaging.getNarrowcastProgress(requestId);
  const validate = lineOpenApi().responseBody("messaging-api", "/v2/bot/message/progress/narrowcast", "get");
  expect(validate(progress), JSON.stringify(validate.errors)).toBe(true);
  return progress;
}

/** Whom the newest inbox entry went to, when it is a narrowcast. */
const lastNarrowcast = (clients: Clients) => {
  const entry = clients.started.sandbox.inbox.list().at(-1);
  return entry?.via === "narrowcast" ? entry.to.map((party) => party.id) : [];
};

describe("LINE emulator: narrowcast", () => {
  it("sends to every friend without a recipient, reports sending then succeeded, and counts like a broadcast", async () => {
    const clients = await setUp();
    const { messaging, insight: client, started: s } = clients;
    const requestId = await narrowcast(clients, {});
    expect(lastNarrowcast(clients)).toEqual([somchai.userId, malee.userId]);
    expect((await messaging.getMessageQuotaConsumption()).totalUsage).toBe(2);
    expect(await messaging.getNarrowcastProgress(requestId)).toEqual({
      phase: "sending",
      acceptedTime: new Date(s.clock.ms).toISOString(),
    });
    expect(await outcome(clients, requestId)).toMatchObject({
      phase: "succeeded",
      targetCount: 2,
      successCount: 2,
      failureCount: 0,
    });
    // message/event knows its request id; the Sandbox Chat's impressions count for it.
    const entryIds = [s.sandbox.inbox.list().at(-1)?.id ?? ""];
    s.sandbox.messageSeen({ userId: somchai.userId, entryIds });
    s.sandbox.messageSeen({ userId: malee.userId, entryIds });
    expect((await client.getMessageEvent(requestId)).overview).toMatchObject({
      requestId,
      delivered: 2,
      uniqueImpression: 2,
    });
    s.clock.ms += DAY;
    expect(await client.getNumberOfMessageDeliveries("20260701")).toEqual({
      status: "ready",
      apiBroadcast: 0,
      apiPush: 0,
      apiMulticast: 0,
      apiNarrowcast: 2,
      apiReply: 0,
    });
  });

  it("reaches an audience's ids that follow the bot, and fails an audience the channel does not have", async () => {
    const clients = await setUp();
    const created = await clients.audience.createAudienceGroup({
      description: "Somchai and Alex",
      audiences: [{ id: somchai.userId }, { id: alex.userId }],
    });
    const audienceGroupId = created.audienceGroupId ?? 0;
    const requestId = await narrowcast(clients, { recipient: { type: "audience", audienceGroupId } });
    // Alex has not added the bot: LINE delivers to followers only.
    expect(lastNarrowcast(clients)).toEqual([somchai.userId]);
    expect(await outcome(clients, requestId)).toMatchObject({ phase: "succeeded", successCount: 1 });
    const missing = await narrowcast(clients, {
      recipient: { type: "audience", audienceGroupId: audienceGroupId + 1000 },
    });
    expect(await outcome(clients, missing)).toMatchObject({ phase: "failed", errorCode: 1 });
    expect((await failure(clients.insight.getMessageEvent(missing))).status).toBe(404);
  });

  it("combines recipients with and/or/not and redelivers to whom an earlier send reached", async () => {
    const clients = await setUp();
    const pushed = await clients.messaging.pushMessageWithHttpInfo({ to: malee.userId, messages: hello });
    const pushId = pushed.httpResponse.headers.get("x-line-request-id") ?? "";
    await narrowcast(clients, { recipient: { type: "redelivery", requestId: pushId } });
    expect(lastNarrowcast(clients)).toEqual([malee.userId]);
    await narrowcast(clients, {
      recipient: { type: "operator", not: { type: "redelivery", requestId: pushId } },
    });
    expect(lastNarrowcast(clients)).toEqual([somchai.userId]);
  });

  it("matches the demographic filter against the sandbox users' fixed attributes", async () => {
    const clients = await setUp();
    const to = async (demographic: messagingApi.DemographicFilter) => {
      const requestId = await narrowcast(clients, { filter: { demographic } });
      return { requestId, reached: lastNarrowcast(clients) };
    };
    // Somchai: male, 30–34, Bangkok (th_01), Android; Malee: female, 25–29, Chiang Mai (th_03, northern), iOS.
    expect((await to({ type: "gender", oneOf: ["female"] } as never)).reached).toEqual([malee.userId]);
    expect((await to({ type: "age", gte: "age_30" } as never)).reached).toEqual([somchai.userId]);
    expect((await to({ type: "area", oneOf: ["th_03"] } as never)).reached).toEqual([malee.userId]);
    expect(
      (
        await to({
          type: "operator",
          or: [
            { type: "appType", oneOf: ["ios"] },
            { type: "age", lt: "age_30" },
          ],
        } as never)
      ).reached,
    ).toEqual([malee.userId]);
    expect((await to({ type: "subscriptionPeriod", gte: "day_365" } as never)).reached).toEqual([
      somchai.userId,
      malee.userId,
    ]);
    // Nobody matches: LINE accepts, then fails with "not enough recipients".
    const nobody = await to({ type: "area", oneOf: ["jp_13"] } as never);
    expect(await outcome(clients, nobody.requestId)).toMatchObject({
      phase: "failed",
      errorCode: 2,
      targetCount: 0,
    });
  });

  it("applies the limit and the monthly quota, and refuses forbidPartialDelivery alone", async () => {
    const clients = await setUp({ messageQuota: 1 });
    const one = await narrowcast(clients, { limit: { max: 1 } });
    expect(lastNarrowcast(clients)).toEqual([somchai.userId]);
    expect(await outcome(clients, one)).toMatchObject({ targetCount: 1, successCount: 1 });
    // The quota is spent: over it, LINE's 429, unless asked to send up to what remains.
    expect(await failure(clients.messaging.narrowcast({ messages: hello }))).toEqual({
      status: 429,
      body: { message: "You have reached your monthly limit." },
    });
    const partial = await narrowcast(clients, {
      limit: { upToRemainingQuota: true, forbidPartialDelivery: true },
    });
    expect(await outcome(clients, partial)).toMatchObject({ phase: "failed", errorCode: 5 });
    const alone = await failure(
      clients.messaging.narrowcast({ messages: hello, limit: { forbidPartialDelivery: true } }),
    );
    expect(alone).toMatchObject({
      status: 400,
      body: { details: [{ property: "limit.forbidPartialDelivery" }] },
    });
  });

  it("validates the body against NarrowcastRequest, refuses a repeated retry key, 404s an unknown request", async () => {
    const clients = await setUp();
    const badAge = await failure(
      clients.messaging.narrowcast({
        messages: hello,
        filter: { demographic: { type: "age", gte: "age_99" } as never },
      }),
    );
    expect(badAge.status).toBe(400);
    expect(JSON.stringify(badAge.body)).toContain("filter.demographic");
    expect((await failure(clients.messaging.narrowcast({ messages: [] }))).status).toBe(400);
    await clients.messaging.validateNarrowcast({ messages: hello });
    expect(lastNarrowcast(clients)).toEqual([]);
    const key = randomUUID();
    await clients.messaging.narrowcast({ messages: hello }, key);
    expect((await failure(clients.messaging.narrowcast({ messages: hello }, key))).status).toBe(409);
    expect((await failure(clients.messaging.getNarrowcastProgress("nope"))).status).toBe(404);
  });
});
