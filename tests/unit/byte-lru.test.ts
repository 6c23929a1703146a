import { describe, expect, it } from "vitest";
import { ByteLru } from "../../server/cache/byte-lru.ts";

describe("ByteLru", () => {
  it("stays within its byte budget, dropping the least recently used first", () => {
    const lru = new ByteLru<string, string>(100, 100);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A"); // a is now the most recently used
    lru.set("c", "C", 40);
    expect(lru.get("b")).toBeUndefined();
    expect([lru.get("a"), lru.get("c")]).toEqual(["A", "C"]);
    expect(lru.bytes).toBe(80);
    expect(lru.size).toBe(2);
  });

  it("never keeps an entry above its per-entry cap, and a replaced entry is counted once", () => {
    const lru = new ByteLru<string, string>(100, 50);
    lru.set("small", "s", 10);
    lru.set("big", "B", 51);
    expect(lru.get("big")).toBeUndefined();
    expect(lru.get("small")).toBe("s");
    lru.set("small", "t", 20);
    expect(lru.bytes).toBe(20);
    lru.set("small", "too big now", 60);
    expect(lru.get("small")).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });
});
