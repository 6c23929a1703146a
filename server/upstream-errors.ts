import { API_ERRORS } from "../shared/api/errors.ts";

/**
 * A backend the app depends on (the database, LINE Login, the object store) did not answer: nothing the
 * user did, and nothing they can do but try again. Domain code throws it; server/http/domain-errors.ts
 * answers it (503 + Retry-After).
 */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly code: "auth.login-unreachable" | "storage.unreachable" | "database.unreachable",
    /** What went wrong underneath: logged as one line, never sent to the client. */
    readonly upstream?: unknown,
  ) {
    super(API_ERRORS[code]);
    this.name = "UpstreamUnavailableError";
  }
}

/**
 * A backend answered wrongly or not at all where waiting is not known to help (the LINE platform emulator
 * of sandbox mode down or failing): server/http/domain-errors.ts answers it 502, never a 500.
 */
export class UpstreamFailedError extends Error {
  constructor(
    readonly code: "sandbox.platform-unreachable",
    /** What went wrong underneath: logged as one line, never sent to the client. */
    readonly upstream?: unknown,
  ) {
    super(API_ERRORS[code]);
    this.name = "UpstreamFailedError";
  }
}
