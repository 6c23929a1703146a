/**
 * The simple rich-menu image editor (spec 2.4) as data and pure functions: any image, a base
 * size (default 2500×1686, editable) and areas that start with the uri action '{host}'.
 */
import {
  clearImage,
  createEditorState,
  type EditorArea,
  type EditorState,
  resizeImage,
  setImage,
} from "../../../shared/editor/index.ts";
import {
  buildRichMenuJson,
  DEFAULT_RICH_MENU_SIZE,
  RICH_MENU_LIMITS,
  RICH_MENU_MESSAGES,
  type RichMenuAction,
  type RichMenuArea,
  type RichMenuSize,
  roundBoundsInput,
  sampleAction,
} from "../../../shared/richmenu/index.ts";

export interface SimpleEditorState {
  /** Object URL of the picked image (any image type); null before upload. */
  imageUrl: string | null;
  imageName: string;
  size: RichMenuSize;
  editor: EditorState<RichMenuAction>;
}

export function initialSimpleEditorState(): SimpleEditorState {
  return {
    imageUrl: null,
    imageName: "",
    size: { ...DEFAULT_RICH_MENU_SIZE },
    editor: createEditorState<RichMenuAction>({
      maxAreas: RICH_MENU_LIMITS.maxAreas,
      maxAreasMessage: RICH_MENU_MESSAGES.maxAreas,
    }),
  };
}

/** Every new area's action: uri '{host}'. */
export function newSimpleAreaAction(host: string): RichMenuAction {
  return sampleAction("uri", host);
}

/** A new picture keeps the base size and the areas already drawn (they are in base-size pixels). */
export function withImage(state: SimpleEditorState, imageUrl: string, imageName: string): SimpleEditorState {
  const editor = state.editor.image ? state.editor : setImage(state.editor, state.size);
  return { ...state, imageUrl, imageName, editor };
}

export function withoutImage(state: SimpleEditorState): SimpleEditorState {
  return { ...state, imageUrl: null, imageName: "", editor: clearImage(state.editor) };
}

/** Base size typed in: whole numbers ≥ 0; areas are scaled along when the editor can show the size. */
export function withBaseSize(state: SimpleEditorState, patch: Partial<RichMenuSize>): SimpleEditorState {
  const size = {
    width: patch.width === undefined ? state.size.width : roundBoundsInput(patch.width),
    height: patch.height === undefined ? state.size.height : roundBoundsInput(patch.height),
  };
  const showable = state.editor.image !== null && size.width >= 1 && size.height >= 1;
  return { ...state, size, editor: showable ? resizeImage(state.editor, size) : state.editor };
}

export interface SimpleEditorJson {
  size: RichMenuSize;
  areas: RichMenuArea[];
}

/** The JSON output: the size and the valid areas, ready to paste into a rich menu object. */
export function areasJson(
  size: RichMenuSize,
  areas: readonly EditorArea<RichMenuAction>[],
): SimpleEditorJson {
  const json = buildRichMenuJson({
    name: "",
    chatBarText: "",
    selected: false,
    size,
    areas: areas.map((area) => ({ bounds: area.bounds, action: area.data })),
  });
  return { size: json.size, areas: json.areas };
}

export function simpleEditorJson(state: SimpleEditorState): SimpleEditorJson {
  return areasJson(state.size, state.editor.areas);
}
