import { deleteArea, selectArea } from "./areas.ts";
import { redo, undo } from "./history.ts";
import { type NudgeDirection, nudge } from "./transform.ts";
import type { EditorState } from "./types.ts";

/** The parts of a keyboard event the editor reads (a DOM KeyboardEvent fits). */
export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

const ARROWS: Record<string, NudgeDirection> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

/**
 * The editor's keyboard shortcuts. Returns the next state, or null when the key is not the
 * editor's (let the browser have it). Arrows nudge (Shift = 10 px), Delete/Backspace delete,
 * Ctrl/⌘+Z undo, Shift+Ctrl/⌘+Z and Ctrl/⌘+Y redo, Escape deselects.
 */
export function commandForKey<T>(state: EditorState<T>, input: KeyInput): EditorState<T> | null {
  const command = input.ctrlKey || input.metaKey;
  const key = input.key.toLowerCase();
  if (command && key === "z") return input.shiftKey ? redo(state) : undo(state);
  if (command && key === "y") return redo(state);
  if (command) return null;
  const direction = ARROWS[input.key];
  if (direction) return state.selectedId === null ? null : nudge(state, direction, input.shiftKey);
  if (input.key === "Delete" || input.key === "Backspace") {
    return state.selectedId === null ? null : deleteArea(state);
  }
  if (input.key === "Escape") return state.selectedId === null ? null : selectArea(state, null);
  return null;
}

/** Screen-reader instructions for the editor surface (kept next to the shortcuts they describe). */
export const EDITOR_INSTRUCTIONS =
  "Drag on empty space to draw an area. Drag an area to move it, and its edges or handles to resize it; " +
  "hold Alt to turn snapping off. Tab to an area to select it. Arrow keys move the selected area " +
  "by 1 pixel, with Shift by 10. Delete removes it, Escape deselects. Ctrl or Command+Z undoes, " +
  "Shift+Ctrl or Command+Z redoes.";
