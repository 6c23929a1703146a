/** Ctrl/Cmd+Z is undo, Ctrl/Cmd+Shift+Z (and Ctrl+Y) redo; anything else null. */
export function isUndoKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): "undo" | "redo" | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}

/**
 * Whether the focused element keeps Ctrl/Cmd+Z for itself: the JSON tab's code editor (and its plain
 * textarea before the editor loads) and the node JSON editor. The property fields use the designer's undo.
 */
export function keepsOwnUndo(target: EventTarget | null): boolean {
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  return target.closest(".cm-editor, textarea, [data-designer-own-undo]") !== null;
}
