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

/** Where the sandbox pretends the app was opened: null = an external browser, else a chat's id. */
export const OPENED_FROM_KEY = "sandbox_opened_from";

export function sandboxOpenedFrom(): string | null {
  return localStorage.getItem(OPENED_FROM_KEY) || null;
}

export function setSandboxOpenedFrom(chatId: string | null) {
  if (chatId) localStorage.setItem(OPENED_FROM_KEY, chatId);
  else localStorage.removeItem(OPENED_FROM_KEY);
}
