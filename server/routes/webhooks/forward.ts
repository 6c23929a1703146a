import { type ForwardResult, WEBHOOK_LIMITS } from "../../../shared/webhook/api.ts";
import {
  FetchFailedError,
  RefusedUrlError,
  type SafeFetchTransport,
  safeFetch,
} from "../../net/safe-fetch.ts";

/** What LINE's own deliveries say they are; bots sometimes check it. */
const LINE_USER_AGENT = "LineBotWebhook/2.0";

/**
 * Sends `body` byte for byte with `signature` to a bot through the outbound guard (server/net/safe-fetch.ts:
 * https and public addresses only outside sandbox mode, one deadline, the answer read up to a cap).
 * A refused URL throws RefusedUrlError; anything the network does is a ForwardResult with `error`.
 */
export async function forwardToBot(
  url: string,
  body: Uint8Array,
  headers: { signature: string | undefined; contentType: string | undefined },
  transport: SafeFetchTransport,
): Promise<ForwardResult> {
  const started = performance.now();
  const outgoing: Record<string, string> = {
    "content-type": headers.contentType ?? "application/json; charset=utf-8",
    "content-length": String(body.byteLength),
    "user-agent": LINE_USER_AGENT,
  };
  if (headers.signature !== undefined) outgoing["x-line-signature"] = headers.signature;
  try {
    const response = await safeFetch(
      url,
      {
        method: "POST",
        headers: outgoing,
        body,
        maxBytes: WEBHOOK_LIMITS.botAnswerBytes,
        signal: AbortSignal.timeout(transport.timeoutMs ?? WEBHOOK_LIMITS.forwardTimeoutMs),
      },
      transport,
    );
    return {
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      body: response.body.toString("utf8"),
      error: null,
    };
  } catch (error) {
    if (error instanceof RefusedUrlError) throw error;
    const message = error instanceof FetchFailedError ? error.message : "The bot could not be reached";
    return { status: null, durationMs: Math.round(performance.now() - started), body: null, error: message };
  }
}
