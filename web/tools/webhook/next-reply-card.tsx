import { useLingui } from "@lingui/react";
import { Clock } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { SavedFlexMessage } from "../../../shared/flex/storage.ts";
import type { PendingReplyView, RelayView, StoredWebhookEvent } from "../../../shared/webhook/api.ts";
import { api, apiJson, channelHeaders } from "../../api/client.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { dateText } from "../../i18n/dates.ts";
import { toast } from "../../lib/toast.ts";
import { ReplyChoiceFields } from "./reply-choice-fields.tsx";

const preparedReply = api.webhooks.relays[":id"]["prepared-reply"];

/** What a prepared reply says, in one line: its text, or the Flex message's altText. */
export function replySummary(messages: PendingReplyView["messages"]): string {
  return messages
    .map((m) => (typeof m.text === "string" ? m.text : typeof m.altText === "string" ? m.altText : m.type))
    .join(" · ");
}

/**
 * "Reply to the next message with this" (Intercept): prepared before the event arrives and kept by the
 * server, which sends it the moment the next request with a reply token is stored — a phone tab in the
 * background cannot. One time; shown while waiting, with Cancel. `events` tells it when it was used.
 */
export function NextReplyCard({
  relay,
  events,
  savedFlex,
}: {
  relay: RelayView;
  events: StoredWebhookEvent[];
  savedFlex: SavedFlexMessage[];
}) {
  const { _: t } = useLingui();
  const { credentials, complete } = useChannelCredentials();
  const [pending, setPending] = useState<PendingReplyView | null>(null);
  const [choice, setChoice] = useState("text");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      const body = await apiJson(preparedReply.$get({ param: { id: relay.id } }));
      setPending(body.preparedReply);
    } catch {
      // The requests card shows the connection's trouble; this keeps what it showed.
    }
  }, [relay.id]);
  // Again whenever a request arrives or changes: the server may have just sent it.
  const answeredCount = events.filter((e) => e.preparedReply !== null).length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded when a request used a prepared reply.
  useEffect(() => {
    void load();
  }, [load, answeredCount]);

  const messages = () => {
    if (choice === "text") return [{ type: "text", text: text.trim() }];
    const saved = savedFlex.find((m) => m.id === choice);
    return saved ? [{ type: "flex", altText: saved.altText, contents: saved.flexJson }] : [];
  };
  const prepare = async () => {
    if (choice === "text" && text.trim() === "") return toast.error(t("Type the reply text first"));
    setBusy(true);
    try {
      const body = await apiJson(
        preparedReply.$put(
          { param: { id: relay.id }, json: { messages: messages() } },
          { headers: channelHeaders(credentials) },
        ),
      );
      setPending(body.preparedReply);
      setText("");
      toast.success(t("Ready: the next message gets this reply"));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    setBusy(true);
    try {
      await apiJson(preparedReply.$delete({ param: { id: relay.id } }));
      toast.success(t("Prepared reply cancelled"));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setPending(null);
      setBusy(false);
    }
  };
  const options = [
    { value: "text", label: t(LABEL.text) },
    ...savedFlex.map((m) => ({ value: m.id, label: t("Saved Flex: {title}", { title: m.title }) })),
  ];
  return (
    <section
      aria-label={t("Reply to the next message")}
      className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Clock aria-hidden="true" className="size-4" /> {t("Reply to the next message")}
      </h3>
      {pending ? (
        <>
          <p role="status" className="text-sm">
            {t("Waiting for the next message. It will be answered with: {reply}", {
              reply: replySummary(pending.messages),
            })}
          </p>
          <p className="text-xs text-gray-600">
            {t("Sent once, by the server, until {time}.", {
              time: dateText(new Date(pending.expiresAt), "time"),
            })}
          </p>
          <div>
            <Button variant="outline" disabled={busy} onClick={() => void cancel()}>
              {t("Cancel prepared reply")}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-xs text-gray-600">
            {t(
              "Prepare it before the event arrives: the server answers the next request with a reply token at once, even while this page is closed. It keeps a channel access token for up to 15 minutes for that; the secret is never stored.",
            )}
          </p>
          <ReplyChoiceFields
            choiceLabel={t("Prepared reply with")}
            textLabel={t("Prepared reply text")}
            options={options}
            choice={choice}
            onChoice={setChoice}
            text={text}
            onText={setText}
            complete={complete}
          />
          <div>
            <Button disabled={!complete || busy} onClick={() => void prepare()}>
              {t("Reply to the next message with this")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
