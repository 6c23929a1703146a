import type { Context } from "hono";
import { UPSTREAM_RETRY_AFTER_SECONDS } from "./errors.ts";

/** A backend the app depends on, as GET /api/health reports it. */
export interface Backend {
  role: "database" | "objectStore" | "cache";
  /** What serves it: sqlite, postgres, local, s3, memory, redis. */
  kind: string;
  /** Resolves when the backend answers; rejects (or times out) when it does not. */
  ping(): Promise<void>;
}

export interface HealthReport {
  /** ok: everything answers; degraded: a store or cache is down but requests are served; down: no database. */
  status: "ok" | "degraded" | "down";
  backends: Record<string, { kind: string; ok: boolean; error?: string }>;
}

const PING_TIMEOUT_MS = 2_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Why a ping failed, as an operator needs it: a backend that refused (the database wraps what it said as the
 * `upstream` of a DatabaseUnavailableError, drizzle as `cause`) is named by what it said at the bottom, with
 * its code: `28P01: password authentication failed for user "app"`.
 */
function failureReason(error: unknown): string {
  let cause = (error as { upstream?: unknown } | null)?.upstream ?? error;
  for (let depth = 0; depth < 8 && cause instanceof Error && cause.cause !== undefined; depth++)
    cause = cause.cause;
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  return typeof code === "string" && !cause.message.startsWith(code)
    ? `${code}: ${cause.message}`
    : cause.message;
}

/** Pings every backend at once. Only the database is vital: the cache falls back to memory. */
export async function checkHealth(
  backends: readonly Backend[],
  timeoutMs = PING_TIMEOUT_MS,
): Promise<HealthReport> {
  const results = await Promise.all(
    backends.map(async (backend) => {
      try {
        await withTimeout(backend.ping(), timeoutMs);
        return [backend.role, { kind: backend.kind, ok: true }] as const;
      } catch (error) {
        return [backend.role, { kind: backend.kind, ok: false, error: failureReason(error) }] as const;
      }
    }),
  );
  const report = Object.fromEntries(results);
  const databaseDown = results.some(([role, r]) => role === "database" && !r.ok);
  const anyDown = results.some(([, r]) => !r.ok);
  return { status: databaseDown ? "down" : anyDown ? "degraded" : "ok", backends: report };
}

/**
 * checkHealth for a route: requests arriving while a round of pings is in flight share its report instead
 * of each pinging every backend (the local store's ping is a file-system call on libuv's thread pool, and a
 * load balancer's or a benchmark's checks come many at once). A round starts after the previous one ended,
 * so every report is at most one round old.
 */
export function sharedHealthCheck(backends: readonly Backend[]): () => Promise<HealthReport> {
  let inFlight: Promise<HealthReport> | null = null;
  return () => {
    inFlight ??= checkHealth(backends).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** GET /api/health's answer: the report (with what the app adds), 503 + Retry-After when the database is down. */
export function healthAnswer<T extends object>(c: Context, report: HealthReport, extra: T) {
  if (report.status === "down") c.header("Retry-After", String(UPSTREAM_RETRY_AFTER_SECONDS));
  return c.json({ ...report, ...extra }, report.status === "down" ? 503 : 200);
}
