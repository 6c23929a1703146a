import { describe, expect, it } from "vitest";
import {
  addArea,
  applyTemplate,
  type Bounds,
  beginGesture,
  cancelGesture,
  canRedo,
  canUndo,
  clearImage,
  commandForKey,
  createEditorState,
  DUPLICATE_OFFSET,
  deleteArea,
  displayRectToImage,
  displayToImage,
  drawArea,
  duplicateArea,
  type EditorState,
  edgeHandleAt,
  endGesture,
  HISTORY_LIMIT,
  imageToDisplay,
  importAreas,
  LAYOUT_TEMPLATES,
  layoutBounds,
  moveArea,
  moveBy,
  nudge,
  overlaps,
  type ResizeHandle,
  redo,
  resizeArea,
  resizeImage,
  selectArea,
  selectAt,
  setBounds,
  setImage,
  snapThreshold,
  splitLength,
  undo,
  updateData,
} from "../../shared/editor/index.ts";

type Data = { label: string };

function editor(width = 2500, height = 1686, maxAreas = 20): EditorState<Data> {
  return setImage(
    createEditorState<Data>({ maxAreas, maxAreasMessage: "Maximum 20 areas allowed per rich menu" }),
    {
      width,
      height,
    },
  );
}

function withAreas(list: Bounds[], base = editor()): EditorState<Data> {
  return list.reduce((state, bounds, i) => addArea(state, bounds, { label: `A${i + 1}` }), base);
}

function boundsOf(state: EditorState<Data>, index = 0): Bounds | undefined {
  return state.areas[index]?.bounds;
}

const data = (): Data => ({ label: "new" });

describe("coordinates", () => {
  it("converts between display and image pixels", () => {
    expect(displayToImage({ x: 30, y: 60 }, 0.15)).toEqual({ x: 200, y: 400 });
    expect(imageToDisplay({ x: 200, y: 400 }, 0.15)).toEqual({ x: 30, y: 60 });
    expect(snapThreshold(6, 0.15)).toBeCloseTo(40);
  });

  it("rounds display rectangles by edges so touching rectangles stay touching", () => {
    const a = displayRectToImage({ x: 0, y: 0, width: 33.3, height: 10 }, 0.3);
    const b = displayRectToImage({ x: 33.3, y: 0, width: 33.3, height: 10 }, 0.3);
    expect(a.x + a.width).toBe(b.x);
    expect(Number.isInteger(a.width) && Number.isInteger(b.width)).toBe(true);
  });
});

describe("image", () => {
  it("setImage clears areas, selection and history", () => {
    const state = setImage(withAreas([{ x: 0, y: 0, width: 100, height: 100 }]), {
      width: 1040,
      height: 1040,
    });
    expect(state.image).toEqual({ width: 1040, height: 1040 });
    expect(state.areas).toEqual([]);
    expect(state.selectedId).toBeNull();
    expect(canUndo(state)).toBe(false);
  });

  it("clearImage removes the image and all areas", () => {
    const state = clearImage(withAreas([{ x: 0, y: 0, width: 100, height: 100 }]));
    expect(state.image).toBeNull();
    expect(state.areas).toEqual([]);
  });

  it("resizeImage keeps areas in place at the new size, tiles still touching", () => {
    const tiled = applyTemplate(editor(), "columns-3", () => data());
    const selected = tiled.selectedId;
    const half = resizeImage(tiled, { width: 1250, height: 843 });
    expect(half.areas.map((a) => a.bounds)).toEqual([
      { x: 0, y: 0, width: 417, height: 843 },
      { x: 417, y: 0, width: 416, height: 843 },
      { x: 833, y: 0, width: 417, height: 843 },
    ]);
    expect(half.selectedId).toBe(selected);
    expect(canUndo(half)).toBe(false);
    expect(resizeImage(half, { width: 1250, height: 843 })).toBe(half);
  });

  it("refuses to add areas without an image", () => {
    const state = addArea(
      createEditorState<Data>({ maxAreas: 20 }),
      { x: 0, y: 0, width: 10, height: 10 },
      data(),
    );
    expect(state.areas).toHaveLength(0);
    expect(state.refusal?.code).toEqual("no-image");
  });
});

describe("draw", () => {
  const scale = 0.15; // 2500 px shown 375 px wide

  it("adds a drawn area in integer image pixels and selects it", () => {
    const state = drawArea(editor(), { x: 15, y: 30 }, { x: 90, y: 105 }, scale, data);
    expect(boundsOf(state)).toEqual({ x: 100, y: 200, width: 500, height: 500 });
    expect(state.selectedId).toBe(state.areas[0]?.id);
  });

  it("normalises a drag made up and to the left", () => {
    const state = drawArea(editor(), { x: 90, y: 105 }, { x: 15, y: 30 }, scale, data);
    expect(boundsOf(state)).toEqual({ x: 100, y: 200, width: 500, height: 500 });
  });

  it("keeps an area only if both sides exceed 10 display pixels, whatever the scale", () => {
    // 10 display px at scale 0.15 is ~67 image px: still too small
    expect(drawArea(editor(), { x: 0, y: 0 }, { x: 10, y: 50 }, scale, data).areas).toHaveLength(0);
    expect(drawArea(editor(), { x: 0, y: 0 }, { x: 50, y: 10 }, scale, data).areas).toHaveLength(0);
    expect(drawArea(editor(), { x: 0, y: 0 }, { x: 10.5, y: 10.5 }, scale, data).areas).toHaveLength(1);
    // at scale 2 (small image zoomed in) 10 display px is 5 image px: also refused
    expect(drawArea(editor(300, 300), { x: 0, y: 0 }, { x: 10, y: 40 }, 2, data).areas).toHaveLength(0);
    expect(drawArea(editor(300, 300), { x: 0, y: 0 }, { x: 12, y: 40 }, 2, data).areas).toHaveLength(1);
  });

  it("clamps a drag that leaves the image", () => {
    const state = drawArea(editor(), { x: 300, y: 200 }, { x: 500, y: 400 }, scale, data);
    expect(boundsOf(state)).toEqual({ x: 2000, y: 1333, width: 500, height: 353 });
  });

  it("passes the image bounds to the data factory", () => {
    let seen: Bounds | undefined;
    drawArea(editor(), { x: 15, y: 30 }, { x: 90, y: 105 }, scale, (bounds) => {
      seen = bounds;
      return data();
    });
    expect(seen).toEqual({ x: 100, y: 200, width: 500, height: 500 });
  });
});

describe("max areas", () => {
  it("refuses the area beyond maxAreas and says why", () => {
    const full = withAreas(
      Array.from({ length: 20 }, (_, i) => ({ x: i * 100, y: 0, width: 100, height: 100 })),
    );
    expect(full.areas).toHaveLength(20);
    const refused = addArea(full, { x: 0, y: 500, width: 100, height: 100 }, data());
    expect(refused.areas).toHaveLength(20);
    expect(refused.refusal).toEqual({ code: "max-areas", message: "Maximum 20 areas allowed per rich menu" });
    expect(drawArea(full, { x: 0, y: 200 }, { x: 50, y: 250 }, 0.15, data).refusal?.code).toEqual(
      "max-areas",
    );
    expect(duplicateArea(full).areas).toHaveLength(20);
  });

  it("uses a default message naming the limit and clears the refusal on the next command", () => {
    const base = setImage(createEditorState<Data>({ maxAreas: 1 }), { width: 1040, height: 1040 });
    const one = addArea(base, { x: 0, y: 0, width: 10, height: 10 }, data());
    const refused = addArea(one, { x: 0, y: 0, width: 10, height: 10 }, data());
    expect(refused.refusal?.message).toEqual("Maximum 1 areas allowed");
    expect(selectArea(refused, null).refusal).toBeNull();
  });
});

describe("select", () => {
  const state = withAreas([
    { x: 0, y: 0, width: 1000, height: 1000 },
    { x: 500, y: 500, width: 1000, height: 1000 },
  ]);

  it("picks the topmost (last drawn) area under the point", () => {
    expect(selectAt(state, { x: 700, y: 700 }).selectedId).toBe(state.areas[1]?.id);
    expect(selectAt(state, { x: 100, y: 100 }).selectedId).toBe(state.areas[0]?.id);
  });

  it("clears the selection on empty space, without an undo entry", () => {
    const cleared = selectAt(state, { x: 2400, y: 1600 });
    expect(cleared.selectedId).toBeNull();
    expect(cleared.past).toBe(state.past);
  });

  it("ignores unknown ids", () => {
    expect(selectArea(state, "nope").selectedId).toBeNull();
  });
});

describe("move", () => {
  const state = withAreas([{ x: 100, y: 100, width: 400, height: 300 }]);
  const id = state.areas[0]?.id ?? "";

  it("moves to a rounded position", () => {
    expect(boundsOf(moveArea(state, id, { x: 250.4, y: 199.6 }))).toEqual({
      x: 250,
      y: 200,
      width: 400,
      height: 300,
    });
  });

  it("clamps inside the image on every side", () => {
    expect(boundsOf(moveArea(state, id, { x: -50, y: -80 }))).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
    });
    expect(boundsOf(moveArea(state, id, { x: 9999, y: 9999 }))).toEqual({
      x: 2100,
      y: 1386,
      width: 400,
      height: 300,
    });
    expect(boundsOf(moveBy(state, id, 5000, -5000))).toEqual({ x: 2100, y: 0, width: 400, height: 300 });
  });

  it("returns the same state when nothing moves", () => {
    expect(moveArea(state, id, { x: 100, y: 100 })).toBe(state);
  });
});

describe("resize", () => {
  const origin = { x: 1000, y: 600, width: 400, height: 300 };
  const state = withAreas([origin]);
  const id = state.areas[0]?.id ?? "";
  const resized = (handle: ResizeHandle, dx: number, dy: number, minSize?: number) =>
    boundsOf(resizeArea(state, id, handle, origin, { x: dx, y: dy }, minSize ? { minSize } : {}));

  it.each<[ResizeHandle, Bounds]>([
    ["n", { x: 1000, y: 550, width: 400, height: 350 }],
    ["s", { x: 1000, y: 600, width: 400, height: 350 }],
    ["e", { x: 1000, y: 600, width: 420, height: 300 }],
    ["w", { x: 980, y: 600, width: 420, height: 300 }],
    ["ne", { x: 1000, y: 550, width: 420, height: 350 }],
    ["nw", { x: 980, y: 550, width: 420, height: 350 }],
    ["se", { x: 1000, y: 600, width: 420, height: 350 }],
    ["sw", { x: 980, y: 600, width: 420, height: 350 }],
  ])("handle %s moves only its own edges", (handle, expected) => {
    const dx = handle.includes("w") ? -20 : 20;
    const dy = handle.includes("n") ? -50 : 50;
    expect(resized(handle, dx, dy)).toEqual(expected);
  });

  it("clamps each handle to the image", () => {
    expect(resized("nw", -5000, -5000)).toEqual({ x: 0, y: 0, width: 1400, height: 900 });
    expect(resized("se", 5000, 5000)).toEqual({ x: 1000, y: 600, width: 1500, height: 1086 });
    expect(resized("ne", 5000, -5000)).toEqual({ x: 1000, y: 0, width: 1500, height: 900 });
    expect(resized("sw", -5000, 5000)).toEqual({ x: 0, y: 600, width: 1400, height: 1086 });
  });

  it("keeps the minimum size instead of flipping", () => {
    expect(resized("e", -1000, 0, 50)).toEqual({ x: 1000, y: 600, width: 50, height: 300 });
    expect(resized("w", 1000, 0, 50)).toEqual({ x: 1350, y: 600, width: 50, height: 300 });
    expect(resized("n", 0, 1000, 40)).toEqual({ x: 1000, y: 860, width: 400, height: 40 });
    expect(resized("s", 0, -1000)).toEqual({ x: 1000, y: 600, width: 400, height: 1 });
  });

  it("works from the origin, so many intermediate events give the same result", () => {
    let step = beginGesture(state);
    for (let dx = 1; dx <= 100; dx++) step = resizeArea(step, id, "se", origin, { x: dx, y: dx / 2 });
    expect(boundsOf(step)).toEqual({ x: 1000, y: 600, width: 500, height: 350 });
  });
});

describe("snapping", () => {
  const state = withAreas([
    { x: 0, y: 0, width: 800, height: 800 },
    { x: 1200, y: 400, width: 400, height: 300 },
  ]);
  const moving = state.areas[1]?.id ?? "";

  it("snaps a moved edge to another area's edge within the threshold and reports a guide", () => {
    const next = moveArea(state, moving, { x: 812, y: 400 }, { snapThreshold: 20 });
    expect(boundsOf(next, 1)).toEqual({ x: 800, y: 400, width: 400, height: 300 });
    expect(next.guides).toContainEqual({ axis: "x", at: 800, from: 0, to: 800 });
  });

  it("snaps to the image edges", () => {
    const next = moveArea(state, moving, { x: 2085, y: 1380 }, { snapThreshold: 20 });
    expect(boundsOf(next, 1)).toEqual({ x: 2100, y: 1386, width: 400, height: 300 });
    expect(next.guides).toContainEqual({ axis: "x", at: 2500, from: 0, to: 1686 });
    expect(next.guides).toContainEqual({ axis: "y", at: 1686, from: 0, to: 2500 });
  });

  it("does not snap beyond the threshold or without one", () => {
    expect(boundsOf(moveArea(state, moving, { x: 830, y: 400 }, { snapThreshold: 20 }), 1)?.x).toBe(830);
    const plain = moveArea(state, moving, { x: 812, y: 400 });
    expect(boundsOf(plain, 1)?.x).toBe(812);
    expect(plain.guides).toEqual([]);
  });

  it("snaps the moving edge of a resize, not the fixed one", () => {
    const origin = { x: 1200, y: 400, width: 400, height: 300 };
    const next = resizeArea(state, moving, "w", origin, { x: -390, y: 0 }, { snapThreshold: 20 });
    expect(boundsOf(next, 1)).toEqual({ x: 800, y: 400, width: 800, height: 300 });
    expect(next.guides.map((g) => g.at)).toEqual([800]);
    const bottom = resizeArea(state, moving, "s", origin, { x: 0, y: 95 }, { snapThreshold: 20 });
    expect(boundsOf(bottom, 1)).toEqual({ x: 1200, y: 400, width: 400, height: 400 });
  });

  it("threshold follows the display scale", () => {
    // 6 display px at scale 0.15 = 40 image px: a 30 px gap snaps; at scale 1 it does not
    expect(
      boundsOf(moveArea(state, moving, { x: 830, y: 400 }, { snapThreshold: snapThreshold(6, 0.15) }), 1)?.x,
    ).toBe(800);
    expect(
      boundsOf(moveArea(state, moving, { x: 830, y: 400 }, { snapThreshold: snapThreshold(6, 1) }), 1)?.x,
    ).toBe(830);
  });

  it("endGesture clears the guides", () => {
    const dragged = moveArea(beginGesture(state), moving, { x: 812, y: 400 }, { snapThreshold: 20 });
    expect(dragged.guides.length).toBeGreaterThan(0);
    expect(endGesture(dragged).guides).toEqual([]);
  });
});

describe("nudge", () => {
  const state = withAreas([{ x: 100, y: 100, width: 100, height: 100 }]);

  it("moves the selected area 1 px, or 10 px with Shift", () => {
    expect(boundsOf(nudge(state, "right"))?.x).toBe(101);
    expect(boundsOf(nudge(state, "up"))?.y).toBe(99);
    expect(boundsOf(nudge(state, "left", true))?.x).toBe(90);
    expect(boundsOf(nudge(state, "down", true))?.y).toBe(110);
  });

  it("stays clamped and needs a selection", () => {
    const atEdge = withAreas([{ x: 5, y: 0, width: 100, height: 100 }]);
    expect(boundsOf(nudge(atEdge, "left", true))?.x).toBe(0);
    expect(nudge(selectArea(state, null), "right")).toEqual(selectArea(state, null));
  });

  it("is one undo step per key press", () => {
    const twice = nudge(nudge(state, "right"), "right");
    expect(boundsOf(undo(twice))?.x).toBe(101);
  });
});

describe("undo and redo", () => {
  const state = withAreas([{ x: 100, y: 100, width: 400, height: 300 }]);
  const id = state.areas[0]?.id ?? "";

  it("undoes a whole drag gesture in one step", () => {
    let dragged = beginGesture(state);
    for (let i = 1; i <= 600; i++)
      dragged = moveArea(dragged, id, { x: 100 + i, y: 100 + i / 2 }, { snapThreshold: 5 });
    const done = endGesture(dragged);
    expect(done.past).toHaveLength(state.past.length + 1);
    expect(boundsOf(done)).toEqual({ x: 700, y: 400, width: 400, height: 300 });
    expect(boundsOf(undo(done))).toEqual({ x: 100, y: 100, width: 400, height: 300 });
    expect(boundsOf(redo(undo(done)))).toEqual({ x: 700, y: 400, width: 400, height: 300 });
  });

  it("adds no entry for a gesture that ends where it started", () => {
    const wiggled = moveArea(moveArea(beginGesture(state), id, { x: 300, y: 300 }), id, { x: 100, y: 100 });
    expect(endGesture(wiggled).past).toHaveLength(state.past.length);
  });

  it("cancelGesture restores the start without an entry", () => {
    const cancelled = cancelGesture(moveArea(beginGesture(state), id, { x: 900, y: 900 }));
    expect(boundsOf(cancelled)).toEqual({ x: 100, y: 100, width: 400, height: 300 });
    expect(cancelled.past).toHaveLength(state.past.length);
    expect(cancelled.gesture).toBeNull();
  });

  it("clears redo when a new command runs", () => {
    const moved = moveBy(state, id, 50, 0);
    const undone = undo(moved);
    expect(canRedo(undone)).toBe(true);
    const branched = moveBy(undone, id, 0, 50);
    expect(canRedo(branched)).toBe(false);
    expect(redo(branched)).toBe(branched);
  });

  it("undoes add, delete, data edits and templates, restoring the selection", () => {
    const edited = updateData(state, id, { label: "changed" });
    expect(undo(edited).areas[0]?.data).toEqual({ label: "A1" });
    const deleted = deleteArea(state, id);
    const restored = undo(deleted);
    expect(restored.areas).toHaveLength(1);
    expect(restored.selectedId).toBe(id);
    const templated = applyTemplate(state, "grid-2x3", (i) => ({ label: `T${i}` }));
    expect(undo(templated).areas).toEqual(state.areas);
    expect(undo(undo(state)).areas).toHaveLength(0);
  });

  it("does nothing with an empty history or during a gesture", () => {
    const fresh = editor();
    expect(undo(fresh)).toBe(fresh);
    const inGesture = beginGesture(state);
    expect(canUndo(inGesture)).toBe(false);
    expect(undo(inGesture)).toBe(inGesture);
  });

  it("keeps at most HISTORY_LIMIT entries", () => {
    let many = state;
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) many = moveBy(many, id, 1, 0);
    expect(many.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe("delete", () => {
  const state = withAreas([
    { x: 0, y: 0, width: 100, height: 100 },
    { x: 200, y: 0, width: 100, height: 100 },
    { x: 400, y: 0, width: 100, height: 100 },
  ]);
  const [first, second, third] = state.areas.map((a) => a.id);

  it("clears the selection when the selected area is removed", () => {
    const selected = selectArea(state, second ?? null);
    const next = deleteArea(selected);
    expect(next.areas.map((a) => a.id)).toEqual([first, third]);
    expect(next.selectedId).toBeNull();
  });

  it("keeps another selected area selected, whatever its index", () => {
    const selected = selectArea(state, third ?? null);
    const next = deleteArea(selected, first ?? null);
    expect(next.selectedId).toBe(third);
    expect(next.areas.findIndex((a) => a.id === next.selectedId)).toBe(1);
  });

  it("ignores a missing area or no selection", () => {
    const none = selectArea(state, null);
    expect(deleteArea(none)).toBe(none);
    expect(deleteArea(state, "missing")).toBe(state);
  });
});

describe("duplicate", () => {
  it("offsets the copy by 10 px, keeps the data and selects it", () => {
    const state = withAreas([{ x: 100, y: 100, width: 200, height: 200 }]);
    const next = duplicateArea(state);
    expect(boundsOf(next, 1)).toEqual({ x: 110, y: 110, width: 200, height: 200 });
    expect(next.areas[1]?.data).toBe(state.areas[0]?.data);
    expect(next.selectedId).toBe(next.areas[1]?.id);
    expect(next.areas[1]?.id).not.toBe(next.areas[0]?.id);
    expect(DUPLICATE_OFFSET).toBe(10);
  });

  it("clamps the copy inside the image", () => {
    const state = withAreas([{ x: 2300, y: 1500, width: 200, height: 186 }]);
    expect(boundsOf(duplicateArea(state), 1)).toEqual({ x: 2300, y: 1500, width: 200, height: 186 });
    const near = withAreas([{ x: 2295, y: 1000, width: 200, height: 100 }]);
    expect(boundsOf(duplicateArea(near), 1)).toEqual({ x: 2300, y: 1010, width: 200, height: 100 });
  });
});

describe("updateData and setBounds", () => {
  const state = withAreas([{ x: 100, y: 100, width: 200, height: 200 }]);
  const id = state.areas[0]?.id ?? "";

  it("replaces or derives the payload", () => {
    expect(updateData(state, id, { label: "x" }).areas[0]?.data).toEqual({ label: "x" });
    expect(updateData(state, id, (d) => ({ label: `${d.label}!` })).areas[0]?.data).toEqual({ label: "A1!" });
  });

  it("rounds to integers and keeps values at least 0", () => {
    expect(boundsOf(setBounds(state, id, { x: 10.6, y: -5, width: 99.4 }))).toEqual({
      x: 11,
      y: 0,
      width: 99,
      height: 200,
    });
  });

  it("keeps the area inside the image", () => {
    expect(boundsOf(setBounds(state, id, { x: 2450 }))).toEqual({ x: 2300, y: 100, width: 200, height: 200 });
    expect(boundsOf(setBounds(state, id, { width: 5000 }))).toEqual({
      x: 100,
      y: 100,
      width: 2400,
      height: 200,
    });
    expect(boundsOf(setBounds(state, id, { width: 0 }))?.width).toBe(1);
  });

  it("keeps the current value for an emptied field", () => {
    expect(setBounds(state, id, { x: Number.NaN })).toBe(state);
  });
});

function assertTiles(bounds: Bounds[], width: number, height: number): void {
  const total = bounds.reduce((sum, b) => sum + b.width * b.height, 0);
  expect(total).toBe(width * height);
  for (const b of bounds) {
    expect(
      Number.isInteger(b.x) &&
        Number.isInteger(b.y) &&
        Number.isInteger(b.width) &&
        Number.isInteger(b.height),
    ).toBe(true);
    expect(b.x >= 0 && b.y >= 0 && b.x + b.width <= width && b.y + b.height <= height).toBe(true);
  }
  for (let i = 0; i < bounds.length; i++) {
    for (let j = i + 1; j < bounds.length; j++) {
      expect(overlaps(bounds[i] as Bounds, bounds[j] as Bounds), `areas ${i + 1} and ${j + 1}`).toBe(false);
    }
  }
}

describe("layout templates", () => {
  it("splits lengths exactly with the remainder on the last part", () => {
    expect(splitLength(2500, [1, 1, 1])).toEqual([833, 833, 834]);
    expect(splitLength(1686, [1, 1])).toEqual([843, 843]);
    expect(splitLength(1200, [2, 1])).toEqual([800, 400]);
    expect(splitLength(1040, [1, 1, 1])).toEqual([346, 346, 348]);
  });

  it.each([
    [2500, 1686],
    [1200, 405],
    [1040, 1040],
    [2500, 843],
    [1201, 811],
  ])("every template tiles %i×%i exactly with no gaps or overlaps", (width, height) => {
    for (const template of LAYOUT_TEMPLATES)
      assertTiles(layoutBounds(template.layout, { width, height }), width, height);
  });

  it("builds the classic 6-tile 2500×1686 menu in reading order", () => {
    const state = applyTemplate(editor(), "grid-2x3", (i, b) => ({ label: `${i}:${b.x},${b.y}` }));
    expect(state.areas.map((a) => a.bounds)).toEqual([
      { x: 0, y: 0, width: 833, height: 843 },
      { x: 833, y: 0, width: 833, height: 843 },
      { x: 1666, y: 0, width: 834, height: 843 },
      { x: 0, y: 843, width: 833, height: 843 },
      { x: 833, y: 843, width: 833, height: 843 },
      { x: 1666, y: 843, width: 834, height: 843 },
    ]);
    expect(state.areas[4]?.data).toEqual({ label: "4:833,843" });
    expect(state.selectedId).toBe(state.areas[0]?.id);
  });

  it("lays out 3+1, 1+2 and 1 left + 2 right as named", () => {
    const size = { width: 2500, height: 1686 };
    const byId = (id: string) =>
      layoutBounds(LAYOUT_TEMPLATES.find((t) => t.id === id)?.layout ?? { leaf: true }, size);
    expect(byId("top-3-bottom-1").at(-1)).toEqual({ x: 0, y: 843, width: 2500, height: 843 });
    expect(byId("top-1-bottom-2")).toHaveLength(3);
    expect(byId("top-1-bottom-2")[0]).toEqual({ x: 0, y: 0, width: 2500, height: 843 });
    expect(byId("left-1-right-2")[0]).toEqual({ x: 0, y: 0, width: 1250, height: 1686 });
    expect(byId("full")).toEqual([{ x: 0, y: 0, width: 2500, height: 1686 }]);
  });

  it("replaces existing areas in one undo step and refuses beyond maxAreas", () => {
    const before = withAreas([{ x: 0, y: 0, width: 100, height: 100 }]);
    const applied = applyTemplate(before, "columns-4", () => data());
    expect(applied.areas).toHaveLength(4);
    expect(applied.past).toHaveLength(before.past.length + 1);
    const small = setImage(createEditorState<Data>({ maxAreas: 3 }), { width: 1200, height: 405 });
    expect(applyTemplate(small, "columns-4", () => data()).refusal?.code).toEqual("max-areas");
    expect(applyTemplate(small, "nope", () => data()).refusal?.code).toEqual("unknown-template");
    expect(
      applyTemplate(createEditorState<Data>({ maxAreas: 3 }), "full", () => data()).refusal?.code,
    ).toEqual("no-image");
  });
});

describe("import", () => {
  const toData = (item: Record<string, unknown>): Data => ({ label: String((item.action as Data).label) });
  const menu = {
    size: { width: 2500, height: 1686 },
    areas: [
      { bounds: { x: 0, y: 0, width: 1250, height: 1686 }, action: { label: "left" } },
      { bounds: { x: 1250, y: 0, width: 1250, height: 1686 }, action: { label: "right" } },
    ],
  };

  it("imports rich menu JSON areas (object or text) and their data", () => {
    for (const input of [menu, JSON.stringify(menu), menu.areas]) {
      const state = importAreas(editor(), input, toData);
      expect(state.areas.map((a) => a.bounds)).toEqual(menu.areas.map((a) => a.bounds));
      expect(state.areas.map((a) => a.data.label)).toEqual(["left", "right"]);
    }
  });

  it("imports imagemap actions with their area", () => {
    const imagemap = {
      baseSize: { width: 1040, height: 1040 },
      actions: [{ area: { x: 0, y: 0, width: 520, height: 1040 } }],
    };
    const state = importAreas(editor(1040, 1040, 50), imagemap, () => data());
    expect(boundsOf(state)).toEqual({ x: 0, y: 0, width: 520, height: 1040 });
  });

  it("scales areas of a differently sized menu to the image", () => {
    const state = importAreas(editor(1250, 843), menu, toData);
    expect(state.areas.map((a) => a.bounds)).toEqual([
      { x: 0, y: 0, width: 625, height: 843 },
      { x: 625, y: 0, width: 625, height: 843 },
    ]);
  });

  it("refuses invalid bounds with one detail per problem and changes nothing", () => {
    const bad = {
      size: { width: 2500, height: 1686 },
      areas: [
        { bounds: { x: 0.5, y: 0, width: 10, height: 10 } },
        { bounds: { x: -1, y: 0, width: 10, height: 10 } },
        { bounds: { x: 0, y: 0, width: 0, height: 10 } },
        { bounds: { x: 2400, y: 0, width: 200, height: 10 } },
        { action: {} },
        "nope",
      ],
    };
    const before = withAreas([{ x: 0, y: 0, width: 10, height: 10 }]);
    const state = importAreas(before, bad, () => data());
    expect(state.areas).toBe(before.areas);
    expect(state.refusal?.code).toEqual("invalid-import");
    expect(state.refusal?.details).toEqual([
      "Area 1: bounds must have integer x, y, width and height",
      "Area 2: x and y must be at least 0",
      "Area 3: width and height must be at least 1",
      "Area 4: bounds go beyond 2500×1686",
      "Area 5: bounds are missing",
      "Area 6: must be an object",
    ]);
  });

  it("reports errors thrown by the data factory, bad JSON, empty lists and too many areas", () => {
    const thrown = importAreas(editor(), menu, () => {
      throw new Error("Action type must be one of: uri, message");
    });
    expect(thrown.refusal?.details).toEqual([
      "Area 1: Action type must be one of: uri, message",
      "Area 2: Action type must be one of: uri, message",
    ]);
    expect(importAreas(editor(), "{", toData).refusal?.details).toEqual(["The text is not valid JSON"]);
    expect(importAreas(editor(), { areas: [] }, toData).refusal?.details).toEqual(["The JSON has no areas"]);
    const tooMany = Array.from({ length: 21 }, () => ({ bounds: { x: 0, y: 0, width: 10, height: 10 } }));
    expect(importAreas(editor(), tooMany, () => data()).refusal?.code).toEqual("max-areas");
  });

  it("appends when asked, one undo step", () => {
    const before = withAreas([{ x: 0, y: 0, width: 10, height: 10 }]);
    const state = importAreas(before, menu, toData, { replace: false });
    expect(state.areas).toHaveLength(3);
    expect(undo(state).areas).toEqual(before.areas);
  });
});

describe("keyboard", () => {
  const keys = { shiftKey: false, ctrlKey: false, metaKey: false };
  const state = withAreas([{ x: 100, y: 100, width: 100, height: 100 }]);

  it("maps arrows, Delete, Escape and undo/redo shortcuts", () => {
    expect(boundsOf(commandForKey(state, { ...keys, key: "ArrowRight" }) ?? state)?.x).toBe(101);
    expect(boundsOf(commandForKey(state, { ...keys, key: "ArrowDown", shiftKey: true }) ?? state)?.y).toBe(
      110,
    );
    expect(commandForKey(state, { ...keys, key: "Delete" })?.areas).toHaveLength(0);
    expect(commandForKey(state, { ...keys, key: "Backspace" })?.areas).toHaveLength(0);
    expect(commandForKey(state, { ...keys, key: "Escape" })?.selectedId).toBeNull();
    const moved = moveBy(state, state.areas[0]?.id ?? "", 5, 0);
    const undone = commandForKey(moved, { ...keys, key: "z", ctrlKey: true });
    expect(boundsOf(undone ?? moved)?.x).toBe(100);
    expect(
      boundsOf(commandForKey(undone ?? moved, { ...keys, key: "Z", metaKey: true, shiftKey: true }) ?? state)
        ?.x,
    ).toBe(105);
    expect(boundsOf(commandForKey(undone ?? moved, { ...keys, key: "y", ctrlKey: true }) ?? state)?.x).toBe(
      105,
    );
  });

  it("leaves other keys, and arrows without a selection, to the browser", () => {
    expect(commandForKey(state, { ...keys, key: "a" })).toBeNull();
    expect(commandForKey(state, { ...keys, key: "c", ctrlKey: true })).toBeNull();
    expect(commandForKey(selectArea(state, null), { ...keys, key: "ArrowLeft" })).toBeNull();
  });
});

describe("edgeHandleAt (a press on a selected area's edge resizes it)", () => {
  const bounds = { x: 100, y: 100, width: 600, height: 300 };
  it("names the edge or corner within the band, inside the area only", () => {
    expect(edgeHandleAt(bounds, { x: 695, y: 250 }, 20)).toEqual("e");
    expect(edgeHandleAt(bounds, { x: 700, y: 250 }, 20)).toEqual("e");
    expect(edgeHandleAt(bounds, { x: 105, y: 250 }, 20)).toEqual("w");
    expect(edgeHandleAt(bounds, { x: 400, y: 102 }, 20)).toEqual("n");
    expect(edgeHandleAt(bounds, { x: 400, y: 399 }, 20)).toEqual("s");
    expect(edgeHandleAt(bounds, { x: 690, y: 395 }, 20)).toEqual("se");
    expect(edgeHandleAt(bounds, { x: 400, y: 250 }, 20)).toBeNull();
    // Just outside: that press draws.
    expect(edgeHandleAt(bounds, { x: 701, y: 250 }, 20)).toBeNull();
  });
  it("caps the band at a third of a side, so a small area keeps a middle to move it by", () => {
    const small = { x: 0, y: 0, width: 30, height: 30 };
    expect(edgeHandleAt(small, { x: 15, y: 15 }, 40)).toBeNull();
    expect(edgeHandleAt(small, { x: 29, y: 15 }, 40)).toEqual("e");
  });
});
