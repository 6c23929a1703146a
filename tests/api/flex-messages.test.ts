import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFlexMessageSweeper } from "../../server/routes/flex-messages/store.ts";
import { NUL_ERROR } from "../../shared/api/stored-text.ts";
import {
  addCalendarMonths,
  FLEX_SAVE_ERRORS,
  FLEX_STORAGE_LIMIT,
  type SavedFlexMessage,
} from "../../shared/flex/storage.ts";
import { englishText } from "../../shared/text/english.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

const BUBBLE = {
  type: "bubble",
  body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Hello" }] },
};
const MINUTE = 60_000;

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  // Limits raised: only the rate-limit test, on an app of its own, meets them.
  t = await createTestApp({ clock: () => now, rateLimitMultiplier: 100 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.store.query("delete from flex_messages");
  // A new rate-limit window for every test: each may save up to the per-minute allowance.
  now += MINUTE + 1;
});

const storedRows = () => t.store.count("flex_messages");

async function save(user: number, body: Record<string, unknown>) {
  return t.app.request("/api/flex-messages", jsonRequest("POST", body, await t.auth(user)));
}

async function saveOk(user: number, title: string): Promise<SavedFlexMessage> {
  const res = await save(user, { title, altText: `${title} alt`, flexJson: BUBBLE });
  expect(res.status).toBe(201);
  return ((await res.json()) as { message: SavedFlexMessage }).message;
}

async function list(user: number): Promise<SavedFlexMessage[]> {
  const res = await t.app.request("/api/flex-messages", { headers: await t.auth(user) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: SavedFlexMessage[] }).messages;
}

async function request(method: "GET" | "DELETE", user: number, id: string) {
  return t.app.request(`/api/flex-messages/${id}`, { method, headers: await t.auth(user) });
}

describe("save, list, load, delete", () => {
  it("saves with a trimmed title, lists, loads by id and deletes", async () => {
    const res = await save(0, { title: "  Welcome  ", altText: "Hi there", flexJson: BUBBLE });
    expect(res.status).toBe(201);
    const { message } = (await res.json()) as { message: SavedFlexMessage };
    expect(message).toMatchObject({ title: "Welcome", altText: "Hi there", flexJson: BUBBLE });
    expect(Date.parse(message.createdAt)).toBe(now);
    expect(Date.parse(message.expiresAt)).toBe(addCalendarMonths(now, 1));

    expect(await list(0)).toEqual([message]);
    const loaded = await request("GET", 0, message.id);
    expect(loaded.status).toBe(200);
    expect(await loaded.json()).toEqual({ message });

    const deleted = await request("DELETE", 0, message.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: message.id });
    expect(await list(0)).toEqual([]);
    expect((await request("DELETE", 0, message.id)).status).toBe(404);
  });

  it('defaults a missing or blank alt text to "Flex Message"', async () => {
    const omitted = await save(0, { title: "a", flexJson: BUBBLE });
    const blank = await save(0, { title: "b", altText: "   ", flexJson: BUBBLE });
    for (const res of [omitted, blank]) {
      expect(res.status).toBe(201);
      expect(((await res.json()) as { message: SavedFlexMessage }).message.altText).toBe("Flex Message");
    }
  });

  it("keeps containers with schema problems: the spec only requires valid JSON", async () => {
    const broken = { type: "bubble", body: { type: "box", layout: "diagonal", contents: [] } };
    const res = await save(0, { title: "draft", flexJson: broken });
    expect(res.status).toBe(201);
    expect((await list(0))[0]?.flexJson).toEqual(broken);
  });

  it("lists newest first", async () => {
    await saveOk(0, "first");
    now += 1000;
    await saveOk(0, "second");
    await saveOk(0, "third (same millisecond)");
    expect((await list(0)).map((m) => m.title)).toEqual(["third (same millisecond)", "second", "first"]);
  });
});

describe("what is stored comes back as saved", () => {
  // The list splices the stored text into its answer; the compressed answer comes from a cache on repeats.
  it("lists the same JSON a load gives, compressed or not, and again after a change", async () => {
    const first = await saveOk(0, "first");
    // Enough messages for an answer over the 1 KB compression threshold.
    for (let i = 0; i < 6; i++) await saveOk(0, `more ${i}`);
    await saveOk(0, 'last "quoted" ไทย');
    const plainList = async () =>
      (await t.app.request("/api/flex-messages", { headers: await t.auth(0) })).text();
    const plain = await plainList();
    // A repeat is answered from the kept answer and its UTF-8 bytes (the Thai title takes 3 bytes a letter).
    expect(await plainList()).toBe(plain);
    const loaded = (await (await request("GET", 0, first.id)).json()) as { message: SavedFlexMessage };
    expect((JSON.parse(plain) as { messages: SavedFlexMessage[] }).messages.at(-1)).toEqual(loaded.message);
    const brotli = async () => {
      const res = await t.app.request("/api/flex-messages", {
        headers: { ...(await t.auth(0)), "accept-encoding": "br" },
      });
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      return brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    };
    expect(await brotli()).toBe(plain);
    expect(await brotli()).toBe(plain);
    await request("DELETE", 0, first.id);
    const after = await brotli();
    expect(await plainList()).toBe(after);
    const titles = (JSON.parse(after) as { messages: SavedFlexMessage[] }).messages.map((m) => m.title);
    expect(titles).toHaveLength(7);
    expect(titles[0]).toBe('last "quoted" ไทย');
    expect(titles).not.toContain("first");
  });

  it("keeps the key order of the saved Flex JSON (json/text columns, never jsonb)", async () => {
    // jsonb would return { body, size, type, zeta, alpha } sorted by length then bytes.
    const unordered = {
      zeta: 1,
      type: "bubble",
      alpha: { y: 2, b: [3, { d: 4, c: 5 }] },
      size: "mega",
      body: BUBBLE.body,
    };
    const saved = await save(0, { title: "order", flexJson: unordered });
    const { message } = (await saved.json()) as { message: SavedFlexMessage };
    const expected = JSON.stringify(unordered);
    const loaded = await (await request("GET", 0, message.id)).text();
    expect(JSON.stringify((JSON.parse(loaded) as { message: SavedFlexMessage }).message.flexJson)).toBe(
      expected,
    );
    expect(JSON.stringify((await list(0))[0]?.flexJson)).toBe(expected);
    // Stored as that very text (a JSON value, not a JSON string holding it), whatever the dialect.
    const [row] = await t.store.query("select cast(flex_json as text) as json from flex_messages");
    expect(row?.json).toBe(expected);
  });

  it("422 for U+0000 in any stored string (title, alt text, a Flex value or key): nothing stored", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "a\u0000b", flexJson: BUBBLE }, "title"],
      [{ title: "t", altText: "\u0000", flexJson: BUBBLE }, "altText"],
      [
        {
          title: "t",
          flexJson: { ...BUBBLE, body: { ...BUBBLE.body, contents: [{ type: "text", text: "x\u0000" }] } },
        },
        "flexJson.body.contents.0.text",
      ],
      [{ title: "t", flexJson: { ...BUBBLE, "k\u0000": 1 } }, "flexJson.k\u0000"],
    ];
    for (const [body, path] of cases) {
      const res = await save(0, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: NUL_ERROR, details: [{ path, message: NUL_ERROR }] });
    }
    expect(await storedRows()).toBe(0);
  });

  // Found by the fuzz test on PostgreSQL, which refuses U+0000 even in a query parameter (500 before).
  it("an id holding U+0000 names no message: 404 on read and delete, on either database", async () => {
    const headers = await t.auth(0);
    for (const id of ["%00", "a%00b"]) {
      for (const method of ["GET", "DELETE"]) {
        const res = await t.app.request(`/api/flex-messages/${id}`, { method, headers });
        expect(res.status, `${method} ${id}`).toBe(404);
      }
    }
  });
});

describe("validation, in the spec's order", () => {
  it("422 'Please enter a title' for a missing, blank or non-string title, before the JSON check", async () => {
    for (const body of [
      { flexJson: BUBBLE },
      { title: "   ", flexJson: BUBBLE },
      { title: 42, flexJson: BUBBLE },
      { title: "", flexJson: "not an object" },
    ]) {
      const res = await save(0, body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: string }).error).toBe(FLEX_SAVE_ERRORS.titleRequired);
    }
  });

  it("422 'Please enter valid JSON' unless flexJson is a JSON object", async () => {
    for (const flexJson of [undefined, null, '{"type":"bubble"}', 42, true, [BUBBLE]]) {
      const res = await save(0, { title: "t", flexJson });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: string }).error).toBe(FLEX_SAVE_ERRORS.invalidJson);
    }
    expect(await storedRows()).toBe(0);
  });

  it("422 for an over-long title or alt text and for a container over 60,000 bytes", async () => {
    const longTitle = await save(0, { title: "x".repeat(101), flexJson: BUBBLE });
    expect(((await longTitle.json()) as { error: string }).error).toBe(
      "Title must be at most 100 characters",
    );
    const longAlt = await save(0, { title: "t", altText: "x".repeat(1501), flexJson: BUBBLE });
    expect(((await longAlt.json()) as { error: string }).error).toBe(
      "Alt text must be at most 1500 characters",
    );
    const huge = { ...BUBBLE, padding: "x".repeat(60_000) };
    const tooBig = await save(0, { title: "t", flexJson: huge });
    expect(tooBig.status).toBe(422);
    const bytes = Buffer.byteLength(JSON.stringify(huge));
    expect(((await tooBig.json()) as { error: string }).error).toBe(
      `Flex JSON is too large to save: ${bytes} bytes; the maximum is 60000 bytes`,
    );
    expect(await storedRows()).toBe(0);
  });

  it("413 for a body over 128 KB, 4xx for a malformed body", async () => {
    const res = await save(0, { title: "t", flexJson: { ...BUBBLE, padding: "x".repeat(140 * 1024) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: "Request body is larger than 128 KB",
      code: "request.too-large",
      params: { kb: 128 },
    });
    const malformed = await t.app.request("/api/flex-messages", {
      method: "POST",
      headers: { "content-type": "application/json", ...(await t.auth(0)) },
      body: '{"title": "t", "flexJson": {',
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });

  it("401 with the spec's message for a save without a valid ID token", async () => {
    const body = JSON.stringify({ title: "t", flexJson: BUBBLE });
    const headers = { "content-type": "application/json" };
    const anonymous = await t.app.request("/api/flex-messages", { method: "POST", headers, body });
    const forged = await t.app.request("/api/flex-messages", {
      method: "POST",
      headers: { ...headers, Authorization: "Bearer not-a-real-token" },
      body,
    });
    for (const res of [anonymous, forged]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: FLEX_SAVE_ERRORS.loginRequired,
        code: "flex.login-required",
      });
    }
    expect(await storedRows()).toBe(0);
  });

  it("checks the title and the JSON before the login, as the spec orders them", async () => {
    const headers = { "content-type": "application/json" };
    const noTitle = await t.app.request("/api/flex-messages", {
      method: "POST",
      headers,
      body: JSON.stringify({ title: " ", flexJson: BUBBLE }),
    });
    expect(noTitle.status).toBe(422);
    expect(await noTitle.json()).toMatchObject({ error: FLEX_SAVE_ERRORS.titleRequired });
    const badJson = await t.app.request("/api/flex-messages", {
      method: "POST",
      headers,
      body: JSON.stringify({ title: "t", flexJson: "nope" }),
    });
    expect(badJson.status).toBe(422);
    expect(await badJson.json()).toMatchObject({ error: FLEX_SAVE_ERRORS.invalidJson });
    expect(await storedRows()).toBe(0);
  });

  it("401 for listing, loading or deleting without a token", async () => {
    const { id } = await saveOk(0, "mine");
    expect((await t.app.request("/api/flex-messages")).status).toBe(401);
    expect((await t.app.request(`/api/flex-messages/${id}`)).status).toBe(401);
    expect((await t.app.request(`/api/flex-messages/${id}`, { method: "DELETE" })).status).toBe(401);
    expect(await storedRows()).toBe(1);
  });

  it("429 once a user exceeds 60 saves a minute, counted per verified user after the login check", async () => {
    const own = await createTestApp();
    try {
      const send = async (user: number | null) =>
        (
          await own.app.request(
            "/api/flex-messages",
            jsonRequest("POST", { title: "t", flexJson: BUBBLE }, user === null ? {} : await own.auth(user)),
          )
        ).status;
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push(await send(0));
      expect(statuses.slice(0, FLEX_STORAGE_LIMIT).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(FLEX_STORAGE_LIMIT, 60).every((s) => s === 409)).toBe(true);
      expect(statuses[60]).toBe(429);
      // Another user from the same address has a count of their own; anonymous saves stop at the login.
      expect(await send(1)).toBe(201);
      expect(await send(null)).toBe(401);
    } finally {
      await own.close();
    }
  });
});

describe(`the ${FLEX_STORAGE_LIMIT}-message limit`, () => {
  it("409 with the spec's message for the 21st save; a delete makes room again", async () => {
    const saved: SavedFlexMessage[] = [];
    for (let i = 0; i < FLEX_STORAGE_LIMIT; i++) saved.push(await saveOk(0, `m${i}`));
    const res = await save(0, { title: "one too many", flexJson: BUBBLE });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: englishText(FLEX_SAVE_ERRORS.limitReached),
      code: "flex.limit-reached",
      params: { max: 20 },
    });
    // Another user's allowance is their own.
    await saveOk(1, "other user");

    expect((await request("DELETE", 0, saved[0]?.id ?? "")).status).toBe(200);
    await saveOk(0, "fits again");
    expect(await list(0)).toHaveLength(FLEX_STORAGE_LIMIT);
  });

  it("30 concurrent saves store exactly 20", async () => {
    const headers = await t.auth(2);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.request(
          "/api/flex-messages",
          jsonRequest("POST", { title: `c${i}`, flexJson: BUBBLE }, headers),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await storedRows()).toBe(20);
    expect(await list(2)).toHaveLength(20);
  });
});

describe("isolation between users", () => {
  it("user B cannot list, load or delete user A's messages: 404 without data", async () => {
    const mine = await saveOk(0, "A's secret");
    expect(await list(1)).toEqual([]);

    const load = await request("GET", 1, mine.id);
    expect(load.status).toBe(404);
    const loadBody = await load.text();
    expect(loadBody).not.toContain("A's secret");
    expect(JSON.parse(loadBody)).toMatchObject({ error: "Flex message not found", code: "flex.not-found" });

    const del = await request("DELETE", 1, mine.id);
    expect(del.status).toBe(404);
    expect(await list(0)).toEqual([mine]);
    expect((await request("GET", 0, mine.id)).status).toBe(200);
  });

  it("ignores a user id sent in the body", async () => {
    const victim = t.runtime.deps.sandbox?.users[1]?.userId;
    const res = await save(0, { title: "spoof", flexJson: BUBBLE, userId: victim, user_id: victim });
    expect(res.status).toBe(201);
    expect(await list(1)).toEqual([]);
    expect(await list(0)).toHaveLength(1);
  });
});

describe("expiry", () => {
  it("hides a message from its expiry on (list, load, delete); a list does not delete it", async () => {
    const message = await saveOk(0, "short-lived");
    const start = now;
    try {
      now = Date.parse(message.expiresAt) - 1;
      expect((await list(0)).map((m) => m.id)).toEqual([message.id]);
      now += 1;
      // An ID token minted now; the old one has expired along the way.
      expect((await request("GET", 0, message.id)).status).toBe(404);
      expect((await request("DELETE", 0, message.id)).status).toBe(404);
      expect(await list(0)).toEqual([]);
      // Issue 12: reads filter, only the sweep deletes.
      expect(await storedRows()).toBe(1);
    } finally {
      now = Math.max(now, start) + MINUTE;
    }
  });

  it("expired messages do not count against the limit", async () => {
    for (let i = 0; i < FLEX_STORAGE_LIMIT; i++) await saveOk(0, `old${i}`);
    now = addCalendarMonths(now, 1) + 1;
    await saveOk(0, "new month");
    expect((await list(0)).map((m) => m.title)).toEqual(["new month"]);
  });

  it("the runtime's sweeper deletes expired rows on its interval", async () => {
    await saveOk(0, "to sweep");
    await saveOk(1, "to sweep too");
    const stop = startFlexMessageSweeper(t.runtime.deps.db.flexMessages, () => now, 10);
    try {
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(await storedRows()).toBe(2);
      now = addCalendarMonths(now, 1);
      await expect.poll(storedRows, { timeout: 2000, interval: 10 }).toBe(0);
    } finally {
      stop();
    }
  });

  it("the sweep is idempotent: a second sweep (another instance's) finds nothing and keeps live rows", async () => {
    await saveOk(0, "expires first");
    now += 1000;
    const live = await saveOk(0, "still live");
    const sweepAt = Date.parse(live.expiresAt) - 1;
    const repository = t.runtime.deps.db.flexMessages;
    expect(await Promise.all([repository.sweepExpired(sweepAt), repository.sweepExpired(sweepAt)])).toSatisfy(
      (counts: number[]) => counts[0] !== undefined && counts[1] !== undefined && counts[0] + counts[1] === 1,
    );
    expect(await repository.sweepExpired(sweepAt)).toBe(0);
    expect(await storedRows()).toBe(1);
  });
});

async function update(user: number | null, id: string, body: Record<string, unknown>) {
  const headers = user === null ? {} : await t.auth(user);
  return t.app.request(`/api/flex-messages/${id}`, jsonRequest("PUT", body, headers));
}

describe("update in place (PUT /api/flex-messages/:id)", () => {
  const CHANGED = { ...BUBBLE, body: { ...BUBBLE.body, contents: [{ type: "text", text: "Changed" }] } };

  it("replaces title, alt text and JSON; id, created and expiry stay; the list shows it once", async () => {
    const original = await saveOk(0, "before");
    now += 5 * MINUTE;
    const res = await update(0, original.id, { title: "  after  ", altText: "new alt", flexJson: CHANGED });
    expect(res.status).toBe(200);
    const { message } = (await res.json()) as { message: SavedFlexMessage };
    expect(message).toEqual({
      ...original,
      title: "after",
      altText: "new alt",
      flexJson: CHANGED,
    });
    expect(await list(0)).toEqual([message]);
    expect(await storedRows()).toBe(1);
    const blankAlt = await update(0, original.id, { title: "after", altText: " ", flexJson: CHANGED });
    expect(((await blankAlt.json()) as { message: SavedFlexMessage }).message.altText).toBe("Flex Message");
  });

  it(`works for a user holding ${FLEX_STORAGE_LIMIT}/${FLEX_STORAGE_LIMIT}: no new row, no 409`, async () => {
    const saved: SavedFlexMessage[] = [];
    for (let i = 0; i < FLEX_STORAGE_LIMIT; i++) saved.push(await saveOk(0, `m${i}`));
    const target = saved[7] as SavedFlexMessage;
    const res = await update(0, target.id, { title: "edited at the limit", flexJson: CHANGED });
    expect(res.status).toBe(200);
    expect(await storedRows()).toBe(FLEX_STORAGE_LIMIT);
    const titles = (await list(0)).map((m) => m.title);
    expect(titles).toHaveLength(FLEX_STORAGE_LIMIT);
    expect(titles).toContain("edited at the limit");
  });

  it("404 for another user's message, leaving it as it was", async () => {
    const mine = await saveOk(0, "A's message");
    const res = await update(1, mine.id, { title: "hijacked", flexJson: CHANGED });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Flex message not found", code: "flex.not-found" });
    expect(await list(0)).toEqual([mine]);
  });

  it("404 for an expired, deleted, unknown or NUL-holding id", async () => {
    const message = await saveOk(0, "short-lived");
    const start = now;
    try {
      now = Date.parse(message.expiresAt);
      expect((await update(0, message.id, { title: "late", flexJson: CHANGED })).status).toBe(404);
    } finally {
      now = Math.max(now, start) + MINUTE;
    }
    const live = await saveOk(0, "to delete");
    expect((await request("DELETE", 0, live.id)).status).toBe(200);
    for (const id of [live.id, "no-such-id", "%00", "a%00b"]) {
      expect((await update(0, id, { title: "x", flexJson: CHANGED })).status, id).toBe(404);
    }
  });

  it("the save's checks in the save's order: title, JSON, size, NUL (422), then the login (401)", async () => {
    const message = await saveOk(0, "kept");
    const cases: [Record<string, unknown>, string][] = [
      [{ flexJson: CHANGED }, FLEX_SAVE_ERRORS.titleRequired],
      [{ title: "t", flexJson: [1] }, FLEX_SAVE_ERRORS.invalidJson],
      [{ title: "t", flexJson: "{}" }, FLEX_SAVE_ERRORS.invalidJson],
      [{ title: "t\u0000", flexJson: CHANGED }, NUL_ERROR],
      [{ title: "t", flexJson: { ...CHANGED, "k\u0000": 1 } }, NUL_ERROR],
    ];
    for (const [body, error] of cases) {
      const res = await update(0, message.id, body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    const tooBig = await update(0, message.id, {
      title: "t",
      flexJson: { ...CHANGED, pad: "x".repeat(61_000) },
    });
    expect(tooBig.status).toBe(422);
    // Body checks first, as for a save: a bad body without a token still hears about the title.
    const noTitle = await update(null, message.id, { flexJson: CHANGED });
    expect(((await noTitle.json()) as { error: string }).error).toBe(FLEX_SAVE_ERRORS.titleRequired);
    const anonymous = await update(null, message.id, { title: "anon", flexJson: CHANGED });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      error: FLEX_SAVE_ERRORS.loginRequired,
      code: "flex.login-required",
    });
    const huge = await t.app.request(
      `/api/flex-messages/${message.id}`,
      jsonRequest("PUT", { title: "t", flexJson: { text: "x".repeat(200_000) } }, await t.auth(0)),
    );
    expect(huge.status).toBe(413);
    expect(await list(0)).toEqual([message]);
  });

  it("concurrent updates of one message leave exactly one of them, never a second row", async () => {
    const message = await saveOk(0, "race");
    const headers = await t.auth(0);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.request(
          `/api/flex-messages/${message.id}`,
          jsonRequest("PUT", { title: `u${i}`, flexJson: CHANGED }, headers),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const [row] = await list(0);
    expect(await storedRows()).toBe(1);
    expect(row?.title).toMatch(/^u\d$/);
    expect(row?.expiresAt).toBe(message.expiresAt);
  });
});
