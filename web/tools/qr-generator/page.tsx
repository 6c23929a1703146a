import { useMemo, useState } from "react";
import {
  buildQrText,
  checkQrCapacity,
  createDefaultQrFormState,
  type QrFormState,
  type QrSettings,
  qrTooLongMessage,
} from "../../../shared/qr/index.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { PANE_LABELS, ResultSwitch, SwitchPane } from "../../components/result-switch/result-switch.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { useT } from "../../i18n/i18n.ts";
import { DataCard } from "./data-card.tsx";
import { PreviewCard } from "./preview-card.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { useQrPreview } from "./use-qr-preview.ts";

const PANES = [
  { id: "edit", label: PANE_LABELS.edit },
  { id: "preview", label: PANE_LABELS.preview },
];

export default function QrGeneratorPage() {
  const t = useT();
  const [state, setState] = useState<QrFormState>(createDefaultQrFormState);
  const text = useMemo(() => buildQrText(state), [state]);
  const preview = useQrPreview(text, state.settings);
  const level = state.settings.errorCorrectionLevel;

  const updateState = (patch: Partial<QrFormState>) => setState((previous) => ({ ...previous, ...patch }));
  const updateSettings = (patch: Partial<QrSettings>) =>
    setState((previous) => ({ ...previous, settings: { ...previous.settings, ...patch } }));

  const tooLong =
    preview.error === "too-long" ? (
      <Alert variant="warning" title="Too much data">
        {qrTooLongMessage(checkQrCapacity(text, level), level)}
      </Alert>
    ) : null;

  return (
    <div className="min-w-0">
      <PageHeader
        title={t("QR Code Generator")}
        description={t("Generate QR codes for URLs, text, contact information and WiFi networks.")}
      />
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
