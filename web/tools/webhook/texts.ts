import type { BodyChange, SignatureVerdict } from "../../../shared/webhook/signature.ts";
import { msg, t } from "../../i18n/i18n.ts";

/** The server's webhook error codes (`details.code`), as the page says them. */
const WEBHOOK_ERROR_TEXTS: Record<string, string> = {
  "webhook.relay.limit": msg("At most {limit} inspector URLs per user: revoke one first"),
  "webhook.relay.notFound": msg("No such inspector URL"),
  "webhook.event.notFound": msg("No such event"),
  "webhook.relay.bodyTooLarge": msg("Webhook body is larger than 1 MB"),
  "webhook.reply.tokenUsed": msg("This reply token was already used"),
  "webhook.reply.tokenUnknown": msg("This reply token is not in the event"),
  "webhook.push.noUser": msg("The event has no user to push to"),
  "webhook.prepared.notFound": msg("No reply is waiting for the next message"),
  "webhook.prepared.needsIntercept": msg(
    "Switch the URL to Intercept first: in Mirror mode your bot gets the reply token",
  ),
  "webhook.forward.refused": msg("The bot URL is not allowed: {reason}"),
  "webhook.stream.tooMany": msg("Too many live views open: close another tab or window of the inspector"),
};

export const VERDICT_TEXTS: Record<SignatureVerdict["code"], string> = {
  "webhook.signature.valid": msg("Signature valid"),
  "webhook.signature.missing": msg("No x-line-signature header: this request was not signed by LINE"),
  "webhook.signature.bodyChanged": msg("Signature mismatch: the body was changed before the check"),
  "webhook.signature.mismatch": msg(
    "Signature mismatch: the wrong channel secret, or a body changed before the check",
  ),
};

export const CHANGE_TEXTS: Record<BodyChange, string> = {
  reserialized: msg(
    "The signature matches the body pretty-printed: it was parsed and serialised again before the check. Check the raw bytes as received.",
  ),
  prettyPrinted: msg(
    "The signature matches the body in compact form: the body checked was re-formatted. Check the raw bytes as received.",
  ),
  escapedNonAscii: msg(
    "The signature matches the body with its non-ASCII characters (Thai, emoji) written as themselves: something escaped them as \\u sequences before the check.",
  ),
  unescapedNonAscii: msg(
    "The signature matches the body with its non-ASCII characters as \\u escapes: something unescaped them before the check.",
  ),
};

/** An API failure as the page says it: a webhook code's text, else the app's error text, else the status. */
export async function webhookError(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as {
      error?: string;
      details?: { code?: string; params?: Record<string, string | number> };
    };
    const code = body.details?.code;
    const template = code ? WEBHOOK_ERROR_TEXTS[code] : undefined;
    if (template) {
      const params = { ...body.details?.params };
      if (typeof params.reason === "string") params.reason = t(params.reason);
      return t(template, params);
    }
    if (body.error) return t(body.error);
  } catch {
    // Not JSON: the status says enough.
  }
  return t("Request failed (HTTP {status})", { status: res.status });
}
