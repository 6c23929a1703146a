import { useLingui } from "@lingui/react";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  type Bounds,
  deleteArea,
  type EditorChange,
  type EditorState,
  selectArea,
  setBounds,
  updateData,
} from "../../../shared/editor/index.ts";
import { areaOverlaps, type RichMenuAction, trimAway } from "../../../shared/richmenu/index.ts";
import { AreaCard, type AreaCardCommands, type CardOverlap } from "./area-card.tsx";
import type { AreaValidations } from "./use-area-validation.ts";

export interface AreaCardsProps {
  editor: EditorState<RichMenuAction>;
  /** Receives commands, applied by the owner to its newest state (see EditorChange). */
  onEditorChange: (change: EditorChange<RichMenuAction>) => void;
  validations: AreaValidations;
}

const NO_ERRORS: readonly string[] = [];
const NO_OVERLAPS: readonly CardOverlap[] = [];

/**
 * Each area's overlaps. A card keeps the same list object while its overlaps read the same, so a drag
 * that changes no overlap re-renders no card for it.
 */
function useCardOverlaps(
  areas: EditorState<RichMenuAction>["areas"],
): ReadonlyMap<string, readonly CardOverlap[]> {
  const previous = useRef(new Map<string, { key: string; list: readonly CardOverlap[] }>());
  return useMemo(() => {
    const found = areaOverlaps(areas);
    const next = new Map<string, { key: string; list: readonly CardOverlap[] }>();
    areas.forEach((area, index) => {
      const list = (found[index] ?? []).map((overlap) => {
        const other = areas[overlap.other];
        return {
          ...overlap,
          otherId: other?.id ?? "",
          trimmable: other ? trimAway(area.bounds, other.bounds) !== null : false,
        };
      });
      if (list.length === 0) return;
      const key = JSON.stringify(list);
      const kept = previous.current.get(area.id);
      next.set(area.id, kept?.key === key ? kept : { key, list });
    });
    previous.current = next;
    return new Map([...next].map(([id, { list }]) => [id, list]));
  }, [areas]);
}

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
      onTrim: (id, otherId) =>
        change((state) => {
          const area = state.areas.find((each) => each.id === id);
          const other = state.areas.find((each) => each.id === otherId);
          const trimmed = area && other ? trimAway(area.bounds, other.bounds) : null;
          return area && trimmed ? setBounds(state, id, trimmed) : state;
        }),
    };
  });
  return commands;
}

/** A property card per area, in drawing order (the numbers shown on the canvas). */
export function AreaCards({ editor, onEditorChange, validations }: AreaCardsProps) {
  const { _: t } = useLingui();
  const commands = useCardCommands(editor, onEditorChange);
  const overlaps = useCardOverlaps(editor.areas);
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
          overlaps={overlaps.get(area.id) ?? NO_OVERLAPS}
          selected={area.id === editor.selectedId}
          commands={commands}
        />
      ))}
    </div>
  );
}
