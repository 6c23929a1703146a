import { describe, expect, it } from "vitest";
import { addArea, applyTemplate, undo } from "../../shared/editor/index.ts";
import {
  addPage,
  defaultAreaAction,
  markPublished,
  RICH_MENU_MESSAGES,
  setGroupFields,
} from "../../shared/richmenu/index.ts";
import {
  createBlocker,
  createRequestForm,
  imageFile,
} from "../../web/tools/rich-menu-builder/create-request.ts";
import {
  canGoNext,
  canGoPrevious,
  canVisitStep,
  furthestCompleted,
  importedMenuFields,
  initialWizardState,
  type LoadedImage,
  richMenuJson,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from "../../web/tools/rich-menu-builder/wizard-state.ts";

const image = (width = 2500, height = 1686, type = "image/png"): LoadedImage => ({
  dataUrl: `data:${type};base64,AAAA`,
  type,
  bytes: 4,
  width,
  height,
  name: "menu.png",
});

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, initialWizardState());

function withTwoAreas(): WizardState {
  let state = run(
    { type: "imageLoaded", image: image() },
    { type: "fields", patch: { name: "Menu", chatBarText: "Tap" } },
  );
  let editor = addArea(state.editor, { x: 0, y: 0, width: 1250, height: 1686 }, defaultAreaAction());
  editor = addArea(editor, { x: 1250, y: 0, width: 1250, height: 1686 }, { type: "uri", uri: "not a url" });
  state = wizardReducer(state, { type: "editor", editor });
  return state;
}

describe("wizard steps (spec 4)", () => {
  it("starts on step 1 with nothing done: only step 1 reachable, no Previous, no Next", () => {
    const state = initialWizardState();
    expect(state.step).toBe(1);
    expect(furthestCompleted(state)).toBe(0);
    expect(canVisitStep(state, 1)).toBe(true);
    expect(canVisitStep(state, 2)).toBe(false);
    expect(canGoNext(state)).toBe(false);
    expect(canGoPrevious(state)).toBe(false);
    expect(wizardReducer(state, { type: "goTo", step: 2 })).toBe(state);
    expect(wizardReducer(state, { type: "next" })).toBe(state);
  });

  it("moves to step 2 after a create, marking step 1 done and keeping what was sent", () => {
    const menu = richMenuJson(withTwoAreas());
    const state = wizardReducer(withTwoAreas(), { type: "created", richMenuId: "richmenu-1", menu });
    expect(state).toMatchObject({ step: 2, richMenuId: "richmenu-1", completed: { 1: true, 2: false } });
    expect(state.deployed).toBe(menu);
    expect(canGoNext(state)).toBe(false);
    // Step 1 is closed once the menu exists: going back only invited a duplicate menu.
    expect(canGoPrevious(state)).toBe(false);
    expect(canVisitStep(state, 1)).toBe(false);
    expect(wizardReducer(state, { type: "previous" })).toBe(state);
    expect(wizardReducer(state, { type: "goTo", step: 1 })).toBe(state);
    expect(wizardReducer(state, { type: "reset" }).step).toBe(1);
  });

  it("marks step 2 done only once a menu exists and its default was set", () => {
    expect(wizardReducer(initialWizardState(), { type: "defaultSet" }).completed[2]).toBe(false);
    const created = wizardReducer(withTwoAreas(), {
      type: "created",
      richMenuId: "r",
      menu: richMenuJson(withTwoAreas()),
    });
    const done = wizardReducer(created, { type: "defaultSet" });
    expect(done.completed).toEqual({ 1: true, 2: true });
    expect(furthestCompleted(done)).toBe(2);
    expect(canVisitStep(done, 2)).toBe(true);
    expect(canGoNext(done)).toBe(false);
    // Creating another menu from step 1 un-does step 2: the new menu is not the default yet.
    const again = wizardReducer(done, { type: "created", richMenuId: "r2", menu: richMenuJson(done) });
    expect(again.completed).toEqual({ 1: true, 2: false });
  });

  it("resets to step 1 with an empty 2500×1686 config, no image and no areas", () => {
    const created = wizardReducer(withTwoAreas(), {
      type: "created",
      richMenuId: "r",
      menu: richMenuJson(withTwoAreas()),
    });
    const reset = wizardReducer(created, { type: "reset" });
    expect(reset).toEqual(initialWizardState());
    expect(richMenuJson(reset)).toEqual({
      size: { width: 2500, height: 1686 },
      selected: false,
      name: "",
      chatBarText: "",
      areas: [],
    });
  });
});

describe("image, size and areas", () => {
  it("takes the image's own dimensions as the size", () => {
    const state = run({ type: "imageLoaded", image: image(1200, 810) });
    expect(state.size).toEqual({ width: 1200, height: 810 });
    expect(state.editor.image).toEqual({ width: 1200, height: 810 });
  });

  it("scales drawn areas when a differently sized image replaces the first", () => {
    const state = wizardReducer(withTwoAreas(), { type: "imageLoaded", image: image(1250, 843) });
    expect(state.editor.areas.map((area) => area.bounds)).toEqual([
      { x: 0, y: 0, width: 625, height: 843 },
      { x: 625, y: 0, width: 625, height: 843 },
    ]);
  });

  it("removing the image clears the image and all areas but keeps the size", () => {
    const state = wizardReducer(withTwoAreas(), { type: "imageRemoved" });
    expect(state.image).toBeNull();
    expect(state.editor.image).toBeNull();
    expect(state.editor.areas).toEqual([]);
    expect(state.size).toEqual({ width: 2500, height: 1686 });
  });

  it("rounds typed sizes to whole numbers ≥ 0 and scales areas with them", () => {
    const state = wizardReducer(withTwoAreas(), { type: "size", size: { width: 1249.6 } });
    expect(state.size).toEqual({ width: 1250, height: 1686 });
    expect(state.editor.areas[1]?.bounds).toEqual({ x: 625, y: 0, width: 625, height: 1686 });
    const negative = wizardReducer(state, { type: "size", size: { height: -5 } });
    expect(negative.size).toEqual({ width: 1250, height: 0 });
    // A size the editor cannot show leaves the areas where they were.
    expect(negative.editor).toBe(state.editor);
  });

  it("leaves invalid areas out of the live JSON", () => {
    const json = richMenuJson(withTwoAreas());
    expect(json.areas).toEqual([
      { bounds: { x: 0, y: 0, width: 1250, height: 1686 }, action: defaultAreaAction() },
    ]);
  });

  it("fills a layout template and undoes it in one step", () => {
    const state = withTwoAreas();
    const filled = applyTemplate(state.editor, "grid-2x3", () => defaultAreaAction());
    expect(filled.areas).toHaveLength(6);
    expect(undo(filled).areas).toHaveLength(2);
  });
});

describe("create checks (spec 5) and request body", () => {
  it("asks for name and chat bar text, then an image, in that order", () => {
    expect(createBlocker(initialWizardState())).toBe(RICH_MENU_MESSAGES.nameAndChatBarRequired);
    expect(createBlocker(run({ type: "fields", patch: { name: "Menu", chatBarText: "  " } }))).toBe(
      "Please fill in name and chat bar text",
    );
    expect(createBlocker(run({ type: "fields", patch: { name: "Menu", chatBarText: "Tap" } }))).toBe(
      "Please upload an image",
    );
    expect(createBlocker(withTwoAreas())).toBeNull();
  });

  it("refuses more than 20 areas", () => {
    const state = withTwoAreas();
    const areas = Array.from({ length: 21 }, (_, i) => ({ ...state.editor.areas[0], id: `x${i}` }));
    const crowded = { ...state, editor: { ...state.editor, areas } } as WizardState;
    expect(createBlocker(crowded)).toBe("Maximum 20 areas allowed per rich menu");
  });

  it("sends the live JSON as text and the image bytes as a file (JPEG unless PNG)", async () => {
    const state = withTwoAreas();
    const loaded = image(2500, 1686, "image/png");
    const form = createRequestForm(state, { ...loaded, dataUrl: "data:image/png;base64,iVBORw==" });
    expect(JSON.parse(form.richMenu)).toEqual(richMenuJson(state));
    expect(form.setDefault).toBe("false");
    expect(form.image.type).toBe("image/png");
    expect(form.image.name).toBe("menu.png");
    expect([...new Uint8Array(await form.image.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(imageFile(image(2500, 1686, "image/webp")).type).toBe("image/jpeg");
  });
});

describe("Import JSON: menu fields", () => {
  it("takes name, chat bar text (capped at 14) and selected from a pasted rich menu", () => {
    const json = JSON.stringify({ name: "Main", chatBarText: "Open the menu!!", selected: true, areas: [] });
    expect(importedMenuFields(json)).toEqual({ name: "Main", chatBarText: "Open the menu!", selected: true });
  });

  it("leaves out missing, empty or mistyped fields and ignores text that is not JSON", () => {
    expect(importedMenuFields(JSON.stringify({ name: "", chatBarText: 5, selected: "yes" }))).toEqual({});
    expect(importedMenuFields("{bad")).toEqual({});
    expect(importedMenuFields("null")).toEqual({});
  });
});

describe("create mode and the tab group in the wizard state", () => {
  it("switches mode, applies group commands, and keeps the group when the single wizard resets", () => {
    const grown = run({ type: "mode", mode: "group" }, { type: "group", update: addPage });
    expect(grown.mode).toBe("group");
    expect(grown.group.pages).toHaveLength(3);
    const reset = wizardReducer(grown, { type: "reset" });
    expect(reset.group).toBe(grown.group);
    expect(reset.mode).toBe("group");
    expect(reset.name).toBe("");
  });
});

describe("Start over and Create Another Rich Menu", () => {
  it("Start over clears the tab group too (published mark included); Create Another keeps it", () => {
    let state = wizardReducer(initialWizardState(), { type: "mode", mode: "group" });
    state = wizardReducer(state, {
      type: "group",
      update: (group) =>
        markPublished(setGroupFields(group, { name: "Shop" }), {
          pages: [{ aliasId: "page-1", richMenuId: "richmenu-1" }],
        }),
    });
    expect(state.group.repointAliases).toBe(true);
    const another = wizardReducer(state, { type: "reset" });
    expect(another.group.name).toBe("Shop");
    expect(another.group.published).not.toBeNull();
    const over = wizardReducer(state, { type: "startOver" });
    expect(over).toEqual(initialWizardState());
  });
});
