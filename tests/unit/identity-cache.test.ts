import { describe, expect, it } from "vitest";
import { memoryTtlCache, type TtlCache } from "../../server/cache/ttl-cache.ts";
import { createLineIdentityVerifier } from "../../server/identity.ts";

function setup() {
  let now = 1_000_000;
  let verifyCalls = 0;
  let sharedReads = 0;
  const shared = memoryTtlCache(() => now);
  const counting: TtlCache = {
    get: (key) => {
      sharedReads++;
      return shared.get(key);
    },
    set: (key, value, ttl) => shared.set(key, value, ttl),
  };
  const fetchVerify = (async () => {
    verifyCalls++;
    return Response.json({ sub: "U1", exp: Math.floor(now / 1000) + 60, name: "Sam" });
  }) as typeof fetch;
  const options = { baseUrl: "http://line.test", channelId: "1", now: () => now, fetch: fetchVerify };
  return {
    verifier: createLineIdentityVerifier({ ...options, cache: counting }),
    /** Another instance sharing the same cache (Redis in production). */
    other: createLineIdentityVerifier({ ...options, cache: counting }),
    advance: (ms: number) => (now += ms),
    counts: () => ({ verifyCalls, sharedReads }),
  };
}

describe("ID token verification cache", () => {
  it("a token this process verified is answered from memory: no LINE call, no shared-cache read", async () => {
    const { verifier, counts } = setup();
    expect((await verifier.verify("token-a"))?.userId).toBe("U1");
    expect(counts()).toEqual({ verifyCalls: 1, sharedReads: 1 });
    for (let i = 0; i < 5; i++) expect((await verifier.verify("token-a"))?.displayName).toBe("Sam");
    expect(counts()).toEqual({ verifyCalls: 1, sharedReads: 1 });
  });

  it("another instance reads the shared cache once, then its own memory", async () => {
    const { verifier, other, counts } = setup();
    await verifier.verify("token-a");
    await other.verify("token-a");
    await other.verify("token-a");
    expect(counts()).toEqual({ verifyCalls: 1, sharedReads: 2 });
  });

  it("an expired token is not accepted from memory: LINE is asked again", async () => {
    const { verifier, advance, counts } = setup();
    await verifier.verify("token-a");
    advance(61_000);
    // The fake LINE answers with a fresh expiry, as for a token the LIFF SDK renewed.
    expect((await verifier.verify("token-a"))?.userId).toBe("U1");
    expect(counts().verifyCalls).toBe(2);
  });
});
