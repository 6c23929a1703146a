import { WEBHOOK_LIMITS } from "../../../shared/webhook/api.ts";
import type { WebhookRepository } from "../../db/database.ts";

/** Bodies carry personal data: reads hide them at 24 h, and this deletes them within minutes of that. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Every instance sweeps (the delete is idempotent); the timer never keeps Node alive. Returns the stop function. */
export function startWebhookSweeper(
  repository: WebhookRepository,
  clock: () => number,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  const sweep = () => {
    repository.sweepExpired(new Date(clock() - WEBHOOK_LIMITS.eventTtlMs)).catch((error: unknown) => {
      console.error(`Webhook event sweep failed: ${(error as Error)?.message ?? error}`);
    });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
