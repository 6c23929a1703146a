import { useLayoutEffect, useRef, useState } from "react";
import {
  type Bounds,
  deleteArea,
  type EditorChange,
  type EditorState,
  selectArea,
  setBounds,
  updateData,
} from "../../../shared/editor/index.ts";
import type { RichMenuAction } from "../../../shared/richmenu/index.ts";
import { t } from "../../i18n/i18n.ts";
import { AreaCard, type AreaCardCommands } from "./area-card.tsx";
import type { AreaValidations } from "./use-area-validation.ts";

export interface AreaCardsProps {
  editor: EditorState<RichMenuAction>;
  /** Receives commands, applied by the owner to its newest state (see EditorChange). */
  onEditorChange: (change: EditorChange<RichMenuAction>) => void;
  validations: AreaValidations;
}

const NO_ERRORS: readonly string[] = [];

/**
 * The cards' commands, stable for the editor's life: they read the newest state from a ref, so a
 * memoised card re-renders only when its own area, number, errors or selection change (selecting
 * or dragging one area re-renders one or two cards, not twenty).
 */
function useCardCommands(
  editor: EditorState<RichMenuAction>,
  onEditorChange: (change: EditorChange<RichMenuAction>) => void,
): AreaCardCommands {
  const latest = useRef({ editor, onEditorChange });
  useLayoutEffect(() => {
    latest.current = { editor, onEditorChange };
  });
  const [commands] = useState<AreaCardCommands>(() => {
    const change = (command: (state: EditorState<RichMenuAction>) => EditorState<RichMenuAction>) =>
      latest.current.onEditorChange(command);
    return {
      // The header opens this area's card (selecting it) or closes it again.
      onToggle: (id) => change((state) => selectArea(state, id === state.selectedId ? null : id)),
      onBoundsChange: (id, patch: Partial<Bounds>) => change((state) => setBounds(state, id, patch)),
      onActionChange: (id, action) => change((state) => updateData(state, id, action)),
      onDelete: (id) => change((state) => deleteArea(state, id)),
    };
  });
  return commands;
}

/** A property card per area, in drawing order (the numbers shown on the canvas). */
export function AreaCards({ editor, onEditorChange, validations }: AreaCardsProps) {
  const commands = useCardCommands(editor, onEditorChange);
  if (editor.areas.length === 0) {
    return (
      <p className="text-sm text-gray-600">
        {t("No areas yet. Draw one on the image or pick a layout template.")}
      </p>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {editor.areas.map((area, index) => (
        <AreaCard
          key={area.id}
          number={index + 1}
          area={area}
          errors={validations.get(area.id)?.errors ?? NO_ERRORS}
          selected={area.id === editor.selectedId}
          commands={commands}
        />
      ))}
    </div>
  );
}
