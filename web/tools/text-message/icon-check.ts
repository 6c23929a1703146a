/**
 * Validation of an icon URL (sender or quick-reply button), step by step as the user types:
 * the syntax rules at once; then the server's icon check (Content-Length ≤ 1 MB, square);
 * then loading it in the browser. Only a URL that passes all three is committed.
 */
import type { IconCheckResult } from "../../../shared/text-message/api.ts";
import {
  checkIconDimensions,
  checkIconUrlSyntax,
  ICON_URL_MESSAGES,
} from "../../../shared/text-message/index.ts";

export type IconStatus =
  | { kind: "empty" }
  | { kind: "checking" }
  | { kind: "accepted" }
  | { kind: "invalid"; message: string };

/** What can be decided without the network: cleared, refused by a syntax rule, or null (check it). */
export function iconSyntaxStatus(url: string): IconStatus | null {
  if (url.trim() === "") return { kind: "empty" };
  const error = checkIconUrlSyntax(url);
  return error ? { kind: "invalid", message: error } : null;
}

function isResult(body: unknown): body is IconCheckResult {
  return typeof body === "object" && body !== null && typeof (body as { ok?: unknown }).ok === "boolean";
}

/**
 * The message for the server's answer, or null when the icon passed. A refusal (4xx with
 * `{ error }`) shows the server's reason; anything unreadable means the size could not be checked.
 */
export function iconCheckError(status: number, body: unknown): string | null {
  if (status === 200 && isResult(body)) return body.ok ? null : (body.error ?? ICON_URL_MESSAGES.sizeUnknown);
  const error = (body as { error?: unknown } | null)?.error;
  if (status >= 400 && status < 500 && typeof error === "string" && error !== "") return error;
  return ICON_URL_MESSAGES.sizeUnknown;
}

/** The browser's own look at the image: it must load, and be square. */
export function loadedIconError(size: { width: number; height: number } | null): string | null {
  if (!size) return ICON_URL_MESSAGES.loadFailed;
  return checkIconDimensions(size.width, size.height);
}
