import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { unseal } from "../../server/cache/sealed.ts";
import { UPLOAD_RATE_LIMIT } from "../../server/routes/images/upload.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { type PrivateRedis, redisServerInstalled, startPrivateRedis } from "./infra-services.ts";

// Rate limits and caches shared through Redis by several app instances, and what happens when Redis
// goes away and comes back. A redis-server of this test's own (never the machine's shared one).

const installed = redisServerInstalled("tests/api/redis-shared.test.ts");
let redis: PrivateRedis;
let inspect: Redis;
beforeAll(async () => {
  if (!installed) return;
  redis = await startPrivateRedis();
  inspect = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: (n) => Math.min(n * 50, 500) });
  inspect.on("error", () => {});
});
afterAll(async () => {
  if (!installed) return;
  inspect.disconnect();
  await redis.stop();
});

async function twoInstances(prefix: string): Promise<[TestApp, TestApp]> {
  const shared = { redis: { url: redis.url, keyPrefix: prefix } };
  return [await createTestApp(shared), await createTestApp(shared)];
}

const emptyUpload = (t: TestApp) => t.app.request("/api/images", { method: "POST", body: new FormData() });

async function valuesUnder(prefix: string): Promise<Map<string, string>> {
  const keys = await inspect.keys(`${prefix}*`);
  const values = new Map<string, string>();
  for (const key of keys) {
    const type = await inspect.type(key);
    if (type === "string") values.set(key, (await inspect.get(key)) ?? "");
  }
  return values;
}

describe.runIf(installed)("two instances sharing Redis", () => {
  it("share the upload counter: once A answers 429, B does too", async () => {
    const [a, b] = await twoInstances("ldt-t1:");
    try {
      for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) expect((await emptyUpload(a)).status).toBe(400);
      expect((await emptyUpload(a)).status).toBe(429);
      const fromB = await emptyUpload(b);
      expect(fromB.status).toBe(429);
      expect(fromB.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("share verified ID tokens: B accepts a token A verified, keyed by a hash, the token never stored", async () => {
    const [a, b] = await twoInstances("ldt-t2:");
    try {
      // Each test app has its own emulator (own signing keys): B alone cannot verify A's token.
      const token = await a.idToken(0);
      const list = (t: TestApp) =>
        t.app.request("/api/flex-messages", { headers: { Authorization: `Bearer ${token}` } });
      expect((await list(b)).status).toBe(401);
      expect((await list(a)).status).toBe(200);
      expect((await list(b)).status).toBe(200);
      const stored = await valuesUnder("ldt-t2:idtoken:");
      expect(stored.size).toBe(1);
      for (const [key, value] of stored) {
        expect(key).not.toContain(token);
        expect(value).not.toContain(token);
        expect(JSON.parse(value)).toMatchObject({ userId: a.runtime.deps.sandbox?.users[0]?.userId });
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("caches channel tokens sealed with the channel secret: no secret or token in clear", async () => {
    const [a, b] = await twoInstances("ldt-t3:");
    try {
      expect((await a.app.request("/api/rich-menus", { headers: a.channel() })).status).toBe(200);
      const stored = await valuesUnder("ldt-t3:chtoken:");
      expect(stored.size).toBe(1);
      const { "X-Line-Channel-Id": id, "X-Line-Channel-Secret": secret } = a.channel() as Record<
        string,
        string
      >;
      for (const [key, value] of stored) {
        expect(`${key}${value}`).not.toContain(secret);
        const opened = unseal(value, id as string, secret as string);
        const token = (JSON.parse(opened ?? "{}") as { token?: string }).token ?? "";
        expect(token.length).toBeGreaterThan(10);
        expect(value).not.toContain(token);
        expect(unseal(value, id as string, `${secret}x`)).toBeNull();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});

// Checked by breaking it: without the once-per-outage guard in redis-link.ts the log count is 3, not 1;
// with the limits on memory only, "once A answers 429, B does too" fails.
describe.runIf(installed)("Redis going away at run time", () => {
  it("keeps serving from memory with one log line, and returns to Redis when it is back", async () => {
    const t = await createTestApp({ redis: { url: redis.url, keyPrefix: "ldt-t4:" } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await redis.stop();
      for (let i = 0; i < 3; i++) {
        expect((await t.app.request("/api/flex-messages", { headers: await t.auth(i) })).status).toBe(200);
        expect((await t.app.request("/api/rich-menus", { headers: t.channel() })).status).toBe(200);
        expect((await emptyUpload(t)).status).toBe(400);
      }
      // The memory fallback still limits.
      for (let i = 3; i < UPLOAD_RATE_LIMIT.limit; i++) await emptyUpload(t);
      expect((await emptyUpload(t)).status).toBe(429);
      await new Promise((r) => setTimeout(r, 300)); // reconnect attempts while down must not log again
      const redisLines = errors.mock.calls.filter((call) => String(call[0]).includes("Redis"));
      expect(redisLines).toHaveLength(1);
      expect(String(redisLines[0]?.[0])).not.toContain(redis.url);

      await redis.start();
      const link = t.runtime.deps.cache.redis;
      for (let i = 0; i < 50 && !link?.ready(); i++) await new Promise((r) => setTimeout(r, 100));
      expect(link?.ready()).toBe(true);
      expect((await t.app.request("/api/flex-messages", { headers: await t.auth(0) })).status).toBe(200);
      expect((await emptyUpload(t)).status).toBe(400);
      expect(await inspect.keys("ldt-t4:idtoken:*")).toHaveLength(1);
      expect(await inspect.keys("ldt-t4:rl:*")).not.toHaveLength(0);
    } finally {
      errors.mockRestore();
      await t.close();
    }
  });
});
