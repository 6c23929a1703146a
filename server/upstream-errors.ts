import { API_ERRORS } from "../shared/api/errors.ts";

/**
 * A backend the app depends on (LINE Login, the object store) did not answer: nothing the user did, and
 * nothing they can do but try again. Domain code throws it; server/http/domain-errors.ts answers it
 * (503 + Retry-After).
 */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly code: "auth.login-unreachable" | "storage.unreachable",
    /** What went wrong underneath: logged as one line, never sent to the client. */
    readonly upstream?: unknown,
  ) {
    super(API_ERRORS[code]);
  }
}
