/*
 * The x-line-signature check: base64(HMAC-SHA256(channel secret, raw body bytes)). It runs in the browser
 * (the server never sees the secret); `hmac` is WebCrypto where the page is a secure context, or a small
 * library on a plain-http LAN origin, injected by the caller. When the check fails, `checkSignature` tries
 * the changes frameworks make before checking (re-serialised JSON, non-ASCII turned into \u escapes or
 * back) to tell "the wrong secret" from "a body changed before the check".
 */

export type Hmac = (secret: Uint8Array, body: Uint8Array) => Promise<Uint8Array>;

const encoder = new TextEncoder();

/** HMAC-SHA256 through WebCrypto (secure contexts, Node). */
export const webCryptoHmac: Hmac = async (secret, body) => {
  const key = await crypto.subtle.importKey(
    "raw",
    secret as BufferSource,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, body as BufferSource));
};

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function signBody(secret: string, body: Uint8Array | string, hmac: Hmac = webCryptoHmac) {
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  return toBase64(await hmac(encoder.encode(secret), bytes));
}

/** Compares two base64 strings in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Non-ASCII characters as JSON \u escapes (what PHP's json_encode and some proxies write). */
export function escapeNonAscii(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) {
      out += char;
      continue;
    }
    for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`;
  }
  return out;
}

/** JSON \u escapes of non-ASCII characters written as the characters (what JSON.stringify does). */
export function unescapeNonAscii(text: string): string {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (sequence, code: string) => {
    const value = Number.parseInt(code, 16);
    return value < 0x80 ? sequence : String.fromCharCode(value);
  });
}

/** The ways a body is commonly changed between LINE's signing and the check. */
export type BodyChange = "reserialized" | "escapedNonAscii" | "unescapedNonAscii" | "prettyPrinted";

function variants(text: string): { change: BodyChange; text: string }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const compact = JSON.stringify(parsed);
  // Each candidate is a text LINE may have signed, named for the change that turned it into the body
  // received. The narrowest change first: a body differing only in its escapes is named for them.
  const candidates: { change: BodyChange; text: string }[] = [
    { change: "unescapedNonAscii", text: escapeNonAscii(text) },
    { change: "escapedNonAscii", text: unescapeNonAscii(text) },
    { change: "prettyPrinted", text: compact },
    { change: "reserialized", text: JSON.stringify(parsed, null, 2) },
  ];
  // A body already compact gives the same text twice: only a real change can explain a mismatch.
  return candidates.filter((c) => c.text !== text);
}

export type SignatureVerdict =
  | { valid: true; code: "webhook.signature.valid" }
  | { valid: false; code: "webhook.signature.missing" }
  | { valid: false; code: "webhook.signature.bodyChanged"; params: { change: BodyChange } }
  | { valid: false; code: "webhook.signature.mismatch" };

/**
 * Checks `header` against the raw `body` bytes. A mismatch that a changed copy of the body would match says
 * which change (the signature was made over a different text than the one received); otherwise the secret
 * is wrong or the body changed in a way not reproduced here.
 */
export async function checkSignature(input: {
  secret: string;
  body: Uint8Array;
  header: string | null | undefined;
  hmac?: Hmac;
}): Promise<SignatureVerdict> {
  const hmac = input.hmac ?? webCryptoHmac;
  const header = input.header?.trim();
  if (!header) return { valid: false, code: "webhook.signature.missing" };
  if (sameText(await signBody(input.secret, input.body, hmac), header)) {
    return { valid: true, code: "webhook.signature.valid" };
  }
  const text = new TextDecoder().decode(input.body);
  for (const variant of variants(text)) {
    if (sameText(await signBody(input.secret, variant.text, hmac), header)) {
      return { valid: false, code: "webhook.signature.bodyChanged", params: { change: variant.change } };
    }
  }
  return { valid: false, code: "webhook.signature.mismatch" };
}

/**
 * Whether a bot that checks the signature over re-serialised JSON (the common bug) would fail on this body
 * even with the right secret: true when parsing and stringifying does not give back the same bytes.
 */
export function reserializingBreaksSignature(body: Uint8Array): boolean {
  const text = new TextDecoder().decode(body);
  try {
    return JSON.stringify(JSON.parse(text)) !== text;
  } catch {
    return true;
  }
}

/** How to check the signature over the raw bytes, per framework (code: shown as it is, not translated). */
export const RAW_BODY_RECIPES = {
  node: `import { createHmac, timingSafeEqual } from "node:crypto";
// raw: the Buffer of the request body exactly as received, before any JSON.parse
const expected = createHmac("sha256", channelSecret).update(raw).digest();
const given = Buffer.from(req.headers["x-line-signature"] ?? "", "base64");
const ok = given.length === expected.length && timingSafeEqual(given, expected);`,
  hono: `app.post("/webhook", async (c) => {
  const raw = new Uint8Array(await c.req.arrayBuffer()); // before c.req.json()
  if (!validateSignature(Buffer.from(raw), channelSecret, c.req.header("x-line-signature") ?? "")) return c.text("bad signature", 401);
  const body = JSON.parse(new TextDecoder().decode(raw));
});`,
  express: `// @line/bot-sdk's middleware reads the raw body itself: mount it BEFORE express.json(), never after.
app.post("/webhook", line.middleware({ channelSecret }), (req, res) => { /* req.body is parsed */ });
// Or keep the raw bytes yourself:
app.use(express.json({ verify: (req, _res, buf) => { req.rawBody = buf; } }));`,
} as const;
