import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { withoutTrailingData } from "../../../shared/images/trailing.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errorJson, RetryLaterError } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { DecodeQueueFullError } from "../../images/decode-queue.ts";
import { publicOrigin } from "../../images/hosting.ts";
import type { SaveOptions, StoredImage } from "../../images/storage.ts";
import { ImageRejectedError, MAX_IMAGE_BYTES } from "../../images/validate.ts";
import { rejectionResponse, type UploadMessages } from "./messages.ts";

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 16 * 1024;
/** Uploads per client and window: generous for people, a wall for scripts. */
export const UPLOAD_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

/** `name` keeps the counters of the two upload endpoints apart, as before Redis shared them. */
export function uploadRateLimit(deps: AppDeps, name: "images" | "imagemaps"): MiddlewareHandler {
  return rateLimit(deps, { name: `uploads-${name}`, ...UPLOAD_RATE_LIMIT });
}

/**
 * Refuses an oversized request from its Content-Length or, for a chunked body, as soon as the running
 * count passes the limit, before anything is parsed or buffered beyond it.
 */
export function uploadBodyLimit(messages: UploadMessages): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
    onError: (c) => errorJson(c, 413, messages.tooLarge),
  });
}

/** The bytes of the multipart field `file`; refuses a missing, empty or oversized file part. */
export async function readUploadedFile(c: Context, messages: UploadMessages): Promise<Uint8Array> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw new ApiError(400, messages.noFile);
  const form = await c.req.formData().catch(() => null);
  if (!form) throw new ApiError(400, messages.noFile);
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw new ApiError(400, messages.noFile);
  // The body limit leaves room for multipart overhead; the file itself must fit the exact limit.
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, messages.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}

/** Stores an upload through the one image storage, turning refusals into the endpoint's messages. */
export async function storeUpload(
  deps: AppDeps,
  bytes: Uint8Array,
  messages: UploadMessages,
  opts?: SaveOptions,
): Promise<{ image: StoredImage; created: boolean }> {
  // Before hashing and storing: bytes after the image's end (a PNG+HTML polyglot) are never served.
  const image = withoutTrailingData(bytes);
  try {
    return await deps.images.save(image, opts);
  } catch (error) {
    if (error instanceof DecodeQueueFullError)
      throw new RetryLaterError(messages.busy, error.retryAfterSeconds);
    if (!(error instanceof ImageRejectedError)) throw error;
    const { status, message } = rejectionResponse(error.reason, messages);
    throw new ApiError(status, message);
  }
}

/** Forwarded host headers count only behind a trusted proxy (TRUST_PROXY); anyone can send them. */
export function requestOrigin(c: Context, deps: AppDeps): string {
  const trusted = deps.config.trustProxy !== undefined;
  return publicOrigin({
    publicBaseUrl: deps.config.publicBaseUrl,
    requestUrl: c.req.url,
    host: c.req.header("host"),
    forwardedProto: trusted ? c.req.header("x-forwarded-proto") : undefined,
    forwardedHost: trusted ? c.req.header("x-forwarded-host") : undefined,
  });
}
