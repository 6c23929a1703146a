import { describe, expect, it } from "vitest";
import { sharedReads } from "../../server/db/shared-reads.ts";

/** A read whose queries the test finishes by hand; each answers the number of queries started before it. */
function manualReads() {
  const started: { key: string; finish: () => void }[] = [];
  const read = (key: string) =>
    new Promise<number>((resolve) => {
      const n = started.length;
      started.push({ key, finish: () => resolve(n) });
    });
  return { started, read: sharedReads(read) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("sharedReads", () => {
  // Checked by breaking it: answering a read asked during a running query with that query's promise makes
  // the second test get 0 for the late reads and fail.
  it("each read starts a query when none runs for its key; keys never share one", async () => {
    const { started, read } = manualReads();
    const first = read("u");
    expect(started).toHaveLength(1);
    started[0]?.finish();
    expect(await first).toBe(0);
    const [a, b] = [read("u"), read("v")];
    expect(started.map((s) => s.key)).toEqual(["u", "u", "v"]);
    started[1]?.finish();
    started[2]?.finish();
    expect([await a, await b]).toEqual([1, 2]);
  });

  it("a read asked while a query runs gets the next query's answer, shared with everyone who waited", async () => {
    const { started, read } = manualReads();
    const early = read("u");
    const late = [read("u"), read("u"), read("u")];
    expect(started).toHaveLength(1);
    started[0]?.finish();
    expect(await early).toBe(0);
    await tick();
    // One more query, started after the late reads were asked, for all three of them.
    expect(started).toHaveLength(2);
    started[1]?.finish();
    expect(await Promise.all(late)).toEqual([1, 1, 1]);
    // Nothing left running: the next read starts its own.
    const again = read("u");
    expect(started).toHaveLength(3);
    started[2]?.finish();
    expect(await again).toBe(2);
  });

  it("a failed query fails its readers only; the next read queries again", async () => {
    let calls = 0;
    const read = sharedReads(async () => {
      calls++;
      if (calls === 1) throw new Error("down");
      return calls;
    });
    await expect(read("u")).rejects.toThrow("down");
    expect(await read("u")).toBe(2);
  });
});
