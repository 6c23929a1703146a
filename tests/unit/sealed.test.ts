import { describe, expect, it } from "vitest";
import { channelCacheKey, seal, unseal } from "../../server/cache/sealed.ts";

describe("sealed channel tokens", () => {
  const id = "2009000001";
  const secret = "4247f31f1e872e6e9b618ec10058c42c";

  it("opens only with the same channel id and secret", () => {
    const sealed = seal("token-value", id, secret);
    expect(sealed).not.toContain("token-value");
    expect(unseal(sealed, id, secret)).toBe("token-value");
    expect(unseal(sealed, id, `${secret.slice(0, -1)}d`)).toBeNull();
    expect(unseal(sealed, "2009000002", secret)).toBeNull();
  });

  it("refuses a tampered value", () => {
    const sealed = Buffer.from(seal("token-value", id, secret), "base64url");
    sealed[sealed.length - 1] = (sealed.at(-1) ?? 0) ^ 1;
    expect(unseal(sealed.toString("base64url"), id, secret)).toBeNull();
  });

  it("keys by a hash that names neither the secret nor the id", () => {
    const key = channelCacheKey(id, secret);
    expect(key).not.toContain(secret);
    expect(key).not.toContain(id);
    expect(channelCacheKey(id, `${secret}x`)).not.toBe(key);
  });
});
