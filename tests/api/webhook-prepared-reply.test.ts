import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import { createLineSandbox, type RunningSandbox } from "../../server/line-sandbox/index.ts";
import type { PendingReplyView, RelayView, StoredWebhookEvent } from "../../shared/webhook/api.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";
import { startTestBot, type TestBot } from "./webhooks-helpers.ts";

// "Reply to the next message with this": prepared before the event, kept in the database, claimed by the one
// instance that stores the next request with a reply token, sent through @line/bot-sdk to the LINE emulator.
// Two app instances on one database (SQLite file or PostgreSQL) and one LINE platform.

let platform: RunningSandbox;
let a: TestApp;
let b: TestApp;
let bot: TestBot;
let auth: Record<string, string>;

beforeAll(async () => {
  platform = await createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID }).listen(0);
  const env = { LINE_API_BASE_URL: platform.origin, LINE_API_DATA_BASE_URL: platform.origin };
  a = await createTestApp({ env, rateLimitMultiplier: 20 });
  b = await createTestApp({ env, rateLimitMultiplier: 20, sameStorageAs: a });
  bot = await startTestBot();
  auth = await a.auth(0);
  // The sandbox channel posts to a bot that keeps the bodies: each carries a reply token the emulator issued.
  const set = await a.app.request(
    "/api/webhooks/channel/endpoint",
    jsonRequest("PUT", { endpoint: bot.url }, { ...auth, ...a.channel() }),
  );
  expect(set.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await bot?.close();
  await platform?.close();
});

/** A body the emulator delivered for a line the sandbox user typed: a real, unused reply token. */
async function deliveredBody(text: string): Promise<Buffer> {
  const before = bot.received.length;
  const typed = await a.app.request("/api/sandbox/chat", jsonRequest("POST", { text }, auth));
  expect(await typed.json()).toMatchObject({ delivery: { success: true } });
  const body = bot.received[before]?.body;
  if (!body) throw new Error("the bot got nothing");
  return body;
}

/** A relay in Intercept mode: in Mirror mode the bot owns the reply token. */
async function createRelay(app: TestApp): Promise<RelayView> {
  const res = await app.app.request("/api/webhooks/relays", { method: "POST", headers: auth });
  expect(res.status).toBe(201);
  const { relay } = (await res.json()) as { relay: RelayView };
  const set = await app.app.request(
    `/api/webhooks/relays/${relay.id}`,
    jsonRequest("PATCH", { mode: "intercept" }, auth),
  );
  expect(set.status).toBe(200);
  return relay;
}

const post = (app: TestApp, relayId: string, body: Buffer) =>
  app.app.request(`/hooks/${relayId}`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8" },
    body: new Uint8Array(body),
  });

async function events(app: TestApp, relayId: string): Promise<StoredWebhookEvent[]> {
  const res = await app.app.request(`/api/webhooks/relays/${relayId}/events`, { headers: auth });
  return ((await res.json()) as { events: StoredWebhookEvent[] }).events;
}

/** Until LINE's answer to the prepared reply is recorded (the send runs after the relay answered). */
async function answered(app: TestApp, relayId: string): Promise<StoredWebhookEvent> {
  for (;;) {
    const done = (await events(app, relayId)).find(
      (e) => e.preparedReply && (e.preparedReply.status !== null || e.preparedReply.error !== null),
    );
    if (done) return done;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const prepare = (app: TestApp, relayId: string, text: string) =>
  app.app.request(
    `/api/webhooks/relays/${relayId}/prepared-reply`,
    jsonRequest("PUT", { messages: [{ type: "text", text }] }, { ...auth, ...app.channel() }),
  );

const pending = async (app: TestApp, relayId: string, headers = auth) => {
  const res = await app.app.request(`/api/webhooks/relays/${relayId}/prepared-reply`, { headers });
  return { status: res.status, body: (await res.json()) as { preparedReply: PendingReplyView | null } };
};

async function repliesInChat(text: string): Promise<number> {
  const res = await a.app.request("/api/sandbox/inbox", { headers: auth });
  const { entries } = (await res.json()) as { entries: { via: string; messages: { text?: string }[] }[] };
  return entries.filter((e) => e.via === "reply" && e.messages.some((m) => m.text === text)).length;
}

describe("a prepared reply", () => {
  it("is shown while pending (never its token), sent once by the instance storing the next event, and shown on it", async () => {
    const relay = await createRelay(a);
    const prepared = await prepare(a, relay.id, "เตรียมไว้แล้ว ✅");
    expect(prepared.status).toBe(200);
    // Another instance sees it: it lives in the database.
    const seen = await pending(b, relay.id);
    expect(seen.body.preparedReply?.messages).toEqual([{ type: "text", text: "เตรียมไว้แล้ว ✅" }]);
    expect(JSON.stringify(seen.body)).not.toMatch(/token/i);
    // Nobody else's.
    expect((await pending(b, relay.id, await a.auth(1))).status).toBe(404);

    const body = await deliveredBody("สวัสดี");
    expect((await post(b, relay.id, body)).status).toBe(200);
    const event = await answered(a, relay.id);
    expect(event.preparedReply).toMatchObject({
      messages: [{ type: "text", text: "เตรียมไว้แล้ว ✅" }],
      status: 200,
      error: null,
    });
    expect(JSON.parse(event.preparedReply?.body ?? "{}")).toMatchObject({ sentMessages: [{}] });
    const replyToken = (JSON.parse(body.toString()) as { events: { replyToken: string }[] }).events[0]
      ?.replyToken;
    expect(event.usedReplyTokens).toEqual([replyToken]);
    expect(await repliesInChat("เตรียมไว้แล้ว ✅")).toBe(1);
    // One time only: gone once sent, and the inspector's own reply is told the token was used.
    expect((await pending(a, relay.id)).body.preparedReply).toBeNull();
    const manual = await a.app.request(
      `/api/webhooks/relays/${relay.id}/events/${event.seq}/reply`,
      jsonRequest(
        "POST",
        { replyToken, messages: [{ type: "text", text: "again" }] },
        { ...auth, ...a.channel() },
      ),
    );
    expect(manual.status).toBe(409);
    const next = await deliveredBody("อีกครั้ง");
    expect((await post(a, relay.id, next)).status).toBe(200);
    const [, second] = await events(a, relay.id);
    expect(second?.preparedReply).toBeNull();
  });

  // Broken on purpose once (the claim read the pending row, then updated it without "still pending"): both
  // instances sent it, two events showed it and the chat got it twice.
  it("two instances storing events at the same moment: exactly one sends it", async () => {
    const relay = await createRelay(a);
    expect((await prepare(b, relay.id, "ครั้งเดียว")).status).toBe(200);
    const [first, second] = [await deliveredBody("หนึ่ง"), await deliveredBody("สอง")];
    const answers = await Promise.all([post(a, relay.id, first), post(b, relay.id, second)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // Both claims are settled when the relays have answered.
    const stored = await events(a, relay.id);
    expect(stored).toHaveLength(2);
    expect(stored.filter((e) => e.preparedReply !== null)).toHaveLength(1);
    await answered(b, relay.id);
    expect(await repliesInChat("ครั้งเดียว")).toBe(1);
  });

  it("can be cancelled, and then nothing is sent", async () => {
    const relay = await createRelay(a);
    await prepare(a, relay.id, "ยกเลิกแล้ว");
    const cancelled = await b.app.request(`/api/webhooks/relays/${relay.id}/prepared-reply`, {
      method: "DELETE",
      headers: auth,
    });
    expect(cancelled.status).toBe(204);
    const again = await b.app.request(`/api/webhooks/relays/${relay.id}/prepared-reply`, {
      method: "DELETE",
      headers: auth,
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: "webhook.prepared.notFound" });
    expect((await post(a, relay.id, await deliveredBody("ไม่มีคำตอบ"))).status).toBe(200);
    const [event] = await events(a, relay.id);
    expect(event?.preparedReply).toBeNull();
    expect(event?.usedReplyTokens).toEqual([]);
    expect(await repliesInChat("ยกเลิกแล้ว")).toBe(0);
  });

  it("is refused in Mirror mode, and a Mirror relay never sends one", async () => {
    const relay = await createRelay(a);
    expect((await prepare(a, relay.id, "mirror")).status).toBe(200);
    await a.app.request(`/api/webhooks/relays/${relay.id}`, jsonRequest("PATCH", { mode: "mirror" }, auth));
    const refused = await prepare(a, relay.id, "mirror");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "webhook.prepared.needsIntercept" });
    expect((await post(a, relay.id, await deliveredBody("mirror"))).status).toBe(200);
    const [event] = await events(a, relay.id);
    expect(event?.preparedReply).toBeNull();
  });

  it("a second one replaces the first; LINE's refusal is shown on the request; bad input is a clear 4xx", async () => {
    const relay = await createRelay(a);
    await prepare(a, relay.id, "first");
    expect((await prepare(a, relay.id, "second")).status).toBe(200);
    expect((await pending(a, relay.id)).body.preparedReply?.messages).toEqual([
      { type: "text", text: "second" },
    ]);
    const none = await a.app.request(
      `/api/webhooks/relays/${relay.id}/prepared-reply`,
      jsonRequest("PUT", { messages: [] }, { ...auth, ...a.channel() }),
    );
    expect(none.status).toBe(422);
    expect(JSON.stringify(await none.json())).toContain("Add at least one message");
    const noChannel = await a.app.request(
      `/api/webhooks/relays/${relay.id}/prepared-reply`,
      jsonRequest("PUT", { messages: [{ type: "text", text: "x" }] }, auth),
    );
    expect(noChannel.status).toBe(400);
    // A token the emulator never issued: LINE answers 400 and the request shows it.
    const forged = Buffer.from(
      JSON.stringify({ destination: "U0", events: [{ type: "message", replyToken: "f".repeat(32) }] }),
    );
    expect((await post(a, relay.id, forged)).status).toBe(200);
    const event = await answered(a, relay.id);
    expect(event.preparedReply).toMatchObject({ status: 400, messages: [{ text: "second" }] });
    expect(event.preparedReply?.body).toContain("Invalid reply token");
  });
});

describe("an expired prepared reply", () => {
  // Broken on purpose once (the claim without the expiry condition): the stale reply was sent.
  it("is neither shown nor sent once its token's time is over, and the sweep deletes it", async () => {
    let now = Date.parse("2026-11-01T00:00:00Z");
    const timed = await createTestApp({ clock: () => now });
    try {
      const headers = await timed.auth(0);
      const created = await timed.app.request("/api/webhooks/relays", { method: "POST", headers });
      const { relay } = (await created.json()) as { relay: RelayView };
      await timed.app.request(
        `/api/webhooks/relays/${relay.id}`,
        jsonRequest("PATCH", { mode: "intercept" }, headers),
      );
      const prepared = await timed.app.request(
        `/api/webhooks/relays/${relay.id}/prepared-reply`,
        jsonRequest(
          "PUT",
          { messages: [{ type: "text", text: "stale" }] },
          { ...headers, ...timed.channel() },
        ),
      );
      const { preparedReply } = (await prepared.json()) as { preparedReply: PendingReplyView };
      // The emulator's stateless token lives 15 minutes; the reply is dropped a minute before.
      expect(Date.parse(preparedReply.expiresAt) - now).toBe(14 * 60_000);
      now = Date.parse(preparedReply.expiresAt);
      const fresh = await timed.auth(0);
      const seen = await timed.app.request(`/api/webhooks/relays/${relay.id}/prepared-reply`, {
        headers: fresh,
      });
      expect(await seen.json()).toEqual({ preparedReply: null });
      const body = Buffer.from(
        JSON.stringify({ destination: "U0", events: [{ type: "message", replyToken: "a".repeat(32) }] }),
      );
      expect((await post(timed, relay.id, body)).status).toBe(200);
      const listed = await timed.app.request(`/api/webhooks/relays/${relay.id}/events`, { headers: fresh });
      const [event] = ((await listed.json()) as { events: StoredWebhookEvent[] }).events;
      expect(event?.preparedReply).toBeNull();
      expect(await timed.store.count("webhook_prepared_replies")).toBe(1);
      expect(await timed.runtime.deps.db.webhooks.sweepExpiredReplies(new Date(now))).toBe(1);
      expect(await timed.store.count("webhook_prepared_replies")).toBe(0);
    } finally {
      await timed.close();
    }
  });
});
