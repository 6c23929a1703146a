import { useLingui } from "@lingui/react";
import { Copy, Redo2, Trash2, Undo2 } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import {
  applyTemplate,
  type Bounds,
  canRedo,
  canUndo,
  deleteArea,
  duplicateArea,
  type EditorState,
  LAYOUT_TEMPLATES,
  type LayoutTemplate,
  type Refusal,
  redo,
  undo,
} from "../../../shared/editor/index.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import { Select } from "../ui/select.tsx";

export interface EditorToolbarProps<T> {
  state: EditorState<T>;
  onChange: (next: EditorState<T>) => void;
  /** Payload of each area a layout template creates, by reading-order index and bounds. */
  createTemplateArea: (index: number, bounds: Bounds) => T;
  /** Called when a command was refused (e.g. a duplicate beyond the maximum), to show a toast. */
  onRefuse?: (refusal: Refusal) => void;
  /** Layouts offered (default: all of LAYOUT_TEMPLATES). */
  templates?: readonly LayoutTemplate[];
  className?: string;
}

// Icon-only on phones (the label stays for screen readers), still a 44px target.
const TOOL_BUTTON = "pointer-coarse:min-w-11";

/** Undo, Redo, Duplicate, Delete and a layout template picker for a CanvasEditor's state. */
export function EditorToolbar<T>(props: EditorToolbarProps<T>) {
  const { _: t } = useLingui();
  const { state, onChange, onRefuse, templates = LAYOUT_TEMPLATES, className } = props;
  const templateId = useId();
  const hasSelection = state.selectedId !== null;

  const run = (next: EditorState<T>) => {
    if (next === state) return;
    onChange(next);
    if (next.refusal && next.refusal !== state.refusal) onRefuse?.(next.refusal);
  };

  const onTemplate = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = event.target.value;
    event.target.value = "";
    if (id) run(applyTemplate(state, id, props.createTemplateArea));
  };

  return (
    <div className={cn("flex flex-wrap items-end gap-2", className)}>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="outline"
          size="sm"
          className={TOOL_BUTTON}
          onClick={() => run(undo(state))}
          disabled={!canUndo(state)}
          title={t("Undo (Ctrl+Z)")}
        >
          <Undo2 aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("Undo")}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={TOOL_BUTTON}
          onClick={() => run(redo(state))}
          disabled={!canRedo(state)}
          title={t("Redo (Ctrl+Shift+Z)")}
        >
          <Redo2 aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("Redo")}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={TOOL_BUTTON}
          onClick={() => run(duplicateArea(state))}
          disabled={!hasSelection}
          title={t("Duplicate the selected area")}
        >
          <Copy aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("Duplicate")}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={TOOL_BUTTON}
          onClick={() => run(deleteArea(state))}
          disabled={!hasSelection}
          title={t("Delete (Delete key)")}
        >
          <Trash2 aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("Delete")}</span>
        </Button>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={templateId} className="text-xs font-medium text-gray-700">
          {t("Layout template")}
        </label>
        <Select
          id={templateId}
          defaultValue=""
          onChange={onTemplate}
          disabled={!state.image}
          className="h-8 text-xs"
        >
          <option value="">{t("Fill with a layout…")}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {t(template.label)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
