import { apiErrorMessage } from "../../../shared/api/errors.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { msg } from "../../i18n/i18n.ts";

/**
 * Reads the app's error shape `{ error, details }` for the rich menu toasts: the message is
 * "error or details or Unknown error" (spec section 8); details, when there are any, are shown
 * as the toast's description so LINE's per-field explanations reach the user too.
 */
export interface Failure {
  /** The answer's message as data (its code and params), shown with tm(). */
  message: MessageLike;
  details: string[];
}

export const UNKNOWN_ERROR = msg("Unknown error");

interface DetailLine {
  text: string;
  message: string;
}

function detailLine(detail: unknown): DetailLine {
  if (typeof detail !== "object" || detail === null) return { text: String(detail), message: String(detail) };
  const { message, property, path } = detail as { message?: unknown; property?: unknown; path?: unknown };
  if (typeof message !== "string") return { text: JSON.stringify(detail), message: "" };
  const where = typeof property === "string" && property ? property : typeof path === "string" ? path : "";
  return { text: where ? `${where}: ${message}` : message, message };
}

function detailLines(details: unknown): DetailLine[] {
  if (details === undefined || details === null) return [];
  const list = Array.isArray(details) ? details : [details];
  return list.map(detailLine).filter((line) => line.text !== "");
}

export function describeFailure(body: unknown): Failure {
  const { error, details } = (typeof body === "object" && body !== null ? body : {}) as {
    error?: unknown;
    details?: unknown;
  };
  const lines = detailLines(details);
  const message = apiErrorMessage(body);
  if (message !== null) {
    // A detail that only repeats the message (our own 422s) adds nothing below it.
    // Compared with the answer's own English `error`: the web formats no server text itself.
    const english = typeof error === "string" ? error : undefined;
    return {
      message,
      details: lines.filter((line) => line.message !== english).map((line) => line.text),
    };
  }
  if (lines.length > 0) return { message: lines.map((line) => line.text).join("; "), details: [] };
  return { message: UNKNOWN_ERROR, details: [] };
}

export async function readFailure(res: Response): Promise<Failure> {
  try {
    return describeFailure(await res.json());
  } catch {
    return { message: `${UNKNOWN_ERROR} (HTTP ${res.status})`, details: [] };
  }
}

/** The thrown-error branch: "Failed to …: {message}". */
export function thrownMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
}

/** Spec section 5, "Credentials" for rich menus. */
export const CREDENTIALS_REQUIRED = msg("Please enter Channel ID and Channel Secret");

/** Toast options that show a failure's details under its message. */
export function failureDescription(failure: Failure): { description: string } | undefined {
  return failure.details.length > 0 ? { description: failure.details.join("\n") } : undefined;
}
