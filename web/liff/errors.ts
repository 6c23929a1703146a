import { msg, t } from "../i18n/i18n.ts";

/** What failed, for an error none of the tables explains: the sentence alone and with the SDK's words. */
export interface FailedTexts {
  plain: string;
  withError: string;
}

export const ADD_TO_HOME_FAILED: FailedTexts = {
  plain: msg("Could not add this tool to the home screen."),
  withError: msg("Could not add this tool to the home screen: {error}"),
};

/** LIFF SDK errors carry a code and a terse message; these turn them into sentences a user can act on. */
const SHORTCUT_MESSAGES: Record<string, string> = {
  "no proper argument": "There is no page address to add to the home screen.",
  "invalid URL.": "This page address cannot be used for a home-screen shortcut.",
  "No permission to specify line schema in url.":
    "This LIFF app is not allowed to add LINE-scheme shortcuts.",
  "No permission to specify description.": "This LIFF app is not allowed to add a shortcut description.",
  "Could not get Context from server.":
    "LINE did not return this app's context. Reopen the app and try again.",
  "Invalid LIFF ID.": "The LIFF ID is not valid, so a shortcut cannot be created.",
  "LINE URL scheme are not supported in the current environment.":
    "LINE URL schemes are not supported in this browser.",
};

const CODE_MESSAGES: Record<string, string> = {
  FORBIDDEN: "LINE does not allow this action for this LIFF app.",
  INVALID_ARGUMENT: "The request to LINE was not valid.",
  UNAUTHORIZED: "Please log in with LINE first.",
  INIT_FAILED: "LINE's SDK did not start. Reload the page and try again.",
  INVALID_CONFIG: "The LIFF app is not configured correctly.",
  EXCEPTION_IN_SUBWINDOW: "The LINE window closed unexpectedly.",
};

/** In the chosen language; the SDK's own words (after the sentence) stay as LINE wrote them. */
export function readableLiffError(error: unknown, failed: FailedTexts): string {
  const err = error as { code?: string; message?: string } | undefined;
  const message = err?.message ?? "";
  const known = SHORTCUT_MESSAGES[message];
  if (known) return t(known);
  const byCode = err?.code ? CODE_MESSAGES[err.code] : undefined;
  if (byCode) return message ? `${t(byCode)} (${message})` : t(byCode);
  return message ? t(failed.withError, { error: message }) : t(failed.plain);
}
