import { createHash } from "node:crypto";
import type { TtlCache } from "../../cache/ttl-cache.ts";

// Followers and deliveries are one LINE call per day. A range is fetched a few days at a time, and a past
// day LINE has counted (`ready`) never changes, so it is kept in the shared cache (Redis when configured,
// so every instance reuses it) per channel and day.

/** Calls in flight at once: well inside LINE's per-channel rate limit, and kind to a year's 365 days. */
const SERIES_CONCURRENCY = 8;
/** A counted past day does not change; keep it as long as anyone might ask (LINE keeps 3 years). */
const FIXED_DAY_TTL_MS = 400 * 24 * 60 * 60 * 1000;

/** The key names the channel and day, hashed: the cache holds no channel id in clear. */
function dayKey(kind: string, channelId: string, date: string): string {
  return createHash("sha256").update(`ldt-insight\0${kind}\0${channelId}\0${date}`).digest("base64url");
}

/** Runs `work` over `items`, at most `limit` at a time, results in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface SeriesOptions<T extends { status?: string }> {
  cache: TtlCache;
  kind: string;
  channelId: string;
  days: readonly string[];
  /** Today in JST: this day and later may still change. */
  today: string;
  fetchDay(date: string): Promise<T>;
}

/** Each day's answer with its date; cached days cost no LINE call. */
export async function fetchSeries<T extends { status?: string }>(
  opts: SeriesOptions<T>,
): Promise<(T & { date: string })[]> {
  return mapLimited(opts.days, SERIES_CONCURRENCY, async (date) => {
    const key = dayKey(opts.kind, opts.channelId, date);
    const cached = await opts.cache.get(key);
    if (cached) return { ...(JSON.parse(cached) as T), date };
    const answer = await opts.fetchDay(date);
    if (answer.status === "ready" && date < opts.today)
      await opts.cache.set(key, JSON.stringify(answer), FIXED_DAY_TTL_MS);
    return { ...answer, date };
  });
}
