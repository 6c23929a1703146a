import { Redis } from "ioredis";

/**
 * One Redis connection shared by the rate limits and the caches. Commands fail at once while the
 * connection is down (no offline queue), so callers fall back to memory instead of waiting; ioredis
 * keeps reconnecting in the background and the app returns to Redis as soon as it is back.
 */
export interface RedisLink {
  client: Redis;
  /** Prefix of every key this app writes ("ldt:" unless a test isolates itself). */
  prefix: string;
  ready(): boolean;
  /** Called by users of the link on a failed command: logs one line per outage, not per request. */
  reportFailure(error: unknown): void;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How long start-up waits for a first connection; after that the app starts on memory. */
const FIRST_CONNECT_WAIT_MS = 2_000;

export async function connectRedis(url: string, prefix: string): Promise<RedisLink> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let down = false;
  const reportFailure = (error: unknown) => {
    if (down) return;
    down = true;
    // The URL may hold a password: never log it.
    console.error(
      `Redis unavailable, using this process's memory until it returns: ${(error as Error)?.message ?? error}`,
    );
  };
  client.on("error", reportFailure);
  client.on("ready", () => {
    down = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    client,
    prefix,
    ready: () => client.status === "ready",
    reportFailure,
    async ping() {
      await client.ping();
    },
    async close() {
      client.disconnect();
    },
  };
}
