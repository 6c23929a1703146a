// Canvas area editor: state as data, commands as pure functions `(state, ...args) → state`.
// Used by the rich menu builder, the simple rich-menu editor and the imagemap builder.
export {
  addArea,
  DUPLICATE_OFFSET,
  deleteArea,
  dragDisplayRect,
  drawArea,
  duplicateArea,
  isDrawLargeEnough,
  MIN_DRAW_DISPLAY_PX,
  selectArea,
  selectAt,
  selectAtDisplay,
  setBounds,
  updateData,
} from "./areas.ts";
export {
  boundsEqual,
  boundsToDisplay,
  clampBounds,
  containsPoint,
  displayRectToImage,
  displayToImage,
  edgeHandleAt,
  hitTest,
  imageToDisplay,
  overlaps,
  rectFromPoints,
  rescaleBounds,
  scaleFor,
  snapThreshold,
} from "./geometry.ts";
export {
  beginGesture,
  cancelGesture,
  canRedo,
  canUndo,
  endGesture,
  HISTORY_LIMIT,
  redo,
  undo,
} from "./history.ts";
export {
  boundsProblem,
  IMPORT_FAILED_MESSAGE,
  type ImportDataFactory,
  type ImportOptions,
  importAreas,
} from "./import.ts";
export { commandForKey, EDITOR_INSTRUCTIONS, type KeyInput } from "./keys.ts";
export {
  addRefusal,
  applyEditorChange,
  areaById,
  areaNumber,
  canAddAreas,
  clearImage,
  createEditorState,
  type EditorOptions,
  resizeImage,
  selectedArea,
  setImage,
} from "./state.ts";
export {
  applyTemplate,
  findTemplate,
  LAYOUT_TEMPLATES,
  type LayoutTemplate,
  layoutBounds,
  splitLength,
  type TemplateNode,
  type TemplatePart,
} from "./templates.ts";
export {
  moveArea,
  moveBy,
  NUDGE_STEP,
  NUDGE_STEP_LARGE,
  type NudgeDirection,
  nudge,
  resizeArea,
} from "./transform.ts";
export * from "./types.ts";
