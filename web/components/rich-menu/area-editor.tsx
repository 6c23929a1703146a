import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { EditorChange, EditorState } from "../../../shared/editor/index.ts";
import type { RichMenuAction } from "../../../shared/richmenu/index.ts";
import { CanvasEditor, EditorToolbar } from "../canvas-editor/index.ts";
import { actionSummaryParts } from "./action-choices.ts";
import { showRefusal } from "./refusal-toast.ts";
import type { AreaValidations } from "./use-area-validation.ts";

export interface AreaEditorProps {
  imageUrl: string | null;
  editor: EditorState<RichMenuAction>;
  onEditorChange: (change: EditorChange<RichMenuAction>) => void;
  validations: AreaValidations;
  /** Action of a drawn or template-made area. */
  newAction: () => RichMenuAction;
  /** Extra buttons at the end of the toolbar (e.g. Import JSON). */
  toolbarExtra?: ReactNode;
}

/** The shared canvas editor set up for rich menus: toolbar, canvas, invalid areas marked in red. */
export function AreaEditor(props: AreaEditorProps) {
  const { _: t } = useLingui();
  const { editor, onEditorChange, validations, newAction } = props;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <EditorToolbar
          state={editor}
          onChange={onEditorChange}
          createTemplateArea={() => newAction()}
          onRefuse={showRefusal}
        />
        {props.toolbarExtra}
      </div>
      <CanvasEditor
        imageUrl={props.imageUrl}
        state={editor}
        onChange={onEditorChange}
        createArea={() => newAction()}
        ariaLabel={t("Rich menu areas")}
        imageAlt={t("Rich menu image")}
        renderLabel={(area) => actionSummaryParts(area.data).kind}
        renderOwnLabel={(area) => actionSummaryParts(area.data).label}
        getAreaInvalid={(area) => validations.get(area.id)?.valid === false}
        onRefuse={showRefusal}
      />
      {/* A phone has no arrow keys nor Ctrl: its help speaks of touch. */}
      <p className="text-xs text-gray-600 pointer-coarse:hidden">
        {t(
          "Drag on the image to draw an area; drag an area to move it, its edges or handles to resize. Arrow keys nudge (Shift = 10 px), Ctrl/⌘+Z undoes.",
        )}
      </p>
      <p className="hidden text-xs text-gray-600 pointer-coarse:block">
        {t(
          "Drag a finger on the image to draw an area; tap an area to select it, drag it to move it, drag its handles to resize. Undo is in the bar above the image.",
        )}
      </p>
    </div>
  );
}
