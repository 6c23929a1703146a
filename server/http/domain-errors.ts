import { HTTPFetchError } from "@line/bot-sdk";
import { API_ERRORS, type ApiMessage } from "../../shared/api/errors.ts";
import type { MessageLike } from "../../shared/text/descriptor.ts";
import { LINE_TIMEOUT, LineCallError, LineTimeoutError } from "../line/line-errors.ts";
import { UpstreamFailedError, UpstreamUnavailableError } from "../upstream-errors.ts";
import { ApiError, RetryLaterError, UPSTREAM_RETRY_AFTER_SECONDS } from "./errors.ts";

/**
 * Domain code throws its own errors (server/upstream-errors.ts and its subclasses such as the database's
 * DatabaseUnavailableError, server/line/line-errors.ts, the SDK's HTTPFetchError); this is the one place
 * they become the app's error answer.
 */
export function domainError(error: unknown): ApiError | null {
  if (error instanceof UpstreamUnavailableError)
    return new RetryLaterError({ code: error.code }, UPSTREAM_RETRY_AFTER_SECONDS, {
      upstream: error.upstream,
    });
  if (error instanceof UpstreamFailedError)
    return new ApiError(502, { code: error.code }, undefined, error.upstream);
  // Never a 500 on any path: a late LINE is 504.
  if (error instanceof LineTimeoutError) return new ApiError(504, LINE_TIMEOUT);
  if (error instanceof LineCallError || error instanceof HTTPFetchError) return lineError(error);
  return null;
}

export const LINE_UNREACHABLE = API_ERRORS["line.unreachable"];

/** Retry-After as LINE sent it (seconds or an HTTP date), in whole seconds; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Turns an SDK failure into the app's error shape with LINE's own message and details.
 * LINE answers `{ message, details }` (Messaging API) or `{ error, error_description }` (OAuth).
 * LINE's 5xx is 502 (503 + its Retry-After when LINE sent one) with a message naming LINE; LINE's 429
 * stays 429 with LINE's message and its Retry-After; no answer at all is 502, a late one 504.
 */
export function lineError(error: unknown, fallback = "LINE API request failed"): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof LineCallError) return lineError(error.cause, error.fallback);
  if (error instanceof HTTPFetchError) {
    let body: { message?: string; details?: unknown; error?: string; error_description?: string } = {};
    try {
      body = JSON.parse(error.body);
    } catch {
      // Not JSON: keep the fallback message.
    }
    const said = body.message ?? body.error_description ?? body.error;
    const retryAfter = retryAfterSeconds(error.headers?.get?.("retry-after") ?? null);
    if (error.status >= 500) {
      const message: ApiMessage = said
        ? { code: "line.failed", params: { status: error.status, line: said } }
        : { code: "line.failed-retry", params: { status: error.status } };
      if (error.status === 503 && retryAfter !== null)
        return new RetryLaterError(message, retryAfter, { upstream: error });
      return new ApiError(502, message, undefined, error);
    }
    const message: MessageLike | ApiMessage = said
      ? { code: "line.rejected", params: { line: said } }
      : fallback;
    if (error.status === 429 && retryAfter !== null)
      return new RetryLaterError(message, retryAfter, { status: 429 });
    // LINE's 401/403 are about the channel, not our user's session: keep 401 for "not logged in".
    const status = error.status === 404 || error.status === 429 ? error.status : 400;
    return new ApiError(status, message, body.details ?? (body.error ? { error: body.error } : undefined));
  }
  // Another domain error met on the way (the object store away, LINE too slow) keeps its own answer.
  // No answer from LINE at all (refused, reset): nothing the user can fix but wait.
  return domainError(error) ?? new ApiError(502, { code: "line.unreachable" }, undefined, error);
}
