import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { asDatabaseFault } from "../db/unavailable.ts";
import { DecodeQueueFullError } from "../images/decode-queue.ts";
import { domainError } from "./domain-errors.ts";
import { ApiError, errorJson, RetryLaterError } from "./errors.ts";

/** The longest error text a log line keeps: enough to diagnose, too short to carry a body. */
const MAX_LOGGED_MESSAGE = 200;

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").slice(0, MAX_LOGGED_MESSAGE);
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  const code = (error as { code?: unknown }).code;
  return oneLine(`${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${error.message}`);
}

/**
 * What went wrong at the bottom: drizzle's wrapper carries the query and its parameters (user data) in its
 * message, the driver's or the socket's error underneath says why; only that one is logged.
 */
function rootCause(error: unknown): unknown {
  let cause = error;
  for (let depth = 0; depth < 8 && cause instanceof Error && cause.cause !== undefined; depth++)
    cause = cause.cause;
  return cause;
}

/** A webhook relay's id is a capability: no log line may carry it (the relay itself, or its API paths). */
function redactPath(path: string): string {
  return path.replace(/^(\/hooks\/|\/api\/webhooks\/relays\/)[^/]+/, "$1<id>");
}

/**
 * One line per failure: method, path (never the query string, which may carry a URL the user typed),
 * status and the error's name and message. No stack, no headers, no body, so no secret can leak.
 */
function logFailure(c: Context, status: number, error: unknown, upstream?: unknown): void {
  const path = redactPath(new URL(c.req.url).pathname);
  const cause = upstream !== undefined ? ` (${describeError(rootCause(upstream))})` : "";
  console.error(
    `request failed: ${c.req.method} ${oneLine(path)} → ${status}: ${describeError(error)}${cause}`,
  );
}

/**
 * The answer of an error the app knows: its own ApiError, or a domain error (server/upstream-errors.ts,
 * LINE's, a full image queue, the database away) mapped here at the edge. An upstream fault is never a
 * 500: the database away is 503 + Retry-After (server/db/guard.ts makes it so at the source; an error of
 * the driver that reaches here another way is recognised by its code), a LINE answer that no route mapped
 * is mapped here.
 */
function knownAnswer(error: Error): { answer: ApiError; named: unknown } | null {
  if (error instanceof ApiError) return { answer: error, named: error };
  if (error instanceof DecodeQueueFullError)
    return { answer: new RetryLaterError({ code: "image.busy" }, error.retryAfterSeconds), named: error };
  const answer = domainError(error);
  if (answer) return { answer, named: error };
  // Socket codes alone do not say which backend failed: only the database's own codes count here. The log
  // names the database fault, never drizzle's wrapper (its message carries the query's parameters).
  const databaseFault = asDatabaseFault(error, { sockets: false });
  const databaseAnswer = domainError(databaseFault);
  return databaseAnswer ? { answer: databaseAnswer, named: databaseFault } : null;
}

/**
 * The app's onError: known errors keep their status and message; 5xx are logged once, named by what was
 * thrown; an error caused by the client going away is not a failure of ours and is not logged. Anything
 * else is a bug of ours: 500.
 */
export function handleError(error: Error, c: Context) {
  if (c.req.raw.signal.aborted) return c.body(null, 400);
  const known = knownAnswer(error);
  if (known) {
    const { answer, named } = known;
    if (answer instanceof RetryLaterError) c.header("Retry-After", String(answer.retryAfterSeconds));
    if (answer.status >= 500) logFailure(c, answer.status, named, answer.upstream);
    return errorJson(c, answer.status, answer.coded, answer.details);
  }
  // Hono's validator refuses a body JSON.parse cannot read with its own wording: the app's coded one instead.
  if (error instanceof HTTPException && error.status === 400 && /^Malformed JSON/.test(error.message))
    return errorJson(c, 400, { code: "request.malformed-json" });
  if (error instanceof HTTPException && error.status < 500) return errorJson(c, error.status, error.message);
  if (error instanceof SyntaxError) return errorJson(c, 400, { code: "request.malformed-json" });
  logFailure(c, 500, error);
  return errorJson(c, 500, { code: "server.internal" });
}

/** Any /api path no route answers: a coded 404 naming it. */
export const noApiRoute = (c: Context) =>
  errorJson(c, 404, {
    code: "request.no-route",
    params: { method: c.req.method, path: new URL(c.req.url).pathname },
  });

/** The app's notFound outside /api and the SPA. */
export const notFound = (c: Context) => errorJson(c, 404, { code: "request.not-found" });

/** The answer of a body over `maxSize` bytes: 413 saying the limit. */
export const tooLarge = (maxSize: number) => (c: Context) =>
  errorJson(c, 413, { code: "request.too-large", params: { kb: maxSize / 1024 } });
