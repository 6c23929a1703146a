import { describe, expect, it } from "vitest";
import { z } from "zod";
import { findNulPath, NUL_ERROR, storable } from "../../shared/api/stored-text.ts";

describe("findNulPath", () => {
  it("finds U+0000 in a nested value or key and reports its path", () => {
    expect(findNulPath("a\u0000")).toEqual([]);
    expect(findNulPath({ a: [1, { b: "x\u0000y" }] })).toEqual(["a", 1, "b"]);
    expect(findNulPath({ a: { "k\u0000": 1 } })).toEqual(["a", "k\u0000"]);
  });

  it("passes everything else, including the escape written out and other control characters", () => {
    expect(findNulPath({ a: ["\\u0000", "\u0001", 0, null, true], b: { c: "ok" } })).toBeNull();
  });
});

describe("storable", () => {
  it("adds a NUL_ERROR issue at the path, after the schema's own checks", () => {
    const schema = storable(
      z.object({ title: z.string().min(1, "Please enter a title"), body: z.unknown() }),
    );
    expect(schema.safeParse({ title: "t", body: { x: "ok" } }).success).toBe(true);
    const refused = schema.safeParse({ title: "t", body: { x: ["\u0000"] } });
    expect(refused.error?.issues).toMatchObject([{ message: NUL_ERROR, path: ["body", "x", 0] }]);
    const untitled = schema.safeParse({ title: "", body: "\u0000" });
    expect(untitled.error?.issues[0]?.message).toBe("Please enter a title");
  });
});
