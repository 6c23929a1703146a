import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";
import { fileForm, makePng } from "./images-helpers.ts";
import { redisServerInstalled, type SharedInfra, startSharedInfra } from "./infra-services.ts";

// The app on the shared infrastructure set-up (S3 + Redis) end to end: what the integrator joins with
// PostgreSQL into the second API set-up.

const runs =
  Boolean(process.env.TEST_REDIS_URL) ||
  redisServerInstalled("tests/api/shared-infra.test.ts", "install redis-server or set TEST_REDIS_URL");
let infra: SharedInfra;
let t: TestApp;
beforeAll(async () => {
  if (!runs) return;
  infra = await startSharedInfra();
  t = await createTestApp({ s3: infra.s3, redis: infra.redis });
});
afterAll(async () => {
  if (!runs) return;
  await t.close();
  await infra.stop();
});

describe.runIf(runs)("shared infrastructure set-up", () => {
  it("runs on S3 and Redis", () => {
    expect(t.runtime.deps.objectStore.kind).toBe("s3");
    expect(t.runtime.deps.cache.kind).toBe("redis");
    expect(t.runtime.deps.cache.redis?.ready()).toBe(true);
  });

  it("uploads and serves an image, and saves and lists a Flex message for a verified user", async () => {
    const png = await makePng(24, 24, 31);
    const res = await t.app.request("/api/images", { method: "POST", body: fileForm(png) });
    const { link } = (await res.json()) as { link: string };
    const served = await t.app.request(new URL(link).pathname);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const bubble = { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } };
    const saved = await t.app.request(
      "/api/flex-messages",
      jsonRequest("POST", { title: "shared", flexJson: bubble }, await t.auth(1)),
    );
    expect(saved.status).toBe(201);
    const list = await t.app.request("/api/flex-messages", { headers: await t.auth(1) });
    expect(((await list.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it("answers health pings for the object store and the cache", async () => {
    await expect(t.runtime.deps.objectStore.ping()).resolves.toBeUndefined();
    await expect(t.runtime.deps.cache.ping()).resolves.toBeUndefined();
  });
});
