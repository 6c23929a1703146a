/**
 * GET /api/icon-check?url= — the size (≤ 1 MB) and square checks of a sender or quick-reply
 * icon URL. Browsers usually cannot read another origin's Content-Length, so the server does
 * it, under the SSRF rules of server/net/safe-fetch.ts. Refused URLs (not https, not a public
 * address, too many redirects) are 422 `{ error }`; a reachable-or-not check is 200
 * IconCheckResult with `ok` and, when it fails, the spec's message in `error`.
 */
import { Hono } from "hono";
import { iconCheckQuerySchema } from "../../../shared/text-message/api.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { RefusedUrlError, type SafeFetchTransport } from "../../net/safe-fetch.ts";
import { probeIcon } from "./probe.ts";

/** Each check makes up to two outbound requests; the builder checks once per edit (debounced). */
export const ICON_CHECK_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

/**
 * Tests add a transport (resolver, CA, loopback allowance for their local server) by passing
 * deps with `iconCheckTransport`; buildRuntime never sets it, so production uses the defaults,
 * which refuse loopback.
 */
export interface IconCheckDeps {
  iconCheckTransport?: SafeFetchTransport;
}

export function iconCheckRoutes(deps: AppDeps & IconCheckDeps) {
  return new Hono().get(
    "/",
    rateLimit(deps, { name: "icon-check", ...ICON_CHECK_RATE_LIMIT }),
    validate("query", iconCheckQuerySchema),
    async (c) => {
      const { url } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      try {
        return c.json(await probeIcon(url, deps.iconCheckTransport), 200);
      } catch (error) {
        if (error instanceof RefusedUrlError) throw new ApiError(422, error.message);
        throw error;
      }
    },
  );
}
