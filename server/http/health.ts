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
        const message = error instanceof Error ? error.message : String(error);
        return [backend.role, { kind: backend.kind, ok: false, error: message }] as const;
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
