/**
 * Linking or unlinking a rich menu for a list of user IDs: LINE's bulk endpoints take at most
 * 500 IDs per call, so a longer list goes out as consecutive batches, with progress after each.
 * The list itself is parsed like an audience's (shared/audience/ids.ts: one per line, commas or
 * spaces too, invalid IDs reported with their line, duplicates dropped).
 */

import { parseAudienceIds } from "../audience/ids.ts";
import { asDescriptor, type Descriptor, desc, type MessageLike } from "../text/descriptor.ts";

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
): Descriptor {
  return desc(
    "Batch {batch} of {batches}: {done} of {total} users {mode, select, link {linked} other {unlinked}}",
    { mode, batch, batches, done: count(done), total: count(total) },
  );
}

export interface BatchOutcome {
  done: number;
  total: number;
  failedBatch?: number;
  /** Why the failed batch failed: our message, or LINE's words inside one. */
  error?: MessageLike;
}

/** The end of a run: everything, or how far it got and LINE's message for the batch that failed. */
export function batchOutcomeText(mode: BulkMode, outcome: BatchOutcome): Descriptor {
  if (outcome.error === undefined)
    return desc(
      "{mode, select, link {Linked} other {Unlinked}} {done, plural, one {# user} other {# users}}.",
      {
        mode,
        done: outcome.done,
      },
    );
  return desc(
    "{mode, select, link {Linked} other {Unlinked}} {done, plural, one {# user} other {# users}} of {total}; batch {batch} failed: {error}",
    {
      mode,
      done: outcome.done,
      total: count(outcome.total),
      batch: outcome.failedBatch ?? 0,
      error: asDescriptor(outcome.error),
    },
  );
}

const count = (n: number) => n.toLocaleString("en-US");
