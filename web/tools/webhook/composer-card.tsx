import { useLingui } from "@lingui/react";
import { Send } from "lucide-react";
import { useState } from "react";
import type { ForwardResult } from "../../../shared/webhook/api.ts";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../../shared/webhook/events.ts";
import { signBody } from "../../../shared/webhook/signature.ts";
import { api, apiJson } from "../../api/client.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { StartOverButton } from "../../components/drafts/start-over-button.tsx";
import { LABEL } from "../../components/labels.ts";
import { Alert, ListAlert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { WithLineValue } from "../../components/ui/line-value.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import { toast } from "../../lib/toast.ts";
import {
  type BuildInput,
  breakSignature,
  buildBody,
  buildEvent,
  type ComposerState,
  EVENT_TYPE_LABELS,
  type FieldSpec,
  initialComposer,
  isJsonType,
  type SourceType,
  selectType,
  setValue,
  visibleFields,
} from "./composer.ts";
import { COMPOSER_DRAFT, composerHasWork } from "./composer-draft.ts";
import { browserHmac } from "./hmac.ts";

const SAMPLE_USER = "U206d25c2ea6bd87c17655609a1c37cb8";

function buildInput(): BuildInput {
  const random = crypto.getRandomValues(new Uint8Array(12));
  const seed = [...random].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { now: Date.now(), seed, userId: SAMPLE_USER };
}

function FormField({
  field,
  state,
  onChange,
}: {
  field: FieldSpec;
  state: ComposerState;
  onChange: (value: string | boolean) => void;
}) {
  const { _: t } = useLingui();
  const value = state.values[field.key];
  if (field.kind === "checkbox")
    return <Switch checked={value === true} onCheckedChange={onChange} label={t(field.label)} />;
  return (
    <Field label={t(field.label)}>
      {(control) =>
        field.kind === "select" ? (
          <WithLineValue value={field.lineValues ? String(value) : ""}>
            <Select
              {...control}
              value={String(value)}
              options={(field.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))}
              onChange={(e) => onChange(e.target.value)}
            />
          </WithLineValue>
        ) : field.kind === "textarea" ? (
          <Textarea {...control} rows={2} value={String(value)} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Input
            {...control}
            inputMode={field.kind === "number" ? "decimal" : undefined}
            value={String(value)}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** Signed test events for a bot, starting from the saved draft (read once, before the form mounts). */
export function ComposerCard() {
  const restored = useRestoredDraft(COMPOSER_DRAFT);
  return restored.ready ? <Composer initial={restored.draft} /> : null;
}

/** Built from a form (or JSON), validated, signed here, sent by the server. */
function Composer({ initial }: { initial: ComposerState | null }) {
  const { _: t } = useLingui();
  const { credentials } = useChannelCredentials();
  const [state, setState] = useState<ComposerState>(() => initial ?? initialComposer());
  const hasWork = composerHasWork(state);
  useDraft(COMPOSER_DRAFT, state, hasWork);
  const [errors, setErrors] = useState<string[]>([]);
  const [answer, setAnswer] = useState<ForwardResult | null>(null);
  const [busy, setBusy] = useState(false);
  const secret = credentials.channelSecret.trim();
  const send = async () => {
    setAnswer(null);
    const built = buildEvent(state, buildInput());
    if (!built.ok) return setErrors(built.errors.map((e) => t(e.text, e.params)));
    const problems = [
      ...(secret === ""
        ? [t("Enter the Channel Secret above: the event is signed with it, in this browser.")]
        : []),
      ...(state.botUrl.trim() === "" ? [t("Enter the bot URL")] : []),
    ];
    setErrors(problems);
    if (problems.length > 0) return;
    const body = buildBody(state.destination, built.event);
    const signature = await signBody(secret, body, browserHmac().hmac);
    setBusy(true);
    try {
      const result = await apiJson(
        api.webhooks.send.$post({
          json: {
            url: state.botUrl.trim(),
            body,
            signature: state.breakSignature ? breakSignature(signature) : signature,
          },
        }),
      );
      setAnswer(result);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const typeOptions = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: t(EVENT_TYPE_LABELS[type]) }));
  const sourceOptions = [
    { value: "user", label: t("user") },
    { value: "group", label: t("group") },
    { value: "room", label: t("room") },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send aria-hidden="true" className="size-5" /> {t("Send a signed test event")}
        </CardTitle>
        <CardDescription>
          {t(
            "Build any of LINE's 19 webhook events, signed in this browser with the Channel Secret above, and post it to your bot as LINE would.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("Event type")}>
            {(control) => (
              <WithLineValue value={state.type}>
                <Select
                  {...control}
                  value={state.type}
                  options={typeOptions}
                  onChange={(e) =>
                    setState((s) => selectType(s, e.target.value as WebhookEventType, buildInput()))
                  }
                />
              </WithLineValue>
            )}
          </Field>
          {isJsonType(state.type) ? null : (
            <Field label={t("Source")}>
              {(control) => (
                <Select
                  {...control}
                  value={state.source}
                  options={sourceOptions}
                  onChange={(e) => setState((s) => ({ ...s, source: e.target.value as SourceType }))}
                />
              )}
            </Field>
          )}
          {visibleFields(state).map((field) => (
            <FormField
              key={field.key}
              field={field}
              state={state}
              onChange={(value) => setState((s) => setValue(s, field.key, value))}
            />
          ))}
        </div>
        {isJsonType(state.type) ? (
          <Field
            label={t("Event JSON")}
            hint={t("Module and partner events are edited as JSON; it is checked against LINE's schema.")}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={12}
                spellCheck={false}
                className="font-mono text-xs"
                value={state.json}
                onChange={(e) => setState((s) => ({ ...s, json: e.target.value }))}
              />
            )}
          </Field>
        ) : null}
        <Field label={t("Bot URL")}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              value={state.botUrl}
              placeholder="https://bot.example.com/webhook"
              onChange={(e) => setState((s) => ({ ...s, botUrl: e.target.value }))}
            />
          )}
        </Field>
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
          <Switch
            checked={state.breakSignature}
            onCheckedChange={(checked) => setState((s) => ({ ...s, breakSignature: checked }))}
            label={t("Break the signature")}
          />
          <Switch
            checked={state.redelivery}
            onCheckedChange={(checked) => setState((s) => ({ ...s, redelivery: checked }))}
            label={t("Simulate redelivery")}
          />
        </div>
        {errors.length > 0 ? <ListAlert variant="destructive" items={errors} /> : null}
        <div className="flex flex-wrap gap-2">
          <StartOverButton
            hasWork={hasWork}
            onStartOver={() => {
              setState(initialComposer());
              setErrors([]);
              setAnswer(null);
            }}
          />
          <Button disabled={busy} onClick={() => void send()}>
            <Send aria-hidden="true" /> {busy ? t(LABEL.sending) : t("Send test event")}
          </Button>
        </div>
        {answer ? (
          <section aria-label={t("Bot's answer")} className="rounded-lg border border-gray-200 p-3 text-sm">
            {answer.status === null ? (
              <Alert variant="destructive">
                {t("The bot did not answer: {error}", { error: answer.error ?? "" })}
              </Alert>
            ) : (
              <p className="font-medium">
                {t("Bot answered HTTP {status} in {ms} ms", {
                  status: answer.status,
                  ms: answer.durationMs ?? 0,
                })}
              </p>
            )}
            {answer.body ? (
              <pre className="mt-2 max-h-40 overflow-auto rounded bg-gray-50 p-2 font-mono text-xs">
                {answer.body}
              </pre>
            ) : null}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
