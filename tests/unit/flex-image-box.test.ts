import { describe, expect, it } from "vitest";
import { imageBoxSize } from "../../shared/flex/image-box.ts";

/** A kilo/mega body column is about 253 px wide: the width a padding-bottom % box took its height from. */
const COLUMN = 253;

describe("image drawing area: width from size, height from aspectRatio of that width", () => {
  it("keeps the ticket sample's 140 px QR code square", () => {
    expect(imageBoxSize({ size: "140px", aspectRatio: "1:1" }, COLUMN)).toEqual({ width: 140, height: 140 });
  });

  it("sizes narrow px images by their own width", () => {
    expect(imageBoxSize({ size: "72px", aspectRatio: "3:2" }, COLUMN)).toEqual({ width: 72, height: 48 });
    expect(imageBoxSize({ size: "60px", aspectRatio: "2:1" }, COLUMN)).toEqual({ width: 60, height: 30 });
  });

  it.each([
    ["sm", 80],
    ["md", 100],
    ["xl", 140],
    ["5xl", 220],
  ])("keyword %s is %i px square", (size, px) => {
    expect(imageBoxSize({ size }, COLUMN)).toEqual({ width: px, height: px });
  });

  it("defaults to md, caps at the column and scales full and % widths", () => {
    expect(imageBoxSize({ aspectRatio: "20:13" }, COLUMN)).toEqual({ width: 100, height: 65 });
    expect(imageBoxSize({ size: "5xl", aspectRatio: "2:1" }, 150)).toEqual({ width: 150, height: 75 });
    expect(imageBoxSize({ size: "full", aspectRatio: "20:13" }, 260)).toEqual({ width: 260, height: 169 });
    expect(imageBoxSize({ size: "50%", aspectRatio: "1:1" }, 200)).toEqual({ width: 100, height: 100 });
  });

  it("treats ratios LINE refuses as square", () => {
    expect(imageBoxSize({ size: "80px", aspectRatio: "1:4" }, COLUMN)).toEqual({ width: 80, height: 80 });
  });
});
