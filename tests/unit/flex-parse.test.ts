import { describe, expect, it } from "vitest";
import {
  DEFAULT_ALT_TEXT,
  parseFlexJson,
  validateAltText,
  wrapFlexMessage,
} from "../../shared/flex/index.ts";
import { findJsonErrorOffset, lineAndColumn } from "../../shared/flex/parse.ts";
import { ALL_FLEX_FIXTURES } from "./flex-fixtures.ts";

const errorAt = (line: number, column: number) => ({
  kind: "error",
  message: "Invalid JSON format",
  line,
  column,
});

describe("parseFlexJson", () => {
  it.each(["", "   ", "\n\t  \r\n"])("treats %j as empty", (text) => {
    expect(parseFlexJson(text)).toEqual({ kind: "empty" });
  });

  it("returns the parsed value of valid JSON, whatever its shape", () => {
    expect(parseFlexJson(' {"type": "bubble"} ')).toEqual({ kind: "ok", value: { type: "bubble" } });
    expect(parseFlexJson("[1, 2.5e3, true, null]")).toEqual({ kind: "ok", value: [1, 2500, true, null] });
    expect(parseFlexJson('"text"')).toEqual({ kind: "ok", value: "text" });
  });

  it.each([
    ['{"a":}', 1, 6],
    ['{\n  "a": 1,\n}', 3, 1],
    ['{\r\n  "a": 1\r\n  "b": 2\r\n}', 3, 3],
    ["[1, 2", 1, 6],
    ['"abc', 1, 5],
    ['{"a": tru}', 1, 10],
    ["01", 1, 2],
    ['{"a":"\\q"}', 1, 8],
    ['{"a":"\\u12G4"}', 1, 11],
    ['{"a":1} x', 1, 9],
    ["-", 1, 2],
    ["1.", 1, 3],
    ["1e+", 1, 4],
    ["[1,]", 1, 4],
    ["{'a': 1}", 1, 2],
    ['{"a": "line\nbreak"}', 1, 12],
    ['{"type": "bubble",\n "body": {\n   "layout": "vertical"\n   "contents": []\n }\n}', 4, 4],
  ])("reports %j at line %i, column %i", (text, line, column) => {
    expect(parseFlexJson(text)).toEqual(errorAt(line, column));
  });

  it("agrees with JSON.parse on every fixture, valid or cut short", () => {
    for (const { container } of ALL_FLEX_FIXTURES.slice(0, 20)) {
      const text = JSON.stringify(container, null, 2);
      expect(findJsonErrorOffset(text)).toBe(-1);
      for (const cut of [1, Math.floor(text.length / 2), text.length - 1]) {
        expect(() => JSON.parse(text.slice(0, cut))).toThrow();
        expect(findJsonErrorOffset(text.slice(0, cut))).toBe(cut);
      }
    }
  });

  it("finds errors in deeply nested input without overflowing the stack", () => {
    const deep = `${"[".repeat(100_000)}x`;
    expect(parseFlexJson(deep)).toEqual(errorAt(1, 100_001));
  });

  it("counts columns per line", () => {
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn("ab\rcd", 3)).toEqual({ line: 2, column: 1 });
  });
});

describe("wrapFlexMessage", () => {
  it("wraps contents as a flex message with the default alt text", () => {
    const contents = { type: "bubble" };
    expect(wrapFlexMessage(contents)).toEqual({ type: "flex", altText: "Flex Message", contents });
    expect(DEFAULT_ALT_TEXT).toBe("Flex Message");
  });

  it("keeps a given alt text and the contents object as is", () => {
    const contents = { type: "carousel", contents: [] };
    const message = wrapFlexMessage(contents, "Weekly menu");
    expect(message).toEqual({ type: "flex", altText: "Weekly menu", contents });
    expect(message.contents).toBe(contents);
    expect(Object.keys(message)).toEqual(["type", "altText", "contents"]);
  });
});

describe("validateAltText", () => {
  it("accepts up to 1500 UTF-16 code units", () => {
    expect(validateAltText("Flex Message")).toEqual([]);
    expect(validateAltText("x".repeat(1500))).toEqual([]);
    expect(validateAltText("😀".repeat(750))).toEqual([]);
  });

  it("rejects longer or empty alt text", () => {
    expect(validateAltText("x".repeat(1501))).toEqual([
      { path: "altText", message: "is 1501 characters long; the maximum is 1500" },
    ]);
    expect(validateAltText(`${"😀".repeat(750)}a`)).toEqual([
      { path: "altText", message: "is 1501 characters long; the maximum is 1500" },
    ]);
    expect(validateAltText("")).toEqual([{ path: "altText", message: "is required" }]);
  });
});
