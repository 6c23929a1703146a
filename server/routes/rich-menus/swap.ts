import { setTimeout as sleep } from "node:timers/promises";
import { HTTPFetchError, type messagingApi } from "@line/bot-sdk";
import { buildRichMenuJson, type RichMenuConfig } from "../../../shared/richmenu/index.ts";
import {
  buildSwapPlan,
  describeSwapStep,
  describeSwapUndo,
  SWAP_MESSAGES,
  type SwapEvent,
  type SwapOutcome,
  type SwapPlan,
  type SwapStep,
} from "../../../shared/richmenu/swap-plan.ts";
import { ApiError } from "../../http/errors.ts";
import { type ChannelClients, lineError } from "../../line/channel-clients.ts";
import type { DecodedImage } from "./image.ts";

/** How the users' move is awaited: LINE's batch control is asynchronous and may take a while. */
export interface BatchPolling {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Past this the move counts as failed and is undone. */
  timeoutMs: number;
}

export const BATCH_POLLING: BatchPolling = { firstDelayMs: 200, maxDelayMs: 2000, timeoutMs: 120_000 };

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
  try {
    const [{ aliases }, defaultRichMenuId] = await Promise.all([
      clients.messaging.getRichMenuAliasList(),
      defaultMenu(clients),
    ]);
    const snapshot = {
      aliases: new Map(aliases.map((alias) => [alias.richMenuAliasId, alias.richMenuId])),
      defaultRichMenuId,
    };
    return buildSwapPlan({ oldRichMenuId, deleteOld }, snapshot);
  } catch (error) {
    throw lineError(error, "Failed to read the channel's default and aliases");
  }
}

async function defaultMenu(clients: ChannelClients): Promise<string | null> {
  try {
    return (await clients.messaging.getDefaultRichMenuId()).richMenuId;
  } catch (error) {
    if (error instanceof HTTPFetchError && error.status === 404) return null;
    throw error;
  }
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

interface SwapInput {
  clients: ChannelClients;
  plan: SwapPlan;
  richMenu: RichMenuConfig;
  image: DecodedImage;
  emit: (event: SwapEvent) => void;
  polling?: BatchPolling;
}

/**
 * Runs the plan one step at a time. On any failure the steps already done are undone in reverse
 * (users moved back before the new menu is deleted, since deleting it would unlink them), and
 * LINE's own error of the failed step is reported. It never depends on the client: a closed tab
 * does not stop a swap half-way, nor its rollback.
 */
export async function runSwap({ clients, plan, richMenu, image, emit, polling = BATCH_POLLING }: SwapInput) {
  const { messaging, blob } = clients;
  const menu = buildRichMenuJson(richMenu) as messagingApi.RichMenuRequest;
  let newId = "";
  const run = async (step: SwapStep): Promise<void> => {
    switch (step.kind) {
      case "validate":
        return void (await messaging.validateRichMenuObject(menu));
      case "createMenu":
        newId = (await messaging.createRichMenu(menu)).richMenuId;
        return;
      case "uploadImage":
        return void (await blob.setRichMenuImage(
          newId,
          new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.type }),
        ));
      case "setDefault":
        return void (await messaging.setDefaultRichMenu(newId));
      case "repointAlias":
        return void (await messaging.updateRichMenuAlias(step.aliasId, { richMenuId: newId }));
      case "moveUsers":
        return moveUsers(messaging, step.from, newId, polling);
      case "deleteMenu":
        return void (await messaging.deleteRichMenu(step.richMenuId));
    }
  };
  const undo = async (step: SwapStep): Promise<void> => {
    switch (step.kind) {
      case "createMenu":
        return void (await messaging.deleteRichMenu(newId));
      case "setDefault":
        return void (await messaging.setDefaultRichMenu(step.previousRichMenuId));
      case "repointAlias":
        return void (await messaging.updateRichMenuAlias(step.aliasId, {
          richMenuId: step.previousRichMenuId,
        }));
      case "moveUsers":
        return moveUsers(messaging, newId, step.from, polling);
      default:
        return;
    }
  };

  emit({ type: "plan", steps: plan.steps.map(describeSwapStep) });
  const done: SwapStep[] = [];
  for (const [index, step] of plan.steps.entries()) {
    emit({ type: "step", index, status: "running" });
    try {
      await run(step);
    } catch (error) {
      // The create step's failure is "LINE refused the rich menu" with LINE's details per area.
      const failure = lineError(error, `${describeSwapStep(step)} failed`);
      emit({
        type: "failed",
        index,
        error: failure.message,
        status: failure.status,
        ...(failure.details === undefined ? {} : { details: failure.details }),
      });
      // A failed batch may have moved some users already: moving them back is part of the undo.
      const leftBehind = await rollBack(step.kind === "moveUsers" ? [...done, step] : done, undo, emit);
      const outcome: SwapOutcome = {
        type: "result",
        ok: false,
        error: failure.message,
        status: failure.status,
        ...(failure.details === undefined ? {} : { details: failure.details }),
        rolledBack: leftBehind.length === 0,
        leftBehind,
      };
      emit(outcome);
      return outcome;
    }
    done.push(step);
    emit({ type: "step", index, status: "done" });
  }
  const outcome: SwapOutcome = {
    type: "result",
    ok: true,
    richMenuId: newId,
    oldRichMenuId: plan.oldRichMenuId,
    defaultMoved: plan.steps.some((step) => step.kind === "setDefault"),
    oldDeleted: plan.steps.some((step) => step.kind === "deleteMenu"),
  };
  emit(outcome);
  return outcome;
}

async function rollBack(
  done: readonly SwapStep[],
  undo: (step: SwapStep) => Promise<void>,
  emit: (event: SwapEvent) => void,
): Promise<string[]> {
  const leftBehind: string[] = [];
  for (const step of [...done].reverse()) {
    const label = describeSwapUndo(step);
    if (label === null) continue;
    try {
      await undo(step);
      emit({ type: "undo", label, ok: true });
    } catch (error) {
      // The step's own error is the one the user acts on; this one is listed and logged.
      console.warn(`Swap rollback: ${label} failed:`, (error as Error).message);
      emit({ type: "undo", label, ok: false });
      leftBehind.push(label);
    }
  }
  return leftBehind;
}
