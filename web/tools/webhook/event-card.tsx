import { useLingui } from "@lingui/react";
import { Terminal } from "lucide-react";
import type { SavedFlexMessage } from "../../../shared/flex/storage.ts";
import type { RelayView } from "../../../shared/webhook/api.ts";
import { eventHighlights, type HighlightKey } from "../../../shared/webhook/highlights.ts";
import { replyTokenOf } from "../../../shared/webhook/reply-token.ts";
import { JsonBlock } from "../../components/flex-preview-panel/json-block.tsx";
import { LABEL } from "../../components/labels.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { dateText } from "../../i18n/dates.ts";
import { msg } from "../../i18n/i18n.ts";
import { copyWithToast } from "../../lib/clipboard.ts";
import { curlCommand } from "./curl.ts";
import type { RequestView } from "./event-view.ts";
import { replySummary } from "./next-reply-card.tsx";
import { ReplyPanel } from "./reply-panel.tsx";
import { SignatureLine } from "./signature-line.tsx";

/** Labels of an event's highlights (shared/webhook/highlights.ts). */
const HIGHLIGHT_LABELS: Record<HighlightKey, string> = {
  text: LABEL.text,
  messageType: msg("Message type"),
  sticker: msg("Sticker (package/sticker)"),
  location: LABEL.location,
  fileName: msg("File name"),
  postbackData: msg("Postback data"),
  postbackParams: msg("Picked"),
  beacon: msg("Beacon"),
  unsendMessageId: msg("Unsent message ID"),
  members: msg("Members"),
  trackingId: msg("Tracking ID"),
  linkResult: msg("Account link result"),
};

/** One request LINE (or anyone) posted to the inspector URL. */
export function EventCard({
  view,
  relay,
  secret,
  savedFlex,
}: {
  view: RequestView;
  relay: RelayView;
  secret: string;
  savedFlex: SavedFlexMessage[];
}) {
  const { _: t } = useLingui();
  const { stored } = view;
  const types = view.events.map((e) => e.type).join(", ");
  const label = view.isVerify
    ? t("Request {seq}: Verify", { seq: stored.seq })
    : t("Request {seq}: {types}", { seq: stored.seq, types: types || t("not a LINE webhook") });
  const forward = stored.forward;
  return (
    <li
      aria-label={label}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">#{stored.seq}</span>
        <time dateTime={stored.receivedAt} className="text-gray-600">
          {dateText(new Date(stored.receivedAt), "time")}
        </time>
        <span className="text-gray-600">{t("{bytes} bytes", { bytes: stored.byteSize })}</span>
        {view.isVerify ? <Badge variant="secondary">{t('Console Verify ("events": [])')}</Badge> : null}
        {!view.isJson ? <Badge variant="warning">{t("Not JSON")}</Badge> : null}
      </div>
      {view.isVerify ? (
        <p className="text-xs text-gray-600">
          {t(
            "The console's Verify button and the webhook test post a body with no events: your bot must answer 200 to it.",
          )}
        </p>
      ) : null}
      {view.events.length > 0 ? (
        <ul aria-label={t("Events")} className="flex flex-col gap-1">
          {view.events.map((event, index) => (
            <li key={index} className="flex flex-wrap items-center gap-1.5 text-xs">
              <Badge>{event.type}</Badge>
              {event.source ? (
                <Badge variant="outline">
                  {event.source === "user" ? t("user") : event.source === "group" ? t("group") : t("room")}
                </Badge>
              ) : null}
              {event.isRedelivery ? <Badge variant="warning">{t("Redelivery")}</Badge> : null}
              {event.duplicateOfSeq !== null ? (
                <Badge variant="destructive">{t("Duplicate of #{seq}", { seq: event.duplicateOfSeq })}</Badge>
              ) : null}
              {event.webhookEventId ? (
                <code translate="no" className="break-all font-mono text-gray-700">
                  {event.webhookEventId}
                </code>
              ) : null}
              {/* What a person looks for first (the text, the postback's data…), above the JSON. */}
              <Highlights event={event.event} />
            </li>
          ))}
        </ul>
      ) : null}
      <SignatureLine
        bodyBase64={stored.bodyBase64}
        header={stored.headers["x-line-signature"]}
        secret={secret}
      />
      {view.isJson ? (
        <JsonBlock
          value={view.json}
          label={t("Body of request {seq}", { seq: stored.seq })}
          className="max-h-80"
          wrap
        />
      ) : (
        <pre className="max-h-80 overflow-auto rounded-lg bg-gray-50 p-3 font-mono text-xs">
          {new TextDecoder().decode(view.bytes)}
        </pre>
      )}
      {forward ? (
        <section aria-label={t("Bot's answer")} className="rounded-lg border border-gray-200 p-2 text-sm">
          <p>
            {forward.status === null
              ? t("The bot did not answer: {error}", { error: forward.error ?? "" })
              : t("Bot answered HTTP {status} in {ms} ms", {
                  status: forward.status,
                  ms: forward.durationMs ?? 0,
                })}
          </p>
          {forward.body ? (
            <pre className="mt-1 max-h-40 overflow-auto rounded bg-gray-50 p-2 font-mono text-xs">
              {forward.body}
            </pre>
          ) : null}
        </section>
      ) : null}
      {stored.preparedReply ? <PreparedOutcome outcome={stored.preparedReply} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void copyWithToast(curlCommand(relay.forwardUrl ?? relay.url, stored), t("curl command copied"))
          }
        >
          <Terminal aria-hidden="true" /> {t("Copy as curl")}
        </Button>
      </div>
      {relay.mode === "intercept"
        ? view.events.map((event, index) => {
            const token = replyTokenOf(event.event);
            return token ? (
              <ReplyPanel
                key={index}
                stored={stored}
                event={event.event}
                replyToken={token}
                savedFlex={savedFlex}
              />
            ) : null;
          })
        : null}
    </li>
  );
}

/** This request was answered by the reply prepared before it arrived: what went, and LINE's answer. */
function PreparedOutcome({ outcome }: { outcome: NonNullable<RequestView["stored"]["preparedReply"]> }) {
  const { _: t } = useLingui();
  return (
    <section
      aria-label={t("Answered by the prepared reply")}
      className="rounded-lg border border-gray-200 p-2 text-sm"
    >
      <p className="font-medium">
        {t("Answered by the prepared reply: {reply}", { reply: replySummary(outcome.messages) })}
      </p>
      <p role="status">
        {outcome.status === null && outcome.error === null
          ? t("Sending to LINE…")
          : outcome.status === null
            ? t("LINE did not answer (unreachable or too late)")
            : outcome.status === 200
              ? t("LINE answered HTTP 200: sent")
              : t("LINE refused it: HTTP {status}", { status: outcome.status })}
      </p>
      {outcome.body ? (
        <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-gray-50 p-2 font-mono text-xs">
          {outcome.body}
        </pre>
      ) : null}
    </section>
  );
}

function Highlights({ event }: { event: Record<string, unknown> }) {
  const { _: t } = useLingui();
  const found = eventHighlights(event);
  if (found.length === 0) return null;
  return (
    <dl className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-sm">
      {found.map(({ key, value }) => (
        <div key={key} className="contents">
          <dt className="text-gray-600">{t(HIGHLIGHT_LABELS[key])}</dt>
          <dd className="break-words font-medium" translate="no">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
