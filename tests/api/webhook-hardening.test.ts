import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis } from "../../server/cache/redis-link.ts";
import { createWebhookLive, relayKey } from "../../server/routes/webhooks/live.ts";
import type { RelayView, StoredWebhookEvent } from "../../shared/webhook/api.ts";
import { createTestApp, type TestApp, testSetup } from "./helpers.ts";
import { type PrivateRedis, redisServerInstalled, startPrivateRedis } from "./infra-services.ts";

// What a relay keeps of a request, where its id shows outside the database, what a deleted event leaves in
// the SQLite files, and what a relay URL answers to anything but POST.

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = await t.auth(0);
});
afterAll(async () => {
  await t?.close();
});

async function createRelay(): Promise<RelayView> {
  const res = await t.app.request("/api/webhooks/relays", { method: "POST", headers: auth });
  expect(res.status).toBe(201);
  return ((await res.json()) as { relay: RelayView }).relay;
}

function hook(id: string, body: string, headers: Record<string, string> = {}) {
  return t.app.request(`/hooks/${id}`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body,
  });
}

async function storedHeaders(id: string): Promise<Record<string, string>> {
  const res = await t.app.request(`/api/webhooks/relays/${id}/events`, { headers: auth });
  const [event] = ((await res.json()) as { events: StoredWebhookEvent[] }).events;
  return event?.headers ?? {};
}

describe("a relay keeps the headers LINE sends, nothing else", () => {
  it("signature, type, length, user agent, retry key and host are kept; credentials and the rest are not", async () => {
    const relay = await createRelay();
    const res = await hook(relay.id, '{"events":[]}', {
      "x-line-signature": "c2ln",
      "x-line-retry-key": "123e4567-e89b-12d3-a456-426614174000",
      "user-agent": "LineBotWebhook/2.0",
      "x-line-channel-secret": "4247f31f1e872e6e9b618ec10058c42c",
      "x-api-key": "key",
      cookie: "session=1",
      authorization: "Bearer someone",
      "x-forwarded-for": "203.0.113.9",
    });
    expect(res.status).toBe(200);
    // app.request sends no Host and no Content-Length of its own: a socket's request keeps both too.
    expect(Object.keys(await storedHeaders(relay.id)).sort()).toEqual([
      "content-type",
      "user-agent",
      "x-line-retry-key",
      "x-line-signature",
    ]);
  });
});

describe("GET /hooks/<id>", () => {
  it("is 405 with Allow: POST, not the app's page", async () => {
    const relay = await createRelay();
    for (const method of ["GET", "HEAD", "PUT", "DELETE"]) {
      const res = await t.app.request(`/hooks/${relay.id}`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.headers.get("content-type")).not.toContain("text/html");
    }
  });
});

describe.runIf(testSetup === "embedded")("SQLite: a deleted event leaves no bytes in the files", () => {
  const files = () =>
    ["app.db", "app.db-wal"].map((name) => join(t.dataDir, name)).filter((file) => existsSync(file));
  const occurrences = (marker: string) =>
    files().reduce((n, file) => n + readFileSync(file).toString("latin1").split(marker).length - 1, 0);

  it.each([
    ["the user deletes the relay's events", (id: string) => `/api/webhooks/relays/${id}/events`],
    ["the user revokes the relay", (id: string) => `/api/webhooks/relays/${id}`],
  ])("%s: header and body gone from app.db and app.db-wal", async (_, path) => {
    const relay = await createRelay();
    const signature = `SIGMARK${Date.now()}`;
    const body = `{"events":[],"marker":"BODYMARK${Date.now()}"}`;
    for (let i = 0; i < 20; i++)
      expect((await hook(relay.id, body, { "x-line-signature": signature })).status).toBe(200);
    expect(occurrences(signature)).toBeGreaterThan(0);
    expect(occurrences(body)).toBeGreaterThan(0);
    const deleted = await t.app.request(path(relay.id), { method: "DELETE", headers: auth });
    expect(deleted.status).toBeLessThan(300);
    expect(occurrences(signature)).toBe(0);
    expect(occurrences(body)).toBe(0);
  });
});

const redisAvailable = redisServerInstalled("the webhook pub/sub channel test");
describe.runIf(redisAvailable)("Redis pub/sub names a relay by a hash of its id", () => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("PSUBSCRIBE * sees the channel and the wake-up, never the id; the stream is still woken", async () => {
    const link = await connectRedis(redis.url, "ldt:");
    const live = createWebhookLive(link);
    const spy = new Redis(redis.url);
    const seen: string[] = [];
    try {
      await spy.psubscribe("*");
      const spied = new Promise<void>((resolve) =>
        spy.on("pmessage", (_pattern, channel: string, message: string) => {
          seen.push(`${channel} ${message}`);
          resolve();
        }),
      );
      // A second instance's stream: woken through Redis, not in-process.
      const other = createWebhookLive(await connectRedis(redis.url, "ldt:"));
      const id = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
      const woken = new Promise<string>((resolve) =>
        other.subscribe(id, (seq, change) => resolve(`${seq} ${change}`)),
      );
      // The other's PSUBSCRIBE must be in place before the publish: publish until it wakes.
      const timer = setInterval(() => live.publish(id, 7, "new"), 50);
      expect(await woken).toBe("7 new");
      await spied;
      clearInterval(timer);
      await other.close();
      expect(seen.length).toBeGreaterThan(0);
      for (const line of seen) {
        expect(line).not.toContain(id);
        expect(line).toBe(`ldt:webhook:${relayKey(id)} 7 new`);
      }
    } finally {
      spy.disconnect();
      await live.close();
      await link.close();
    }
  });
});
