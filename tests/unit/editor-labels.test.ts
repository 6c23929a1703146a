import { afterEach, describe, expect, it, vi } from "vitest";
import { areaAccessibleName, percentBox } from "../../web/components/canvas-editor/layout.ts";
import { applyLang, resetLangForTests } from "../../web/i18n/i18n.ts";

afterEach(() => {
  resetLangForTests();
  vi.unstubAllGlobals();
});

describe("canvas editor labels and layout", () => {
  it("names an area by number, integer size and position, then label and validity", () => {
    const bounds = { x: 833, y: 0, width: 834, height: 843 };
    expect(areaAccessibleName(2, bounds, "", false)).toBe("Area 2: 834×843 at 833,0");
    expect(areaAccessibleName(2, bounds, "uri", true)).toBe("Area 2: 834×843 at 833,0, uri, invalid");
  });

  // Issue 24: the Thai editor named its areas (and announced a selection) in English.
  it("names an area in Thai when Thai is shown", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {} });
    await applyLang("th");
    const bounds = { x: 833, y: 0, width: 834, height: 843 };
    expect(areaAccessibleName(2, bounds, "Postback: Buy", true)).toBe(
      "พื้นที่ 2: 834×843 ที่ 833,0, Postback: Buy, ไม่ถูกต้อง",
    );
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
