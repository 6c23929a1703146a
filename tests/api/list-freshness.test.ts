import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import { createLineSandbox, type RunningSandbox, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { createTestApp, jsonRequest, type TestApp, testSetup } from "./helpers.ts";

// Two instances of the app on one database (SQLite: one file; PostgreSQL: one database), each with its
// own per-process list cache, and one LINE platform so a token is valid on both. Every list is asked
// twice before a write, so both caches hold it; after a write through one instance (or by SQL from
// outside the app) the next list through the other must show it.
// Checked by breaking it: with the version compare taken out of server/db/list-cache.ts (an entry
// answers whatever the version), every case below fails on both dialects; with the PostgreSQL triggers
// dropped (migrations/pg/0001), the PostgreSQL run fails.

const redisUrl = process.env.TEST_REDIS_URL;
const caches =
  testSetup === "shared" && redisUrl
    ? ([
        ["without Redis", undefined],
        ["with Redis", redisUrl],
      ] as const)
    : ([["without Redis", undefined]] as const);

describe.each(caches)("a list is never stale across instances (%s)", (_name, redis) => {
  let platform: RunningSandbox;
  let a: TestApp;
  let b: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    platform = await createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID }).listen(0);
    const line = { LINE_API_BASE_URL: platform.origin, LINE_API_DATA_BASE_URL: platform.origin };
    const infra = redis ? { redis: { url: redis } } : {};
    a = await createTestApp({ env: line, ...infra });
    // B runs on A's database: the same DATA_DIR (SQLite file) or DATABASE_URL (PostgreSQL).
    const database: Record<string, string> = a.runtime.deps.config.databaseUrl
      ? { DATABASE_URL: a.runtime.deps.config.databaseUrl }
      : { DATA_DIR: a.runtime.deps.config.dataDir };
    b = await createTestApp({ env: { ...line, ...database }, ...infra });
    const login = await a.app.request(
      "/api/sandbox/login",
      jsonRequest("POST", { userId: SANDBOX_USERS[0]?.userId }),
    );
    auth = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await platform?.close();
  });

  /** The titles a list through `app` shows, asked twice so the second answer comes from its cache. */
  async function titles(app: TestApp): Promise<string[]> {
    let listed: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await app.app.request("/api/flex-messages", { headers: auth });
      expect(res.status).toBe(200);
      listed = ((await res.json()) as { messages: { title: string }[] }).messages.map((m) => m.title);
    }
    return listed;
  }

  const flexJson = { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } };

  it("a save, an update and a delete through one are seen by the next list through the other", async () => {
    expect(await titles(a)).toEqual([]);
    expect(await titles(b)).toEqual([]);

    const saved = await a.app.request(
      "/api/flex-messages",
      jsonRequest("POST", { title: "Saved on A", flexJson }, auth),
    );
    expect(saved.status).toBe(201);
    const { id } = ((await saved.json()) as { message: { id: string } }).message;
    expect(await titles(b)).toEqual(["Saved on A"]);
    expect(await titles(a)).toEqual(["Saved on A"]);

    const updated = await b.app.request(
      `/api/flex-messages/${id}`,
      jsonRequest("PUT", { title: "Updated on B", flexJson }, auth),
    );
    expect(updated.status).toBe(200);
    expect(await titles(a)).toEqual(["Updated on B"]);
    expect(await titles(b)).toEqual(["Updated on B"]);

    const deleted = await a.app.request(`/api/flex-messages/${id}`, { method: "DELETE", headers: auth });
    expect(deleted.status).toBe(200);
    expect(await titles(b)).toEqual([]);
    expect(await titles(a)).toEqual([]);
  });

  it("a write by SQL from outside the app is seen too", async () => {
    const saved = await b.app.request(
      "/api/flex-messages",
      jsonRequest("POST", { title: "Before", flexJson }, auth),
    );
    expect(saved.status).toBe(201);
    expect(await titles(a)).toEqual(["Before"]);
    expect(await titles(b)).toEqual(["Before"]);
    await a.store.query("update flex_messages set title = 'Changed by SQL'");
    expect(await titles(a)).toEqual(["Changed by SQL"]);
    expect(await titles(b)).toEqual(["Changed by SQL"]);
    await a.store.query("delete from flex_messages");
    expect(await titles(a)).toEqual([]);
    expect(await titles(b)).toEqual([]);
  });
});
