import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  type ApiErrorBody,
  type ApiMessage,
  apiErrorFields,
  apiMessageText,
  messageAsApi,
} from "../../shared/api/errors.ts";
import { isDescriptor, type MessageLike } from "../../shared/text/descriptor.ts";
/** The one error shape every API response uses (`code`/`params` name a message of shared/api/errors.ts). */

export class ApiError extends Error {
  /** The message as data (one of API_ERRORS; a text or descriptor of ours is `message`): the web translates it. */
  readonly coded: ApiMessage;

  constructor(
    readonly status: ContentfulStatusCode,
    message: MessageLike | ApiMessage,
    readonly details?: unknown,
    /** What went wrong underneath (5xx only): logged as one line, never sent to the client. */
    readonly upstream?: unknown,
  ) {
    const coded = asApiMessage(message);
    super(apiMessageText(coded));
    this.coded = coded;
  }
}

/** Any message as a coded one: a text or descriptor of ours is the `message` code with it in its params. */
function asApiMessage(message: MessageLike | ApiMessage): ApiMessage {
  return typeof message === "string" || isDescriptor(message) ? messageAsApi(message) : message;
}

/** `{ error, code, params?, details? }`: `error` the English sentence, `code`/`params` the message as data. */
export function errorJson<S extends ContentfulStatusCode>(
  c: Context,
  // Generic so the typed client sees the literal status: an error body is never a success's type.
  status: S,
  error: MessageLike | ApiMessage,
  details?: unknown,
) {
  const body: ApiErrorBody = apiErrorFields(asApiMessage(error));
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
    message: MessageLike | ApiMessage,
    readonly retryAfterSeconds: number,
    opts: { status?: 429 | 503; upstream?: unknown } = {},
  ) {
    super(opts.status ?? 503, message, undefined, opts.upstream);
  }
}
