import { useLingui } from "@lingui/react";
import {
  type ContrastCheck,
  checkQrContrast,
  DEFAULT_DARK_COLOR,
  DEFAULT_LIGHT_COLOR,
  MIN_QR_CONTRAST,
  QR_ERROR_CORRECTION_LABELS,
  QR_ERROR_CORRECTION_LEVELS,
  QR_SIZES,
  type QrErrorCorrectionLevel,
  type QrSettings,
  type QrSize,
} from "../../../shared/qr/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { t } from "../../i18n/i18n.ts";
import { ColorField } from "./color-field.tsx";

export interface SettingsCardProps {
  settings: QrSettings;
  onChange: (patch: Partial<QrSettings>) => void;
}

const sizeOptions = QR_SIZES.map((size) => ({ value: String(size), label: `${size} × ${size} px` }));
const levelOptions = QR_ERROR_CORRECTION_LEVELS.map((level) => ({
  value: level,
  label: QR_ERROR_CORRECTION_LABELS[level],
}));

export function SettingsCard({ settings, onChange }: SettingsCardProps) {
  const { _: t } = useLingui();
  const contrast = checkQrContrast(settings.darkColor, settings.lightColor);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("QR Code Settings")}</CardTitle>
        <CardDescription>{t("Size, error correction and colours.")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field label={t(LABEL.size)}>
          {(control) => (
            <Select
              {...control}
              value={String(settings.size)}
              options={sizeOptions}
              onChange={(event) => onChange({ size: Number(event.target.value) as QrSize })}
            />
          )}
        </Field>
        <Field label={t("Error Correction")} hint={t("Higher levels survive damage but hold less data.")}>
          {(control) => (
            <Select
              {...control}
              value={settings.errorCorrectionLevel}
              options={levelOptions}
              onChange={(event) =>
                onChange({ errorCorrectionLevel: event.target.value as QrErrorCorrectionLevel })
              }
            />
          )}
        </Field>
        <ColorField
          label={t("QR Color")}
          value={settings.darkColor}
          fallback={DEFAULT_DARK_COLOR}
          onChange={(darkColor) => onChange({ darkColor })}
        />
        <ColorField
          label={t("Background Color")}
          value={settings.lightColor}
          fallback={DEFAULT_LIGHT_COLOR}
          onChange={(lightColor) => onChange({ lightColor })}
        />
        {contrast && contrast.problems.length > 0 ? (
          <Alert variant="warning" title={t("This code may not scan")} className="sm:col-span-2">
            {contrastMessage(contrast)}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function contrastMessage({ ratio, problems }: ContrastCheck): string {
  const parts: string[] = [];
  if (problems.includes("low-contrast")) {
    parts.push(
      t("The contrast between QR colour and background is {ratio}:1; scanners need at least {min}:1.", {
        ratio: ratio.toFixed(1),
        min: MIN_QR_CONTRAST,
      }),
    );
  }
  if (problems.includes("inverted")) {
    parts.push(t("The QR colour is lighter than the background; many scanners cannot read inverted codes."));
  }
  return parts.join(" ");
}
