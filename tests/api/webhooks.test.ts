import { createHmac } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app.ts";
import { SAFE_FETCH_MESSAGES } from "../../server/net/safe-fetch.ts";
import { type RelayView, type StoredWebhookEvent, WEBHOOK_LIMITS } from "../../shared/webhook/api.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";
import { eventOf, type SseMessage, sseReader, startTestBot, type TestBot } from "./webhooks-helpers.ts";

// The Webhook Inspector's server side on the suite's set-up (SQLite, or PostgreSQL + Redis): relay URLs and
// their ownership, POST /hooks/<id> and its caps, the live stream, mirror forwarding, the guard, the LINE
// emulator's webhook endpoint, test and reply, and the Sandbox Chat loop.

const SECRET = "4247f31f1e872e6e9b618ec10058c42c";
/** Raw UTF-8 Thai and an emoji, and an escaped one: bytes a re-serialisation would change. */
const BODY = Buffer.from(
  '{"destination":"U0123456789abcdef0123456789abcdef","events":[{"type":"message","message":{"type":"text","text":"สวัสดี 😀 \\ud83d\\ude00"}}]}',
  "utf8",
);

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 20 });
  auth = await t.auth(0);
});
afterAll(async () => {
  await t?.close();
});

async function createRelay(app = t, headers = auth): Promise<RelayView> {
  const res = await app.app.request("/api/webhooks/relays", { method: "POST", headers });
  expect(res.status).toBe(201);
  return ((await res.json()) as { relay: RelayView }).relay;
}

async function deleteAllRelays(app = t, headers = auth) {
  const { relays } = (await (await app.app.request("/api/webhooks/relays", { headers })).json()) as {
    relays: RelayView[];
  };
  for (const relay of relays)
    await app.app.request(`/api/webhooks/relays/${relay.id}`, { method: "DELETE", headers });
}

function hook(
  id: string,
  body: Uint8Array<ArrayBuffer> = BODY,
  headers: Record<string, string> = {},
  app = t,
) {
  return app.app.request(`/hooks/${id}`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", "x-line-signature": "c2ln", ...headers },
    body,
  });
}

async function events(id: string, after = 0, app = t, headers = auth): Promise<StoredWebhookEvent[]> {
  const res = await app.app.request(`/api/webhooks/relays/${id}/events?after=${after}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { events: StoredWebhookEvent[] }).events;
}

afterEach(async () => {
  await deleteAllRelays();
});

describe("relay URLs", () => {
  it("are created with an unguessable id, listed to their owner only, at most 5, revocable", async () => {
    const first = await createRelay();
    // 24 random bytes in base64url: 192 bits.
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.url).toMatch(new RegExp(`/hooks/${first.id}$`));
    expect(first.mode).toBe("mirror");
    for (let i = 1; i < WEBHOOK_LIMITS.relaysPerUser; i++) await createRelay();
    const over = await t.app.request("/api/webhooks/relays", { method: "POST", headers: auth });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      error: "At most 5 inspector URLs per user: revoke one first",
      code: "webhook.relay.limit",
      params: { limit: 5 },
    });

    const other = await t.auth(1);
    const theirs = (await (await t.app.request("/api/webhooks/relays", { headers: other })).json()) as {
      relays: unknown[];
    };
    expect(theirs.relays).toEqual([]);
    for (const [method, path] of [
      ["GET", `/api/webhooks/relays/${first.id}/events`],
      ["GET", `/api/webhooks/relays/${first.id}/stream`],
      ["DELETE", `/api/webhooks/relays/${first.id}/events`],
      ["DELETE", `/api/webhooks/relays/${first.id}`],
    ] as const) {
      const res = await t.app.request(path, { method, headers: other });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({ code: "webhook.relay.notFound" });
    }
    const patched = await t.app.request(
      `/api/webhooks/relays/${first.id}`,
      jsonRequest("PATCH", { mode: "intercept" }, other),
    );
    expect(patched.status).toBe(404);

    const revoked = await t.app.request(`/api/webhooks/relays/${first.id}`, {
      method: "DELETE",
      headers: auth,
    });
    expect(revoked.status).toBe(204);
    expect((await hook(first.id)).status).toBe(404);
  });

  it("need a login", async () => {
    expect((await t.app.request("/api/webhooks/relays")).status).toBe(401);
  });

  it("refuse a bot URL that is not http(s) with a clear message", async () => {
    const relay = await createRelay();
    const res = await t.app.request(
      `/api/webhooks/relays/${relay.id}`,
      jsonRequest("PATCH", { forwardUrl: "ftp://example.com/x" }, auth),
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe("The bot URL must be an http(s) URL");
  });
});

describe("bad input", () => {
  it("gets a clear 4xx, never a 500", async () => {
    const relay = await createRelay();
    const base = `/api/webhooks/relays/${relay.id}`;
    const withChannel = { ...auth, ...t.channel() };
    const cases: [string, RequestInit, number][] = [
      [
        base,
        { method: "PATCH", headers: { ...auth, "content-type": "application/json" }, body: "{nope" },
        400,
      ],
      [base, jsonRequest("PATCH", { mode: "spy" }, auth), 422],
      [base, jsonRequest("PATCH", { answerWithBotStatus: "yes" }, auth), 422],
      [`${base}/events?after=-1`, { headers: auth }, 422],
      [`${base}/events?after=abc`, { headers: auth }, 422],
      [
        `${base}/events/abc/reply`,
        jsonRequest("POST", { replyToken: "x", messages: [{ type: "text", text: "a" }] }, withChannel),
        404,
      ],
      [
        `${base}/events/99999999/push`,
        jsonRequest("POST", { messages: [{ type: "text", text: "a" }] }, withChannel),
        404,
      ],
      [`${base}/events/1/reply`, jsonRequest("POST", { replyToken: "x", messages: [] }, withChannel), 422],
      [
        `${base}/events/1/reply`,
        jsonRequest("POST", { replyToken: "x", messages: [{ type: "text" }] }, auth),
        400,
      ],
      [
        "/api/webhooks/send",
        jsonRequest("POST", { url: "https://bot.example.com", body: "", signature: "x" }, auth),
        422,
      ],
      [
        "/api/webhooks/send",
        jsonRequest("POST", { url: "javascript:alert(1)", body: "{}", signature: "x" }, auth),
        422,
      ],
      ["/api/webhooks/channel/endpoint", jsonRequest("PUT", { endpoint: "" }, withChannel), 422],
    ];
    for (const [path, init, status] of cases) {
      const res = await t.app.request(path, init);
      expect(res.status, `${init.method ?? "GET"} ${path}`).toBe(status);
      expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(0);
    }
    const stream = await t.app.request(`${base}/stream`, { headers: { ...auth, "last-event-id": "abc" } });
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
  });

  it("refuses a plain-http or private bot URL when it is saved, outside sandbox mode", async () => {
    const relay = await createRelay();
    const guarded = createApp({ ...t.runtime.deps, webhookTransport: {} });
    const res = await guarded.request(
      `/api/webhooks/relays/${relay.id}`,
      jsonRequest("PATCH", { forwardUrl: "http://bot.example.com/webhook" }, auth),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: "webhook.forward.refused" });
  });
});

describe("POST /hooks/<id>", () => {
  it("answers 200 and stores the bytes, headers, time and size as received", async () => {
    const relay = await createRelay();
    const started = performance.now();
    const res = await hook(relay.id, BODY, { authorization: "Bearer someone-else", "x-line-retry-key": "1" });
    console.log(`relay answer in process: ${(performance.now() - started).toFixed(1)} ms`);
    expect(res.status).toBe(200);
    const [stored] = await events(relay.id);
    expect(stored).toBeDefined();
    expect(Buffer.from(stored?.bodyBase64 ?? "", "base64").equals(BODY)).toBe(true);
    expect(stored?.byteSize).toBe(BODY.byteLength);
    expect(stored?.headers["x-line-signature"]).toBe("c2ln");
    expect(stored?.headers["x-line-retry-key"]).toBe("1");
    // Whoever posts a relay never leaves a credential in it.
    expect(stored?.headers.authorization).toBeUndefined();
    expect(Date.parse(stored?.receivedAt ?? "")).not.toBeNaN();
  });

  it("is 404 for an unknown or malformed id, 413 over 1 MB with nothing stored", async () => {
    expect((await hook("A".repeat(32))).status).toBe(404);
    expect((await hook("short")).status).toBe(404);
    const relay = await createRelay();
    const big = await hook(relay.id, Buffer.alloc(WEBHOOK_LIMITS.bodyBytes + 1, 0x20));
    expect(big.status).toBe(413);
    expect(await events(relay.id)).toEqual([]);
    const exact = await hook(relay.id, Buffer.alloc(WEBHOOK_LIMITS.bodyBytes, 0x20));
    expect(exact.status).toBe(200);
  });

  it("keeps the newest 200 per URL", async () => {
    const relay = await createRelay();
    for (let i = 0; i < WEBHOOK_LIMITS.eventsPerRelay + 5; i++) {
      expect((await hook(relay.id, Buffer.from(`{"n":${i}}`))).status).toBe(200);
    }
    const kept: StoredWebhookEvent[] = [];
    let after = 0;
    for (;;) {
      const page = await events(relay.id, after);
      if (page.length === 0) break;
      kept.push(...page);
      after = page.at(-1)?.seq ?? after;
    }
    expect(kept).toHaveLength(WEBHOOK_LIMITS.eventsPerRelay);
    expect(Buffer.from(kept[0]?.bodyBase64 ?? "", "base64").toString()).toBe('{"n":5}');
  });

  it("keeps a user's bodies under the byte cap, dropping the oldest", async () => {
    const a = await createRelay();
    const b = await createRelay();
    const mb = Buffer.alloc(WEBHOOK_LIMITS.bodyBytes, 0x20);
    const count = WEBHOOK_LIMITS.userBytes / WEBHOOK_LIMITS.bodyBytes + 2;
    for (let i = 0; i < count; i++) expect((await hook(i % 2 ? a.id : b.id, mb)).status).toBe(200);
    const rows = await t.store.query("select sum(byte_size) as bytes, count(*) as n from webhook_events");
    expect(Number(rows[0]?.bytes)).toBeLessThanOrEqual(WEBHOOK_LIMITS.userBytes);
    expect(Number(rows[0]?.n)).toBe(WEBHOOK_LIMITS.userBytes / WEBHOOK_LIMITS.bodyBytes);
  });

  it("pages large bodies by bytes (4 MB a page, one body always), and paging reaches every one", async () => {
    const relay = await createRelay();
    const mb = Buffer.alloc(WEBHOOK_LIMITS.bodyBytes, 0x20);
    for (let i = 0; i < 6; i++) await hook(relay.id, mb);
    const first = await events(relay.id);
    expect(first).toHaveLength(WEBHOOK_LIMITS.pageBytes / WEBHOOK_LIMITS.bodyBytes);
    const rest = await events(relay.id, first.at(-1)?.seq);
    expect(rest).toHaveLength(2);
    expect(await events(relay.id, rest.at(-1)?.seq)).toEqual([]);
  });

  it("deletes events with the URL and on the user's request", async () => {
    const relay = await createRelay();
    await hook(relay.id);
    await hook(relay.id);
    const cleared = await t.app.request(`/api/webhooks/relays/${relay.id}/events`, {
      method: "DELETE",
      headers: auth,
    });
    expect(await cleared.json()).toEqual({ deleted: 2 });
    await hook(relay.id);
    expect(await t.store.count("webhook_events")).toBe(1);
    await t.app.request(`/api/webhooks/relays/${relay.id}`, { method: "DELETE", headers: auth });
    expect(await t.store.count("webhook_events")).toBe(0);
  });
});

describe("rate limit and expiry", () => {
  it("limits requests per URL", async () => {
    const limited = await createTestApp();
    try {
      const headers = await limited.auth(0);
      const relay = await createRelay(limited, headers);
      const statuses: number[] = [];
      for (let i = 0; i <= WEBHOOK_LIMITS.relayRequestsPerMinute; i++)
        statuses.push((await hook(relay.id, Buffer.from("{}"), {}, limited)).status);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      const last = await hook(relay.id, Buffer.from("{}"), {}, limited);
      expect(last.status).toBe(429);
      expect(last.headers.get("retry-after")).toMatch(/^\d+$/);
      // Another URL has its own budget.
      const other = await createRelay(limited, headers);
      expect((await hook(other.id, Buffer.from("{}"), {}, limited)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("hides events after 24 hours and the sweep deletes them", async () => {
    let now = Date.parse("2026-11-01T00:00:00Z");
    const timed = await createTestApp({ clock: () => now });
    try {
      const headers = await timed.auth(0);
      const relay = await createRelay(timed, headers);
      await hook(relay.id, BODY, {}, timed);
      expect(await events(relay.id, 0, timed, headers)).toHaveLength(1);
      now += WEBHOOK_LIMITS.eventTtlMs + 1;
      // The ID token expired with the clock too.
      expect(await events(relay.id, 0, timed, await timed.auth(0))).toEqual([]);
      expect(
        await timed.runtime.deps.db.webhooks.sweepExpired(new Date(now - WEBHOOK_LIMITS.eventTtlMs)),
      ).toBe(1);
      expect(await timed.store.count("webhook_events")).toBe(0);
    } finally {
      await timed.close();
    }
  });
});

describe("the live stream", () => {
  async function openStream(id: string, after?: number) {
    const res = await t.app.request(
      `/api/webhooks/relays/${id}/stream${after === undefined ? "" : `?after=${after}`}`,
      {
        headers: { ...auth, "accept-encoding": "br, gzip" },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    // The JSON compression never touches the stream (a compressed stream arrives in one piece at the end).
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    const body = res.body;
    if (!body) throw new Error("no body");
    const reader = sseReader(body);
    const ready = await reader.next();
    expect(ready.event).toBe("ready");
    return reader;
  }

  it("shows each event as it arrives and resumes after a dropped connection without a gap", async () => {
    const relay = await createRelay();
    const stream = await openStream(relay.id);
    await hook(relay.id, Buffer.from('{"n":1}'));
    const first = eventOf(await stream.nextOf("event"));
    expect(Buffer.from(first.bodyBase64, "base64").toString()).toBe('{"n":1}');
    await stream.cancel();

    // While nobody watches, two more arrive.
    await hook(relay.id, Buffer.from('{"n":2}'));
    await hook(relay.id, Buffer.from('{"n":3}'));
    const resumed = await openStream(relay.id, first.seq);
    const seen: SseMessage[] = [await resumed.nextOf("event"), await resumed.nextOf("event")];
    expect(seen.map((m) => Buffer.from(eventOf(m).bodyBase64, "base64").toString())).toEqual([
      '{"n":2}',
      '{"n":3}',
    ]);
    await hook(relay.id, Buffer.from('{"n":4}'));
    expect(Buffer.from(eventOf(await resumed.nextOf("event")).bodyBase64, "base64").toString()).toBe(
      '{"n":4}',
    );
    await resumed.cancel();
  });

  it("allows a user 10 open streams at once", async () => {
    const relay = await createRelay();
    const open = [];
    for (let i = 0; i < WEBHOOK_LIMITS.streamsPerUser; i++) open.push(await openStream(relay.id));
    const over = await t.app.request(`/api/webhooks/relays/${relay.id}/stream`, { headers: auth });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "webhook.stream.tooMany" });
    await open.pop()?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await openStream(relay.id);
    await again.cancel();
    for (const stream of open) await stream.cancel();
  });

  it("ends every open stream on shutdown (SIGTERM)", async () => {
    const relay = await createRelay();
    const stream = await openStream(relay.id);
    t.runtime.deps.webhookLive?.closeStreams();
    await expect(stream.next(3000)).rejects.toThrow("stream ended");
  });
});

describe("mirror mode and the outbound guard", () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot();
  });
  afterAll(async () => {
    await bot?.close();
  });
  afterEach(() => {
    bot.received.length = 0;
    bot.status = 200;
  });

  it("forwards byte for byte with the signature, after answering, and stores the bot's answer", async () => {
    const relay = await createRelay();
    await t.app.request(
      `/api/webhooks/relays/${relay.id}`,
      jsonRequest("PATCH", { forwardUrl: bot.url }, auth),
    );
    const stream = await (async () => {
      const res = await t.app.request(`/api/webhooks/relays/${relay.id}/stream`, { headers: auth });
      const reader = sseReader(res.body as ReadableStream<Uint8Array>);
      await reader.next();
      return reader;
    })();
    expect((await hook(relay.id, BODY, { "x-line-signature": "the-signature" })).status).toBe(200);
    await stream.nextOf("event");
    const updated = eventOf(await stream.nextOf("update"));
    await stream.cancel();
    expect(bot.received).toHaveLength(1);
    expect(bot.received[0]?.body.equals(BODY)).toBe(true);
    expect(bot.received[0]?.headers["x-line-signature"]).toBe("the-signature");
    expect(updated.forward).toMatchObject({ status: 200, body: "bot says hi", error: null });
    expect(updated.forward?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("answers LINE with the bot's status when asked to", async () => {
    const relay = await createRelay();
    await t.app.request(
      `/api/webhooks/relays/${relay.id}`,
      jsonRequest("PATCH", { forwardUrl: bot.url, answerWithBotStatus: true }, auth),
    );
    bot.status = 500;
    expect((await hook(relay.id)).status).toBe(500);
    await t.app.request(
      `/api/webhooks/relays/${relay.id}`,
      jsonRequest("PATCH", { mode: "intercept" }, auth),
    );
    // Intercept: nothing reaches the bot, LINE gets 200.
    expect((await hook(relay.id)).status).toBe(200);
    expect(bot.received).toHaveLength(1);
  });

  it("sends a test event the browser signed, exactly as signed", async () => {
    const body = '{"destination":"U0123456789abcdef0123456789abcdef","events":[]}';
    const signature = createHmac("sha256", SECRET).update(body).digest("base64");
    const res = await t.app.request(
      "/api/webhooks/send",
      jsonRequest("POST", { url: bot.url, body, signature }, auth),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 200, body: "bot says hi", error: null });
    expect(bot.received[0]?.body.toString()).toBe(body);
    expect(bot.received[0]?.headers["x-line-signature"]).toBe(signature);
  });

  it("refuses loopback, private and plain-http bots outside sandbox mode", async () => {
    const guarded = createApp({ ...t.runtime.deps, webhookTransport: {} });
    for (const [url, reason] of [
      [bot.url, SAFE_FETCH_MESSAGES.https],
      ["https://127.0.0.1/webhook", SAFE_FETCH_MESSAGES.notPublic],
      ["https://10.0.0.8/webhook", SAFE_FETCH_MESSAGES.notPublic],
      ["https://169.254.169.254/latest", SAFE_FETCH_MESSAGES.notPublic],
    ] as const) {
      const res = await guarded.request(
        "/api/webhooks/send",
        jsonRequest("POST", { url, body: "{}", signature: "x" }, auth),
      );
      expect(res.status, url).toBe(422);
      expect(await res.json()).toMatchObject({
        code: "webhook.forward.refused",
        params: { reason: { id: reason, message: reason } },
      });
    }
    expect(bot.received).toHaveLength(0);
  });
});

describe("storage down", () => {
  it("answers 503, never 500, and stores nothing", async () => {
    const broken = await createTestApp();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const headers = await broken.auth(0);
      const relay = await createRelay(broken, headers);
      await broken.runtime.deps.db.close();
      const res = await hook(relay.id, BODY, {}, broken);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      const list = await broken.app.request(`/api/webhooks/relays/${relay.id}/events`, { headers });
      expect(list.status).toBe(503);
      expect(await list.json()).toMatchObject({ error: "The database is unreachable, try again shortly" });
      expect(await broken.store.count("webhook_events")).toBe(0);
      // The capability never reaches a log line.
      for (const call of errors.mock.calls) expect(String(call[0])).not.toContain(relay.id);
    } finally {
      errors.mockRestore();
      await broken.close().catch(() => {});
    }
  });
});

describe("the LINE emulator's webhook side and the Sandbox Chat loop", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const channelCall = (method: string, path: string, body?: unknown) =>
    t.app.request(`/api/webhooks/channel/${path}`, {
      method,
      headers: { ...auth, ...t.channel(), ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it("reads, tests, points and restores the channel's webhook URL", async () => {
    const relay = await createRelay();
    const url = `${origin}/hooks/${relay.id}`;
    const original = await channelCall("GET", "endpoint");
    expect(await original.json()).toEqual({ endpoint: "", active: true });
    // Testing the inspector URL leaves the channel alone.
    const tested = await channelCall("POST", "test", { endpoint: url });
    expect(await tested.json()).toMatchObject({
      success: true,
      statusCode: 200,
      reason: "OK",
      detail: "200",
    });
    expect(await (await channelCall("GET", "endpoint")).json()).toEqual({ endpoint: "", active: true });
    const [verify] = await events(relay.id);
    expect(JSON.parse(Buffer.from(verify?.bodyBase64 ?? "", "base64").toString())).toMatchObject({
      events: [],
    });

    expect((await channelCall("PUT", "endpoint", { endpoint: url })).status).toBe(200);
    expect(await (await channelCall("GET", "endpoint")).json()).toEqual({ endpoint: url, active: true });
    const failing = await channelCall("POST", "test", { endpoint: `${origin}/hooks/${"B".repeat(32)}` });
    expect(await failing.json()).toMatchObject({
      success: false,
      statusCode: 404,
      reason: "ERROR_STATUS_CODE",
    });
    expect(
      (await channelCall("PUT", "endpoint", { endpoint: "https://bot.example.com/webhook" })).status,
    ).toBe(200);
    expect(await (await channelCall("GET", "endpoint")).json()).toMatchObject({
      endpoint: "https://bot.example.com/webhook",
    });
    const bad = await channelCall("PUT", "endpoint", { endpoint: "not a url" });
    expect(bad.status).toBe(400);
  });

  it("the emulator delivers only to loopback in sandbox mode: private, metadata and public hosts are refused", async () => {
    for (const endpoint of [
      "http://10.0.0.1/hook",
      "http://169.254.169.254/latest/meta-data/",
      "http://192.168.1.1/",
      "http://100.64.0.1/",
      "http://[::ffff:a9fe:a9fe]/",
      "https://93.184.216.34/",
    ]) {
      const tested = await channelCall("POST", "test", { endpoint });
      expect(await tested.json(), endpoint).toMatchObject({
        success: false,
        statusCode: 0,
        reason: "COULD_NOT_CONNECT",
        detail: expect.stringMatching(/^Refused: /),
      });
    }
    // Set as the channel's webhook, a Sandbox Chat line is refused the same way, before any connection.
    await channelCall("PUT", "endpoint", { endpoint: "http://169.254.169.254/latest/meta-data/" });
    const typed = await t.app.request("/api/sandbox/chat", jsonRequest("POST", { text: "hi" }, auth));
    expect(await typed.json()).toMatchObject({
      delivery: { success: false, reason: "COULD_NOT_CONNECT", detail: expect.stringMatching(/^Refused: /) },
    });
  });

  it("delivers a line typed in the Sandbox Chat signed, and the inspector's reply lands in the chat once", async () => {
    const relay = await createRelay();
    await t.app.request(
      `/api/webhooks/relays/${relay.id}`,
      jsonRequest("PATCH", { mode: "intercept" }, auth),
    );
    await channelCall("PUT", "endpoint", { endpoint: `${origin}/hooks/${relay.id}` });
    const typed = await t.app.request("/api/sandbox/chat", jsonRequest("POST", { text: "สวัสดีบอท 😀" }, auth));
    expect(typed.status).toBe(200);
    expect(await typed.json()).toMatchObject({ delivery: { success: true, statusCode: 200 } });

    const [stored] = await events(relay.id);
    const raw = Buffer.from(stored?.bodyBase64 ?? "", "base64");
    expect(stored?.headers["x-line-signature"]).toBe(
      createHmac("sha256", SECRET).update(raw).digest("base64"),
    );
    const body = JSON.parse(raw.toString()) as {
      events: { replyToken: string; message: { text: string } }[];
    };
    expect(body.events[0]?.message.text).toBe("สวัสดีบอท 😀");
    const replyToken = body.events[0]?.replyToken ?? "";

    const reply = (token: string) =>
      t.app.request(
        `/api/webhooks/relays/${relay.id}/events/${stored?.seq}/reply`,
        jsonRequest(
          "POST",
          { replyToken: token, messages: [{ type: "text", text: "ตอบแล้ว" }] },
          { ...auth, ...t.channel() },
        ),
      );
    const unknown = await reply("not-in-this-event");
    expect(unknown.status).toBe(422);
    expect((await reply(replyToken)).status).toBe(200);
    const again = await reply(replyToken);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "webhook.reply.tokenUsed" });
    const [after] = await events(relay.id);
    expect(after?.usedReplyTokens).toEqual([replyToken]);

    const inbox = (await (
      await t.app.request("/api/sandbox/inbox", { headers: await t.auth(0) })
    ).json()) as {
      entries: { via: string; messages: { text?: string }[] }[];
    };
    expect(inbox.entries.filter((e) => e.via === "reply").map((e) => e.messages[0]?.text)).toEqual([
      "ตอบแล้ว",
    ]);
    expect(inbox.entries.some((e) => e.via === "chat" && e.messages[0]?.text === "สวัสดีบอท 😀")).toBe(true);

    // Push instead: to the event's user.
    const push = await t.app.request(
      `/api/webhooks/relays/${relay.id}/events/${stored?.seq}/push`,
      jsonRequest("POST", { messages: [{ type: "text", text: "pushed" }] }, { ...auth, ...t.channel() }),
    );
    expect(push.status).toBe(200);
  });

  it("expires reply tokens after their lifetime (set for the test)", async () => {
    const relay = await createRelay();
    await channelCall("PUT", "endpoint", { endpoint: `${origin}/hooks/${relay.id}` });
    const lifetime = (ms: number) =>
      fetch(`${t.runtime.sandboxOrigin}/sandbox/reply-token-lifetime`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ms }),
      });
    expect((await lifetime(1)).status).toBe(200);
    try {
      await t.app.request("/api/sandbox/chat", jsonRequest("POST", { text: "late" }, auth));
      const [stored] = await events(relay.id);
      const token = (
        JSON.parse(Buffer.from(stored?.bodyBase64 ?? "", "base64").toString()) as {
          events: { replyToken: string }[];
        }
      ).events[0]?.replyToken;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const res = await t.app.request(
        `/api/webhooks/relays/${relay.id}/events/${stored?.seq}/reply`,
        jsonRequest(
          "POST",
          { replyToken: token, messages: [{ type: "text", text: "too late" }] },
          { ...auth, ...t.channel() },
        ),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Invalid reply token");
    } finally {
      await lifetime(60_000);
    }
  });

  it("delivers nothing while the channel's 'Use webhook' is off", async () => {
    const relay = await createRelay();
    await channelCall("PUT", "endpoint", { endpoint: `${origin}/hooks/${relay.id}` });
    const active = (value: boolean) =>
      fetch(`${t.runtime.sandboxOrigin}/sandbox/webhook-active`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ channelId: "2009000001", active: value }),
      });
    await active(false);
    try {
      const typed = await t.app.request("/api/sandbox/chat", jsonRequest("POST", { text: "anyone?" }, auth));
      expect(await typed.json()).toEqual({ delivery: null });
      expect(await (await channelCall("GET", "endpoint")).json()).toMatchObject({ active: false });
      expect(await events(relay.id)).toEqual([]);
    } finally {
      await active(true);
    }
  });
});
