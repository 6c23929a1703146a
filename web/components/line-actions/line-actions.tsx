import { CheckCheck, MessageCircle, Send } from "lucide-react";
import type { LineMessage } from "../../../shared/line-send/messages.ts";
import { useAuth } from "../../auth/auth.tsx";
import { t } from "../../i18n/i18n.ts";
import { ChannelCredentialsCard } from "../credentials/channel-credentials.tsx";
import { Alert, ListAlert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { LINE_SEND_TEXTS, type SendOutcome, useLineSend } from "./use-line-send.ts";

interface LineActionsProps {
  /** The builder's messages, or null while there is nothing valid to send. */
  messages: LineMessage[] | null;
  size?: "sm" | "default";
}

/**
 * "Send to this chat" (inside LINE, opened from a chat), "Send to my LINE" (push to the logged-in
 * user) and "Validate with LINE", with what LINE answered. Share stays the builder's ShareButton.
 */
export function LineActions({ messages, size = "default" }: LineActionsProps) {
  const { liff } = useAuth();
  const { outcome, askCredentials, sendToChat, pushToMe, validate } = useLineSend(liff, messages);
  const busy = outcome.kind === "busy";
  const disabled = messages === null || busy;
  return (
    <section aria-label={t("Send to LINE")} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {liff.canSendToChat() ? (
          <Button size={size} disabled={disabled} onClick={sendToChat}>
            <MessageCircle aria-hidden="true" />
            {t("Send to this chat")}
          </Button>
        ) : null}
        <Button variant="outline" size={size} disabled={disabled} onClick={pushToMe}>
          <Send aria-hidden="true" />
          {outcome.kind === "busy" && outcome.action === "push" ? "Sending..." : "Send to my LINE"}
        </Button>
        <Button variant="outline" size={size} disabled={disabled} onClick={validate}>
          <CheckCheck aria-hidden="true" />
          {outcome.kind === "busy" && outcome.action === "validate" ? "Validating..." : "Validate with LINE"}
        </Button>
      </div>
      <OutcomeView outcome={outcome} />
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

function OutcomeView({ outcome }: { outcome: SendOutcome }) {
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
      if (outcome.result.ok) return <Alert variant="success">{LINE_SEND_TEXTS.accepted}</Alert>;
      if (outcome.result.details.length === 0) {
        return <Alert variant="warning">LINE refused this message: {outcome.result.message}</Alert>;
      }
      return (
        <ListAlert
          variant="warning"
          title={`LINE refused this message: ${outcome.result.message ?? ""}`}
          items={outcome.result.details.map((d) => (d.property ? `${d.property}: ${d.message}` : d.message))}
        />
      );
    default:
      return null;
  }
}
