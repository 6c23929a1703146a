import { useLingui } from "@lingui/react";
import { type Dispatch, useMemo } from "react";
import type { EditorChange } from "../../../shared/editor/index.ts";
import { defaultAreaAction, RICH_MENU_LIMITS, type RichMenuAction } from "../../../shared/richmenu/index.ts";
import { LABEL } from "../../components/labels.ts";
import { AreaCards } from "../../components/rich-menu/area-cards.tsx";
import { AreaEditor } from "../../components/rich-menu/area-editor.tsx";
import { useAreaValidation, withLineErrors } from "../../components/rich-menu/use-area-validation.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ImportJsonButton } from "./import-dialog.tsx";
import type { WizardAction, WizardState } from "./wizard-state.ts";

/** The canvas editor and the per-area property cards; new areas get the postback Buy action. */
export function EditorCard({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { _: t } = useLingui();
  const { editor } = state;
  const own = useAreaValidation(editor.areas, state.size);
  const validations = useMemo(() => withLineErrors(own, state.lineErrors), [own, state.lineErrors]);
  const onEditorChange = (change: EditorChange<RichMenuAction>) =>
    dispatch({ type: "editor", editor: change });
  const invalid = editor.areas.filter((area) => own.get(area.id)?.valid === false).length;
  return (
    <>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>{t(LABEL.areas)}</CardTitle>
            <span className="text-sm text-gray-700 tabular-nums">
              {editor.areas.length}/{RICH_MENU_LIMITS.maxAreas}
            </span>
          </div>
          <CardDescription>
            {invalid > 0
              ? t(
                  invalid === 1
                    ? "1 invalid area is marked red and left out of the JSON."
                    : "{count} invalid areas are marked red and left out of the JSON.",
                  { count: invalid },
                )
              : t("Each area is a tappable region with one action.")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AreaEditor
            imageUrl={state.image?.dataUrl ?? null}
            editor={editor}
            onEditorChange={onEditorChange}
            validations={validations}
            newAction={defaultAreaAction}
            toolbarExtra={
              <ImportJsonButton
                editor={editor}
                onEditorChange={onEditorChange}
                onMenuFields={(patch) => dispatch({ type: "fields", patch })}
              />
            }
          />
        </CardContent>
      </Card>
      <AreaCards editor={editor} onEditorChange={onEditorChange} validations={validations} />
    </>
  );
}
