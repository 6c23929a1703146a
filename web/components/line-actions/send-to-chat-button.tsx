import { useLingui } from "@lingui/react";
import { MessageCircle } from "lucide-react";
import type { LineMessage } from "../../../shared/line-send/messages.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { useAuth } from "../../auth/auth.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "../ui/button.tsx";
import { LINE_SEND_TEXTS, sendToLiffChat } from "./use-line-send.ts";

/**
 * A compact "Send to this chat" for list items (Flex Storage): answers with toasts. Renders
 * nothing outside LINE or when the app was not opened from a chat (Share is offered there).
 */
export function SendToChatButton({ messages, label }: { messages: LineMessage[]; label?: string }) {
  const { _: t } = useLingui();
  const { liff } = useAuth();
  if (!liff.canSendToChat()) return null;
  const send = () => {
    const sending = sendToLiffChat(liff, messages);
    if (!sending.ok) {
      toast.error(tm(sending.reason));
      return;
    }
    sending.done.then(
      () => toast.success(t(LINE_SEND_TEXTS.sentToChat)),
      (message: MessageLike | null) => {
        if (message !== null) toast.error(tm(message));
      },
    );
  };
  return (
    <Button variant="outline" size="sm" onClick={send} {...(label ? { "aria-label": label } : {})}>
      <MessageCircle aria-hidden="true" />
      {t("Send to this chat")}
    </Button>
  );
}
