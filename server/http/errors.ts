import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape every API response uses. */
export interface ApiErrorBody {
  error: string;
  details?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
    /** What went wrong underneath (5xx only): logged as one line, never sent to the client. */
    readonly upstream?: unknown,
  ) {
    super(message);
  }
}

export function errorJson(c: Context, status: ContentfulStatusCode, error: string, details?: unknown) {
  const body: ApiErrorBody = details === undefined ? { error } : { error, details };
  return c.json(body, status);
}

/** Retry-After of a 503 for an upstream that is away (database, object store, LINE Login). */
export const UPSTREAM_RETRY_AFTER_SECONDS = 5;

/**
 * An answer the client should retry after `retryAfterSeconds` (sent as Retry-After): 503 for a fault of
 * ours or upstream, 429 when LINE itself asks us to slow down.
 */
export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    opts: { status?: 429 | 503; upstream?: unknown } = {},
  ) {
    super(opts.status ?? 503, message, undefined, opts.upstream);
  }
}
