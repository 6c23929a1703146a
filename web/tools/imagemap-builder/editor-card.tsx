import { useLingui } from "@lingui/react";
import { SquarePlus } from "lucide-react";
import type { Bounds, Refusal } from "../../../shared/editor/index.ts";
import { CanvasEditor, EditorToolbar } from "../../components/canvas-editor/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";
import {
  ACTION_TYPE_LABELS,
  areaCounterText,
  type ImagemapAction,
  type ImagemapEditorState,
  newAreaAction,
  quickAdd,
} from "./model.ts";

export interface EditorCardProps {
  imageUrl: string | null;
  editor: ImagemapEditorState;
  onChange: (next: ImagemapEditorState) => void;
  /** Display pixels per image pixel, for quick add. */
  scale: number;
  onScaleChange: (scale: number) => void;
  host: string;
  /** Ids of areas whose action LINE would refuse (drawn red). */
  invalidAreaIds: ReadonlySet<string>;
}

const onRefuse = (refusal: Refusal) => toast.error(tm(refusal.message));

export function EditorCard(props: EditorCardProps) {
  const { _: t } = useLingui();
  const { editor, onChange, host } = props;
  const createArea = (_bounds: Bounds): ImagemapAction => newAreaAction(host);
  const full = editor.areas.length >= editor.maxAreas;

  const onQuickAdd = () => {
    const next = quickAdd(editor, props.scale, host);
    onChange(next);
    if (next.refusal && next.refusal !== editor.refusal) onRefuse(next.refusal);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(LABEL.areas)}</CardTitle>
        <CardDescription>
          {t(
            "Drag on the image to draw an area (larger than 10 px each way), drag an area to move it, drag its corners to resize.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <EditorToolbar
            state={editor}
            onChange={onChange}
            createTemplateArea={() => newAreaAction(host)}
            onRefuse={onRefuse}
          />
          <div className="flex items-center gap-3">
            <p className="text-sm text-gray-700" aria-live="polite">
              <span className="sr-only">{t("Areas used:")} </span>
              <span className={full ? "font-semibold text-red-600" : "font-medium"}>
                {areaCounterText(editor)}
              </span>
            </p>
            <Button size="sm" onClick={onQuickAdd} disabled={!editor.image || full}>
              <SquarePlus aria-hidden="true" />
              {t("Quick Add")}
            </Button>
          </div>
        </div>
        <CanvasEditor
          imageUrl={props.imageUrl}
          state={editor}
          onChange={onChange}
          createArea={createArea}
          ariaLabel={t("Imagemap areas")}
          imageAlt={t("Imagemap image")}
          renderLabel={(area) => t(ACTION_TYPE_LABELS[area.data.type])}
          getAreaInvalid={(area) => props.invalidAreaIds.has(area.id)}
          onRefuse={onRefuse}
          onScaleChange={props.onScaleChange}
        />
      </CardContent>
    </Card>
  );
}
