import { describe, expect, it } from "vitest";
import { addArea, duplicateArea, setImage, updateData } from "../../shared/editor/index.ts";
import { IMAGEMAP_ACTION_MESSAGES, IMAGEMAP_HINTS, scaleToImagemap } from "../../shared/imagemap/index.ts";
import { englishText } from "../../shared/text/english.ts";
import {
  actionText,
  areaCounterText,
  createImagemapEditor,
  type ImagemapEditorState,
  imagemapOutput,
  imagemapStateOf,
  MAX_AREAS_MESSAGE,
  newAreaAction,
  positionText,
  quickAdd,
  quickAddBounds,
  sizeText,
  withActionType,
} from "../../web/tools/imagemap-builder/model.ts";

const HOST = "https://tools.example.com";
const CONFIG = { baseUrl: "https://cdn.example.com/imagemaps/abc", altText: "Spring sale" };

function editorWith(size: { width: number; height: number }): ImagemapEditorState {
  return setImage(createImagemapEditor(), size);
}

describe("imagemap editor state", () => {
  it("allows 50 areas and says so when a 51st is refused", () => {
    let editor = editorWith({ width: 1040, height: 520 });
    expect(editor.maxAreas).toBe(50);
    for (let i = 0; i < 50; i++) editor = quickAdd(editor, 1, HOST);
    expect(editor.areas).toHaveLength(50);
    expect(areaCounterText(editor)).toEqual("50/50");
    const refused = quickAdd(editor, 1, HOST);
    expect(refused.areas).toHaveLength(50);
    expect(refused.refusal?.message).toBe(MAX_AREAS_MESSAGE);
    expect(MAX_AREAS_MESSAGE).toEqual("Maximum 50 areas allowed per imagemap");
  });

  it("starts new areas as a uri action to the app's origin", () => {
    expect(newAreaAction(HOST)).toEqual({ type: "uri", linkUri: HOST, text: "" });
  });

  it("quick-adds 150 × 100 at (50, 50) display pixels, converted with the display scale", () => {
    expect(quickAddBounds(1)).toEqual({ x: 50, y: 50, width: 150, height: 100 });
    // Shown at half size: twice as many image pixels.
    expect(quickAddBounds(0.5)).toEqual({ x: 100, y: 100, width: 300, height: 200 });
    // A phone showing a 1040-wide image 335 px wide.
    expect(quickAddBounds(335 / 1040)).toEqual({ x: 155, y: 155, width: 466, height: 311 });
    // Before the editor reported a scale, image pixels are used as they are.
    expect(quickAddBounds(0)).toEqual({ x: 50, y: 50, width: 150, height: 100 });
  });

  it("selects the quick-added area and keeps it inside a small image", () => {
    const editor = quickAdd(editorWith({ width: 120, height: 80 }), 1, HOST);
    const [area] = editor.areas;
    expect(editor.selectedId).toBe(area?.id);
    expect(area?.bounds).toEqual({ x: 0, y: 0, width: 120, height: 80 });
    expect(area?.data).toEqual({ type: "uri", linkUri: HOST, text: "" });
  });

  it("refuses quick add before an image is chosen", () => {
    const editor = quickAdd(createImagemapEditor(), 1, HOST);
    expect(editor.areas).toHaveLength(0);
    expect(editor.refusal?.code).toEqual("no-image");
  });

  it("duplicates 10 px right and down, clamped to the image", () => {
    let editor = addArea(
      editorWith({ width: 1040, height: 520 }),
      { x: 100, y: 100, width: 200, height: 100 },
      newAreaAction(HOST),
    );
    editor = duplicateArea(editor);
    expect(editor.areas[1]?.bounds).toEqual({ x: 110, y: 110, width: 200, height: 100 });
    editor = addArea(editor, { x: 840, y: 420, width: 200, height: 100 }, newAreaAction(HOST));
    editor = duplicateArea(editor);
    expect(editor.areas[3]?.bounds).toEqual({ x: 840, y: 420, width: 200, height: 100 });
  });

  it("keeps both texts when the action type changes, so switching back restores them", () => {
    const uri = { type: "uri" as const, linkUri: "https://example.com", text: "Hi" };
    const message = withActionType(uri, "message");
    expect(message).toEqual({ type: "message", linkUri: "https://example.com", text: "Hi" });
    expect(withActionType(message, "uri")).toEqual(uri);
  });
});

describe("imagemap output", () => {
  const withArea = () => quickAdd(editorWith({ width: 1040, height: 520 }), 1, HOST);

  it("shows the hints in order until Base URL, Alt Text and an area exist", () => {
    const empty = imagemapOutput(
      imagemapStateOf(editorWith({ width: 1040, height: 520 }), { baseUrl: "", altText: " " }),
    );
    expect(empty.hints).toEqual([IMAGEMAP_HINTS.baseUrl, IMAGEMAP_HINTS.altText, IMAGEMAP_HINTS.area]);
    expect(empty.json).toBeNull();
    expect(empty.problems).toEqual([]);
    const noAlt = imagemapOutput(imagemapStateOf(withArea(), { ...CONFIG, altText: "" }));
    expect(noAlt.hints).toEqual(["Add Alt Text"]);
    expect(noAlt.json).toBeNull();
  });

  it("builds the imagemap JSON with a 1040 base once complete, and it validates", () => {
    const output = imagemapOutput(imagemapStateOf(withArea(), CONFIG));
    expect(output.hints).toEqual([]);
    expect(output.problems).toEqual([]);
    expect(output.json).toEqual({
      type: "imagemap",
      baseUrl: CONFIG.baseUrl,
      altText: CONFIG.altText,
      baseSize: { width: 1040, height: 520 },
      actions: [{ type: "uri", area: { x: 50, y: 50, width: 150, height: 100 }, linkUri: HOST }],
    });
  });

  it("rescales areas of an image narrower than 1040 to the 1040-wide base", () => {
    const editor = addArea(
      editorWith({ width: 520, height: 260 }),
      { x: 10, y: 20, width: 100, height: 50 },
      newAreaAction(HOST),
    );
    const json = imagemapOutput(imagemapStateOf(editor, CONFIG)).json;
    expect(json?.baseSize).toEqual({ width: 1040, height: 520 });
    expect(json?.actions[0]?.area).toEqual({ x: 20, y: 40, width: 200, height: 100 });
  });

  it("edits in image pixels of the scaled image (a 2080 × 1040 upload is edited at 1040 × 520)", () => {
    const scaled = scaleToImagemap(2080, 1040);
    const editor = quickAdd(editorWith(scaled), 1, HOST);
    expect(editor.image).toEqual({ width: 1040, height: 520 });
    expect(imagemapOutput(imagemapStateOf(editor, CONFIG)).json?.baseSize).toEqual({
      width: 1040,
      height: 520,
    });
  });

  it("takes baseSize from the original upload, matching the host's 1040-wide rendition", () => {
    // 1000 × 1999 is edited at 520 × 1040; from that rounded size the base would be 1040 × 2080,
    // while the hosted 1040 rendition is round(1999 × 1040 / 1000) = 2079 tall.
    const original = { width: 1000, height: 1999 };
    let editor = editorWith(scaleToImagemap(original.width, original.height));
    expect(editor.image).toEqual({ width: 520, height: 1040 });
    editor = addArea(editor, { x: 0, y: 540, width: 520, height: 500 }, newAreaAction(HOST));
    const json = imagemapOutput(imagemapStateOf(editor, { ...CONFIG, original })).json;
    expect(json?.baseSize).toEqual({ width: 1040, height: 2079 });
    // The bottom edge of the image stays the bottom edge of the base.
    expect(json?.actions[0]?.area).toEqual({ x: 0, y: 1079, width: 1040, height: 1000 });
  });

  it("lists problems per area and for the whole message", () => {
    let editor = withArea();
    const id = editor.areas[0]?.id ?? "";
    editor = updateData(editor, id, (action) => ({ ...withActionType(action, "message"), text: "" }));
    const output = imagemapOutput(
      imagemapStateOf(editor, { ...CONFIG, baseUrl: "http://cdn.example.com/x" }),
    );
    expect(output.json).not.toBeNull();
    expect(output.areaProblems.get(0)).toEqual([IMAGEMAP_ACTION_MESSAGES.textRequired]);
    expect(output.problems.map(englishText)).toContain("Action 1: text is required");
    expect(output.fieldErrors).toEqual({ baseUrl: "Base URL must be a valid https:// URL" });
  });

  it("reports field errors only for typed values (empty fields are hints)", () => {
    const output = imagemapOutput(imagemapStateOf(withArea(), { baseUrl: "", altText: "x".repeat(1501) }));
    expect(output.fieldErrors).toEqual({ altText: "Alt text must not exceed 1500 characters" });
  });
});

describe("areas table texts", () => {
  it("shows position, size and the action of each area", () => {
    const bounds = { x: 5, y: 7, width: 300, height: 200 };
    expect(positionText(bounds)).toEqual("(5, 7)");
    expect(sizeText(bounds)).toEqual("300 × 200");
    expect(actionText({ type: "uri", linkUri: HOST, text: "ignored" })).toBe(HOST);
    expect(actionText({ type: "message", linkUri: HOST, text: "Hello" })).toEqual("Hello");
    expect(actionText({ type: "clipboard", linkUri: HOST, text: "COUPON" })).toEqual("COUPON");
  });

  it("counts areas against the maximum", () => {
    expect(areaCounterText(createImagemapEditor())).toEqual("0/50");
    expect(areaCounterText(quickAdd(editorWith({ width: 1040, height: 520 }), 1, HOST))).toEqual("1/50");
  });
});
