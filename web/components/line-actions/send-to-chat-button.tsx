import { MessageCircle } from "lucide-react";
import { toast } from "sonner";
import { checkLiffAcceptance } from "../../../shared/line-send/liff-acceptance.ts";
import { readableSendError } from "../../../shared/line-send/liff-errors.ts";
import type { LineMessage } from "../../../shared/line-send/messages.ts";
import { useAuth } from "../../auth/auth.tsx";
import { Button } from "../ui/button.tsx";
import { LINE_SEND_TEXTS } from "./use-line-send.ts";

/**
 * A compact "Send to this chat" for list items (Flex Storage): answers with toasts. Renders
 * nothing outside LINE or when the app was not opened from a chat (Share is offered there).
 */
export function SendToChatButton({ messages, label }: { messages: LineMessage[]; label?: string }) {
  const { liff } = useAuth();
  if (!liff.canSendToChat()) return null;
  const send = () => {
    const acceptance = checkLiffAcceptance(messages);
    if (!acceptance.ok) {
      toast.error(acceptance.reason);
      return;
    }
    let sending: Promise<void>;
    try {
      sending = liff.sendMessages(acceptance.messages);
    } catch (error) {
      sending = Promise.reject(error);
    }
    sending.then(
      () => toast.success(LINE_SEND_TEXTS.sentToChat),
      (error: unknown) => {
        const message = readableSendError(error, { lineVersion: liff.lineVersion() });
        if (message !== null) toast.error(message);
      },
    );
  };
  return (
    <Button variant="outline" size="sm" onClick={send} {...(label ? { "aria-label": label } : {})}>
      <MessageCircle aria-hidden="true" />
      Send to this chat
    </Button>
  );
}
