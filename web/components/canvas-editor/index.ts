// The canvas area editor UI. State and commands live in shared/editor/.
export { CanvasEditor, type CanvasEditorProps, SNAP_DISPLAY_PX } from "./canvas-editor";
export { EditorToolbar, type EditorToolbarProps } from "./editor-toolbar";
export { areaAccessibleName } from "./layout";
