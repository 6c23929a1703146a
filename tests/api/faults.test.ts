import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import BetterSqlite from "better-sqlite3";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import { DATABASE_UNREACHABLE } from "../../server/db/unavailable.ts";
import { LINE_UNREACHABLE } from "../../server/http/domain-errors.ts";
import { LOGIN_UNREACHABLE } from "../../server/identity.ts";
import { createLineSandbox, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { SANDBOX_PLATFORM_UNREACHABLE } from "../../server/line-sandbox/remote.ts";
import { createTestApp, jsonRequest, type TestApp, testSetup } from "./helpers.ts";

let t: TestApp;
let server: ServerType;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});
afterEach(() => vi.restoreAllMocks());

/** Sends raw bytes and resolves with everything the server wrote until it closed the socket. */
function rawExchange(write: (socket: Socket) => void): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    });
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("end", () => {
      socket.destroy();
      resolve({ text, closedByServer: true });
    });
    socket.on("error", reject);
    socket.on("connect", () => write(socket));
  });
}

describe("an early 413", () => {
  // Checked by hand: without the Connection: close middleware in app.ts the answer says keep-alive
  // and this test fails on the header.
  it("says Connection: close, and the server really closes, so the client opens a new socket", async () => {
    const { text, closedByServer } = await rawExchange((socket) => {
      socket.write(
        "POST /api/images HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=b\r\n" +
          "Content-Length: 50000000\r\n\r\n--b\r\n",
      );
    });
    expect(text.startsWith("HTTP/1.1 413")).toBe(true);
    expect(text.toLowerCase()).toContain("connection: close");
    expect(closedByServer).toBe(true);
  });

  it("a keep-alive connection that sends a small request stays usable", async () => {
    const { text } = await rawExchange((socket) => {
      socket.write(
        "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\nGET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      );
    });
    expect(text.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });
});

describe("LINE Login unreachable", () => {
  it("is a 503 with the spec's words on every authenticated route, logged once without the token", async () => {
    const offline = await createTestApp({ env: { LINE_API_BASE_URL: "http://127.0.0.1:9" } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // LINE_API_BASE_URL names the (unreachable) LINE platform, so the token comes from an emulator aside.
      const minter = createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID });
      const token = await minter.mintIdToken(SANDBOX_USERS[0]?.userId ?? "");
      const auth = { Authorization: `Bearer ${token}` };
      const responses = [
        await offline.app.request("/api/flex-messages", { headers: auth }),
        await offline.app.request("/api/flex-messages/abc", { method: "DELETE", headers: auth }),
        await offline.app.request(
          "/api/login-logs",
          jsonRequest("POST", { displayName: "A", loginMethod: "manual", liffId: "x" }, auth),
        ),
      ];
      for (const res of responses) {
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ error: LOGIN_UNREACHABLE, code: "auth.login-unreachable" });
      }
      expect(errors).toHaveBeenCalledTimes(responses.length);
      for (const [line] of errors.mock.calls) {
        expect(String(line)).not.toContain("\n");
        expect(String(line)).not.toContain(token);
        expect(String(line)).toContain("503");
      }
    } finally {
      await offline.close();
    }
  });
});

describe("LINE's API unreachable", () => {
  it("is a 502 the user cannot fix, with a clear message, logged once", async () => {
    const offline = await createTestApp({
      env: { LINE_API_BASE_URL: "http://127.0.0.1:9", LINE_API_DATA_BASE_URL: "http://127.0.0.1:9" },
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await offline.app.request("/api/rich-menus", { headers: offline.channel() });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ error: LINE_UNREACHABLE, code: "line.unreachable" });
      expect(errors).toHaveBeenCalledTimes(1);
      const line = String(errors.mock.calls[0]?.[0]);
      expect(line).toContain("GET /api/rich-menus → 502");
      expect(line).not.toContain(offline.channel()["X-Line-Channel-Secret"]);
    } finally {
      await offline.close();
    }
  });
});

describe("a shared LINE platform emulator unreachable", () => {
  it("sandbox login answers 502 naming it, the inbox 503 (no login check), never 500", async () => {
    const offline = await createTestApp({ env: { LINE_API_BASE_URL: "http://127.0.0.1:9" } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const login = await offline.app.request(
        "/api/sandbox/login",
        jsonRequest("POST", { userId: SANDBOX_USERS[0]?.userId }),
      );
      expect(login.status).toBe(502);
      expect(await login.json()).toMatchObject({ error: SANDBOX_PLATFORM_UNREACHABLE });
      // The ID token cannot be checked either: the emulator holds the keys that signed it.
      const inbox = await offline.app.request("/api/sandbox/inbox", {
        headers: { authorization: "Bearer any.id.token" },
      });
      expect(inbox.status).toBe(503);
      expect(await inbox.json()).toMatchObject({ code: "auth.login-unreachable" });
    } finally {
      errors.mockRestore();
      await offline.close();
    }
  });
});

describe("a client that goes away", () => {
  // Checked by hand: without the signal.aborted check in server/http/failures.ts this logs
  // "POST /api/flex-messages → 500: Error: aborted" and fails.
  it("is not logged as an error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    const body = JSON.stringify({ title: "t", flexJson: { type: "bubble" } });
    socket.write(
      `POST /api/flex-messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).not.toHaveBeenCalled();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});

/**
 * Another writer holds the Flex table past the app's timeout: on SQLite a write transaction of another
 * connection (the save's BEGIN IMMEDIATE waits busy_timeout, then SQLITE_BUSY); on PostgreSQL an EXCLUSIVE
 * table lock, so the save gets its per-user lock and counts, then its INSERT waits until statement_timeout
 * cancels it (57014) in the middle of the transaction. Resolves with the release function.
 */
async function holdFlexTable(app: TestApp): Promise<() => Promise<void>> {
  if (testSetup === "embedded") {
    const other = new BetterSqlite(join(app.dataDir, "app.db"));
    other.exec("begin immediate");
    return async () => {
      other.exec("rollback");
      other.close();
    };
  }
  const sql = postgres(app.runtime.deps.config.databaseUrl ?? "", { max: 1, onnotice: () => {} });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await new Promise<void>((locked, failed) => {
    sql
      .begin(async (tx) => {
        await tx`lock table flex_messages in exclusive mode`;
        locked();
        await released;
      })
      .catch(failed);
  });
  return async () => {
    release();
    await sql.end({ timeout: 5 });
  };
}

describe("the database busy past its timeout", () => {
  // Checked by hand: with server/db/guard.ts and server/http/failures.ts both passing the driver's error on
  // as it is, the save is a 500.
  it("a save answers 503 + Retry-After naming the database, writes nothing, and the next save works", async () => {
    const busy = await createTestApp();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const auth = await busy.auth(0);
      const save = () =>
        busy.app.request(
          "/api/flex-messages",
          jsonRequest("POST", { title: "t", flexJson: { type: "bubble" } }, auth),
        );
      const before = await busy.store.count("flex_messages");
      const release = await holdFlexTable(busy);
      let res: Response;
      try {
        res = await save();
      } finally {
        await release();
      }
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toMatchObject({ error: DATABASE_UNREACHABLE });
      expect(await busy.store.count("flex_messages")).toBe(before);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toMatch(
        /POST \/api\/flex-messages → 503: .*(SQLITE_BUSY|57014)/,
      );
      expect((await save()).status).toBe(201);
    } finally {
      await busy.close();
    }
  });
});
