import { useLingui } from "@lingui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { applyEditorChange, type EditorChange } from "../../../shared/editor/index.ts";
import {
  RICH_MENU_LIMITS,
  type RichMenuAction,
  validateRichMenuSize,
} from "../../../shared/richmenu/index.ts";
import { DraftLoading, StartOverButton } from "../../components/drafts/start-over-button.tsx";
import { LABEL } from "../../components/labels.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { currentHost } from "../../components/rich-menu/action-choices.ts";
import { AreaCards } from "../../components/rich-menu/area-cards.tsx";
import { AreaEditor } from "../../components/rich-menu/area-editor.tsx";
import { JsonCard } from "../../components/rich-menu/json-card.tsx";
import { SizeFields } from "../../components/rich-menu/size-fields.tsx";
import { useAreaValidation } from "../../components/rich-menu/use-area-validation.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { preloadDraft, useDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import {
  restoreSimpleEditor,
  SIMPLE_EDITOR_DRAFT,
  type SimpleEditorDraft,
  simpleEditorDraft,
  simpleEditorHasWork,
} from "./draft.ts";
import {
  areasJson,
  initialSimpleEditorState,
  newSimpleAreaAction,
  type SimpleEditorState,
  withBaseSize,
  withImage,
  withoutImage,
} from "./simple-editor-state.ts";
import { SimpleImageCard } from "./simple-image-card.tsx";

/** /rich-menu-builder: the simple rich-menu image editor (spec 2.4), no credentials. */
export default function RichMenuEditorPage() {
  const restored = useRestoredDraft(SIMPLE_EDITOR_DRAFT);
  return restored.ready ? <RichMenuEditor initial={restored.draft} /> : <DraftLoading />;
}

function RichMenuEditor({ initial }: { initial: SimpleEditorDraft | null }) {
  const { _: t } = useLingui();
  const [start] = useState(() => restoreSimpleEditor(initial));
  const [state, setState] = useState<SimpleEditorState>(start.state);
  const [imageBlob, setImageBlob] = useState<Blob | null>(start.image);
  const draft = useMemo(() => simpleEditorDraft(state, imageBlob), [state, imageBlob]);
  const hasWork = simpleEditorHasWork(state);
  useDraft(SIMPLE_EDITOR_DRAFT, draft, hasWork);
  const validations = useAreaValidation(state.editor.areas, state.size);
  const { size } = state;
  const areas = state.editor.areas;
  const json = useMemo(() => areasJson(size, areas), [size, areas]);
  const urlRef = useRef<string | null>(null);
  urlRef.current = state.imageUrl;
  useEffect(() => () => void (urlRef.current && URL.revokeObjectURL(urlRef.current)), []);

  const replaceImage = (update: (current: SimpleEditorState) => SimpleEditorState) => {
    const previous = urlRef.current;
    setState(update);
    // The old picture is no longer shown after this update; its object URL can go.
    if (previous) URL.revokeObjectURL(previous);
  };
  const onEditorChange = (change: EditorChange<RichMenuAction>) =>
    setState((current) => ({ ...current, editor: applyEditorChange(change, current.editor) }));

  return (
    <div className="jumps-below-sticky flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t("Rich Menu Editor")}
        description={t("Draw rich menu areas on any image and get the JSON. No channel credentials needed.")}
      >
        <StartOverButton
          hasWork={hasWork}
          onStartOver={() => {
            replaceImage(() => initialSimpleEditorState());
            setImageBlob(null);
          }}
        />
      </PageHeader>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <SimpleImageCard
            imageName={state.imageName}
            onImage={(url, name, file) => {
              replaceImage((current) => withImage(current, url, name));
              setImageBlob(file);
            }}
            onRemove={() => {
              replaceImage(withoutImage);
              setImageBlob(null);
            }}
          >
            <SizeFields
              size={state.size}
              errors={validateRichMenuSize(state.size)}
              widthLabel={t("Base width")}
              heightLabel={t("Base height")}
              onChange={(patch) => setState((current) => withBaseSize(current, patch))}
            />
          </SimpleImageCard>
          <Card>
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle>{t(LABEL.areas)}</CardTitle>
                <span className="text-sm text-gray-700 tabular-nums">
                  {state.editor.areas.length}/{RICH_MENU_LIMITS.maxAreas}
                </span>
              </div>
              <CardDescription>
                {t("New areas open this site's address; change each area's action below.")}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <AreaEditor
                imageUrl={state.imageUrl}
                editor={state.editor}
                onEditorChange={onEditorChange}
                validations={validations}
                newAction={() => newSimpleAreaAction(currentHost())}
              />
            </CardContent>
          </Card>
          <AreaCards editor={state.editor} onEditorChange={onEditorChange} validations={validations} />
        </div>
        <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <JsonCard
            json={json}
            title={t("Areas JSON")}
            description={t("The size and areas of a rich menu object. Invalid areas are left out.")}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The route table runs this before the first render: the builder mounts with its saved draft.
 * @public web/app/routes.ts reads it off the lazy module, which knip does not follow.
 */
export const preloadPage = () => preloadDraft(SIMPLE_EDITOR_DRAFT);
