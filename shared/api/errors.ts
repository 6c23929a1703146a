import { FLEX_MESSAGE_NOT_FOUND, FLEX_SAVE_TEMPLATES } from "../flex/storage.ts";
import { JSON_TOO_DEEP_TEMPLATE } from "../json/depth.ts";
import {
  asDescriptor,
  type Descriptor,
  descriptor,
  isDescriptor,
  type MessageLike,
  type Values,
} from "../text/descriptor.ts";
import { englishText } from "../text/english.ts";

/**
 * The API's error messages as data: each answer's `{ error }` is the English sentence (readable in a
 * terminal, documented in the README) and its `code` and `params` name the message, so a screen shows
 * it in its own language (`web/api/client.ts` `readApiError`) instead of matching the sentence back.
 * The template is the key of its translations in the web's catalogs; `{name}` parts come from params.
 */
export const API_ERRORS = {
  "auth.id-token-missing": "Login required: missing ID token",
  "auth.id-token-invalid": "Login required: the ID token is invalid or expired",
  "auth.login-unreachable": "LINE Login is unreachable, try again",
  "channel.credentials-missing": "Please enter Channel ID and Channel Secret",
  "channel.id-not-digits": "Channel ID must be digits only",
  "channel.secret-too-long": "Channel Secret is too long",
  "line.unreachable": "LINE is unreachable, try again",
  // LINE's own words (its `message`, `error_description` or `error`), passed on as LINE sent them.
  "line.rejected": "{line}",
  "line.request-failed": "LINE API request failed",
  "line.failed": "LINE failed (HTTP {status}): {line}",
  "line.failed-retry": "LINE failed (HTTP {status}), try again",
  // A message of shared/ or of a route (validation, refusals), as a descriptor in `params.message`.
  message: "{message}",
  "request.malformed-json": "Malformed JSON body",
  "request.too-large": "Request body is larger than {kb} KB",
  "request.too-deep": JSON_TOO_DEEP_TEMPLATE,
  "request.too-many": "Too many requests. Please wait a moment and try again.",
  "request.no-route": "No API route {method} {path}",
  "request.not-found": "Not found",
  "request.no-host": "This server answers only requests that name its host (a Host header)",
  "request.wrong-host":
    'This server does not answer to the host "{host}": open it as localhost, by this machine\'s address, or as {publicHost}',
  "request.wrong-host-local":
    'This server does not answer to the host "{host}": open it as localhost, by this machine\'s address (or set PUBLIC_BASE_URL)',
  "server.internal": "Internal server error",
  "database.unreachable": "The database is unreachable, try again shortly",
  "storage.unreachable": "Image storage is unreachable, try again",
  "sandbox.platform-unreachable": "The LINE platform emulator is unreachable, try again",
  "sandbox.unknown-chat": "Unknown sandbox chat",
  "sandbox.unknown-user": "Unknown sandbox user",
  "flex.login-required": FLEX_SAVE_TEMPLATES.loginRequired,
  "flex.not-found": FLEX_MESSAGE_NOT_FOUND,
  "flex.limit-reached": FLEX_SAVE_TEMPLATES.limitReached,
  "image.not-found": "Image not found",
  "image.busy": "The server is busy with other images, please try again in a moment",
  // Upload Image screen: English for the spec's Thai (its catalog names them in Thai again).
  "upload.no-file": "Please choose a file to upload",
  "upload.too-large": "The file must be 1 MB or smaller",
  "upload.unsupported-type": "Only PNG and JPEG files are supported",
  "upload.undecodable": "The image file could not be read; it may be damaged",
  "upload.too-many-pixels": "The image may be at most 4096 × 4096 pixels",
  // Imagemap Builder's uploads: its own wording (spec).
  "imagemap.no-file": "Please choose an image to upload",
  "imagemap.too-large": "File size must not exceed 1 MB",
  "imagemap.unsupported-type": "Please upload a valid image file (PNG or JPEG)",
  "imagemap.undecodable": "The image could not be decoded; the file may be damaged",
  "imagemap.too-many-pixels": "The image may be at most 4096 × 4096 pixels",
  "imagemap.too-tall": "The image is too tall for an imagemap: its height may be at most 14 times its width",
  // Webhook Inspector (the codes predate the kebab-case style; API users match on them).
  "webhook.relay.limit": "At most {limit} inspector URLs per user: revoke one first",
  "webhook.relay.notFound": "No such inspector URL",
  "webhook.event.notFound": "No such event",
  "webhook.reply.tokenUsed": "This reply token was already used",
  "webhook.reply.tokenUnknown": "This reply token is not in the event",
  "webhook.push.noUser": "The event has no user to push to",
  "webhook.prepared.needsIntercept":
    "Switch the URL to Intercept first: in Mirror mode your bot gets the reply token",
  "webhook.prepared.notFound": "No reply is waiting for the next message",
  // `reason` is a descriptor of the outbound guard's message (server/net/safe-fetch.ts).
  "webhook.forward.refused": "The bot URL is not allowed: {reason}",
  "webhook.stream.tooMany": "Too many live views open: close another tab or window of the inspector",
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** A message named by its code, with the values of its `{name}` parts. */
export interface ApiMessage {
  code: ApiErrorCode;
  params?: Values;
}

/** The one error shape every API response uses; `code`/`params` when the message is one of API_ERRORS. */
export interface ApiErrorBody {
  error: string;
  code?: string;
  params?: Values;
  details?: unknown;
}

const isApiErrorCode = (code: unknown): code is ApiErrorCode =>
  typeof code === "string" && Object.hasOwn(API_ERRORS, code);

/** The English sentence of a coded message: what `{ error }` says. */
export function apiMessageText({ code, params }: ApiMessage): string {
  return englishText(apiDescriptor({ code, params }));
}

/** `{ error, code, params? }` for a coded message (params left out when it has none). */
export function apiErrorFields(message: ApiMessage): Pick<ApiErrorBody, "error" | "code" | "params"> {
  const error = apiMessageText(message);
  return message.params && Object.keys(message.params).length > 0
    ? { error, code: message.code, params: message.params }
    : { error, code: message.code };
}

/** A message of shared/ or a route's own text as a coded message (`message`, the descriptor in its params). */
export const messageAsApi = (message: MessageLike): ApiMessage => ({
  code: "message",
  params: { message: asDescriptor(message) },
});

/** A coded message as a descriptor whose id is its English template, the key of its translations. */
export function apiDescriptor({ code, params }: ApiMessage): Descriptor {
  return descriptor(API_ERRORS[code], API_ERRORS[code], params ?? {});
}

const isValue = (value: unknown): boolean =>
  typeof value === "string" ||
  typeof value === "number" ||
  (Array.isArray(value) ? value.every(isValue) : isDescriptor(value) && isParams(value.values));

/** Params as the network brought them: texts, numbers and descriptors (nested ones too), nothing else. */
const isParams = (value: unknown): value is Values =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isValue);

/**
 * The message of an error body `{ error, code?, params? }` as a template and its parts, for the web's t(): a
 * code this build knows names its template (the message as data); any other answer is its English `error`
 * (LINE's own words, an older server), which t() still matches against the catalog. Null: no message.
 */
export function apiErrorMessage(body: unknown): MessageLike | null {
  if (typeof body !== "object" || body === null) return null;
  const { error, code, params } = body as { error?: unknown; code?: unknown; params?: unknown };
  if (isApiErrorCode(code) && (params === undefined || isParams(params)))
    return apiDescriptor({ code, params: params ?? {} });
  return typeof error === "string" && error.trim() !== "" ? error : null;
}
