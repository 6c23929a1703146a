/*
 * Which database failures are the database being away (unreachable, refusing, shutting down, out of
 * resources, busy past its timeout, read-only, out of disk, failing I/O) rather than a bug of ours. Those
 * answer 503 + Retry-After; anything else stays a 500. Classified by the error's identity (SQLSTATE, the
 * driver's or the OS's code, SQLite's result code), never by its message text, which drivers reword.
 */

import { API_ERRORS } from "../../shared/api/errors.ts";
import { UpstreamUnavailableError } from "../upstream-errors.ts";

/** What a client is told while the database is away. */
export const DATABASE_UNREACHABLE = API_ERRORS["database.unreachable"];

/** A query that got no answer within the client-side deadline (server/db/deadline.ts). */
export class DatabaseDeadlineError extends Error {
  readonly code = "DB_DEADLINE";
  constructor(readonly deadlineMs: number) {
    super(`the database did not answer within ${deadlineMs} ms`);
    this.name = "DatabaseDeadlineError";
  }
}

/**
 * PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html) that mean "not now":
 * whole classes 08 (connection exception), 53 (insufficient resources: disk full, out of memory, too many
 * connections) and 58 (system error: I/O), plus single codes of other classes.
 */
const PG_UNAVAILABLE_CLASSES = new Set(["08", "53", "58"]);
const PG_UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering)
  "57P04", // database_dropped
  "57P05", // idle_session_timeout
  "57014", // query_canceled: our statement_timeout fired
  "55P03", // lock_not_available: lock_timeout fired
  "25P03", // idle_in_transaction_session_timeout
  "40001", // serialization_failure
  "40P01", // deadlock_detected
  "XX001", // data_corrupted
  "XX002", // index_corrupted
]);

/** The `postgres` driver's own codes for a connection that broke or never came up. */
const DRIVER_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "DB_DEADLINE",
]);

/** The OS's codes (Node's `error.code`) for a socket that could not connect or broke. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLite primary result codes (https://www.sqlite.org/rescode.html) that mean the file cannot be used right
 * now; better-sqlite3 reports extended codes as `SQLITE_<PRIMARY>_<DETAIL>` (SQLITE_IOERR_WRITE), so the
 * primary code is the prefix.
 */
const SQLITE_UNAVAILABLE = [
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_READONLY",
  "SQLITE_FULL",
  "SQLITE_IOERR",
  "SQLITE_CANTOPEN",
  "SQLITE_PROTOCOL",
  "SQLITE_NOMEM",
  "SQLITE_CORRUPT",
  "SQLITE_NOTADB",
];

const SQLSTATE = /^[0-9A-Z]{5}$/;

function codeOf(error: object): string | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : null;
}

function codeMeansUnavailable(code: string, sockets: boolean): boolean {
  if (DRIVER_CODES.has(code) || (sockets && SOCKET_CODES.has(code))) return true;
  if (code.startsWith("SQLITE_"))
    return SQLITE_UNAVAILABLE.some((primary) => code === primary || code.startsWith(`${primary}_`));
  if (SQLSTATE.test(code))
    return PG_UNAVAILABLE_CLASSES.has(code.slice(0, 2)) || PG_UNAVAILABLE_CODES.has(code);
  return false;
}

/**
 * The driver's own checks of our arguments, thrown while it builds a query: they reach that query before it
 * was sent, as a connect failure does, but are a bug of ours.
 */
const DRIVER_ARGUMENT_CODES = new Set(["UNDEFINED_VALUE", "NOT_TAGGED_CALL", "MAX_PARAMETERS_EXCEEDED"]);

/**
 * A failure while establishing a connection is the database refusing us, whatever its SQLSTATE (a database
 * closed for maintenance, 55000; a rotated password, 28P01; a role at its connection limit, 53300; a database
 * dropped, 3D000): classified by phase, not by code. The `postgres` driver connects lazily, inside the first
 * query, and says which phase failed two ways: the server ends a session it refuses (or terminates) with
 * severity FATAL, never a statement's error; and an error handed to a query it never sent carries that
 * query's text as `undefined` (the text is set when the query is built, after the connection is up). At
 * start-up the same failure stops the server as a configuration error (pg/open.ts migrateOnce).
 */
function failedToConnect(error: object): boolean {
  const { severity, query } = error as { severity?: unknown; query?: unknown };
  if (severity === "FATAL" || severity === "PANIC") return true;
  const code = codeOf(error);
  return "query" in error && query === undefined && !(code && DRIVER_ARGUMENT_CODES.has(code));
}

/** Errors this deep in causes are not followed: a chain is a few links (drizzle → driver → socket). */
const MAX_DEPTH = 8;

/**
 * True when the error, or what caused it (drizzle wraps the driver's error as `cause`; Node's connect to
 * several addresses gives an AggregateError), says the database is away. `sockets: false` leaves out the
 * OS's socket codes, which any client's error may carry: for an error whose source is not known to be the
 * database.
 */
export function isDatabaseUnavailable(error: unknown, opts: { sockets?: boolean } = {}, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== "object" || error === null) return false;
  const code = codeOf(error);
  if (code && codeMeansUnavailable(code, opts.sockets ?? true)) return true;
  if (failedToConnect(error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, opts, depth + 1)))
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, opts, depth + 1);
}

/**
 * The database is away: answered at the edge (server/http/domain-errors.ts) as 503 + Retry-After with
 * DATABASE_UNREACHABLE; the cause goes to the log line only.
 */
export class DatabaseUnavailableError extends UpstreamUnavailableError {
  constructor(cause: unknown) {
    super("database.unreachable", cause);
    this.name = "DatabaseUnavailableError";
  }
}

/** The error to throw on: a DatabaseUnavailableError for the database being away, anything else as it is. */
export function asDatabaseFault(error: unknown, opts: { sockets?: boolean } = {}): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error, opts)) return error;
  return new DatabaseUnavailableError(error);
}
