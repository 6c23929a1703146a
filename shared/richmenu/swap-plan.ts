/**
 * "Edit a copy" publishes as a swap, because LINE never replaces a menu's image: a new menu is
 * created and everything that pointed at the old one is moved to it — the channel's default,
 * every alias, and the users linked to it (LINE's batch control, link from → to). The plan is
 * built here, as data, from what the channel holds right before; the server runs it step by step
 * with an undo per step, and the web app shows the same step lines as progress. zod-free.
 */

export type SwapStep =
  /** LINE's /v2/bot/richmenu/validate: a refused menu leaves nothing behind. */
  | { kind: "validate" }
  | { kind: "createMenu" }
  | { kind: "uploadImage" }
  /** The old menu was the default; undone by making it the default again. */
  | { kind: "setDefault"; previousRichMenuId: string }
  /** An alias that pointed at the old menu; undone by pointing it back. */
  | { kind: "repointAlias"; aliasId: string; previousRichMenuId: string }
  /** Batch control link old → new, polled to completion; undone by the link new → old. */
  | { kind: "moveUsers"; from: string }
  /** Irreversible, so always last: after it nothing can fail and need the old menu back. */
  | { kind: "deleteMenu"; richMenuId: string };

export interface SwapPlan {
  oldRichMenuId: string;
  steps: SwapStep[];
}

/** What the channel holds when the plan is built (read from LINE right before). */
export interface SwapChannelSnapshot {
  /** Alias id → rich menu id. */
  aliases: ReadonlyMap<string, string>;
  defaultRichMenuId: string | null;
}

export interface SwapRequest {
  oldRichMenuId: string;
  deleteOld: boolean;
}

export function buildSwapPlan(request: SwapRequest, channel: SwapChannelSnapshot): SwapPlan {
  const old = request.oldRichMenuId;
  const steps: SwapStep[] = [{ kind: "validate" }, { kind: "createMenu" }, { kind: "uploadImage" }];
  // Default first: from then on every user without a link of their own already sees the new menu.
  if (channel.defaultRichMenuId === old) steps.push({ kind: "setDefault", previousRichMenuId: old });
  const aliasIds = [...channel.aliases].filter(([, target]) => target === old).map(([aliasId]) => aliasId);
  for (const aliasId of aliasIds.sort()) {
    steps.push({ kind: "repointAlias", aliasId, previousRichMenuId: old });
  }
  steps.push({ kind: "moveUsers", from: old });
  if (request.deleteOld) steps.push({ kind: "deleteMenu", richMenuId: old });
  return { oldRichMenuId: old, steps };
}

/** One line per step for the progress list. */
export function describeSwapStep(step: SwapStep): string {
  switch (step.kind) {
    case "validate":
      return "Validate the new menu with LINE";
    case "createMenu":
      return "Create the new menu";
    case "uploadImage":
      return "Upload the image";
    case "setDefault":
      return "Make the new menu the default";
    case "repointAlias":
      return `Re-point alias ${step.aliasId} to the new menu`;
    case "moveUsers":
      return "Move the users linked to the old menu";
    case "deleteMenu":
      return "Delete the old menu";
  }
}

/** What undoing a step does, for the rollback report; null when the step needs no undo. */
export function describeSwapUndo(step: SwapStep): string | null {
  switch (step.kind) {
    case "createMenu":
      return "Delete the new menu";
    case "setDefault":
      return "Make the old menu the default again";
    case "repointAlias":
      return `Point alias ${step.aliasId} back to the old menu`;
    case "moveUsers":
      return "Move the users back to the old menu";
    default:
      return null;
  }
}

export const SWAP_MESSAGES = {
  usersNotMoved:
    "LINE could not move every user linked to the old menu (batch control failed); they were moved back",
  usersTimeout: "LINE did not finish moving the users in time; they were moved back",
  oldMenuNotFound: "The menu to replace no longer exists on this channel. Fetch the list again.",
} as const;

// ---- The progress stream (NDJSON, one event per line) --------------------------------------

export type SwapEvent =
  | { type: "plan"; steps: string[] }
  | { type: "step"; index: number; status: "running" | "done" }
  | { type: "failed"; index: number; error: string; status: number; details?: unknown }
  | { type: "undo"; label: string; ok: boolean }
  | SwapOutcome;

export type SwapOutcome =
  | {
      type: "result";
      ok: true;
      richMenuId: string;
      oldRichMenuId: string;
      /** The old menu was the default, so the new one is now. */
      defaultMoved: boolean;
      oldDeleted: boolean;
    }
  | {
      type: "result";
      ok: false;
      error: string;
      status: number;
      details?: unknown;
      /** True when every undo succeeded: the channel is as it was before. */
      rolledBack: boolean;
      /** What could not be undone (to clean up by hand), one line each. */
      leftBehind: string[];
    };

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
  steps: { label: string; status: SwapStepStatus }[];
  undos: { label: string; ok: boolean }[];
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

/** The one-line outcome: what happened, and on failure whether the channel is as before. */
export function swapOutcomeLine(result: SwapOutcome): string {
  if (result.ok) {
    return result.oldDeleted
      ? `Swap complete: ${result.richMenuId} replaced ${result.oldRichMenuId}, which was deleted.`
      : `Swap complete: ${result.richMenuId} replaced ${result.oldRichMenuId}, which is kept.`;
  }
  if (result.rolledBack) {
    return `Swap failed: ${result.error}. The channel is as before: no new menu, the default, aliases and user links unchanged.`;
  }
  return `Swap failed: ${result.error}. Could not undo: ${result.leftBehind.join("; ")}.`;
}
