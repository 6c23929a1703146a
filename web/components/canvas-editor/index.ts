// The canvas area editor UI. State and commands live in shared/editor/.
export { CanvasEditor } from "./canvas-editor.tsx";
export { EditorToolbar } from "./editor-toolbar.tsx";
