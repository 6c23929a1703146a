import { describe, expect, it } from "vitest";
import { addArea, updateData } from "../../shared/editor/index.ts";
import {
  initialSimpleEditorState,
  newSimpleAreaAction,
  simpleEditorJson,
  withBaseSize,
  withImage,
  withoutImage,
} from "../../web/tools/rich-menu-editor/simple-editor-state.ts";

const HOST = "https://tools.example";

describe("simple rich-menu image editor (spec 2.4)", () => {
  it("starts at 2500×1686 without image or areas", () => {
    const state = initialSimpleEditorState();
    expect(state.size).toEqual({ width: 2500, height: 1686 });
    expect(state.editor.image).toBeNull();
    expect(simpleEditorJson(state)).toEqual({ size: { width: 2500, height: 1686 }, areas: [] });
  });

  it("gives new areas the uri action '{host}'", () => {
    expect(newSimpleAreaAction(HOST)).toEqual({ type: "uri", uri: HOST });
  });

  it("measures areas in the base size whatever the picture, and keeps them for a new picture", () => {
    let state = withImage(initialSimpleEditorState(), "blob:one", "one.gif");
    expect(state.editor.image).toEqual({ width: 2500, height: 1686 });
    state = {
      ...state,
      editor: addArea(state.editor, { x: 10, y: 20, width: 300, height: 200 }, newSimpleAreaAction(HOST)),
    };
    const replaced = withImage(state, "blob:two", "two.webp");
    expect(replaced.editor.areas).toBe(state.editor.areas);
    expect(simpleEditorJson(replaced).areas).toEqual([
      { bounds: { x: 10, y: 20, width: 300, height: 200 }, action: { type: "uri", uri: HOST } },
    ]);
    expect(withoutImage(replaced).editor.areas).toEqual([]);
  });

  it("scales areas with an edited base size and leaves invalid areas out of the JSON", () => {
    let state = withImage(initialSimpleEditorState(), "blob:x", "x.png");
    state = {
      ...state,
      editor: addArea(state.editor, { x: 0, y: 0, width: 1250, height: 843 }, newSimpleAreaAction(HOST)),
    };
    const id = state.editor.areas[0]?.id ?? "";
    state = withBaseSize(state, { width: 1250.4, height: 843 });
    expect(state.size).toEqual({ width: 1250, height: 843 });
    expect(simpleEditorJson(state).areas[0]?.bounds).toEqual({ x: 0, y: 0, width: 625, height: 422 });
    state = { ...state, editor: updateData(state.editor, id, { type: "uri", uri: "nope" }) };
    expect(simpleEditorJson(state).areas).toEqual([]);
  });
});
