import { ByteLru } from "../cache/byte-lru.ts";

/*
 * Each user's Flex list as last built, on both dialects: the list is read far more often than written
 * (every open of Flex Storage), and building it was the largest cost of GET /api/flex-messages. An entry
 * answers only while the user's data is at the version it was built at (SQLite: the file's
 * data_version and this connection's total_changes; PostgreSQL: the user's row in flex_list_versions,
 * bumped in every writing transaction) and `now` lies between when it was built and its first expiry.
 * A hit returns the same string object, which keeps its hash, so the route's answer cache and the
 * compressed-body cache find it without reading it again.
 */

interface CachedList {
  json: string;
  version: string;
  /** The `now` it was made for, and the first expiry among its messages (epoch ms). */
  madeAt: number;
  validUntil: number;
}

/** Every user's list is at most 20 messages of ≤ 60 KB; a string may take two bytes per character. */
const LIST_CACHE_BYTES = 16 * 1024 * 1024;
const LIST_CACHE_ENTRY_BYTES = 3 * 1024 * 1024;

export interface FlexListCache {
  /** The list built at `version`, if it is still the list at `now`. */
  get(userId: string, version: string, now: number): string | undefined;
  /**
   * Keeps a list built at `now`. `version` must have been read no later than the list (before it, or in
   * the same snapshot): then a write between the two only makes the entry miss, never answer stale.
   */
  set(userId: string, version: string, now: number, json: string, firstExpiry: number | null): void;
}

export function flexListCache(): FlexListCache {
  const lists = new ByteLru<string, CachedList>(LIST_CACHE_BYTES, LIST_CACHE_ENTRY_BYTES);
  return {
    get(userId, version, now) {
      const hit = lists.get(userId);
      if (hit && hit.version === version && hit.madeAt <= now && now < hit.validUntil) return hit.json;
      return undefined;
    },
    set(userId, version, now, json, firstExpiry) {
      lists.set(
        userId,
        { json, version, madeAt: now, validUntil: firstExpiry ?? Number.POSITIVE_INFINITY },
        json.length * 2 + userId.length * 2 + 64,
      );
    },
  };
}
