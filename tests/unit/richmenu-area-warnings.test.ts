import { describe, expect, it } from "vitest";
import {
  areaOverlaps,
  defaultAreaAction,
  exampleActionAreas,
  exampleActionNote,
  isExampleAction,
  overlapWarning,
  sampleAction,
  trimAway,
} from "../../shared/richmenu/index.ts";

const box = (x: number, y: number, width: number, height: number) => ({ bounds: { x, y, width, height } });

describe("overlapping areas", () => {
  it("names both areas of an overlap and the later one as the winner; touching edges are fine", () => {
    const areas = [box(0, 0, 1000, 800), box(800, 0, 1000, 800), box(1800, 0, 700, 800)];
    expect(areaOverlaps(areas)).toEqual([[{ other: 1, winner: 1 }], [{ other: 0, winner: 1 }], []]);
    expect(overlapWarning({ other: 0, winner: 1 })).toEqual(
      "Overlaps Area 1: a tap on the shared part goes to Area 2, the one on top",
    );
  });

  it("trims an area back to the other's nearest edge, keeping the most of it", () => {
    const a = { x: 0, y: 0, width: 1000, height: 800 };
    const b = { x: 800, y: 0, width: 1000, height: 800 };
    expect(trimAway(b, a)).toEqual({ x: 1000, y: 0, width: 800, height: 800 });
    expect(trimAway(a, b)).toEqual({ x: 0, y: 0, width: 800, height: 800 });
    const below = { x: 100, y: 700, width: 500, height: 600 };
    expect(trimAway(below, a)).toEqual({ x: 100, y: 800, width: 500, height: 500 });
    expect(areaOverlaps([{ bounds: a }, { bounds: trimAway(b, a) ?? b }])).toEqual([[], []]);
    // Wholly inside: nothing is left to keep.
    expect(trimAway({ x: 10, y: 10, width: 5, height: 5 }, a)).toBeNull();
  });
});

describe("the example action of a new area", () => {
  it("is recognised only while unchanged", () => {
    expect(isExampleAction(defaultAreaAction())).toBe(true);
    expect(isExampleAction({ ...defaultAreaAction(), displayText: "" })).toBe(true);
    expect(isExampleAction({ ...defaultAreaAction(), data: "action=buy&itemid=112" })).toBe(false);
    expect(isExampleAction({ ...defaultAreaAction(), displayText: "Buy" })).toBe(false);
    expect(isExampleAction(sampleAction("message", ""))).toBe(false);
  });

  it("names the areas that still carry it", () => {
    const actions = [sampleAction("message", ""), defaultAreaAction(), defaultAreaAction()];
    expect(exampleActionAreas(actions)).toEqual([2, 3]);
    expect(exampleActionNote([2, 3])).toEqual("Areas 2 and 3 still have the example action 'Buy'");
    expect(exampleActionNote([1, 2, 3])).toEqual("Areas 1, 2 and 3 still have the example action 'Buy'");
    expect(exampleActionNote([4])).toEqual("Area 4 still has the example action 'Buy'");
    expect(exampleActionNote([])).toBeNull();
  });
});
