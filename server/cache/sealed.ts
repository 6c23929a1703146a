import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * Channel access tokens cached outside the process are sealed with AES-256-GCM under a key derived
 * (HKDF-SHA256) from the channel secret: only a caller who presents the secret can read the token,
 * and Redis alone gives nothing usable. The cache key is a separate hash of id and secret.
 */
function sealingKey(channelId: string, channelSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", channelSecret, channelId, "ldt channel token cache v1", 32));
}

export function channelCacheKey(channelId: string, channelSecret: string): string {
  return createHash("sha256").update(`ldt-channel\0${channelId}\0${channelSecret}`).digest("base64url");
}

export function seal(plain: string, channelId: string, channelSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(channelId, channelSecret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** Null when the value was sealed under another secret or tampered with. */
export function unseal(sealed: string, channelId: string, channelSecret: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv(
      "aes-256-gcm",
      sealingKey(channelId, channelSecret),
      bytes.subarray(0, 12),
    );
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
