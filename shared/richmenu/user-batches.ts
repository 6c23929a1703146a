/**
 * Linking or unlinking a rich menu for a list of user IDs: LINE's bulk endpoints take at most
 * 500 IDs per call, so a longer list goes out as consecutive batches, with progress after each.
 * The list itself is parsed like an audience's (shared/audience/ids.ts: one per line, commas or
 * spaces too, invalid IDs reported with their line, duplicates dropped).
 */

import { parseAudienceIds } from "../audience/ids.ts";
import { type Descriptor, desc } from "../text/descriptor.ts";

/** LINE's bulk link/unlink limit per call. */
export const BULK_USER_LIMIT = 500;
/** Longer lists are refused before any call: 20 calls, within the app's write limit per minute. */
export const MAX_LINKED_USER_IDS = 10_000;

export function parseUserIdList(text: string) {
  return parseAudienceIds(text, { ifa: false });
}

/** Consecutive batches of at most `size` IDs, in input order. */
export function userIdBatches(ids: readonly string[], size = BULK_USER_LIMIT): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
  return batches;
}

export type BulkMode = "link" | "unlink";

export const USER_LIST_MESSAGES = {
  noIds: "Enter at least one valid user ID",
  invalidLeftOut: "Invalid IDs are left out: nothing is sent for them.",
} as const;

export function tooManyUserIdsMessage(count: number): Descriptor {
  return desc("Too many user IDs: {count}. At most {max} at once.", {
    count: count.toLocaleString("en-US"),
    max: MAX_LINKED_USER_IDS.toLocaleString("en-US"),
  });
}

/** "Batch 2 of 3: 1,000 of 1,234 users linked" while running. */
export function batchProgressText(
  mode: BulkMode,
  done: number,
  total: number,
  batch: number,
  batches: number,
) {
  const verb = mode === "link" ? "linked" : "unlinked";
  return `Batch ${batch} of ${batches}: ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} users ${verb}`;
}

/** The end of a run: everything, or how far it got and LINE's message for the batch that failed. */
export function batchOutcomeText(
  mode: BulkMode,
  outcome: { done: number; total: number; failedBatch?: number; error?: string },
): string {
  const verb = mode === "link" ? "Linked" : "Unlinked";
  const users = (n: number) => `${n.toLocaleString("en-US")} user${n === 1 ? "" : "s"}`;
  if (outcome.error === undefined) return `${verb} ${users(outcome.done)}.`;
  return `${verb} ${users(outcome.done)} of ${outcome.total.toLocaleString("en-US")}; batch ${outcome.failedBatch} failed: ${outcome.error}`;
}
