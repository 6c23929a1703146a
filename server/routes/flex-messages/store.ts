import type { FlexMessageRepository } from "../../db/database.ts";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps expired rows hourly for the life of the process (reads already hide them); the timer never keeps
 * Node alive. Every instance sweeps: the delete is idempotent. Returns the stop function.
 */
export function startFlexMessageSweeper(
  repository: FlexMessageRepository,
  clock: () => number,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  const sweep = () => {
    repository.sweepExpired(clock()).catch((error: unknown) => {
      console.error("Flex message sweep failed", error);
    });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
