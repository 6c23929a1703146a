import { createStore, del, get, set } from "idb-keyval";
import type { PublicJwk } from "../../../shared/channel-tokens/api.ts";
import {
  type AssertionHeader,
  assertionClaims,
  assertionProblem,
  compactJwt,
  signingInput,
} from "../../../shared/channel-tokens/index.ts";
import type { Descriptor } from "../../../shared/text/descriptor.ts";

/**
 * The Assertion Signing Key of channel access token v2.1, made and kept in this browser only: an RSA key
 * pair from WebCrypto whose private half is non-extractable unless the user asked for an exportable one when
 * generating it. It lives in IndexedDB as a CryptoKey (structured clone: a non-extractable key stays
 * non-extractable there) and signs assertions here; nothing of it but the public JWK is ever sent.
 */

export interface StoredKey {
  privateKey: CryptoKey;
  publicJwk: PublicJwk;
  /** The kid the Console (or the sandbox) gave the public key; empty until it is known. */
  kid: string;
  exportable: boolean;
  createdAt: number;
}

const ALGORITHM: RsaHashedKeyGenParams = {
  name: "RSASSA-PKCS1-v1_5",
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: "SHA-256",
};
const KEY = "assertion-signing-key";
let store: ReturnType<typeof createStore> | undefined;
const keys = () => {
  store ??= createStore("line-dev-tools-keys", "keys");
  return store;
};

export const loadKey = (): Promise<StoredKey | undefined> => get<StoredKey>(KEY, keys());

export async function generateKey(exportable: boolean): Promise<StoredKey> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, exportable, ["sign", "verify"]);
  const { kty, n, e } = await crypto.subtle.exportKey("jwk", pair.publicKey);
  const stored: StoredKey = {
    privateKey: pair.privateKey,
    publicJwk: { kty: kty as "RSA", n: n ?? "", e: e ?? "", alg: "RS256", use: "sig" },
    kid: "",
    exportable,
    createdAt: Date.now(),
  };
  await set(KEY, stored, keys());
  return stored;
}

export async function saveKid(key: StoredKey, kid: string): Promise<StoredKey> {
  const next = { ...key, kid: kid.trim() };
  await set(KEY, next, keys());
  return next;
}

export const forgetKey = (): Promise<void> => del(KEY, keys());

/** The private key as a JWK file's text: only a key generated as exportable can be. */
export async function exportPrivateJwk(key: StoredKey): Promise<string> {
  const jwk = await crypto.subtle.exportKey("jwk", key.privateKey);
  return JSON.stringify({ ...jwk, kid: key.kid || undefined }, null, 2);
}

/**
 * Signs LINE's assertion for the channel, its claims checked first (assertionProblem): `exp` a few minutes
 * ahead, `token_exp` the token's lifetime, or none for the key-id list.
 */
export async function signAssertion(
  key: StoredKey,
  channelId: string,
  tokenExpSec: number | null,
): Promise<{ ok: true; jwt: string } | { ok: false; problem: Descriptor }> {
  const header: AssertionHeader = { alg: "RS256", typ: "JWT", kid: key.kid };
  const nowSec = Math.floor(Date.now() / 1000);
  const claims = assertionClaims(channelId.trim(), tokenExpSec ?? 0, nowSec);
  if (tokenExpSec === null) delete (claims as { token_exp?: number }).token_exp;
  const problem = assertionProblem(header, claims, nowSec, tokenExpSec !== null);
  if (problem) return { ok: false, problem };
  const input = signingInput(header, claims);
  const signature = await crypto.subtle.sign(ALGORITHM.name, key.privateKey, new TextEncoder().encode(input));
  return { ok: true, jwt: compactJwt(input, new Uint8Array(signature)) };
}
