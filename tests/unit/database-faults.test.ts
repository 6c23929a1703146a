import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HTTPFetchError } from "@line/bot-sdk";
import BetterSqlite from "better-sqlite3";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { Hono } from "hono";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/database.ts";
import { guardDatabase } from "../../server/db/guard.ts";
import {
  DATABASE_UNREACHABLE,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from "../../server/db/unavailable.ts";
import { retryAfterSeconds } from "../../server/http/domain-errors.ts";
import { UPSTREAM_RETRY_AFTER_SECONDS } from "../../server/http/errors.ts";
import { handleError } from "../../server/http/failures.ts";
import { LINE_TIMEOUT, LineTimeoutError } from "../../server/line/line-errors.ts";
import { loginRefusal, refuseLogin } from "../faults/pg-refusals.ts";

const PostgresError = postgres.PostgresError as unknown as new (fields: object) => Error;
/** A statement's error (severity ERROR); a session's end or a refused login is severity FATAL. */
const pgError = (code: string, severity = "ERROR") =>
  new PostgresError({ message: `server said ${code}`, code, severity });
const coded = (code: string, message = "boom") => Object.assign(new Error(message), { code });
/** How drizzle hands a driver's error on: wrapped, the driver's error as `cause`. */
const viaDrizzle = (error: Error) => new DrizzleQueryError("select 1", [], error);

describe("which database errors mean 'the database is away'", () => {
  // Every SQLSTATE of class 08 (connection exception), 53 (insufficient resources), 58 (system error),
  // and the single codes of admin shutdown / cannot connect now / our timeouts.
  const unavailablePg = [
    "08000",
    "08003",
    "08006",
    "08001",
    "08004",
    "08007",
    "08P01",
    "53000",
    "53100",
    "53200",
    "53300",
    "53400",
    "58000",
    "58030",
    "57P01",
    "57P02",
    "57P03",
    "57014",
    "55P03",
    "25P03",
    "40001",
    "40P01",
  ];
  it.each(unavailablePg)("PostgreSQL %s, bare and wrapped by drizzle", (code) => {
    expect(isDatabaseUnavailable(pgError(code))).toBe(true);
    expect(isDatabaseUnavailable(viaDrizzle(pgError(code)))).toBe(true);
  });

  const driverAndSocket = [
    "CONNECTION_CLOSED",
    "CONNECTION_DESTROYED",
    "CONNECTION_ENDED",
    "CONNECT_TIMEOUT",
    "ECONNREFUSED",
    "ECONNRESET",
    "ETIMEDOUT",
    "EPIPE",
    "EHOSTUNREACH",
    "ENETUNREACH",
    "ENOTFOUND",
    "EAI_AGAIN",
  ];
  it.each(driverAndSocket)("the driver's or the OS's %s", (code) => {
    expect(isDatabaseUnavailable(viaDrizzle(coded(code)))).toBe(true);
  });

  const sqlite = [
    "SQLITE_BUSY",
    "SQLITE_BUSY_SNAPSHOT",
    "SQLITE_BUSY_TIMEOUT",
    "SQLITE_LOCKED",
    "SQLITE_READONLY",
    "SQLITE_READONLY_DBMOVED",
    "SQLITE_FULL",
    "SQLITE_IOERR",
    "SQLITE_IOERR_WRITE",
    "SQLITE_IOERR_FSYNC",
    "SQLITE_CANTOPEN",
    "SQLITE_PROTOCOL",
    "SQLITE_NOMEM",
    "SQLITE_CORRUPT",
    "SQLITE_NOTADB",
  ];
  it.each(sqlite)("SQLite %s", (code) => {
    expect(isDatabaseUnavailable(viaDrizzle(coded(code)))).toBe(true);
  });

  it("Node's connect to several addresses (AggregateError) counts when one of them says so", () => {
    const aggregate = Object.assign(new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")]), {
      code: "ECONNREFUSED",
    });
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error("x"), coded("ETIMEDOUT")]))).toBe(true);
  });

  it("our own bugs and the user's bad data are not the database being away", () => {
    for (const error of [
      new Error("connection refused"), // the message alone says nothing: only codes count
      new TypeError("x is undefined"),
      pgError("23505"), // unique violation
      pgError("22P02"), // invalid text representation
      pgError("42P01"), // undefined table
      viaDrizzle(coded("SQLITE_CONSTRAINT_UNIQUE")),
      viaDrizzle(coded("SQLITE_ERROR")),
      coded("SQLITE_BUSYNESS"), // a prefix of another word is not the code
      "ECONNREFUSED",
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it("without sockets, a bare OS socket code is not taken for the database", () => {
    expect(isDatabaseUnavailable(coded("ECONNREFUSED"), { sockets: false })).toBe(false);
    expect(isDatabaseUnavailable(viaDrizzle(pgError("08006")), { sockets: false })).toBe(true);
    expect(isDatabaseUnavailable(coded("CONNECTION_CLOSED"), { sockets: false })).toBe(true);
  });
});

describe("real driver errors", () => {
  const dir = mkdtempSync(join(tmpdir(), "ldt-faults-"));
  const servers: Server[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A loopback TCP server that does `onSocket` to each connection. */
  async function listen(onSocket: (socket: Socket) => void): Promise<number> {
    const server = createServer((socket) => {
      sockets.push(socket);
      onSocket(socket);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as import("node:net").AddressInfo).port;
  }

  async function pgFailure(
    port: number,
    options: postgres.Options<Record<string, never>> = {},
  ): Promise<unknown> {
    const sql = postgres(`postgres://u@127.0.0.1:${port}/db`, { max: 1, connect_timeout: 1, ...options });
    try {
      await sql`select 1`;
      return null;
    } catch (error) {
      return error;
    } finally {
      await sql.end({ timeout: 0 });
    }
  }

  it("postgres: refused, and silent past connect_timeout", async () => {
    const closed = await listen(() => {});
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const refused = await pgFailure(closed);
    expect((refused as { code?: string }).code).toBe("ECONNREFUSED");
    const silent = await pgFailure(await listen(() => {}));
    expect((silent as { code?: string }).code).toBe("CONNECT_TIMEOUT");
    for (const error of [refused, silent]) expect(isDatabaseUnavailable(error)).toBe(true);
  });

  // The driver reconnects without end when a connection is reset before it is up, so the query waits
  // forever: only the guard's deadline gives the request an answer.
  it("postgres reset at every connect: the guard's deadline answers DatabaseUnavailableError", async () => {
    const port = await listen((socket) => socket.resetAndDestroy());
    const sql = postgres(`postgres://u@127.0.0.1:${port}/db`, { max: 1, connect_timeout: 1 });
    const database = {
      flexMessages: {},
      loginLogs: {},
      images: {},
      webhooks: {},
      ping: async () => void (await sql`select 1`),
      close: () => sql.end({ timeout: 0 }),
    };
    const db = guardDatabase(() => database as unknown as Database, { deadlineMs: 300 });
    const error = await db.ping().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    await sql.end({ timeout: 0 });
  });

  // The server turning the login down, whatever the SQLSTATE (none of these is in a list of codes): a
  // database closed for maintenance, a rotated password, a role that may not log in, a database gone, a
  // role at its connection limit, and a code no list could know.
  it.each([
    ["55000", 'database "tools" is not currently accepting connections'],
    ["28P01", 'password authentication failed for user "app"'],
    ["28000", 'role "app" is not permitted to log in'],
    ["3D000", 'database "tools" does not exist'],
    ["53300", 'too many connections for role "app"'],
    ["XX999", "a refusal no list could know"],
  ])(
    "postgres: a login refused with %s is the database away (503), logged with its code",
    async (code, message) => {
      const port = await listen((socket) => refuseLogin(socket, loginRefusal(code, message)));
      const error = await pgFailure(port);
      expect(error).toMatchObject({ code, severity: "FATAL" });
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseUnavailable(viaDrizzle(error as Error), { sockets: false })).toBe(true);
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const app = new Hono().get("/x", () => {
        throw viaDrizzle(error as Error);
      });
      app.onError(handleError);
      const res = await app.request("/x");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toContain(`PostgresError ${code}: ${message}`);
      errors.mockRestore();
    },
  );

  // The driver builds a query once connected: these need a server that lets us in.
  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)(
    "postgres: a statement's error, and the driver's own argument check, stay a 500",
    async () => {
      const sql = postgres(url ?? "", { max: 1, onnotice: () => {} });
      try {
        const undefinedValue = await sql`select ${undefined as unknown as string}`.catch((e: unknown) => e);
        expect(undefinedValue).toMatchObject({ code: "UNDEFINED_VALUE" });
        expect(isDatabaseUnavailable(undefinedValue)).toBe(false);
        const statement = await sql`select 1/0`.catch((e: unknown) => e);
        expect(statement).toMatchObject({ code: "22012", severity: "ERROR" });
        expect(isDatabaseUnavailable(statement)).toBe(false);
      } finally {
        await sql.end({ timeout: 0 });
      }
    },
  );

  it("better-sqlite3: busy, read-only, full, cannot open", () => {
    const file = join(dir, "a.db");
    const writer = new BetterSqlite(file);
    writer.pragma("journal_mode = WAL");
    writer.exec("create table t (x blob)");
    const other = new BetterSqlite(file, { timeout: 0 });
    writer.exec("begin immediate");
    const failures: unknown[] = [];
    const capture = (work: () => unknown) => {
      try {
        work();
        failures.push(null);
      } catch (error) {
        failures.push(error);
      }
    };
    capture(() => other.exec("insert into t values (1)"));
    writer.exec("rollback");
    capture(() => new BetterSqlite(file, { readonly: true }).exec("insert into t values (1)"));
    capture(() => {
      writer.pragma("max_page_count = 8");
      for (let i = 0; i < 100; i++) writer.prepare("insert into t values (?)").run(Buffer.alloc(4096));
    });
    capture(() => new BetterSqlite(dir)); // a folder where the file should be
    expect(failures.map((e) => (e as { code?: string } | null)?.code)).toEqual([
      "SQLITE_BUSY",
      "SQLITE_READONLY",
      "SQLITE_FULL",
      "SQLITE_CANTOPEN",
    ]);
    for (const error of failures) expect(isDatabaseUnavailable(error)).toBe(true);
    other.close();
    writer.close();
  });
});

/** A Database whose every call does what `behave` says. */
function fakeDatabase(
  behave: () => Promise<never> | Promise<string>,
  closed: string[],
  name: string,
): Database {
  const call = () => behave();
  return {
    dialect: "pg",
    flexMessages: {
      listJson: call,
      find: call,
      saveWithinLimit: call,
      update: call,
      delete: call,
      sweepExpired: call,
    } as unknown as Database["flexMessages"],
    loginLogs: { record: call } as unknown as Database["loginLogs"],
    images: { get: call, insertIfAbsent: call } as unknown as Database["images"],
    webhooks: { listRelays: call } as unknown as Database["webhooks"],
    ping: call as unknown as Database["ping"],
    async close() {
      closed.push(name);
    },
  };
}

describe("guardDatabase", () => {
  it("after close, a call is the database being away (503), not a driver TypeError (500)", async () => {
    const closed: string[] = [];
    const db = guardDatabase(() => fakeDatabase(async () => "ok", closed, "pool"));
    expect(await db.ping()).toBe("ok");
    await db.close();
    await expect(db.flexMessages.listJson("U1", 0)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(closed).toEqual(["pool"]);
  });

  it("turns the database being away into DatabaseUnavailableError and passes anything else on as it is", async () => {
    let next: Error = viaDrizzle(pgError("57P01"));
    const db = guardDatabase(() => fakeDatabase(() => Promise.reject(next), [], "a"));
    const away = await db.flexMessages.listJson("u", 0).catch((e: unknown) => e);
    expect(away).toBeInstanceOf(DatabaseUnavailableError);
    expect((away as DatabaseUnavailableError).upstream).toBe(next);
    next = new TypeError("a bug of ours");
    await expect(db.images.get("x")).rejects.toBe(next);
  });

  it("a call past the deadline answers DatabaseUnavailableError and the pool is replaced once", async () => {
    vi.useFakeTimers();
    try {
      const closed: string[] = [];
      let opened = 0;
      let stalled = true;
      const db = guardDatabase(
        () => {
          opened++;
          const name = `pool${opened}`;
          return fakeDatabase(
            () => (stalled ? new Promise<never>(() => {}) : Promise.resolve(name)),
            closed,
            name,
          );
        },
        { deadlineMs: 1000 },
      );
      const calls = [db.flexMessages.listJson("u", 0), db.ping(), db.loginLogs.record({} as never)].map((p) =>
        p.catch((e: unknown) => e),
      );
      await vi.advanceTimersByTimeAsync(999);
      expect(opened).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      for (const error of await Promise.all(calls)) {
        expect(error).toBeInstanceOf(DatabaseUnavailableError);
        expect(String((error as DatabaseUnavailableError).upstream)).toContain("within 1000 ms");
      }
      // Three calls timed out on the same pool: it is replaced once, and the stalled one closed.
      expect(opened).toBe(2);
      expect(closed).toEqual(["pool1"]);
      stalled = false;
      await expect(db.flexMessages.listJson("u", 0)).resolves.toBe("pool2");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("handleError: upstream faults are never a 500", () => {
  function appThrowing(error: unknown) {
    const app = new Hono();
    app.get("/x", () => {
      throw error;
    });
    app.onError(handleError);
    return app;
  }
  const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

  it.each([
    ["a guarded database failure", new DatabaseUnavailableError(pgError("08006"))],
    ["a PostgreSQL error that escaped the guard", viaDrizzle(pgError("57P03", "FATAL"))],
    ["an SQLite error that escaped the guard", viaDrizzle(coded("SQLITE_IOERR_WRITE"))],
  ])("%s: 503, Retry-After, the database named, logged with its cause", async (_, error) => {
    const errors = quiet();
    const res = await appThrowing(error).request("/x");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
    expect(await res.json()).toMatchObject({ error: DATABASE_UNREACHABLE });
    expect(errors).toHaveBeenCalledTimes(1);
    // The cause at the bottom is logged, never drizzle's wrapper (its message carries the query parameters).
    const line = String(errors.mock.calls[0]?.[0]);
    expect(line).toMatch(
      /→ 503: DatabaseUnavailableError database\.unreachable: .* \((PostgresError (57P03|08006)|Error SQLITE_IOERR_WRITE): /,
    );
    expect(line).not.toContain("Failed query");
    errors.mockRestore();
  });

  it("a bare socket error from an unknown source stays a 500 (it may be any client's)", async () => {
    const errors = quiet();
    const res = await appThrowing(coded("ECONNREFUSED")).request("/x");
    expect(res.status).toBe(500);
    errors.mockRestore();
  });

  const lineFailure = (status: number, body: object, headers: Record<string, string> = {}) =>
    new HTTPFetchError(`${status}`, {
      status,
      statusText: "x",
      headers: new Headers(headers),
      body: JSON.stringify(body),
    });

  it("LINE's 5xx is 502 naming LINE; its 503 with Retry-After is 503 with it", async () => {
    const errors = quiet();
    const bad = await appThrowing(lineFailure(500, { message: "Internal Server Error" })).request("/x");
    expect(bad.status).toBe(502);
    expect(await bad.json()).toMatchObject({ error: "LINE failed (HTTP 500): Internal Server Error" });
    const busy = await appThrowing(lineFailure(503, {}, { "Retry-After": "7" })).request("/x");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("7");
    expect(await busy.json()).toMatchObject({ error: "LINE failed (HTTP 503), try again" });
    errors.mockRestore();
  });

  it("LINE's 429 keeps LINE's message and passes its Retry-After on", async () => {
    const res = await appThrowing(
      lineFailure(429, { message: "Too many requests" }, { "Retry-After": "30" }),
    ).request("/x");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toMatchObject({ error: "Too many requests" });
  });

  it("LINE too slow is 504 naming LINE", async () => {
    const errors = quiet();
    const res = await appThrowing(new LineTimeoutError()).request("/x");
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ error: LINE_TIMEOUT });
    errors.mockRestore();
  });

  it("Retry-After in seconds or as an HTTP date", () => {
    expect(retryAfterSeconds("120")).toBe(120);
    expect(retryAfterSeconds(new Date(61_000).toUTCString(), 1_000)).toBe(60);
    expect(retryAfterSeconds("soon")).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
