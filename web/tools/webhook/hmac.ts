import { type Hmac, webCryptoHmac } from "../../../shared/webhook/signature.ts";

/*
 * The HMAC the signature check uses, chosen for where the page runs: WebCrypto's `subtle` exists only in a
 * secure context (https, localhost); the sandbox opened over plain http on a LAN (a phone) has none, so a
 * small audited library (@noble/hashes) is loaded there, and only there (its own chunk).
 */

/** HMAC-SHA256 with @noble/hashes: the same bytes as WebCrypto's. */
export const nobleHmac: Hmac = async (secret, body) => {
  const [{ hmac }, { sha256 }] = await Promise.all([
    import("@noble/hashes/hmac.js"),
    import("@noble/hashes/sha2.js"),
  ]);
  return hmac(sha256, secret, body);
};

export type HmacKind = "webcrypto" | "library";

export function hmacKind(secureContext: boolean, hasSubtle: boolean): HmacKind {
  return secureContext && hasSubtle ? "webcrypto" : "library";
}

export function hmacFor(kind: HmacKind): Hmac {
  return kind === "webcrypto" ? webCryptoHmac : nobleHmac;
}

/** The page's HMAC: WebCrypto in a secure context, the library elsewhere. */
export function browserHmac(): { kind: HmacKind; hmac: Hmac } {
  const kind = hmacKind(
    typeof window !== "undefined" && window.isSecureContext,
    typeof crypto !== "undefined" && crypto.subtle !== undefined,
  );
  return { kind, hmac: hmacFor(kind) };
}
