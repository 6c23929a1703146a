import { asDescriptor, desc, MessageError, type MessageLike } from "../text/descriptor.ts";

/**
 * LIFF SDK errors (`LiffError { code, message }`) of liff.sendMessages and liff.shareTargetPicker,
 * as sentences a user can act on. The SDK's own texts are the spec's (section 8); LINE's codes are
 * UNAUTHORIZED, INVALID_ARGUMENT, FORBIDDEN, INIT_FAILED, INVALID_CONFIG, EXCEPTION_IN_SUBWINDOW, and
 * a sendMessages failure carries the HTTP status as its code ("403").
 */

const BY_MESSAGE: Readonly<Record<string, string>> = {
  "Number of messages should be in range 1 to 5.": "LINE sends 1 to 5 messages at a time.",
  "Parameter 'messages' must be an array of { type, ... }":
    "This message is not in a form LINE can send: each message needs a type.",
  "exceed the limit of num of messages": "Too many messages for the share target picker: send fewer at once.",
  "no proper argument": "There is no message to share.",
  "Need access_token for api call, Please login first": "Please log in with LINE first.",
  "The permission is not in LIFF app scope.":
    "This LIFF app may not send messages: add the chat_message.write scope to it in the LINE Developers Console.",
  "Should run after liff init.": "LINE's SDK has not started yet. Reload the page and try again.",
  "Timeout: not finished within 10min": "The share target picker was open for more than 10 minutes.",
};

const BY_CODE: Readonly<Record<string, string>> = {
  UNAUTHORIZED: "Please log in with LINE first.",
  FORBIDDEN:
    "LINE did not allow this LIFF app to send messages here (it needs the chat_message.write scope).",
  "403": "LINE did not allow this LIFF app to send messages here (it needs the chat_message.write scope).",
  INVALID_ARGUMENT: "LINE refused the message",
  "400": "LINE refused the message",
  INIT_FAILED: "LINE's SDK did not start. Reload the page and try again.",
  INVALID_CONFIG: "The LIFF app is not configured correctly.",
  EXCEPTION_IN_SUBWINDOW: "The LINE window closed unexpectedly.",
};

/** LINE 12.0.0 answers sendMessages with 403 and the SDK itself alerts "update to 12.0.1 or later". */
const ALERTING_LINE_VERSION = "12.0.0";

export interface SendErrorContext {
  /** liff.getLineVersion(): null in an external browser. */
  lineVersion?: string | null;
  /** The message of a failure none of LINE's known ones explains (default: "Could not send the message…"). */
  fallback?: MessageLike;
}

/**
 * The readable message, or null when the SDK has already told the user (the 12.0.0 alert):
 * showing a toast too would say it twice.
 */
export function readableSendError(error: unknown, context: SendErrorContext = {}): MessageLike | null {
  const err = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const code = typeof err.code === "string" || typeof err.code === "number" ? String(err.code) : "";
  const message = typeof err.message === "string" ? err.message : "";
  if (context.lineVersion === ALERTING_LINE_VERSION && (code === "403" || code === "FORBIDDEN")) return null;
  const known = BY_MESSAGE[message];
  if (known) return known;
  const byCode = BY_CODE[code];
  // The SDK's own words stay as it wrote them, after our sentence.
  if (byCode)
    return message && !byCode.endsWith(".")
      ? desc("{error}: {line}", { error: asDescriptor(byCode), line: message })
      : byCode;
  if (context.fallback !== undefined) return context.fallback;
  if (error instanceof MessageError)
    return desc("Could not send the message: {error}", { error: error.described });
  return message
    ? desc("Could not send the message: {error}", { error: message })
    : desc("Could not send the message.");
}
