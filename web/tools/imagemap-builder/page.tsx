import { useLingui } from "@lingui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { setImage } from "../../../shared/editor/index.ts";
import { useAuth } from "../../auth/auth.tsx";
import { DraftLoading, StartOverButton } from "../../components/drafts/start-over-button.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { PANE_LABELS, ResultSwitch, SwitchPane } from "../../components/result-switch/result-switch.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { preloadDraft, useDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import { PRERENDERING } from "../../lib/prerendering.ts";
import { AreasCard } from "./areas-card.tsx";
import { ConfigCard, type HostingState } from "./config-card.tsx";
import {
  IMAGEMAP_DRAFT,
  type ImagemapDraft,
  imagemapDraft,
  imagemapHasWork,
  restoreImagemap,
} from "./draft.ts";
import { EditorCard } from "./editor-card.tsx";
import { HOSTING_FAILED, hostImagemapImage } from "./host-image.ts";
import { type ChosenImage, readImagemapImage } from "./image-file.ts";
import { JsonCard } from "./json-card.tsx";
import {
  createImagemapEditor,
  type ImagemapEditorState,
  imagemapOutput,
  imagemapStateOf,
  isSandboxHostedUrl,
} from "./model.ts";
import { UploadCard } from "./upload-card.tsx";

const IDLE_HOSTING: HostingState = { busy: false, error: null, hostedUrl: null };

function Instructions() {
  const { _: t } = useLingui();
  return (
    <Alert title={t("How to build an imagemap")}>
      <ol className="list-decimal pl-4">
        <li>{t("Upload a PNG or JPEG image (it is scaled so both sides are at most 1040 px).")}</li>
        <li>{t('Enter the Base URL where LINE can download the image, or press "Host this image".')}</li>
        <li>{t("Enter the Alt Text.")}</li>
        <li>{t("Draw tappable areas on the image (or use Quick Add) and set each area's action.")}</li>
        <li>{t("Copy the JSON Output, or share the message to your friends.")}</li>
      </ol>
    </Alert>
  );
}

/** The chosen image, its object URL revoked when replaced or on leaving the page. */
function useChosenImage(initial: ChosenImage | null) {
  const [image, setChosen] = useState<ChosenImage | null>(initial);
  const current = useRef<ChosenImage | null>(initial);
  const replace = (next: ChosenImage | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = next;
    setChosen(next);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  return [image, replace] as const;
}

const PANES = [
  { id: "edit", label: PANE_LABELS.edit },
  { id: "json", label: PANE_LABELS.json },
];

export default function ImagemapBuilderPage() {
  const restored = useRestoredDraft(IMAGEMAP_DRAFT);
  return restored.ready ? <ImagemapBuilder initial={restored.draft} /> : <DraftLoading />;
}

function ImagemapBuilder({ initial }: { initial: ImagemapDraft | null }) {
  const { _: t } = useLingui();
  const { liff } = useAuth();
  const host = PRERENDERING ? "" : window.location.origin;
  const [start] = useState(() => restoreImagemap(initial));
  const [baseUrl, setBaseUrl] = useState(start.baseUrl);
  const [altText, setAltText] = useState(start.altText);
  const [image, setChosenImage] = useChosenImage(start.image);
  const [imageError, setImageError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [editor, setEditor] = useState<ImagemapEditorState>(start.editor);
  const [hosting, setHosting] = useState<HostingState>(() => ({
    ...IDLE_HOSTING,
    hostedUrl: start.hostedUrl,
  }));
  const draft = useMemo(
    () => imagemapDraft(baseUrl, altText, image, editor, hosting.hostedUrl),
    [baseUrl, altText, image, editor, hosting.hostedUrl],
  );
  const hasWork = imagemapHasWork(draft);
  useDraft(IMAGEMAP_DRAFT, draft, hasWork);
  const [scale, setScale] = useState(0);

  const sandboxHosted = isSandboxHostedUrl(baseUrl, hosting.hostedUrl, liff.mode === "sandbox");
  const output = useMemo(
    () =>
      imagemapOutput(imagemapStateOf(editor, { baseUrl, altText, original: image?.original ?? null }), {
        sandboxHosted,
      }),
    [editor, baseUrl, altText, image, sandboxHosted],
  );
  const invalidAreaIds = useMemo(
    () => new Set(editor.areas.filter((_, index) => output.areaProblems.has(index)).map((area) => area.id)),
    [editor.areas, output.areaProblems],
  );

  /** A Base URL filled by hosting belongs to that image; a new image must not keep it. */
  const forgetHostedUrl = () => {
    if (hosting.hostedUrl !== null && baseUrl === hosting.hostedUrl) setBaseUrl("");
    setHosting(IDLE_HOSTING);
  };

  const onFile = async (file: File) => {
    setImageError(null);
    setReading(true);
    try {
      const chosen = await readImagemapImage(file);
      forgetHostedUrl();
      setChosenImage(chosen);
      setEditor((current) => setImage(current, chosen.scaled));
    } catch (error) {
      setImageError(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  };

  const onRemove = () => {
    forgetHostedUrl();
    setChosenImage(null);
    setImageError(null);
    setEditor(createImagemapEditor());
  };

  const startOver = () => {
    onRemove();
    setBaseUrl("");
    setAltText("");
  };

  const onHost = async () => {
    if (!image) return;
    setHosting({ busy: true, error: null, hostedUrl: null });
    try {
      const hosted = await hostImagemapImage(image.file, liff.getIdToken());
      setBaseUrl(hosted.baseUrl);
      setHosting({ busy: false, error: null, hostedUrl: hosted.baseUrl });
    } catch (error) {
      setHosting({
        busy: false,
        error: error instanceof Error ? error.message : HOSTING_FAILED,
        hostedUrl: null,
      });
    }
  };

  return (
    <div className="min-w-0">
      <PageHeader
        title={t("Imagemap Builder")}
        description={t("Upload an image, draw tappable areas and generate imagemap message JSON.")}
      >
        <StartOverButton hasWork={hasWork} onStartOver={startOver} />
      </PageHeader>
      <div className="flex min-w-0 flex-col gap-6">
        <Instructions />
        <ResultSwitch panes={PANES} className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SwitchPane id="edit" className="flex flex-col gap-6">
            <ConfigCard
              baseUrl={baseUrl}
              altText={altText}
              onBaseUrlChange={setBaseUrl}
              onAltTextChange={setAltText}
              errors={output.fieldErrors}
              hasImage={image !== null}
              hosting={hosting}
              sandboxHosted={sandboxHosted}
              onHost={onHost}
            />
            <UploadCard image={image} error={imageError} busy={reading} onFile={onFile} onRemove={onRemove} />
            <EditorCard
              imageUrl={image?.url ?? null}
              editor={editor}
              onChange={setEditor}
              scale={scale}
              onScaleChange={setScale}
              host={host}
              invalidAreaIds={invalidAreaIds}
            />
            <AreasCard editor={editor} onChange={setEditor} areaProblems={output.areaProblems} />
          </SwitchPane>
          <SwitchPane
            id="json"
            className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto"
          >
            <JsonCard output={output} sandboxHosted={sandboxHosted} />
          </SwitchPane>
        </ResultSwitch>
      </div>
    </div>
  );
}

/**
 * The route table runs this before the first render: the builder mounts with its saved draft.
 * @public web/app/routes.ts reads it off the lazy module, which knip does not follow.
 */
export const preloadPage = () => preloadDraft(IMAGEMAP_DRAFT);
