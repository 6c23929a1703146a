import { describe, expect, it } from "vitest";
import { visibleArea } from "../../web/tools/flex-designer/use-keyboard-inset.ts";

describe("visibleArea: the phone's bottom bar above the on-screen keyboard (issue 35)", () => {
  it("counts what the keyboard covers at the bottom of the layout viewport", () => {
    expect(visibleArea(812, { height: 812, offsetTop: 0, scale: 1 })).toEqual({ inset: 0, height: 812 });
    expect(visibleArea(812, { height: 476, offsetTop: 0, scale: 1 })).toEqual({ inset: 336, height: 476 });
    // The visual viewport scrolled within the layout one (iOS while typing): what is below it is covered.
    expect(visibleArea(812, { height: 476, offsetTop: 100, scale: 1 })).toEqual({ inset: 236, height: 476 });
  });

  it("counts nothing when pinch-zoomed or without the API", () => {
    expect(visibleArea(812, { height: 400, offsetTop: 0, scale: 2 })).toEqual({ inset: 0, height: 812 });
    expect(visibleArea(812, null)).toEqual({ inset: 0, height: 812 });
  });
});
