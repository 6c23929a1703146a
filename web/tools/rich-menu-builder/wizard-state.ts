/**
 * The Create tab's state (spec section 4, "Rich menu wizard") as data, changed only by the pure
 * reducer below: the menu fields, the chosen image, the canvas editor and the two wizard steps.
 */
import {
  applyEditorChange,
  clearImage,
  createEditorState,
  type EditorArea,
  type EditorChange,
  type EditorState,
  importAreas,
  resizeImage,
  setImage,
} from "../../../shared/editor/index.ts";
import { createTabGroup, type TabGroup } from "../../../shared/richmenu/group.ts";
import {
  buildRichMenuJson,
  capChatBarText,
  DEFAULT_RICH_MENU_SIZE,
  lineDetailsByArea,
  RICH_MENU_LIMITS,
  RICH_MENU_MESSAGES,
  type RichMenuAction,
  type RichMenuArea,
  type RichMenuConfig,
  type RichMenuSize,
  roundBoundsInput,
  validateArea,
} from "../../../shared/richmenu/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { msg } from "../../i18n/i18n.ts";

export const WIZARD_STEPS = [
  { number: 1, title: msg("Create Rich Menu with Image") },
  { number: 2, title: msg("Set as Default Rich Menu") },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]["number"];

/** An accepted image: the data URL is both what the editor shows and what the server receives. */
export interface LoadedImage {
  dataUrl: string;
  type: string;
  bytes: number;
  width: number;
  height: number;
  name: string;
}

/** A tab group page's image: the file itself (drafts keep Blobs), with what the checks read. */
export interface GroupImage {
  blob: Blob;
  name: string;
  type: string;
  bytes: number;
  width: number;
  height: number;
}

export type CreateMode = "single" | "group";

export interface WizardState {
  /** One menu through the two-step wizard, or a tab group of pages published at once. */
  mode: CreateMode;
  group: TabGroup<GroupImage>;
  step: WizardStep;
  completed: Record<WizardStep, boolean>;
  name: string;
  chatBarText: string;
  selected: boolean;
  size: RichMenuSize;
  image: LoadedImage | null;
  editor: EditorState<RichMenuAction>;
  richMenuId: string | null;
  /** The menu as sent to LINE, for the step 2 summary (step 1 may be edited afterwards). */
  deployed: RichMenuConfig | null;
  /** LINE's refusal details per editor area id, until that area changes or the next create. */
  lineErrors: AreaLineErrors;
  /**
   * The same for the tab group, by page id: LINE's details for the page whose validation failed,
   * until that area changes or the next publish.
   */
  groupLineErrors: Readonly<Record<string, AreaLineErrors>>;
  /** "Edit a copy": the deployed menu this design replaces when published (a swap); else null. */
  replacing: ReplacedMenu | null;
}

/** LINE's messages per editor area id. */
export type AreaLineErrors = Readonly<Record<string, readonly MessageLike[]>>;

export interface ReplacedMenu {
  richMenuId: string;
  name: string;
}

export type WizardAction =
  | { type: "mode"; mode: CreateMode }
  /** A group command (shared/richmenu/group.ts) applied to the current group. */
  | { type: "group"; update: (group: TabGroup<GroupImage>) => TabGroup<GroupImage> }
  | { type: "fields"; patch: Partial<Pick<WizardState, "name" | "chatBarText" | "selected">> }
  | { type: "size"; size: Partial<RichMenuSize> }
  | { type: "imageLoaded"; image: LoadedImage }
  | { type: "imageRemoved" }
  | { type: "editor"; editor: EditorChange<RichMenuAction> }
  | { type: "created"; richMenuId: string; menu: RichMenuConfig }
  | { type: "editCopy"; source: ReplacedMenu; menu: RichMenuConfig; image: LoadedImage }
  | { type: "swapped"; richMenuId: string; menu: RichMenuConfig; defaultMoved: boolean }
  | { type: "stopReplacing" }
  | { type: "lineErrors"; errors: Record<string, readonly MessageLike[]> }
  | { type: "groupLineErrors"; errors: Record<string, AreaLineErrors> }
  | { type: "defaultSet" }
  | { type: "goTo"; step: WizardStep }
  | { type: "next" }
  | { type: "previous" }
  | { type: "reset" }
  /** Start over: everything, the tab group included. */
  | { type: "startOver" };

function createRichMenuEditor(): EditorState<RichMenuAction> {
  return createEditorState<RichMenuAction>({
    maxAreas: RICH_MENU_LIMITS.maxAreas,
    maxAreasMessage: RICH_MENU_MESSAGES.maxAreas,
  });
}

/** Reset: step 1, empty name and chat bar text, 2500×1686, not selected, no image, no areas. */
export function initialWizardState(): WizardState {
  return {
    mode: "single",
    group: createTabGroup<GroupImage>(),
    step: 1,
    completed: { 1: false, 2: false },
    name: "",
    chatBarText: "",
    selected: false,
    size: { ...DEFAULT_RICH_MENU_SIZE },
    image: null,
    editor: createRichMenuEditor(),
    richMenuId: null,
    deployed: null,
    lineErrors: {},
    groupLineErrors: {},
    replacing: null,
  };
}

/** The highest step n such that steps 1…n are all done (0 when none). */
export function furthestCompleted(state: Pick<WizardState, "completed">): number {
  let furthest = 0;
  for (const { number } of WIZARD_STEPS) {
    if (!state.completed[number]) break;
    furthest = number;
  }
  return furthest;
}

/**
 * Step circles are clickable up to one step past the furthest completed one. Once a menu was
 * created, step 1 is closed: going back would only invite a duplicate menu ("Create Another
 * Rich Menu" starts over).
 */
export function canVisitStep(
  state: Pick<WizardState, "completed" | "richMenuId">,
  step: WizardStep,
): boolean {
  if (step === 1 && state.richMenuId !== null) return false;
  return step <= furthestCompleted(state) + 1;
}

/** Next is disabled on the last step or while the current step is not done. */
export function canGoNext(state: Pick<WizardState, "step" | "completed">): boolean {
  return state.step < WIZARD_STEPS.length && state.completed[state.step];
}

/** Previous is disabled on step 1, and on step 2 once the menu exists (see canVisitStep). */
export function canGoPrevious(state: Pick<WizardState, "step" | "richMenuId">): boolean {
  return state.step > 1 && state.richMenuId === null;
}

/** Editor areas as rich menu areas, in drawing order. */
export function toRichMenuAreas(areas: readonly EditorArea<RichMenuAction>[]): RichMenuArea[] {
  return areas.map((area) => ({ bounds: area.bounds, action: area.data }));
}

/** The editable config (areas from the editor). */
export function richMenuConfig(state: WizardState): RichMenuConfig {
  const { name, chatBarText, size, selected } = state;
  return { name, chatBarText, size, selected, areas: toRichMenuAreas(state.editor.areas) };
}

/** The live JSON and the `richMenu` the create call sends: invalid areas left out. */
export function richMenuJson(state: WizardState): RichMenuConfig {
  return buildRichMenuJson(richMenuConfig(state));
}

type MenuFields = Partial<Pick<WizardState, "name" | "chatBarText" | "selected">>;

/**
 * Name, chat bar text and selected of a pasted rich menu JSON, for "Import JSON" to fill in
 * along with the areas; fields that are missing, empty or of the wrong type are left out.
 */
export function importedMenuFields(json: string): MenuFields {
  let menu: unknown;
  try {
    menu = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof menu !== "object" || menu === null) return {};
  const { name, chatBarText, selected } = menu as Record<string, unknown>;
  const fields: MenuFields = {};
  if (typeof name === "string" && name.trim() !== "") fields.name = name;
  if (typeof chatBarText === "string" && chatBarText.trim() !== "") {
    fields.chatBarText = capChatBarText(chatBarText);
  }
  if (typeof selected === "boolean") fields.selected = selected;
  return fields;
}

/** Width/height typed in: whole numbers ≥ 0. Areas follow a new size when the editor can show it. */
function withSize(state: WizardState, patch: Partial<RichMenuSize>): WizardState {
  const size = {
    width: patch.width === undefined ? state.size.width : roundBoundsInput(patch.width),
    height: patch.height === undefined ? state.size.height : roundBoundsInput(patch.height),
  };
  const showable = state.editor.image !== null && size.width >= 1 && size.height >= 1;
  return { ...state, size, editor: showable ? resizeImage(state.editor, size) : state.editor };
}

/** A new image sets the size to its own dimensions; areas already drawn are scaled along. */
function withImage(state: WizardState, image: LoadedImage): WizardState {
  const size = { width: image.width, height: image.height };
  const editor = state.editor.image ? resizeImage(state.editor, size) : setImage(state.editor, size);
  return { ...state, image, size, editor };
}

/** LINE's details stay on the areas that did not change (same object): a fixed area loses them. */
function keptLineErrors(
  errors: AreaLineErrors,
  before: EditorState<RichMenuAction>,
  after: EditorState<RichMenuAction>,
): AreaLineErrors {
  const ids = Object.keys(errors);
  if (ids.length === 0 || before.areas === after.areas) return errors;
  const previous = new Map(before.areas.map((area) => [area.id, area]));
  const kept: Record<string, readonly MessageLike[]> = {};
  for (const area of after.areas) {
    const messages = errors[area.id];
    if (messages && previous.get(area.id) === area) kept[area.id] = messages;
  }
  return kept;
}

/** The group's LINE details after a group command: pages gone or areas changed lose theirs. */
function keptGroupLineErrors(
  state: WizardState,
  group: TabGroup<GroupImage>,
): WizardState["groupLineErrors"] {
  const pageIds = Object.keys(state.groupLineErrors);
  if (pageIds.length === 0 || group.pages === state.group.pages) return state.groupLineErrors;
  const kept: Record<string, AreaLineErrors> = {};
  for (const pageId of pageIds) {
    const before = state.group.pages.find((page) => page.id === pageId);
    const after = group.pages.find((page) => page.id === pageId);
    const errors = state.groupLineErrors[pageId];
    if (!before || !after || !errors) continue;
    const left = keptLineErrors(errors, before.editor, after.editor);
    if (Object.keys(left).length > 0) kept[pageId] = left;
  }
  return kept;
}

/**
 * LINE's details of a failed group publish by page id and area id. A page's JSON holds all of its
 * areas (a group is only sent when every area is valid), so "areas[N]" is the page's N-th area.
 */
export function groupLineErrorsOf(
  group: TabGroup<GroupImage>,
  failure: { page: number | null; details?: unknown },
): Record<string, AreaLineErrors> {
  const page = failure.page === null ? undefined : group.pages[failure.page - 1];
  if (!page) return {};
  const errors: Record<string, readonly MessageLike[]> = {};
  for (const [index, messages] of lineDetailsByArea(failure.details)) {
    const area = page.editor.areas[index];
    if (area) errors[area.id] = messages;
  }
  return Object.keys(errors).length > 0 ? { [page.id]: errors } : {};
}

/**
 * LINE's details ("areas[1].action.uri") by editor area id. The JSON LINE saw holds only the
 * valid areas, so its index N is the N-th valid area of the editor.
 */
export function lineErrorsByAreaId(
  state: WizardState,
  byIndex: ReadonlyMap<number, readonly MessageLike[]>,
): Record<string, readonly MessageLike[]> {
  const sent = state.editor.areas.filter(
    (area) => validateArea({ bounds: area.bounds, action: area.data }, state.size).valid,
  );
  const errors: Record<string, readonly MessageLike[]> = {};
  for (const [index, messages] of byIndex) {
    const area = sent[index];
    if (area) errors[area.id] = messages;
  }
  return errors;
}

/**
 * "Edit a copy": a fresh wizard holding the deployed menu's fields, its image and its areas
 * (actions as LINE holds them), to be published as a replacement of it.
 */
function editCopy(state: WizardState, action: Extract<WizardAction, { type: "editCopy" }>): WizardState {
  const { menu, image, source } = action;
  // The single-menu wizard starts over with the copy; a tab group being built stays.
  const base = withImage(
    {
      ...initialWizardState(),
      group: state.group,
      name: menu.name,
      chatBarText: capChatBarText(menu.chatBarText),
      selected: menu.selected,
    },
    image,
  );
  const editor = importAreas(base.editor, menu, (item) => item.action as RichMenuAction, { replace: true });
  // The loaded menu is the starting point, not an edit: Undo must not empty it.
  const loaded = editor.refusal ? base.editor : { ...editor, past: [], future: [] };
  return { ...base, editor: loaded, replacing: source };
}

function goTo(state: WizardState, step: WizardStep): WizardState {
  return canVisitStep(state, step) ? { ...state, step } : state;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "mode":
      return { ...state, mode: action.mode };
    case "group": {
      const group = action.update(state.group);
      return { ...state, group, groupLineErrors: keptGroupLineErrors(state, group) };
    }
    case "fields":
      return { ...state, ...action.patch };
    case "size":
      return withSize(state, action.size);
    case "imageLoaded":
      return withImage(state, action.image);
    case "imageRemoved":
      return { ...state, image: null, editor: clearImage(state.editor) };
    case "editor": {
      const editor = applyEditorChange(action.editor, state.editor);
      return { ...state, editor, lineErrors: keptLineErrors(state.lineErrors, state.editor, editor) };
    }
    case "lineErrors":
      return { ...state, lineErrors: action.errors };
    case "groupLineErrors":
      return { ...state, groupLineErrors: action.errors };
    case "created":
      // A new menu is not the default yet, even if an earlier one of this session was.
      return {
        ...state,
        richMenuId: action.richMenuId,
        deployed: action.menu,
        completed: { 1: true, 2: false },
        step: 2,
      };
    case "editCopy":
      return editCopy(state, action);
    case "swapped":
      // The swap moved the default when the old menu had it: step 2 is then already done.
      return {
        ...state,
        richMenuId: action.richMenuId,
        deployed: action.menu,
        completed: { 1: true, 2: action.defaultMoved },
        step: 2,
        replacing: null,
      };
    case "stopReplacing":
      return { ...state, replacing: null };
    case "defaultSet":
      return state.richMenuId ? { ...state, completed: { ...state.completed, 2: true } } : state;
    case "goTo":
      return goTo(state, action.step);
    case "next":
      return canGoNext(state) ? { ...state, step: (state.step + 1) as WizardStep } : state;
    case "previous":
      return canGoPrevious(state) ? { ...state, step: (state.step - 1) as WizardStep } : state;
    case "startOver":
      return initialWizardState();
    case "reset":
      // "Create Another Rich Menu" starts the single-menu wizard over; a group being built stays.
      return {
        ...initialWizardState(),
        mode: state.mode,
        group: state.group,
        groupLineErrors: state.groupLineErrors,
      };
  }
}
