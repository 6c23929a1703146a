// The canvas area editor UI. State and commands live in shared/editor/.
export { CanvasEditor, type CanvasEditorProps, SNAP_DISPLAY_PX } from "./canvas-editor.tsx";
export { EditorToolbar, type EditorToolbarProps } from "./editor-toolbar.tsx";
export { areaAccessibleName } from "./layout.ts";
