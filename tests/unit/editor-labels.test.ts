import { describe, expect, it } from "vitest";
import { areaAccessibleName, percentBox } from "../../web/components/canvas-editor/layout.ts";

describe("canvas editor labels and layout", () => {
  it("names an area by number, integer size and position, then label and validity", () => {
    const bounds = { x: 833, y: 0, width: 834, height: 843 };
    expect(areaAccessibleName(2, bounds, "", false)).toBe("Area 2: 834×843 at 833,0");
    expect(areaAccessibleName(2, bounds, "uri", true)).toBe("Area 2: 834×843 at 833,0, uri, invalid");
  });

  it("places boxes in percentages of the image, independent of the display width", () => {
    expect(percentBox({ x: 1250, y: 843, width: 625, height: 421.5 }, { width: 2500, height: 1686 })).toEqual(
      {
        left: "50%",
        top: "50%",
        width: "25%",
        height: "25%",
      },
    );
  });
});
