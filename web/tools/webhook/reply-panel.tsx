import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { SavedFlexMessage } from "../../../shared/flex/storage.ts";
import type { StoredWebhookEvent } from "../../../shared/webhook/api.ts";
import { formatCountdown, pushTargetOf, replyTokenState } from "../../../shared/webhook/reply-token.ts";
import { api, apiJson, channelHeaders } from "../../api/client.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../lib/toast.ts";
import { DesignerSource, useDesignerReply } from "./designer-source.tsx";
import { ReplyChoiceFields } from "./reply-choice-fields.tsx";

/** The "Reply with" value of the Flex Designer's message (saved messages are their ids, UUIDs). */
const DESIGNER = "flex-designer";

/** Ticks once a second while `active`: the countdown's clock. */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The reply (or, once the token expired, the push) from the inspector in Intercept mode. */
export function ReplyPanel({
  stored,
  event,
  replyToken,
  savedFlex,
}: {
  stored: StoredWebhookEvent;
  event: Record<string, unknown>;
  replyToken: string;
  savedFlex: SavedFlexMessage[];
}) {
  const { _: t } = useLingui();
  const { credentials, complete } = useChannelCredentials();
  const [choice, setChoice] = useState("text");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const used = stored.usedReplyTokens.includes(replyToken);
  const receivedAt = Date.parse(stored.receivedAt);
  const now = useNow(!used);
  const state = replyTokenState({ replyToken, receivedAt, usedAt: used ? receivedAt : null, now });
  const canPush = pushTargetOf(event) !== null;
  const designer = useDesignerReply(choice === DESIGNER);
  // What the panel shows says why (no design, or LINE would refuse it).
  const nothingToSend = choice === DESIGNER && designer.kind !== "ready";
  const messages = () => {
    if (choice === "text") return [{ type: "text", text }];
    if (choice === DESIGNER) return designer.kind === "ready" ? [designer.message] : [];
    const saved = savedFlex.find((m) => m.id === choice);
    return saved ? [{ type: "flex", altText: saved.altText, contents: saved.flexJson }] : [];
  };
  const send = async (kind: "reply" | "push") => {
    if (choice === "text" && text.trim() === "") return toast.error(t("Type the reply text first"));
    setBusy(true);
    try {
      const event = api.webhooks.relays[":id"].events[":seq"];
      const param = { id: stored.relayId, seq: String(stored.seq) };
      const headers = { headers: channelHeaders(credentials) };
      await apiJson(
        kind === "reply"
          ? event.reply.$post({ param, json: { replyToken, messages: messages() } }, headers)
          : event.push.$post({ param, json: { messages: messages() } }, headers),
      );
      toast.success(kind === "reply" ? t("Reply sent") : t("Pushed to the user"));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const options = [
    { value: "text", label: t(LABEL.text) },
    { value: DESIGNER, label: t("Flex Designer message") },
    ...savedFlex.map((m) => ({ value: m.id, label: t("Saved Flex: {title}", { title: m.title }) })),
  ];
  return (
    <section
      aria-label={t("Reply from the inspector")}
      className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3"
    >
      <p role="status" className="text-sm font-medium">
        {state.state === "open"
          ? t("Reply token: {time} left", { time: formatCountdown(state.remainingMs) })
          : state.state === "used"
            ? t("Reply token used: it works only once")
            : t("Reply token expired (LINE asks for a reply within one minute)")}
      </p>
      <ReplyChoiceFields
        choiceLabel={t("Reply with")}
        textLabel={t("Reply text")}
        options={options}
        choice={choice}
        onChoice={setChoice}
        text={text}
        onText={setText}
        complete={complete}
      />
      {choice === DESIGNER ? <DesignerSource reply={designer} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!complete || busy || nothingToSend || state.state !== "open"}
          onClick={() => void send("reply")}
        >
          {t("Send reply")}
        </Button>
        {state.state === "expired" && canPush ? (
          <Button
            variant="outline"
            disabled={!complete || busy || nothingToSend}
            onClick={() => void send("push")}
          >
            {t("Push instead")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
