import { describe, expect, it } from "vitest";
import { capChatBarText, defaultAreaAction, leftOutAreaNotes } from "../../shared/richmenu/index.ts";

describe("chat bar text cap", () => {
  it("drops the trailing space a cut at 14 characters leaves", () => {
    expect(capChatBarText("Open the menu now")).toBe("Open the menu");
    expect(capChatBarText("Tap here to    open")).toBe("Tap here to");
  });

  it("keeps text within the limit as typed, so a space can be typed between words", () => {
    expect(capChatBarText("Open ")).toBe("Open ");
    expect(capChatBarText("Open the menu!")).toBe("Open the menu!");
    expect(capChatBarText("Open the menu!!")).toBe("Open the menu!");
  });
});

describe("areas left out at deploy", () => {
  const size = { width: 2500, height: 1686 };

  it("names every invalid area by its number with its reasons", () => {
    const areas = [
      { bounds: { x: 0, y: 0, width: 100, height: 100 }, action: { type: "uri" as const, uri: "nope" } },
      { bounds: { x: 100, y: 0, width: 100, height: 100 }, action: defaultAreaAction() },
      { bounds: { x: 2450, y: 0, width: 100, height: 100 }, action: defaultAreaAction() },
    ];
    const notes = leftOutAreaNotes(areas, size);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^Area 1 will be left out: URI must be a valid URL/);
    expect(notes[1]).toBe("Area 3 will be left out: Bounds must lie inside the 2500 × 1686 image");
  });

  it("is empty when every area is valid", () => {
    expect(
      leftOutAreaNotes([{ bounds: { x: 0, y: 0, width: 9, height: 9 }, action: defaultAreaAction() }], size),
    ).toEqual([]);
  });
});
