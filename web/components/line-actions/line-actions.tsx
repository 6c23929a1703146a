import { useLingui } from "@lingui/react";
import { CheckCheck, Gauge, MessageCircle, Send } from "lucide-react";
import { useMemo, useState } from "react";
import { AGGREGATION_UNIT_PATTERN, AGGREGATION_UNIT_RULE } from "../../../shared/insight/model.ts";
import type { LineMessage } from "../../../shared/line-send/messages.ts";
import { useAuth } from "../../auth/auth.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { ChannelCredentialsCard } from "../credentials/channel-credentials.tsx";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { type LineReport, messagesKey } from "./use-line-problems.ts";
import { LINE_SEND_TEXTS, quotaText, type SendOutcome, useLineSend } from "./use-line-send.ts";
import type { QuotaState } from "./use-quota.ts";

interface LineActionsProps {
  /** The builder's messages, or null while there is nothing valid to send. */
  messages: LineMessage[] | null;
  size?: "sm" | "default";
  /**
   * Given, LINE's validate details go to the builder's own problem list (useLineProblems) and this
   * panel only says that LINE refused; without it they are listed here.
   */
  onLineReport?: (report: LineReport | null) => void;
}

/**
 * "Send to this chat" (inside LINE, opened from a chat), "Send to my LINE" (push to the logged-in
 * user) and "Validate with LINE", with what LINE answered. Share stays the builder's ShareButton.
 */
export function LineActions({ messages, size = "default", onLineReport }: LineActionsProps) {
  const { _: t } = useLingui();
  const { liff } = useAuth();
  const { outcome, askCredentials, quota, sendToChat, pushToMe, validate } = useLineSend(liff, messages, {
    onLineReport,
  });
  const key = useMemo(() => (messages ? messagesKey(messages) : null), [messages]);
  // LINE's verdict is about the message it saw: after an edit it would mislead, so it goes.
  const shown = outcome.kind === "validated" && outcome.messages !== key ? IDLE : outcome;
  const busy = outcome.kind === "busy";
  const disabled = messages === null || busy;
  const [unit, setUnit] = useState("");
  const unitError =
    unit.trim() === "" || AGGREGATION_UNIT_PATTERN.test(unit.trim()) ? null : tm(AGGREGATION_UNIT_RULE);
  return (
    <section aria-label={t("Send to LINE")} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {liff.canSendToChat() ? (
          <Button size={size} disabled={disabled} onClick={sendToChat}>
            <MessageCircle aria-hidden="true" />
            {t("Send to this chat")}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size={size}
          disabled={disabled || unitError !== null}
          onClick={() => pushToMe(unit.trim())}
        >
          <Send aria-hidden="true" />
          {outcome.kind === "busy" && outcome.action === "push" ? t("Sending...") : t("Send to my LINE")}
        </Button>
        <Button variant="outline" size={size} disabled={disabled} onClick={validate}>
          <CheckCheck aria-hidden="true" />
          {outcome.kind === "busy" && outcome.action === "validate"
            ? t("Validating...")
            : t("Validate with LINE")}
        </Button>
      </div>
      <AggregationUnitField value={unit} error={unitError} onChange={setUnit} />
      <QuotaLine quota={quota} />
      <OutcomeView outcome={shown} merged={onLineReport !== undefined} />
      {askCredentials ? (
        <ChannelCredentialsCard
          description={t(
            "Send to my LINE and Validate with LINE use your Messaging API channel. The credentials are sent with each request and never stored.",
          )}
        />
      ) : null}
    </section>
  );
}

const IDLE: SendOutcome = { kind: "idle" };

/** At most one custom aggregation unit per push, counted in the Insights' unit statistics. */
function AggregationUnitField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { _: t } = useLingui();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-2 pointer-coarse:min-h-11">
        {t("Count this push in an aggregation unit (optional)")}
      </summary>
      <Field
        label={t("Aggregation unit")}
        hint={t(
          "LINE accepts units only from accounts that applied for them; otherwise LINE's refusal shows here.",
        )}
        error={error ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={value}
            maxLength={30}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
    </details>
  );
}

/** This month's figures from LINE's quota and consumption endpoints, whenever the channel is known. */
function QuotaLine({ quota }: { quota: QuotaState }) {
  const { _: t } = useLingui();
  if (quota.kind === "none") return null;
  const text =
    quota.kind === "loading"
      ? t("Asking LINE for this month's message quota…")
      : quota.kind === "error"
        ? t("Message quota unavailable: {message}", { message: quota.message })
        : quotaText(quota.quota);
  return (
    <p
      role="status"
      aria-label={t("Message quota")}
      className="flex items-center gap-1.5 text-gray-600 text-sm"
    >
      <Gauge aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}

function OutcomeView({ outcome, merged }: { outcome: SendOutcome; merged: boolean }) {
  const { _: t } = useLingui();
  switch (outcome.kind) {
    case "error":
      return (
        <Alert variant="destructive" title={t("Not sent")}>
          {outcome.message}
        </Alert>
      );
    case "pushed":
    case "sent":
      return <Alert variant="success">{outcome.text}</Alert>;
    case "validated":
      if (outcome.result.ok) return <Alert variant="success">{t(LINE_SEND_TEXTS.accepted)}</Alert>;
      if (outcome.result.details.length === 0) {
        return (
          <Alert variant="warning">
            {t("LINE refused this message: {message}", { message: outcome.result.message ?? "" })}
          </Alert>
        );
      }
      {
        const count = outcome.result.details.length;
        const items = outcome.result.details.map((d) =>
          d.property ? `${d.property}: ${d.message}` : d.message,
        );
        // Listed here too, where the button was pressed: on a phone the builder's own list sits on another tab.
        return (
          <Alert
            variant="warning"
            title={t("LINE refused this message: {message}", { message: outcome.result.message ?? "" })}
          >
            <ul aria-label={t("LINE's details")} className="list-disc break-words pl-4">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {merged ? (
              <p className="mt-1">
                {count === 1
                  ? t("Its problem is also listed with this builder's own problems, marked LINE.")
                  : t("Its {count} problems are also listed with this builder's own problems, marked LINE.", {
                      count,
                    })}
              </p>
            ) : null}
          </Alert>
        );
      }
    default:
      return null;
  }
}
