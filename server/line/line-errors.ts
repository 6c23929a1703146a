/**
 * The LINE client's failures as the domain sees them; server/http/domain-errors.ts turns them into answers
 * (README "API": LINE's refusal 400/404/429, LINE failing 502/503, no answer 502, a late one 504).
 */

/**
 * How long one call to LINE may take before the user gets 504 (README "API"): LINE answers in well under a
 * second; a call still unanswered after this is not going to help the person waiting for it.
 */
export const LINE_TIMEOUT_MS = 10_000;
export const LINE_TIMEOUT = `LINE did not answer within ${LINE_TIMEOUT_MS / 1000} s, try again`;

/** LINE took longer than LINE_TIMEOUT_MS. */
export class LineTimeoutError extends Error {
  constructor() {
    super(LINE_TIMEOUT);
    this.name = "LineTimeoutError";
  }
}

/**
 * A call to LINE failed; `cause` is the SDK's or the network's error, `fallback` what to say when LINE
 * gave no reason of its own.
 */
export class LineCallError extends Error {
  constructor(
    cause: unknown,
    readonly fallback: string,
  ) {
    super(fallback, { cause });
    this.name = "LineCallError";
  }
}
