import {
  deleteArea,
  type EditorState,
  selectArea,
  setBounds,
  updateData,
} from "../../../shared/editor/index.ts";
import type { RichMenuAction } from "../../../shared/richmenu/index.ts";
import { t } from "../../i18n/i18n.ts";
import { AreaCard } from "./area-card.tsx";
import type { AreaValidations } from "./use-area-validation.ts";

export interface AreaCardsProps {
  editor: EditorState<RichMenuAction>;
  onEditorChange: (next: EditorState<RichMenuAction>) => void;
  validations: AreaValidations;
}

/** A property card per area, in drawing order (the numbers shown on the canvas). */
export function AreaCards({ editor, onEditorChange, validations }: AreaCardsProps) {
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
          errors={validations.get(area.id)?.errors ?? []}
          selected={area.id === editor.selectedId}
          // The header opens this area's card (selecting it) or closes it again.
          onToggle={() => onEditorChange(selectArea(editor, area.id === editor.selectedId ? null : area.id))}
          onBoundsChange={(patch) => onEditorChange(setBounds(editor, area.id, patch))}
          onActionChange={(action) => onEditorChange(updateData(editor, area.id, action))}
          onDelete={() => onEditorChange(deleteArea(editor, area.id))}
        />
      ))}
    </div>
  );
}
