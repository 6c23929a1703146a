import { boundsEqual } from "./geometry.ts";
import type { EditorArea, EditorState, Refusal, Snapshot } from "./types.ts";

/** Undo depth; older entries are dropped. */
export const HISTORY_LIMIT = 200;

function snapshotOf<T>(state: EditorState<T>): Snapshot<T> {
  return { areas: state.areas, selectedId: state.selectedId };
}

function pushLimited<T>(list: readonly Snapshot<T>[], entry: Snapshot<T>): readonly Snapshot<T>[] {
  const next = [...list, entry];
  return next.length > HISTORY_LIMIT ? next.slice(next.length - HISTORY_LIMIT) : next;
}

function sameAreas<T>(a: readonly EditorArea<T>[], b: readonly EditorArea<T>[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((area, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      (area === other ||
        (area.id === other.id && area.data === other.data && boundsEqual(area.bounds, other.bounds)))
    );
  });
}

/**
 * The one way commands change areas/selection. A change of areas adds one undo entry and
 * clears redo, unless a gesture is open (then endGesture adds a single entry for all of it).
 * A selection-only change is not an undo step.
 */
export function applyChange<T>(
  state: EditorState<T>,
  areas: readonly EditorArea<T>[],
  selectedId: string | null,
): EditorState<T> {
  const areasChanged = !sameAreas(state.areas, areas);
  const base = { ...state, areas: areasChanged ? areas : state.areas, selectedId, refusal: null };
  if (!areasChanged || state.gesture) return base;
  return { ...base, past: pushLimited(state.past, snapshotOf(state)), future: [] };
}

export function refuse<T>(state: EditorState<T>, refusal: Refusal): EditorState<T> {
  return { ...state, refusal };
}

function restore<T>(state: EditorState<T>, snapshot: Snapshot<T>): EditorState<T> {
  const selectedId = snapshot.areas.some((a) => a.id === snapshot.selectedId) ? snapshot.selectedId : null;
  return { ...state, areas: snapshot.areas, selectedId, guides: [], refusal: null };
}

export function canUndo<T>(state: EditorState<T>): boolean {
  return state.gesture === null && state.past.length > 0;
}

export function canRedo<T>(state: EditorState<T>): boolean {
  return state.gesture === null && state.future.length > 0;
}

export function undo<T>(state: EditorState<T>): EditorState<T> {
  const previous = state.past.at(-1);
  if (!previous || state.gesture) return state;
  return {
    ...restore(state, previous),
    past: state.past.slice(0, -1),
    future: [...state.future, snapshotOf(state)],
  };
}

export function redo<T>(state: EditorState<T>): EditorState<T> {
  const next = state.future.at(-1);
  if (!next || state.gesture) return state;
  return {
    ...restore(state, next),
    past: pushLimited(state.past, snapshotOf(state)),
    future: state.future.slice(0, -1),
  };
}

/** Start of a pointer gesture (drag, resize): later commands merge into one undo step. */
export function beginGesture<T>(state: EditorState<T>): EditorState<T> {
  if (state.gesture) return state;
  return { ...state, gesture: snapshotOf(state), refusal: null };
}

/** End of the gesture: one undo entry if the areas changed, guides cleared. */
export function endGesture<T>(state: EditorState<T>): EditorState<T> {
  const start = state.gesture;
  if (!start) return state.guides.length ? { ...state, guides: [] } : state;
  const ended = { ...state, gesture: null, guides: [] };
  if (sameAreas(start.areas, state.areas)) return { ...ended, areas: start.areas };
  return { ...ended, past: pushLimited(state.past, start), future: [] };
}

/** Abandon the gesture (Escape, pointercancel): back to where it started, no history entry. */
export function cancelGesture<T>(state: EditorState<T>): EditorState<T> {
  const start = state.gesture;
  if (!start) return state;
  return { ...restore(state, start), gesture: null };
}
