import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { buildRuntime } from "../../server/runtime.ts";
import { NUL_ERROR } from "../../shared/api/stored-text.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

describe("health and errors", () => {
  it("GET /api/health answers ok and names each backend", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      sandbox: boolean;
      backends: Record<string, unknown>;
    };
    expect(body).toMatchObject({ status: "ok", sandbox: true });
    expect(Object.keys(body.backends).sort()).toEqual(["cache", "database", "objectStore"]);
    for (const backend of Object.values(body.backends)) expect(backend).toMatchObject({ ok: true });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("GET /api/health answers 503 when the database does not answer", async () => {
    const broken = await createTestApp();
    try {
      // The database goes away under a running app (SQLite closed, PostgreSQL connections ended).
      await broken.runtime.deps.db.close();
      const res = await broken.app.request("/api/health");
      expect(res.status).toBe(503);
      const body = (await res.json()) as {
        status: string;
        backends: { database: { ok: boolean; error: string } };
      };
      expect(body.status).toBe("down");
      expect(body.backends.database.ok).toBe(false);
      expect(body.backends.database.error).toBeTruthy();
    } finally {
      await broken.close().catch(() => {});
    }
  });

  it("unknown /api routes are 404 JSON in the one error shape", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/health/deeper"],
      ["DELETE", "/api"],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: string };
      expect(typeof body.error).toBe("string");
    }
  });

  it("refuses bodies over the limit with 413", async () => {
    const res = await t.app.request(
      "/api/login-logs",
      jsonRequest("POST", { displayName: "x".repeat(600 * 1024) }, await t.auth()),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: expect.stringContaining("larger than"),
      code: "request.too-large",
      params: { kb: expect.any(Number) },
    });
  });

  it("malformed JSON is a 4xx, never a 500", async () => {
    const res = await t.app.request("/api/login-logs", {
      method: "POST",
      headers: { "content-type": "application/json", ...(await t.auth()) },
      body: "{not json",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("serves the public config without secrets", async () => {
    const res = await t.app.request("/api/config");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ sandbox: true, liffId: "" });
  });
});

describe("identity", () => {
  const logBody = { displayName: "Sam", loginMethod: "manual", liffId: "sandbox-liff" };

  it("accepts a valid ID token and stores the login with the verified user id", async () => {
    const res = await t.app.request(
      "/api/login-logs",
      jsonRequest("POST", { ...logBody, loginMethod: "auto", userId: "Uattacker" }, await t.auth(1)),
    );
    expect(res.status).toBe(201);
    const rows = await t.store.query(
      "select user_id, cast(session_data as text) as session from login_logs order by id",
    );
    const row = rows.at(-1);
    expect(row?.user_id).toBe(t.runtime.deps.sandbox?.users[1]?.userId);
    const session = JSON.parse(String(row?.session)) as Record<string, string>;
    expect(session.loginMethod).toBe("auto");
    expect(session.liffId).toBe("sandbox-liff");
    expect(Number.isNaN(Date.parse(session.timestamp ?? ""))).toBe(false);
  });

  it("422 for U+0000 in a stored string of a login event, nothing stored", async () => {
    const before = await t.store.count("login_logs");
    const res = await t.app.request(
      "/api/login-logs",
      jsonRequest("POST", { ...logBody, displayName: "Sam\u0000" }, await t.auth(1)),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: NUL_ERROR });
    expect(await t.store.count("login_logs")).toBe(before);
  });

  it("401 without a token", async () => {
    const res = await t.app.request("/api/login-logs", jsonRequest("POST", logBody));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: "Login required: missing ID token",
      code: "auth.id-token-missing",
    });
  });

  it("401 for a forged token", async () => {
    const token = await t.idToken();
    const [h, p] = token.split(".");
    const forged = `${h}.${p}.${"A".repeat(86)}`;
    const res = await t.app.request(
      "/api/login-logs",
      jsonRequest("POST", logBody, { Authorization: `Bearer ${forged}` }),
    );
    expect(res.status).toBe(401);
  });

  it("401 for a token whose payload was altered", async () => {
    const token = await t.idToken();
    const [h, p, s] = token.split(".");
    const claims = JSON.parse(Buffer.from(p ?? "", "base64url").toString());
    claims.sub = "U00000000000000000000000000000000";
    const altered = `${h}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${s}`;
    const res = await t.app.request(
      "/api/login-logs",
      jsonRequest("POST", logBody, { Authorization: `Bearer ${altered}` }),
    );
    expect(res.status).toBe(401);
  });

  it("401 once the token has expired, even if it was cached", async () => {
    const headers = await t.auth(2);
    expect((await t.app.request("/api/login-logs", jsonRequest("POST", logBody, headers))).status).toBe(201);
    const saved = now;
    now += 1000 * 60 * 60 * 24; // a day later
    try {
      const res = await t.app.request("/api/login-logs", jsonRequest("POST", logBody, headers));
      expect(res.status).toBe(401);
    } finally {
      now = saved;
    }
  });

  it("422 with the error shape for an invalid body", async () => {
    const res = await t.app.request(
      "/api/login-logs",
      jsonRequest("POST", { loginMethod: "magic" }, await t.auth()),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; details: unknown[] };
    expect(body.error).toBeTruthy();
    expect(body.details.length).toBeGreaterThan(0);
  });
});

describe("sandbox login", () => {
  it("lists sandbox users and mints tokens the identity check accepts", async () => {
    const users = (await (await t.app.request("/api/sandbox/users")).json()) as {
      users: { userId: string }[];
    };
    expect(users.users.length).toBeGreaterThanOrEqual(2);
    const login = await t.app.request(
      "/api/sandbox/login",
      jsonRequest("POST", { userId: users.users[0]?.userId }),
    );
    const { idToken } = (await login.json()) as { idToken: string };
    const res = await t.app.request(
      "/api/login-logs",
      jsonRequest(
        "POST",
        { displayName: "x", loginMethod: "manual", liffId: "l" },
        { Authorization: `Bearer ${idToken}` },
      ),
    );
    expect(res.status).toBe(201);
  });

  it("is absent outside sandbox mode", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ldt-real-"));
    const config = parseConfig(
      {
        DATA_DIR: dataDir,
        LIFF_ID: "1234567890-AbCdEfGh",
        LINE_API_BASE_URL: "http://127.0.0.1:9",
        PUBLIC_BASE_URL: "https://tools.example.com",
      },
      {},
    );
    const runtime = await buildRuntime(config);
    try {
      expect(runtime.deps.sandbox).toBeUndefined();
      const app = createApp(runtime.deps);
      expect((await app.request("/api/sandbox/users")).status).toBe(404);
      expect(await (await app.request("/api/config")).json()).toMatchObject({ sandbox: false });
    } finally {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
