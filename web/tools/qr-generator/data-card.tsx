import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import {
  QR_DATA_TYPE_LABELS,
  QR_DATA_TYPES,
  type QrContact,
  type QrDataType,
  type QrFormState,
  type QrWifi,
  WIFI_SECURITY_LABELS,
  WIFI_SECURITY_TYPES,
} from "../../../shared/qr/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { msg, t } from "../../i18n/i18n.ts";

export interface DataCardProps {
  state: QrFormState;
  onChange: (patch: Partial<QrFormState>) => void;
  /** Shown under the inputs, e.g. the too-long warning. */
  notice?: ReactNode;
}

const dataTypeOptions = () => QR_DATA_TYPES.map((value) => ({ value, label: t(QR_DATA_TYPE_LABELS[value]) }));
const securityOptions = () =>
  WIFI_SECURITY_TYPES.map((value) => ({ value, label: t(WIFI_SECURITY_LABELS[value]) }));

export function DataCard({ state, onChange, notice }: DataCardProps) {
  const { _: t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("QR Code Data")}</CardTitle>
        <CardDescription>{t("Choose what the code contains and fill in the details.")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label={t("Data Type")}>
          {(control) => (
            <Select
              {...control}
              value={state.dataType}
              options={dataTypeOptions()}
              onChange={(event) => onChange({ dataType: event.target.value as QrDataType })}
            />
          )}
        </Field>
        <DataInputs state={state} onChange={onChange} />
        {notice}
      </CardContent>
    </Card>
  );
}

function DataInputs({ state, onChange }: DataCardProps) {
  const { _: t } = useLingui();
  switch (state.dataType) {
    case "url":
      return (
        <Field label="URL">
          {(control) => (
            <Input
              {...control}
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com"
              value={state.url}
              onChange={(event) => onChange({ url: event.target.value })}
            />
          )}
        </Field>
      );
    case "text":
      return (
        <Field label={t(LABEL.text)}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              placeholder={t("Enter any text")}
              value={state.text}
              onChange={(event) => onChange({ text: event.target.value })}
            />
          )}
        </Field>
      );
    case "vcard":
      return <ContactInputs contact={state.contact} onChange={(contact) => onChange({ contact })} />;
    case "wifi":
      return <WifiInputs wifi={state.wifi} onChange={(wifi) => onChange({ wifi })} />;
  }
}

const contactFields: Array<{ key: keyof QrContact; label: string; type: string; autoComplete: string }> = [
  { key: "firstName", label: msg("First Name"), type: "text", autoComplete: "given-name" },
  { key: "lastName", label: msg("Last Name"), type: "text", autoComplete: "family-name" },
  { key: "organization", label: msg("Organization"), type: "text", autoComplete: "organization" },
  { key: "phone", label: LABEL.phone, type: "tel", autoComplete: "tel" },
  { key: "email", label: msg("Email"), type: "email", autoComplete: "email" },
  { key: "website", label: msg("Website"), type: "url", autoComplete: "url" },
];

function ContactInputs({
  contact,
  onChange,
}: {
  contact: QrContact;
  onChange: (contact: QrContact) => void;
}) {
  const { _: t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {contactFields.map(({ key, label, type, autoComplete }) => (
        <Field key={key} label={t(label)}>
          {(control) => (
            <Input
              {...control}
              type={type}
              autoComplete={autoComplete}
              value={contact[key]}
              onChange={(event) => onChange({ ...contact, [key]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

function WifiInputs({ wifi, onChange }: { wifi: QrWifi; onChange: (wifi: QrWifi) => void }) {
  const { _: t } = useLingui();
  const open = wifi.security === "nopass";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("Network Name (SSID)")} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={wifi.ssid}
            onChange={(event) => onChange({ ...wifi, ssid: event.target.value })}
          />
        )}
      </Field>
      <Field label={t("Password")} hint={open ? t("Open networks need no password.") : undefined}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            disabled={open}
            value={wifi.password}
            onChange={(event) => onChange({ ...wifi, password: event.target.value })}
          />
        )}
      </Field>
      <Field label={t("Security")}>
        {(control) => (
          <Select
            {...control}
            value={wifi.security}
            options={securityOptions()}
            onChange={(event) => onChange({ ...wifi, security: event.target.value as QrWifi["security"] })}
          />
        )}
      </Field>
    </div>
  );
}
