import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { API_ERRORS } from "../../shared/api/errors.ts";
import { asDatabaseFault } from "../db/unavailable.ts";
import { DecodeQueueFullError } from "../images/decode-queue.ts";
import { domainError } from "./domain-errors.ts";
import { ApiError, errorJson, RetryLaterError } from "./errors.ts";

/** A full image queue outside the upload routes (which answer in their screen's language). */
export const IMAGE_QUEUE_FULL = API_ERRORS["image.busy"];

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
export function redactPath(path: string): string {
  return path.replace(/^(\/hooks\/|\/api\/webhooks\/relays\/)[^/]+/, "$1<id>");
}

/**
 * One line per failure: method, path (never the query string, which may carry a URL the user typed),
 * status and the error's name and message. No stack, no headers, no body, so no secret can leak.
 */
export function logFailure(c: Context, status: number, error: unknown): void {
  const path = redactPath(new URL(c.req.url).pathname);
  const cause =
    error instanceof ApiError && error.upstream !== undefined
      ? ` (${describeError(rootCause(error.upstream))})`
      : "";
  console.error(
    `request failed: ${c.req.method} ${oneLine(path)} → ${status}: ${describeError(error)}${cause}`,
  );
}

/**
 * The app's onError: known errors keep their status and message; 5xx are logged once; an error caused
 * by the client going away is not a failure of ours and is not logged. An upstream fault is never a 500:
 * the database away is 503 + Retry-After (server/db/guard.ts makes it so at the source; an error of the
 * driver that reaches here another way is recognised by its code), a LINE answer that no route mapped is
 * mapped here. Anything else is a bug of ours: 500.
 */
export function handleError(error: Error, c: Context) {
  if (c.req.raw.signal.aborted) return c.body(null, 400);
  if (error instanceof DecodeQueueFullError) {
    return handleError(new RetryLaterError({ code: "image.busy" }, error.retryAfterSeconds), c);
  }
  const answer = domainError(error);
  if (answer) return handleError(answer, c);
  // Socket codes alone do not say which backend failed: only the database's own codes count here.
  const databaseFault = asDatabaseFault(error, { sockets: false });
  if (databaseFault !== error) return handleError(databaseFault as Error, c);
  if (error instanceof ApiError) {
    if (error instanceof RetryLaterError) c.header("Retry-After", String(error.retryAfterSeconds));
    if (error.status >= 500) logFailure(c, error.status, error);
    return errorJson(c, error.status, error.coded, error.details);
  }
  // Hono's validator refuses a body JSON.parse cannot read with its own wording: the app's coded one instead.
  if (error instanceof HTTPException && error.status === 400 && /^Malformed JSON/.test(error.message))
    return errorJson(c, 400, { code: "request.malformed-json" });
  if (error instanceof HTTPException && error.status < 500) return errorJson(c, error.status, error.message);
  if (error instanceof SyntaxError) return errorJson(c, 400, { code: "request.malformed-json" });
  logFailure(c, 500, error);
  return errorJson(c, 500, { code: "server.internal" });
}
