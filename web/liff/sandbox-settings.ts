import type { ShareOutcome } from "./types.ts";

/** What the next sandbox share answers: set from the sandbox panel (or by tests). Kept SDK-free. */
export const SHARE_OUTCOME_KEY = "sandbox_share_outcome";

export type SandboxShareOutcome = ShareOutcome | "error";

export function sandboxShareOutcome(): SandboxShareOutcome {
  const value = localStorage.getItem(SHARE_OUTCOME_KEY);
  return value === "cancel" || value === "error" ? value : "success";
}

export function setSandboxShareOutcome(outcome: SandboxShareOutcome) {
  localStorage.setItem(SHARE_OUTCOME_KEY, outcome);
}
