import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { RedisLink } from "../../cache/redis-link.ts";

/*
 * "A relay stored event N": the wake-up call of every stream watching that relay, on every instance. Only
 * the relay id and the cursor travel (never a body: Redis is not where webhook bodies go); the stream reads
 * the events from the database after its own cursor, so a lost or late notice delays an event, never loses
 * it. Redis pub/sub when REDIS_URL is set (in-process delivery as well, so this instance never waits on
 * Redis), this process alone otherwise. The channel names a relay by a hash of its id: the id is a
 * capability, and `PSUBSCRIBE *` (or PUBSUB CHANNELS) on any database of that Redis lists every channel.
 */

/** What names a relay outside the database: the rate limiter's key and the pub/sub channel. */
export function relayKey(relayId: string): string {
  return createHash("sha256").update(relayId).digest("base64url").slice(0, 22);
}

/** "new": event `seq` was stored; "update": event `seq` changed (the bot's answer, a used reply token). */
type Change = "new" | "update";
export type Wake = (seq: number, change: Change) => void;

export interface WebhookLive {
  publish(relayId: string, seq: number, change: Change): void;
  subscribe(relayId: string, wake: Wake): () => void;
  /** Registers an open stream of `owner` so SIGTERM can end it; returns the unregister function. */
  track(owner: string, close: () => void): () => void;
  /** How many streams `owner` has open on this instance. */
  openStreams(owner: string): number;
  /** Ends every open stream (SIGTERM: a stream never ends by itself, so the drain would wait for it). */
  closeStreams(): void;
  close(): Promise<void>;
}

export function createWebhookLive(redis?: RedisLink): WebhookLive {
  const listeners = new Map<string, Set<Wake>>();
  const streams = new Set<() => void>();
  const perOwner = new Map<string, number>();
  const channelPrefix = `${redis?.prefix ?? ""}webhook:`;
  let subscriber: Redis | undefined;

  // Keyed by relayKey(id): a message from Redis names the relay only by it.
  const deliver = (key: string, seq: number, change: Change) => {
    for (const wake of listeners.get(key) ?? []) wake(seq, change);
  };

  if (redis) {
    subscriber = redis.client.duplicate({ enableOfflineQueue: true });
    subscriber.on("error", (error) => redis.reportFailure(error));
    subscriber.on("pmessage", (_pattern, channel: string, message: string) => {
      if (!channel.startsWith(channelPrefix)) return;
      const [seqText, change] = message.split(" ");
      const seq = Number(seqText);
      if (Number.isSafeInteger(seq) && (change === "new" || change === "update"))
        deliver(channel.slice(channelPrefix.length), seq, change);
    });
    void subscriber.psubscribe(`${channelPrefix}*`).catch((error: unknown) => redis.reportFailure(error));
  }

  return {
    publish(relayId, seq, change) {
      const key = relayKey(relayId);
      deliver(key, seq, change);
      if (!redis) return;
      // Fire and forget: with Redis down the other instances' streams still find it by polling.
      redis.client
        .publish(`${channelPrefix}${key}`, `${seq} ${change}`)
        .catch((error: unknown) => redis.reportFailure(error));
    },
    subscribe(relayId, wake) {
      const key = relayKey(relayId);
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(wake);
      return () => {
        set.delete(wake);
        if (set.size === 0) listeners.delete(key);
      };
    },
    track(owner, close) {
      streams.add(close);
      perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
      let tracked = true;
      return () => {
        if (!tracked) return;
        tracked = false;
        streams.delete(close);
        const left = (perOwner.get(owner) ?? 1) - 1;
        if (left > 0) perOwner.set(owner, left);
        else perOwner.delete(owner);
      };
    },
    openStreams: (owner) => perOwner.get(owner) ?? 0,
    closeStreams() {
      for (const close of [...streams]) close();
    },
    async close() {
      this.closeStreams();
      subscriber?.disconnect();
    },
  };
}
