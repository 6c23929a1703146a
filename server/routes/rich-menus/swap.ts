import { setTimeout as sleep } from "node:timers/promises";
import { HTTPFetchError, type messagingApi } from "@line/bot-sdk";
import type { RichMenuConfig } from "../../../shared/richmenu/index.ts";
import type { PublishEvent, PublishOutcome } from "../../../shared/richmenu/publish-plan.ts";
import {
  buildSwapPlan,
  describeSwapStep,
  type MoveUsersStep,
  SWAP_MESSAGES,
  type SwapPlan,
} from "../../../shared/richmenu/swap-plan.ts";
import { UNDO_LABELS } from "../../../shared/richmenu/undo-labels.ts";
import { lineError } from "../../http/domain-errors.ts";
import { ApiError } from "../../http/errors.ts";
import type { ChannelClients } from "../../line/channel-clients.ts";
import { channelSnapshot } from "./groups.ts";
import type { DecodedImage } from "./image.ts";
import { type ExecutionContext, executePlan, resolveMenu, type StepHandler } from "./publish-executor.ts";

/** How the users' move is awaited: LINE's batch control is asynchronous and may take a while. */
interface BatchPolling {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Past this the move counts as failed and is undone. */
  timeoutMs: number;
}

const BATCH_POLLING: BatchPolling = { firstDelayMs: 200, maxDelayMs: 2000, timeoutMs: 120_000 };

/**
 * The plan of a swap, from the channel as LINE holds it right now. The old menu is read first:
 * a menu deleted meanwhile is a 404 before anything is created.
 */
export async function planSwap(
  clients: ChannelClients,
  oldRichMenuId: string,
  deleteOld: boolean,
): Promise<SwapPlan> {
  try {
    await clients.messaging.getRichMenu(oldRichMenuId);
  } catch (error) {
    if (error instanceof HTTPFetchError && error.status === 404) {
      throw new ApiError(404, SWAP_MESSAGES.oldMenuNotFound);
    }
    throw lineError(error, "Failed to read the rich menu to replace");
  }
  return buildSwapPlan({ oldRichMenuId, deleteOld }, await channelSnapshot(clients));
}

/** Batch control link from → to, then its progress polled until LINE says it ended. */
async function moveUsers(
  messaging: messagingApi.MessagingApiClient,
  from: string,
  to: string,
  polling: BatchPolling,
): Promise<void> {
  const { httpResponse } = await messaging.richMenuBatchWithHttpInfo({
    operations: [{ type: "link", from, to }],
  });
  const requestId = httpResponse.headers.get("x-line-request-id");
  if (!requestId) throw new ApiError(502, SWAP_MESSAGES.usersNotMoved);
  const deadline = Date.now() + polling.timeoutMs;
  let delay = polling.firstDelayMs;
  for (;;) {
    await sleep(delay);
    const { phase } = await messaging.getRichMenuBatchProgress(requestId);
    if (phase === "succeeded") return;
    if (phase === "failed") throw new ApiError(502, SWAP_MESSAGES.usersNotMoved);
    if (Date.now() + delay > deadline) throw new ApiError(504, SWAP_MESSAGES.usersTimeout);
    delay = Math.min(polling.maxDelayMs, Math.round(delay * 1.5));
  }
}

/**
 * The executor's handler of the swap's own step. A failed or timed-out batch may have moved some
 * users already, and the executor undoes only steps that succeeded: this step moves them back
 * itself before it reports the failure.
 */
function moveUsersHandler(polling: BatchPolling): StepHandler<MoveUsersStep> {
  return async (step: MoveUsersStep, ctx: ExecutionContext) => {
    const { messaging } = ctx.clients;
    const to = resolveMenu({ page: 0 }, ctx);
    try {
      await moveUsers(messaging, step.from, to, polling);
    } catch (error) {
      try {
        await moveUsers(messaging, to, step.from, polling);
      } catch (undoError) {
        console.warn("Swap: moving the users back failed:", (undoError as Error).message);
        throw new ApiError(502, SWAP_MESSAGES.usersStranded);
      }
      throw error instanceof ApiError ? error : lineError(error, SWAP_MESSAGES.usersNotMoved);
    }
    return {
      label: UNDO_LABELS.moveUsersBack(),
      run: () => moveUsers(messaging, to, step.from, polling),
    };
  };
}

interface SwapInput {
  clients: ChannelClients;
  plan: SwapPlan;
  richMenu: RichMenuConfig;
  image: DecodedImage;
  report: (event: PublishEvent) => void;
  polling?: BatchPolling;
}

/**
 * Runs the swap on the publish executor (server/routes/rich-menus/publish-executor.ts): one page,
 * the new menu, and the users' move as an extra step. All-or-nothing like a group publish: on any
 * failure the steps done are undone newest first (users moved back before the new menu is deleted,
 * since deleting it would unlink them), and LINE's own error of the failed step is reported.
 */
export function runSwap({ clients, plan, richMenu, image, report, polling = BATCH_POLLING }: SwapInput) {
  const ctx: ExecutionContext = { clients, pages: [{ richMenu, image }], created: new Map() };
  return executePlan<MoveUsersStep>(plan, ctx, report, {
    extraSteps: { moveUsers: moveUsersHandler(polling) },
    describe: describeSwapStep,
    // One page and no alias of its own: the outcome's page 1 carries the new menu's id.
    aliases: [""],
  }) satisfies Promise<PublishOutcome>;
}
