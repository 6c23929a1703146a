import type { Context, MiddlewareHandler } from "hono";
import proxyAddr from "proxy-addr";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RedisLink } from "../cache/redis-link.ts";
import type { TrustProxy } from "../config-infra.ts";
import { errorJson } from "./errors.ts";

export interface RateLimitOptions {
  /** Counter name, unique per limited route: instances sharing Redis share the counter of a name. */
  name: string;
  /** Requests allowed per window per client. */
  limit: number;
  windowMs: number;
}

/**
 * Where counters live: Redis when configured (this process's memory while Redis is unreachable), else
 * memory. `multiplier` raises every limit; only tests set it, so a fuzz run reaches validation.
 */
export interface RateLimits {
  redis?: RedisLink;
  multiplier?: number;
}

/** What a limited route needs from the app's dependencies (AppDeps fits). */
export interface RateLimitDeps {
  config: { trustProxy: TrustProxy | undefined };
  rateLimits?: RateLimits;
}

type Limiter = RateLimiterMemory | RateLimiterRedis;

/**
 * Counts one request of `key`: null while within the limit, else the seconds until the window lets it in
 * (Retry-After). The API's middleware below and the webhook relays (server/routes/webhooks/hooks.ts) share it.
 */
export type TakeRequest = (key: string) => Promise<number | null>;

export function rateLimiter(limits: RateLimits, opts: RateLimitOptions): TakeRequest {
  const limiter = createLimiter(limits, opts);
  return async (key) => {
    try {
      await limiter.consume(key);
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
  };
}

function createLimiter(limits: RateLimits, opts: RateLimitOptions): Limiter {
  const points = Math.max(1, Math.round(opts.limit * (limits.multiplier ?? 1)));
  const duration = Math.max(1, Math.ceil(opts.windowMs / 1000));
  // Counters expire per key: nobody's count is reset by anybody else's traffic.
  const memory = new RateLimiterMemory({ points, duration, keyPrefix: opts.name });
  if (!limits.redis) return memory;
  const link = limits.redis;
  const redis = new RateLimiterRedis({
    storeClient: link.client,
    points,
    duration,
    keyPrefix: `${link.prefix}rl:${opts.name}`,
    insuranceLimiter: memory,
    rejectIfRedisNotReady: true,
  });
  return redis;
}

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address: the socket's, unless TRUST_PROXY says which hops are proxies; then the
 * right-most X-Forwarded-For entry that is not a trusted proxy (proxy-addr, as Express does it).
 */
function clientAddress(c: Context, trustProxy: TrustProxy | undefined): string {
  const socket = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress ?? "unknown";
  if (trustProxy === undefined) return socket;
  const trust =
    typeof trustProxy === "number"
      ? (_address: string, hop: number) => hop < trustProxy
      : proxyAddr.compile(trustProxy);
  const forwarded = c.req.header("x-forwarded-for") ?? "";
  const request = { headers: { "x-forwarded-for": forwarded }, connection: { remoteAddress: socket } };
  return proxyAddr(request as unknown as Parameters<typeof proxyAddr>[0], trust);
}

/** The verified user when an earlier middleware set one, else the client address. */
function clientKey(c: Context, trustProxy: TrustProxy | undefined): string {
  const user = (c.get as (key: string) => { userId?: string } | undefined)("user");
  return user?.userId ? `user:${user.userId}` : `addr:${clientAddress(c, trustProxy)}`;
}

/** Fixed-window limit per client through rate-limiter-flexible; 429 with Retry-After past it. */
export function rateLimit(deps: RateLimitDeps, opts: RateLimitOptions): MiddlewareHandler {
  const take = rateLimiter(deps.rateLimits ?? {}, opts);
  const { trustProxy } = deps.config;
  return async (c, next) => {
    const retryAfter = await take(clientKey(c, trustProxy));
    if (retryAfter !== null) {
      c.header("Retry-After", String(retryAfter));
      return errorJson(c, 429, { code: "request.too-many" });
    }
    await next();
  };
}
