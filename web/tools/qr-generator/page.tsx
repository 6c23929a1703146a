import { useLingui } from "@lingui/react";
import { useMemo, useState } from "react";
import {
  buildQrText,
  checkQrCapacity,
  createDefaultQrFormState,
  type QrErrorCorrectionLevel,
  type QrFormState,
  type QrSettings,
  qrTooLongMessage,
} from "../../../shared/qr/index.ts";
import { DraftLoading, StartOverButton } from "../../components/drafts/start-over-button.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { PANE_LABELS, ResultSwitch, SwitchPane } from "../../components/result-switch/result-switch.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { preloadDraft, useDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import { DataCard } from "./data-card.tsx";
import { QR_DRAFT, qrHasWork } from "./draft.ts";
import { PreviewCard } from "./preview-card.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { useQrPreview } from "./use-qr-preview.ts";

const PANES = [
  { id: "edit", label: PANE_LABELS.edit },
  { id: "preview", label: PANE_LABELS.preview },
];

/** shared/ writes the message in English; the chosen language gets the same facts in its words. */
function tooLongText(check: ReturnType<typeof checkQrCapacity>, level: QrErrorCorrectionLevel): string {
  return tm(qrTooLongMessage(check, level));
}

export default function QrGeneratorPage() {
  const restored = useRestoredDraft(QR_DRAFT);
  return restored.ready ? <QrGenerator initial={restored.draft} /> : <DraftLoading />;
}

function QrGenerator({ initial }: { initial: QrFormState | null }) {
  const { _: t } = useLingui();
  const [state, setState] = useState<QrFormState>(() => initial ?? createDefaultQrFormState());
  const hasWork = qrHasWork(state);
  useDraft(QR_DRAFT, state, hasWork);
  const text = useMemo(() => buildQrText(state), [state]);
  const preview = useQrPreview(text, state.settings);
  const level = state.settings.errorCorrectionLevel;

  const updateState = (patch: Partial<QrFormState>) => setState((previous) => ({ ...previous, ...patch }));
  const updateSettings = (patch: Partial<QrSettings>) =>
    setState((previous) => ({ ...previous, settings: { ...previous.settings, ...patch } }));

  const tooLong =
    preview.error === "too-long" ? (
      <Alert variant="warning" title={t("Too much data")}>
        {tooLongText(checkQrCapacity(text, level), level)}
      </Alert>
    ) : null;

  return (
    <div className="min-w-0">
      <PageHeader
        title={t("QR Code Generator")}
        description={t("Generate QR codes for URLs, text, contact information and WiFi networks.")}
      >
        <StartOverButton hasWork={hasWork} onStartOver={() => setState(createDefaultQrFormState())} />
      </PageHeader>
      <ResultSwitch panes={PANES} className="grid gap-6 lg:grid-cols-2">
        <SwitchPane id="edit" className="flex flex-col gap-6">
          <DataCard state={state} onChange={updateState} notice={tooLong} />
          <SettingsCard settings={state.settings} onChange={updateSettings} />
        </SwitchPane>
        <SwitchPane id="preview">
          <PreviewCard text={text} settings={state.settings} preview={preview} />
        </SwitchPane>
      </ResultSwitch>
    </div>
  );
}

/**
 * The route table runs this before the first render: the builder mounts with its saved draft.
 * @public web/app/routes.ts reads it off the lazy module, which knip does not follow.
 */
export const preloadPage = () => preloadDraft(QR_DRAFT);
