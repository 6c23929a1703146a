/**
 * "Edit a copy" publishes as a swap, because LINE never replaces a menu's image: a new menu is
 * created and everything that pointed at the old one is moved to it — the channel's default,
 * every alias, and the users linked to it (LINE's batch control, link from → to). The plan is
 * built here, as data, from what the channel holds right before; the server runs it step by step
 * with an undo per step, and the web app shows the same step lines as progress. zod-free.
 */

import { type Descriptor, desc } from "../text/descriptor.ts";
import { englishText } from "../text/english.ts";
import type { ChannelSnapshot, PlanStep, PublishEvent, PublishOutcome } from "./publish-plan.ts";

/** The swap's own step beside the publish plan's: batch control link old → new, polled to the end. */
export interface MoveUsersStep {
  kind: "moveUsers";
  from: string;
}

/**
 * A swap is a publish plan of one page (page 0, the new menu) plus the users' move. Steps that
 * concern the new menu refer to it as `{ page: 0 }`, the executor's reference to a menu it creates.
 */
export type SwapStep = PlanStep | MoveUsersStep;

export interface SwapPlan {
  oldRichMenuId: string;
  steps: SwapStep[];
}

export interface SwapRequest {
  oldRichMenuId: string;
  deleteOld: boolean;
}

const NEW_MENU = { page: 0 } as const;

export function buildSwapPlan(request: SwapRequest, channel: ChannelSnapshot): SwapPlan {
  const old = request.oldRichMenuId;
  const steps: SwapStep[] = [
    { kind: "validate", page: 0 },
    { kind: "createMenu", page: 0 },
    { kind: "uploadImage", page: 0 },
  ];
  // Default first: from then on every user without a link of their own already sees the new menu.
  if (channel.defaultRichMenuId === old) {
    steps.push({ kind: "setDefault", target: NEW_MENU, previousRichMenuId: old });
  }
  const aliasIds = [...channel.aliases].filter(([, target]) => target === old).map(([aliasId]) => aliasId);
  for (const aliasId of aliasIds.sort()) {
    steps.push({ kind: "repointAlias", aliasId, target: NEW_MENU, previousRichMenuId: old });
  }
  steps.push({ kind: "moveUsers", from: old });
  // Irreversible, so last: after it nothing can fail and need the old menu back.
  if (request.deleteOld) steps.push({ kind: "deleteMenu", richMenuId: old });
  return { oldRichMenuId: old, steps };
}

/** One line per step for the progress list, in the swap's words (there are no "pages" here), as data. */
export function describeSwapStep(step: SwapStep): Descriptor {
  switch (step.kind) {
    case "validate":
      return desc("Validate the new menu with LINE");
    case "createMenu":
      return desc("Create the new menu");
    case "uploadImage":
      return desc("Upload the image");
    case "setDefault":
      return desc("Make the new menu the default");
    case "repointAlias":
      return desc("Re-point alias {alias} to the new menu", { alias: step.aliasId });
    case "moveUsers":
      return desc("Move the users linked to the old menu");
    case "deleteMenu":
      return desc("Delete the old menu");
    case "createAlias":
      return desc("Create alias {alias}", { alias: step.aliasId });
  }
}

export const SWAP_MESSAGES = {
  usersNotMoved:
    "LINE could not move every user linked to the old menu (batch control failed); they were moved back",
  usersTimeout: "LINE did not finish moving the users in time; they were moved back",
  usersStranded:
    "LINE could not move every user linked to the old menu, and moving them back failed too: some users may see the new menu",
  oldMenuNotFound: "The menu to replace no longer exists on this channel. Fetch the list again.",
} as const;

// ---- The progress stream: the publish executor's NDJSON events -------------------------------

export type SwapEvent = PublishEvent;
export type SwapOutcome = PublishOutcome;

/** Parses the NDJSON body a line at a time; lines that are not events are skipped. */
export function parseSwapEvents(text: string): SwapEvent[] {
  const events: SwapEvent[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (typeof value === "object" && value !== null && "type" in value) events.push(value as SwapEvent);
    } catch {
      // A cut line (connection lost) is not an event; the caller reports the missing result.
    }
  }
  return events;
}

export type SwapStepStatus = "pending" | "running" | "done" | "failed";

/** What the progress display shows, folded from the events received so far. */
export interface SwapProgress {
  steps: { label: Descriptor; status: SwapStepStatus }[];
  undos: { label: Descriptor; ok: boolean }[];
  result: SwapOutcome | null;
}

export const EMPTY_SWAP_PROGRESS: SwapProgress = { steps: [], undos: [], result: null };

export function foldSwapEvent(progress: SwapProgress, event: SwapEvent): SwapProgress {
  switch (event.type) {
    case "plan":
      return { ...progress, steps: event.steps.map((label) => ({ label, status: "pending" as const })) };
    case "step":
    case "failed": {
      const status: SwapStepStatus = event.type === "failed" ? "failed" : event.status;
      const steps = progress.steps.map((step, index) => (index === event.index ? { ...step, status } : step));
      return { ...progress, steps };
    }
    case "undo":
      return { ...progress, undos: [...progress.undos, { label: event.label, ok: event.ok }] };
    case "result":
      return { ...progress, result: event };
  }
}

/** The new menu's id in a successful outcome (the swap's one page). */
export function swappedMenuId(result: Extract<SwapOutcome, { ok: true }>): string {
  return result.pages[0]?.richMenuId ?? "";
}

/** The one-line outcome: what happened, and on failure whether the channel is as before. */
export function swapOutcomeLine(result: SwapOutcome, request: SwapRequest): string {
  if (result.ok) {
    const replaced = `Swap complete: ${swappedMenuId(result)} replaced ${request.oldRichMenuId}`;
    return request.deleteOld ? `${replaced}, which was deleted.` : `${replaced}, which is kept.`;
  }
  if (result.rolledBack) {
    return `Swap failed: ${englishText(result.error)}. The channel is as before: no new menu, the default, aliases and user links unchanged.`;
  }
  return `Swap failed: ${englishText(result.error)}. Could not undo: ${result.leftBehind.map(englishText).join("; ")}.`;
}
