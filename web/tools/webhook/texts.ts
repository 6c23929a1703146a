import type { BodyChange, SignatureVerdict } from "../../../shared/webhook/signature.ts";
import { msg } from "../../i18n/i18n.ts";

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
