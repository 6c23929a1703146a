import { availableParallelism } from "node:os";
import pLimit from "p-limit";

/**
 * At most `concurrency` image decodes (validation, renditions) run at once; each can hold a
 * 4096 × 4096 canvas (64 MB), so this is what bounds the server's memory under a burst of uploads.
 * Up to `waiting` more wait their turn; past that the queue is full and the caller is told to come
 * back (503 + Retry-After) instead of piling up requests that hold their bytes in memory.
 */
export interface DecodeQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export class DecodeQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The image queue is full");
  }
}

/** How long a refused caller should wait: a 4096 × 4096 decode takes well under a second. */
const DECODE_RETRY_AFTER_SECONDS = 2;

export function createDecodeQueue(opts: { concurrency: number; waiting: number }): DecodeQueue {
  const limit = pLimit(opts.concurrency);
  return {
    run(task) {
      if (limit.activeCount + limit.pendingCount >= opts.concurrency + opts.waiting) {
        return Promise.reject(new DecodeQueueFullError(DECODE_RETRY_AFTER_SECONDS));
      }
      return limit(task);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}

const CORES = availableParallelism();

/** The process's one queue: N ≈ cores decodes at once, two per core waiting. */
export const imageDecodeQueue = createDecodeQueue({ concurrency: CORES, waiting: 2 * CORES });
