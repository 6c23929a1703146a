import { connectRedis, type RedisLink } from "./redis-link.ts";

export { ttlCache } from "./ttl-cache.ts";

/** The shared state of rate limits and caches: Redis when REDIS_URL is set, else this process's memory. */
export interface CacheBackend {
  kind: "memory" | "redis";
  redis?: RedisLink;
  /** Resolves when the backend answers (memory always does). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Key prefix of everything the app writes to Redis; tests pass their own to stay apart. */
const REDIS_KEY_PREFIX = "ldt:";

export async function openCacheBackend(
  redisUrl: string | undefined,
  prefix = REDIS_KEY_PREFIX,
): Promise<CacheBackend> {
  if (!redisUrl) return { kind: "memory", ping: async () => {}, close: async () => {} };
  const redis = await connectRedis(redisUrl, prefix);
  return { kind: "redis", redis, ping: () => redis.ping(), close: () => redis.close() };
}
