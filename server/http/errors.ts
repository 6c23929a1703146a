import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  type ApiErrorBody,
  type ApiMessage,
  apiErrorFields,
  apiMessageText,
} from "../../shared/api/errors.ts";

/** The one error shape every API response uses (`code`/`params` name a message of shared/api/errors.ts). */
export type { ApiErrorBody } from "../../shared/api/errors.ts";

export class ApiError extends Error {
  /** The message as data, when it is one of API_ERRORS: the web shows it in its own language. */
  readonly coded?: ApiMessage;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string | ApiMessage,
    readonly details?: unknown,
    /** What went wrong underneath (5xx only): logged as one line, never sent to the client. */
    readonly upstream?: unknown,
  ) {
    super(typeof message === "string" ? message : apiMessageText(message));
    if (typeof message !== "string") this.coded = message;
  }
}

/** `{ error, details? }`, or for a coded message `{ error, code, params?, details? }` with `error` its English. */
export function errorJson(
  c: Context,
  status: ContentfulStatusCode,
  error: string | ApiMessage,
  details?: unknown,
) {
  const body: ApiErrorBody = typeof error === "string" ? { error } : apiErrorFields(error);
  if (details !== undefined) body.details = details;
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
    message: string | ApiMessage,
    readonly retryAfterSeconds: number,
    opts: { status?: 429 | 503; upstream?: unknown } = {},
  ) {
    super(opts.status ?? 503, message, undefined, opts.upstream);
  }
}
