import { describe, expect, it } from "vitest";
import { addArea, selectArea, setBounds, updateData } from "../../shared/editor/index.ts";
import {
  addPage,
  applyTabTemplate,
  capChatBarText,
  defaultAreaAction,
  leftOutAreaNotes,
  lineDetailsByArea,
  removePage,
  selectPage,
  setPageEditor,
} from "../../shared/richmenu/index.ts";
import { englishText } from "../../shared/text/english.ts";
import {
  groupLineErrorsOf,
  initialWizardState,
  lineErrorsByAreaId,
  wizardReducer,
} from "../../web/tools/rich-menu-builder/wizard-state.ts";

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
    expect(englishText(notes[0] ?? "")).toMatch(/^Area 1 will be left out: URI must be a valid URL/);
    expect(notes[1]).toEqual("Area 3 will be left out: Bounds must lie inside the 2500 × 1686 image");
  });

  it("is empty when every area is valid", () => {
    expect(
      leftOutAreaNotes([{ bounds: { x: 0, y: 0, width: 9, height: 9 }, action: defaultAreaAction() }], size),
    ).toEqual([]);
  });
});

describe("LINE's details against the area they concern", () => {
  it("groups details by the area index of their property", () => {
    const byArea = lineDetailsByArea([
      { message: "invalid uri", property: "areas[1].action.uri" },
      { message: "must be within the rich menu size", property: "areas[1].bounds" },
      { message: "must be specified", property: "areas[0]" },
      { message: "must be between 800 and 2500", property: "size.width" },
      "noise",
    ]);
    expect([...byArea]).toEqual([
      [1, ["LINE: action.uri: invalid uri", "LINE: bounds: must be within the rich menu size"]],
      [0, ["LINE: must be specified"]],
    ]);
    expect(lineDetailsByArea(undefined).size).toBe(0);
  });

  it("maps LINE's index to the editor area (only valid areas were sent) and drops it once the area changes", () => {
    let state = wizardReducer(initialWizardState(), {
      type: "imageLoaded",
      image: {
        dataUrl: "data:image/png;base64,AAAA",
        type: "image/png",
        bytes: 4,
        width: 2500,
        height: 1686,
        name: "m.png",
      },
    });
    let editor = addArea(state.editor, { x: 0, y: 0, width: 800, height: 800 }, { type: "uri", uri: "bad" });
    editor = addArea(editor, { x: 800, y: 0, width: 800, height: 800 }, defaultAreaAction());
    editor = addArea(editor, { x: 1600, y: 0, width: 800, height: 800 }, defaultAreaAction());
    state = wizardReducer(state, { type: "editor", editor });
    const [, second, third] = state.editor.areas;
    // LINE saw areas 2 and 3 of the editor as its areas[0] and areas[1].
    const errors = lineErrorsByAreaId(state, new Map([[1, ["LINE: action.data: too long"]]]));
    expect(errors).toEqual({ [third?.id ?? ""]: ["LINE: action.data: too long"] });
    state = wizardReducer(state, { type: "lineErrors", errors });
    const moved = wizardReducer(state, {
      type: "editor",
      editor: selectArea(state.editor, second?.id ?? null),
    });
    expect(moved.lineErrors).toEqual(errors);
    const fixed = updateData(state.editor, third?.id ?? "", { type: "message", text: "Hi" });
    expect(wizardReducer(state, { type: "editor", editor: fixed }).lineErrors).toEqual({});
  });
});

describe("LINE's details of a failed tab group publish", () => {
  /** Three pages with a tab per page: areas[1] of page 2 is its second tab area. */
  function groupState() {
    return wizardReducer(initialWizardState(), {
      type: "group",
      update: (g) => applyTabTemplate(addPage(g), 3),
    });
  }
  const failure = {
    page: 2,
    details: [
      { message: "invalid uri", property: "areas[1].action.uri" },
      { message: "must be specified", property: "size" },
    ],
  };

  it("puts each message against the area of the failed page it names", () => {
    const state = groupState();
    const page = state.group.pages[1];
    const area = page?.editor.areas[1];
    expect(groupLineErrorsOf(state.group, failure)).toEqual({
      [page?.id ?? ""]: { [area?.id ?? ""]: ["LINE: action.uri: invalid uri"] },
    });
    expect(groupLineErrorsOf(state.group, { ...failure, page: null })).toEqual({});
    expect(groupLineErrorsOf(state.group, { page: 9, details: failure.details })).toEqual({});
  });

  it("keeps them while the area is unchanged, drops them once it is edited or the page goes", () => {
    let state = groupState();
    const page = state.group.pages[1];
    const area = page?.editor.areas[1];
    if (!page || !area) throw new Error("no page 2 area 2");
    state = wizardReducer(state, {
      type: "groupLineErrors",
      errors: groupLineErrorsOf(state.group, failure),
    });
    // Opening the page (what the publish does) and selecting the area leave them shown.
    const opened = wizardReducer(state, { type: "group", update: (g) => selectPage(g, page.id) });
    const selected = wizardReducer(opened, {
      type: "group",
      update: (g) => setPageEditor(g, page.id, selectArea(page.editor, area.id)),
    });
    expect(selected.groupLineErrors).toEqual(state.groupLineErrors);
    const fixed = wizardReducer(selected, {
      type: "group",
      update: (g) =>
        setPageEditor(g, page.id, updateData(page.editor, area.id, { type: "message", text: "Hi" })),
    });
    expect(fixed.groupLineErrors).toEqual({});
    const removed = wizardReducer(state, { type: "group", update: (g) => removePage(g, page.id) });
    expect(removed.groupLineErrors).toEqual({});
  });
});

describe("an area card's edit while the canvas's last change is still pending", () => {
  it("applies on top of the canvas change (a command), instead of the state the cards last drew", () => {
    let state = wizardReducer(initialWizardState(), {
      type: "imageLoaded",
      image: { dataUrl: "data:,", type: "image/png", bytes: 4, width: 2500, height: 1686, name: "m.png" },
    });
    state = wizardReducer(state, {
      type: "editor",
      editor: addArea(state.editor, { x: 0, y: 0, width: 800, height: 800 }, defaultAreaAction()),
    });
    const id = state.editor.areas[0]?.id ?? "";
    // The canvas hands its drag to the page as a transition; React applies queued actions in order,
    // so the card's action (sent before the drag rendered) runs after it.
    const dragged = setBounds(state.editor, id, { x: 900 });
    const cardEdit = (editor: typeof state.editor) => updateData(editor, id, { type: "message", text: "Hi" });
    const final = wizardReducer(wizardReducer(state, { type: "editor", editor: dragged }), {
      type: "editor",
      editor: cardEdit,
    });
    expect(final.editor.areas[0]?.bounds.x).toBe(900);
    expect(final.editor.areas[0]?.data).toEqual({ type: "message", text: "Hi" });
  });
});
