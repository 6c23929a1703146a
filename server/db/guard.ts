import type { Database } from "./database.ts";
import { asDatabaseFault, DatabaseDeadlineError, DatabaseUnavailableError } from "./unavailable.ts";

/*
 * Every call the routes make on the database goes through here: a failure that means the database is away
 * becomes a DatabaseUnavailableError (503 + Retry-After) at its source, so a refused socket of the LINE
 * client or the object store is never mistaken for the database. With a deadline, a call that gets no
 * answer in time fails with it too, and the connections it was waiting on are replaced: a stalled network
 * leaves sockets that would otherwise hang until TCP keep-alive gives up, and the next request must not
 * queue behind them.
 */

export interface GuardOptions {
  /** Client-side deadline of one call (ms); none when absent (SQLite answers synchronously). */
  deadlineMs?: number;
}

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/** A copy of `pick()`'s methods that call whatever `pick()` returns at call time, through `run`. */
function guardMethods<T extends object>(pick: () => T, run: <R>(call: () => Promise<R>) => Promise<R>): T {
  const guarded: Record<string, AnyMethod> = {};
  for (const [key, value] of Object.entries(pick())) {
    if (typeof value !== "function") continue;
    guarded[key] = (...args) =>
      run(() => (pick() as Record<string, AnyMethod>)[key]?.(...args) as Promise<unknown>);
  }
  return guarded as T;
}

/**
 * Wraps the database `open()` makes. `open` is called again after a deadline passed (the old pool is
 * closed in the background, which also ends its stalled sockets), so it must not do start-up work such
 * as migrations.
 */
export function guardDatabase(open: () => Database, opts: GuardOptions = {}): Database {
  let current = open();
  // After close (shutdown, or a test closing it) a call is the database being away, not a bug: SQLite's
  // driver says so with a TypeError that carries no code.
  let closed = false;

  function replace(stalled: Database): void {
    // Only the first call to time out on a pool replaces it; the others find it replaced already.
    if (current !== stalled) return;
    current = open();
    stalled.close().catch(() => {});
  }

  async function run<R>(call: () => Promise<R>): Promise<R> {
    const { deadlineMs } = opts;
    if (closed) throw new DatabaseUnavailableError(new Error("the database was closed"));
    try {
      if (deadlineMs === undefined) return await call();
      const on = current;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          replace(on);
          reject(new DatabaseDeadlineError(deadlineMs));
        }, deadlineMs);
      });
      try {
        return await Promise.race([call(), deadline]);
      } finally {
        clearTimeout(timer);
      }
    } catch (error) {
      throw asDatabaseFault(error);
    }
  }

  return {
    get dialect() {
      return current.dialect;
    },
    flexMessages: guardMethods(() => current.flexMessages, run),
    loginLogs: guardMethods(() => current.loginLogs, run),
    images: guardMethods(() => current.images, run),
    webhooks: guardMethods(() => current.webhooks, run),
    ping: () => run(() => current.ping()),
    close: () => {
      closed = true;
      return current.close();
    },
  };
}
