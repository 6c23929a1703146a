import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { WEBHOOK_LIMITS } from "../../../shared/webhook/api.ts";
import type { AppDeps } from "../../deps.ts";
import type { Wake, WebhookLive } from "./live.ts";
import { eventView } from "./views.ts";

/** Without a wake-up (Redis down, another instance's notice lost) the stream still looks this often. */
export const STREAM_POLL_MS = 2_000;
/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 20_000;

/**
 * The live stream of one relay, as server-sent events over a fetch (the page sends its bearer token, which
 * EventSource cannot). Events after `after` (the client's last cursor: a reconnect resumes without a gap)
 * come first, then each new one; `event: event` carries a new request, `event: update` one whose bot answer
 * arrived. Each `id:` is the cursor.
 */
export function relayStream(
  c: Context,
  deps: AppDeps & { webhookLive: WebhookLive },
  relayId: string,
  after: number,
  owner: string,
) {
  c.header("Cache-Control", "no-store");
  // nginx buffers proxied answers unless told not to; a stream must reach the page as it is written.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let cursor = after;
    let pending = Promise.resolve();
    const updates = new Set<number>();
    let done = false;
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const stop = () => {
      if (done) return;
      done = true;
      finish();
    };

    const notBefore = () => new Date(deps.clock() - WEBHOOK_LIMITS.eventTtlMs);
    const flush = () => {
      pending = pending.then(async () => {
        if (done) return;
        try {
          for (;;) {
            const rows = await deps.db.webhooks.listEvents(
              relayId,
              cursor,
              { limit: WEBHOOK_LIMITS.pageSize, maxBytes: WEBHOOK_LIMITS.pageBytes },
              notBefore(),
            );
            for (const row of rows) {
              await stream.writeSSE({
                event: "event",
                id: String(row.seq),
                data: JSON.stringify(eventView(row)),
              });
              cursor = row.seq;
            }
            if (rows.length === 0) break;
          }
          for (const seq of [...updates]) {
            if (seq > cursor) continue;
            updates.delete(seq);
            const row = await deps.db.webhooks.findEvent(relayId, seq);
            if (row)
              await stream.writeSSE({
                event: "update",
                id: String(cursor),
                data: JSON.stringify(eventView(row)),
              });
          }
        } catch {
          // The database is away: say so once per attempt; the next poll tries again.
          await stream.writeSSE({ event: "unavailable", data: "{}" }).catch(stop);
        }
      });
      return pending;
    };
    // An update may arrive before its event was sent (the bot answered while this stream was still
    // reading): it is kept either way and sent after the event, so the page merges the two by seq.
    const wake: Wake = (seq, change) => {
      if (change === "update") updates.add(seq);
      void flush();
    };
    // Subscribed before the first read: an event stored between the two is found by one or the other.
    const unsubscribe = deps.webhookLive.subscribe(relayId, wake);
    const untrack = deps.webhookLive.track(owner, stop);
    const poll = setInterval(() => void flush(), STREAM_POLL_MS);
    const keepalive = setInterval(() => void stream.write(": keepalive\n\n").catch(stop), KEEPALIVE_MS);
    stream.onAbort(stop);
    await stream.writeSSE({ event: "ready", data: JSON.stringify({ cursor }) });
    await flush();
    await finished;
    clearInterval(poll);
    clearInterval(keepalive);
    unsubscribe();
    untrack();
    await pending.catch(() => {});
  });
}
