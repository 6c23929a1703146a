import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useState } from "react";
import {
  type AddLiffAppBody,
  descriptionProblem,
  endpointProblem,
  LIFF_MESSAGES,
  LIFF_SCOPES,
  LIFF_VIEW_TYPES,
  type LiffApp,
  type LiffBotPrompt,
  type LiffScope,
  type LiffViewType,
  lacksChatMessageWrite,
} from "../../../shared/liff-apps/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { useAuth } from "../../auth/auth.tsx";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { CANCEL_LABEL } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { WithLineValue } from "../../components/ui/line-value.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { msg } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { useLoginChannel } from "./login-channel.tsx";
import { LiffRefusal, refusalMessage, useLiffAppChange } from "./requests.ts";

/** LINE's view sizes by name; the value LINE takes is shown beside, as code. */
export const VIEW_TYPE_LABELS: Record<LiffViewType, string> = {
  full: msg("Full"),
  tall: msg("Tall"),
  compact: msg("Compact"),
};

interface FormState {
  description: string;
  type: LiffViewType;
  url: string;
  moduleMode: boolean;
  scope: LiffScope[];
  botPrompt: LiffBotPrompt;
  qrCode: boolean;
  ble: boolean;
}

/** LINE's defaults for a new app: full size, profile + chat_message.write, no bot prompt. */
const EMPTY: FormState = {
  description: "",
  type: "full",
  url: "",
  moduleMode: false,
  scope: ["profile", "chat_message.write"],
  botPrompt: "none",
  qrCode: false,
  ble: false,
};

function fromApp(app: LiffApp): FormState {
  return {
    description: app.description ?? "",
    type: app.view.type,
    url: app.view.url,
    moduleMode: app.view.moduleMode ?? false,
    scope: app.scope ?? EMPTY.scope,
    botPrompt: app.botPrompt ?? "none",
    qrCode: app.features?.qrCode ?? false,
    ble: app.features?.ble ?? false,
  };
}

function toBody(state: FormState): AddLiffAppBody {
  return {
    view: { type: state.type, url: state.url.trim(), moduleMode: state.moduleMode },
    description: state.description.trim(),
    features: { qrCode: state.qrCode, ble: state.ble },
    permanentLinkPattern: "concat",
    scope: state.scope,
    botPrompt: state.botPrompt,
  };
}

type FieldErrors = Partial<Record<"url" | "description", MessageLike>>;

/** Add a LIFF app, or edit the one given; checked as LINE checks it before anything is sent. */
export function AppFormCard({
  editing,
  onDone,
}: {
  editing: LiffApp | null;
  onDone: (liffId: string | null) => void;
}) {
  const { _: t } = useLingui();
  const { liff } = useAuth();
  const { credentials, complete } = useLoginChannel();
  const [state, setState] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useLiffAppChange(credentials);
  const busy = change.isPending;
  useEffect(() => {
    setState(editing ? fromApp(editing) : EMPTY);
    setErrors({});
  }, [editing]);
  const set = (patch: Partial<FormState>) => setState((previous) => ({ ...previous, ...patch }));
  const toggleScope = (scope: LiffScope, on: boolean) =>
    set({ scope: LIFF_SCOPES.filter((s) => (s === scope ? on : state.scope.includes(s))) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const options = { allowLoopbackHttp: liff.mode === "sandbox" };
    const url = endpointProblem(state.url, options);
    const description = descriptionProblem(state.description);
    const found: FieldErrors = { ...(url ? { url } : {}), ...(description ? { description } : {}) };
    setErrors(found);
    if (url || description) return;
    if (!complete) {
      toast.error(t("Enter the LINE Login channel's ID and secret first"));
      return;
    }
    const body = toBody(state);
    let liffId: string | null;
    try {
      liffId = await change.mutateAsync(
        editing ? { kind: "update", liffId: editing.liffId, body } : { kind: "add", body },
      );
    } catch (error) {
      const fields = error instanceof LiffRefusal ? error.fields : {};
      const fieldUrl = fields["view.url"];
      const fieldName = fields.description;
      setErrors({ ...(fieldUrl ? { url: fieldUrl } : {}), ...(fieldName ? { description: fieldName } : {}) });
      toast.error(t("LINE refused the LIFF app"), { description: tm(refusalMessage(error)) });
      return;
    }
    toast.success(editing ? t("LIFF app saved") : t("LIFF app added"));
    onDone(liffId ?? editing?.liffId ?? null);
    setState(EMPTY);
  };

  const shown = (message: MessageLike | undefined) =>
    message === undefined ? undefined : typeof message === "string" ? t(message) : tm(message);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? t("Edit LIFF app") : t("Add LIFF app")}</CardTitle>
        <CardDescription>
          {t("Every setting LINE's LIFF API allows; checked here as LINE checks it before it is sent.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label={t("LIFF app")} className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <Field label={t(LABEL.name)} error={shown(errors.description)}>
            {(control) => (
              <Input
                {...control}
                value={state.description}
                onChange={(e) => set({ description: e.target.value })}
              />
            )}
          </Field>
          <Field label={t(LABEL.size)}>
            {(control) => (
              <WithLineValue value={state.type}>
                <Select
                  {...control}
                  value={state.type}
                  onChange={(e) => set({ type: e.target.value as LiffViewType })}
                  options={LIFF_VIEW_TYPES.map((type) => ({ value: type, label: t(VIEW_TYPE_LABELS[type]) }))}
                />
              </WithLineValue>
            )}
          </Field>
          <Field
            label={t("Endpoint URL")}
            className="sm:col-span-2"
            hint={t("https only, no #fragment.")}
            error={shown(errors.url)}
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                value={state.url}
                onChange={(e) => set({ url: e.target.value })}
              />
            )}
          </Field>
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">{t("Scopes")}</legend>
            {LIFF_SCOPES.map((scope) => (
              <label key={scope} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={state.scope.includes(scope)}
                  onChange={(e) => toggleScope(scope, e.target.checked)}
                />
                <code>{scope}</code>
              </label>
            ))}
          </fieldset>
          {lacksChatMessageWrite(state.scope) ? (
            <Alert variant="warning" className="sm:col-span-2">
              {tm(LIFF_MESSAGES.chatMessageWrite)}
            </Alert>
          ) : null}
          <Field label={t("Add friend option (bot prompt)")}>
            {(control) => (
              <WithLineValue value={state.botPrompt}>
                <Select
                  {...control}
                  value={state.botPrompt}
                  onChange={(e) => set({ botPrompt: e.target.value as LiffBotPrompt })}
                  options={[
                    { value: "none", label: t("Don't show") },
                    { value: "normal", label: t("On the consent screen") },
                    { value: "aggressive", label: t("After the consent screen") },
                  ]}
                />
              </WithLineValue>
            )}
          </Field>
          <div className="grid content-start gap-3 pt-1">
            <Switch
              label={t("Module mode")}
              checked={state.moduleMode}
              onCheckedChange={(v) => set({ moduleMode: v })}
            />
            <Switch
              label={t("QR code reader")}
              checked={state.qrCode}
              onCheckedChange={(v) => set({ qrCode: v })}
            />
            <Switch
              label={t("Bluetooth (LINE Things)")}
              checked={state.ble}
              onCheckedChange={(v) => set({ ble: v })}
            />
          </div>
          <p className="text-xs text-gray-600 sm:col-span-2">
            {t("Links keep their added path and query (permanent link pattern “concat”).")}
          </p>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {editing ? t("Save changes") : t("Add LIFF app")}
            </Button>
            {editing ? (
              <Button variant="outline" onClick={() => onDone(null)}>
                {t(CANCEL_LABEL)}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
