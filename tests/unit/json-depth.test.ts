import { describe, expect, it } from "vitest";
import { saveFlexMessageSchema } from "../../shared/flex/api.ts";
import { parseFlexJson } from "../../shared/flex/parse.ts";
import { validateFlexContainer } from "../../shared/flex/validate.ts";
import { jsonByteLength } from "../../shared/flex/values.ts";
import {
  JSON_TOO_DEEP_MESSAGE,
  jsonDepthErrorOffset,
  jsonTextTooDeep,
  jsonValueTooDeep,
  MAX_JSON_DEPTH,
} from "../../shared/json/depth.ts";
import { issueMessage } from "../../shared/text/zod-message.ts";

const nestedText = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedValue = (depth: number) => JSON.parse(nestedText(depth)) as unknown;
/** Deep enough to overflow JSON.stringify and every recursive walk. */
const HUGE = 200_000;

describe("one JSON depth limit", () => {
  it("text: the limit passes, one more level is refused at its bracket", () => {
    expect(jsonTextTooDeep(nestedText(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthErrorOffset(nestedText(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH);
    expect(jsonTextTooDeep(nestedText(HUGE))).toBe(true);
  });

  it("text: brackets inside strings (escaped quotes included) do not count", () => {
    const text = `{"a":"${"[".repeat(500)}\\"${"{".repeat(500)}","b":[1]}`;
    expect(jsonTextTooDeep(text)).toBe(false);
  });

  it("value: iterative, so a huge nesting is refused instead of overflowing", () => {
    expect(jsonValueTooDeep(nestedValue(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonValueTooDeep(nestedValue(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonValueTooDeep(nestedValue(HUGE))).toBe(true);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(jsonValueTooDeep(cycle)).toBe(true);
  });

  it("jsonByteLength never stringifies a too-deep value (this overflowed the stack: issue 11)", () => {
    expect(jsonByteLength(nestedValue(HUGE))).toBe(Number.POSITIVE_INFINITY);
    expect(jsonByteLength([1])).toBe(3);
  });

  it("the Flex validator reports the depth before walking", () => {
    const deep = { type: "bubble", body: nestedValue(HUGE) };
    expect(validateFlexContainer(deep)).toEqual([{ path: "", message: JSON_TOO_DEEP_MESSAGE }]);
  });

  it("the save schema refuses a too-deep flexJson with the same message", () => {
    const result = saveFlexMessageSchema.safeParse({
      title: "t",
      flexJson: { type: "bubble", x: nestedValue(HUGE) },
    });
    const issue = result.error?.issues[0];
    expect(issue && issueMessage(issue)).toEqual(JSON_TOO_DEEP_MESSAGE);
  });

  it("the editor's parser reports where the text gets too deep", () => {
    const result = parseFlexJson(`{\n"a": ${nestedText(HUGE)}}`);
    expect(result).toEqual({
      kind: "error",
      message: JSON_TOO_DEEP_MESSAGE,
      line: 2,
      column: 6 + MAX_JSON_DEPTH - 1,
    });
  });
});
