import type { RedisLink } from "./redis-link.ts";

/** String values with a time to live; keys are already hashes (never a token or a secret). */
export interface TtlCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

/** This process's memory, bounded: past `maxEntries` expired entries go first, then the oldest. */
export function memoryTtlCache(now: () => number, maxEntries = 5_000): TtlCache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  function makeRoom() {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt > now()) return entry.value;
      entries.delete(key);
      return null;
    },
    async set(key, value, ttlMs) {
      if (ttlMs <= 0) return;
      if (!entries.has(key) && entries.size >= maxEntries) makeRoom();
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
  };
}

/** Redis under `<prefix><namespace>:`; while Redis is unreachable, `fallback` answers instead. */
function redisTtlCache(link: RedisLink, namespace: string, fallback: TtlCache): TtlCache {
  const full = (key: string) => `${link.prefix}${namespace}:${key}`;
  return {
    async get(key) {
      if (!link.ready()) return fallback.get(key);
      try {
        return await link.client.get(full(key));
      } catch (error) {
        link.reportFailure(error);
        return fallback.get(key);
      }
    },
    async set(key, value, ttlMs) {
      const ms = Math.floor(ttlMs);
      if (ms <= 0) return;
      if (!link.ready()) return fallback.set(key, value, ms);
      try {
        await link.client.set(full(key), value, "PX", ms);
      } catch (error) {
        link.reportFailure(error);
        await fallback.set(key, value, ms);
      }
    },
  };
}

/** The cache for `namespace`: Redis when a link is configured (memory as its fallback), else memory. */
export function ttlCache(link: RedisLink | undefined, namespace: string, now: () => number): TtlCache {
  const memory = memoryTtlCache(now);
  return link ? redisTtlCache(link, namespace, memory) : memory;
}
