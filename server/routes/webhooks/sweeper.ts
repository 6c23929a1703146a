import { WEBHOOK_LIMITS } from "../../../shared/webhook/api.ts";
import type { WebhookRepository } from "../../db/database.ts";
import { startSweeper } from "../../db/sweeper.ts";

/** Bodies carry personal data: reads hide them at 24 h, and this deletes them within minutes of that. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function startWebhookSweeper(
  repository: WebhookRepository,
  clock: () => number,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  return startSweeper(
    async () =>
      (await repository.sweepExpired(new Date(clock() - WEBHOOK_LIMITS.eventTtlMs))) +
      (await repository.sweepExpiredReplies(new Date(clock()))),
    intervalMs,
    "Webhook event sweep",
  );
}
