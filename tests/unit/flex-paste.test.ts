import { describe, expect, it } from "vitest";
import { groupCarouselProblems, ranges } from "../../shared/flex/group-problems.ts";
import { unwrapPastedFlex } from "../../shared/flex/paste.ts";
import { formatFlexProblem } from "../../shared/flex/types.ts";
import { validateFlexContainer } from "../../shared/flex/validate.ts";

const bubble = (size: string) => ({
  type: "bubble",
  body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "x", size }] },
});

describe("pasting a whole Flex Message", () => {
  it("unwraps { type: flex, altText, contents } with a note and keeps the altText", () => {
    const pasted = unwrapPastedFlex({ type: "flex", altText: "Receipt", contents: bubble("md") });
    expect(pasted.container).toEqual(bubble("md"));
    expect(pasted.altText).toBe("Receipt");
    expect(pasted.note).toMatch(/whole Flex Message/);
    expect(validateFlexContainer(pasted.container)).toEqual([]);
  });

  it("leaves containers and anything else alone", () => {
    expect(unwrapPastedFlex(bubble("md"))).toEqual({ container: bubble("md") });
    expect(unwrapPastedFlex({ type: "flex" })).toEqual({ container: { type: "flex" } });
    expect(unwrapPastedFlex(null)).toEqual({ container: null });
  });
});

describe("grouping a carousel's repeated problems", () => {
  it("lists a problem of every bubble once, with the bubbles numbered from 1", () => {
    const carousel = { type: "carousel", contents: Array.from({ length: 12 }, () => bubble("huge")) };
    const problems = groupCarouselProblems(validateFlexContainer(carousel));
    expect(problems.map(formatFlexProblem)).toEqual([
      'bubbles 1–12: body.contents[0].size: "huge" is not one of xxs…5xl',
    ]);
  });

  it("keeps single-bubble problems and others as they are, in order", () => {
    const problems = groupCarouselProblems([
      { path: "contents[0].body.layout", message: "is required" },
      { path: "contents[1].size", message: "bad" },
      { path: "contents[3].size", message: "bad" },
      { path: "contents[4].size", message: "bad" },
      { path: "", message: "too big" },
    ]);
    expect(problems).toEqual([
      { path: "contents[0].body.layout", message: "is required" },
      { path: "bubbles 2, 4–5: size", message: "bad" },
      { path: "", message: "too big" },
    ]);
  });

  it("writes ranges compactly", () => {
    expect(ranges([1, 2, 3, 5, 7, 8])).toBe("1–3, 5, 7–8");
    expect(ranges([4])).toBe("4");
  });
});
