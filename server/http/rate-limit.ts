import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { errorJson } from "./errors.ts";

export interface RateLimitOptions {
  /** Requests allowed per window per client. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** Identifies the client by its socket address (a proxy in front should set X-Forwarded-For). */
export function clientKey(c: Parameters<MiddlewareHandler>[0]): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** Fixed-window limiter kept in memory: one process serves the app. */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler {
  const now = opts.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const t = now();
    const key = clientKey(c);
    let w = windows.get(key);
    if (!w || t - w.start >= opts.windowMs) {
      if (windows.size > 10_000) windows.clear();
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > opts.limit) {
      c.header("Retry-After", String(Math.ceil((w.start + opts.windowMs - t) / 1000)));
      return errorJson(c, 429, "Too many requests. Please wait a moment and try again.");
    }
    await next();
  };
}
