import type { StoredOrigin } from "./draft.ts";

/**
 * "Open in Designer" from the Flex Formatter and Flex Storage: the message is handed over in this tab's
 * sessionStorage (it survives the navigation and a reload before the designer reads it), read by the
 * designer's first render and then cleared.
 */
const KEY = "flex-designer:open";

export const DESIGNER_PATH = "/flex-designer";

export interface Handoff {
  /** A Flex container or a whole flex message. */
  message: unknown;
  origin: StoredOrigin | null;
}

export function handToDesigner(
  handoff: Handoff,
  storage: Storage | undefined = sessionStorageOrNone(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(KEY, JSON.stringify(handoff));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the handed-over message, once the designer has it (its draft keeps it from then on). */
export function clearHandoff(storage: Storage | undefined = sessionStorageOrNone()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Blocked storage: nothing was handed over through it either.
  }
}

/** The handed-over message; null when there is none or it is not readable. */
export function peekHandoff(storage: Storage | undefined = sessionStorageOrNone()): Handoff | null {
  if (!storage) return null;
  let text: string | null = null;
  try {
    text = storage.getItem(KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || !("message" in value)) return null;
    const origin = "origin" in value ? readOrigin(value.origin) : null;
    return { message: value.message, origin };
  } catch {
    return null;
  }
}

function readOrigin(value: unknown): StoredOrigin | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, title } = value as Record<string, unknown>;
  return typeof id === "string" && id !== "" && typeof title === "string" ? { id, title } : null;
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
