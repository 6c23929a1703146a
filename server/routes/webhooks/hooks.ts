import { Hono } from "hono";
import { RELAY_ID_PATTERN, WEBHOOK_LIMITS } from "../../../shared/webhook/api.ts";
import type { AppDeps } from "../../deps.ts";
import { rateLimiter } from "../../http/rate-limit.ts";
import { RefusedUrlError } from "../../net/safe-fetch.ts";
import type { WebhookRouteDeps } from "./deps.ts";
import { forwardToBot } from "./forward.ts";
import { relayKey } from "./live.ts";
import { claimPreparedReply } from "./prepared.ts";

/**
 * The headers a relay keeps: what LINE's webhook requests carry (the signature, the body's type and length,
 * its user agent, a retry key, what it accepts) and the Host it was sent to. Anything else a sender adds —
 * a credential, a cookie, a channel secret, a proxy's forwarding headers — is never stored.
 */
const KEPT_HEADERS = new Set([
  "x-line-signature",
  "x-line-retry-key",
  "content-type",
  "content-length",
  "user-agent",
  "accept",
  "accept-encoding",
  "host",
]);

const CAPS = {
  relaysPerUser: WEBHOOK_LIMITS.relaysPerUser,
  eventsPerRelay: WEBHOOK_LIMITS.eventsPerRelay,
  eventTtlMs: WEBHOOK_LIMITS.eventTtlMs,
  userBytes: WEBHOOK_LIMITS.userBytes,
};

/** LINE reads only the status; a short text answer keeps the relay's reply small for any sender. */
const text = (status: number, message: string, extra: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra },
  });

/** The name and code of an error and of its causes (ECONNREFUSED, 57P01, …), never a message. */
function errorKind(error: unknown): string {
  const kinds: string[] = [];
  let e = error as { name?: string; code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth++) {
    kinds.push([e.name, e.code].filter(Boolean).join(" "));
    e = e.cause as typeof e;
  }
  return kinds.filter(Boolean).join(" ← ") || "unknown error";
}

async function readCapped(request: Request, max: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) return null;
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /hooks/<id>: stores the request as received and answers 200 at once (in mirror mode with "answer
 * with the bot's status", after the bot answers). Any other failure of storage is a 503 LINE will retry,
 * never a 500, and nothing is half stored (one transaction). The id is a capability: an unknown one is a
 * plain 404, the same as a revoked one.
 */
export function hookRoutes(deps: AppDeps & WebhookRouteDeps) {
  const takeRelayRequest = rateLimiter(deps.rateLimits ?? {}, {
    name: "webhook-relay",
    limit: WEBHOOK_LIMITS.relayRequestsPerMinute,
    windowMs: 60_000,
  });
  const live = deps.webhookLive;
  return (
    new Hono()
      .post("/hooks/:id", async (c) => {
        const id = c.req.param("id");
        if (!RELAY_ID_PATTERN.test(id)) return text(404, "Not found");
        // Counted under a hash: the id is a capability and Redis keys are listed by anyone who can SCAN.
        const retryAfter = await takeRelayRequest(relayKey(id));
        if (retryAfter !== null) return text(429, "Too many requests", { "retry-after": String(retryAfter) });
        const body = await readCapped(c.req.raw, WEBHOOK_LIMITS.bodyBytes);
        if (body === null) return text(413, "Webhook body is larger than 1 MB", { connection: "close" });
        const headers: Record<string, string> = {};
        c.req.raw.headers.forEach((value, name) => {
          if (KEPT_HEADERS.has(name)) headers[name] = value;
        });
        const now = deps.clock();
        let relay: Awaited<ReturnType<typeof deps.db.webhooks.findRelay>>;
        let seq: number;
        try {
          relay = await deps.db.webhooks.findRelay(id);
          if (!relay) return text(404, "Not found");
          seq = await deps.db.webhooks.storeEvent(
            { relayId: id, userId: relay.userId, receivedAt: new Date(now), headers, body },
            CAPS,
            now,
          );
        } catch (error) {
          // The path holds the capability and a driver's message may quote the query's parameters (the id, the
          // body): the log names the route and the error's kind only.
          console.error(`request failed: POST /hooks/<id> → 503: ${errorKind(error)}`);
          return text(503, "The database is unavailable, retry later", { "retry-after": "5" });
        }
        live.publish(id, seq, "new");
        // Claimed before LINE's 200 (one short update); the reply itself goes out without holding the answer.
        // Intercept only: in Mirror mode the bot gets the reply token.
        if (relay.mode === "intercept") await claimPreparedReply(deps, id, seq, body);
        const forwardUrl = relay.mode === "mirror" ? relay.forwardUrl : null;
        if (!forwardUrl) return text(200, "OK");
        const forwarding = forwardToBot(
          forwardUrl,
          body,
          { signature: c.req.header("x-line-signature"), contentType: c.req.header("content-type") },
          deps.webhookTransport,
        )
          .catch((error: unknown) => ({
            status: null,
            durationMs: null,
            body: null,
            error: error instanceof RefusedUrlError ? error.message : "The bot could not be reached",
          }))
          .then(async (result) => {
            await deps.db.webhooks
              .recordForward(seq, {
                status: result.status,
                ms: result.durationMs,
                body: result.body,
                error: result.error,
              })
              .then(() => live.publish(id, seq, "update"))
              .catch(() => {});
            return result;
          });
        if (!relay.answerWithBotStatus) return text(200, "OK");
        const result = await forwarding;
        // No answer at all is what LINE itself counts as a failed delivery: 502 keeps its statistics honest.
        return text(result.status ?? 502, result.status === null ? "The bot did not answer" : "Relayed");
      })
      // A relay URL opened in a browser, or probed with another method: not the app's page.
      .all("/hooks/:id", () =>
        text(405, "Method not allowed: a relay URL takes POST only", { allow: "POST" }),
      )
  );
}
