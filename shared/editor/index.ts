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
  setBounds,
  updateData,
} from "./areas.ts";
export {
  displayRectToImage,
  displayToImage,
  edgeHandleAt,
  hitTest,
  imageToDisplay,
  overlaps,
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
export { importAreas } from "./import.ts";
export { commandForKey, EDITOR_INSTRUCTIONS } from "./keys.ts";
export {
  applyEditorChange,
  clearImage,
  createEditorState,
  resizeImage,
  selectedArea,
  setImage,
} from "./state.ts";
export {
  applyTemplate,
  LAYOUT_TEMPLATES,
  type LayoutTemplate,
  layoutBounds,
  splitLength,
} from "./templates.ts";
export {
  moveArea,
  moveBy,
  nudge,
  resizeArea,
} from "./transform.ts";
export * from "./types.ts";
