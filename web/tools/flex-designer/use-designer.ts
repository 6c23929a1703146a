import { useCallback, useRef, useState } from "react";
import {
  applyCommand,
  type Command,
  canRedo,
  canUndo,
  createHistory,
  type Design,
  getAt,
  type History,
  parsePath,
  record,
  redo,
  seal,
  undo,
} from "../../../shared/flex-designer/index.ts";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";

interface DesignerState {
  history: History<Design>;
  /** The selected node's path ("" the container); a block style or gradient path opens its sheet. */
  selection: string;
}

export interface Designer {
  design: Design;
  selection: string;
  canUndo: boolean;
  canRedo: boolean;
  /** Runs a command: a refusal is said in a toast; `mergeKey` joins typing into one field into one step. */
  dispatch: (command: Command, mergeKey?: string) => boolean;
  select: (path: string) => void;
  undo: () => void;
  redo: () => void;
  /** The field lost focus: the next edit is an undo step of its own. */
  seal: () => void;
  /**
   * The design and selection as of the last command, rendered or not: what a toolbar, which shows them a
   * paint late, builds its command from (a second quick tap must not act on the path the first one moved).
   */
  now: () => { design: Design; selection: string };
  /** A whole new design (the JSON tab's valid text), one undo step. */
  replaceDesign: (design: Design, mergeKey?: string) => void;
}

/** The designer's state: one undo history of designs and the selection. Components only dispatch. */
export function useDesigner(initial: Design, initialSelection = ""): Designer {
  const [state, setState] = useState<DesignerState>(() => ({
    history: createHistory(initial),
    selection: initialSelection,
  }));
  // Commands are computed from the state as last rendered, so a refusal can be said once, outside setState.
  const current = useRef(state);
  current.current = state;
  const update = useCallback((next: DesignerState) => {
    current.current = next;
    setState(next);
  }, []);

  const dispatch = useCallback(
    (command: Command, mergeKey?: string) => {
      const { history, selection } = current.current;
      const result = applyCommand(history.present, command);
      if (!result.ok) {
        toast.error(tm(result.reason));
        return false;
      }
      if (result.note) toast.info(tm(result.note));
      // Setting a property keeps the selection where it is (its result points at the object set).
      const keeps = command.type === "set" || command.type === "setImage" || command.type === "setAltText";
      const nextSelection = keeps ? selection : (result.selection ?? selection);
      if (!result.changed && nextSelection === selection) return true;
      update({
        history: result.changed ? record(history, result.design, mergeKey ?? null) : history,
        selection: nextSelection,
      });
      return true;
    },
    [update],
  );

  const select = useCallback(
    (path: string) => {
      if (current.current.selection !== path) update({ ...current.current, selection: path });
    },
    [update],
  );
  const step = useCallback(
    (move: (history: History<Design>) => History<Design>) => {
      const { history, selection } = current.current;
      const next = move(history);
      if (next !== history) update({ history: next, selection: existingSelection(next.present, selection) });
    },
    [update],
  );
  const doUndo = useCallback(() => step(undo), [step]);
  const doRedo = useCallback(() => step(redo), [step]);
  const doSeal = useCallback(() => {
    const { history } = current.current;
    const sealed = seal(history);
    if (sealed !== history) update({ ...current.current, history: sealed });
  }, [update]);
  const replaceDesign = useCallback(
    (design: Design, mergeKey?: string) => {
      const { history, selection } = current.current;
      update({
        history: record(history, design, mergeKey ?? null),
        selection: existingSelection(design, selection),
      });
    },
    [update],
  );

  const now = useCallback(() => {
    const { history, selection } = current.current;
    return { design: history.present, selection };
  }, []);

  return {
    design: state.history.present,
    selection: state.selection,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    dispatch,
    select,
    undo: doUndo,
    redo: doRedo,
    seal: doSeal,
    replaceDesign,
    now,
  };
}

/** After undo, redo or a JSON edit the selected node may be gone: then the container is selected. */
function existingSelection(design: Design, selection: string): string {
  const segments = parsePath(selection);
  return segments && getAt(design.contents, segments) !== undefined ? selection : "";
}
