import { describe, expect, it } from "vitest";
import { memoryTtlCache } from "../../server/cache/ttl-cache.ts";

describe("memoryTtlCache", () => {
  it("answers until the time to live has passed", async () => {
    let now = 1_000;
    const cache = memoryTtlCache(() => now);
    await cache.set("a", "1", 500);
    expect(await cache.get("a")).toBe("1");
    now += 499;
    expect(await cache.get("a")).toBe("1");
    now += 1;
    expect(await cache.get("a")).toBeNull();
    await cache.set("b", "2", 0);
    expect(await cache.get("b")).toBeNull();
  });

  it("when full, drops expired entries first, then only the oldest: never everyone at once", async () => {
    let now = 0;
    const cache = memoryTtlCache(() => now, 3);
    await cache.set("short", "x", 10);
    await cache.set("old", "y", 1_000);
    await cache.set("mid", "z", 1_000);
    now = 20;
    await cache.set("new1", "n", 1_000);
    expect(await cache.get("short")).toBeNull();
    expect(await cache.get("old")).toBe("y");
    await cache.set("new2", "n", 1_000);
    expect(await cache.get("old")).toBeNull();
    expect([await cache.get("mid"), await cache.get("new1"), await cache.get("new2")]).toEqual([
      "z",
      "n",
      "n",
    ]);
  });
});
