import type { FlexMessageRepository } from "../../db/database.ts";
import { startSweeper } from "../../db/sweeper.ts";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Sweeps expired rows hourly (reads already hide them). Returns the stop function. */
export function startFlexMessageSweeper(
  repository: FlexMessageRepository,
  clock: () => number,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  return startSweeper(() => repository.sweepExpired(clock()), intervalMs, "Flex message sweep");
}
