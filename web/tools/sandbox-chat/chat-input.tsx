import { useLingui } from "@lingui/react";
import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { api, readApiError } from "../../api/client.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";

/**
 * The sandbox user types to the sandbox channel's bot: the emulator posts it as a signed `message` event to
 * the channel's webhook URL (an inspector URL, or a bot on this machine); replies show in the chat below.
 */
export function ChatInput({ onSent }: { onSent: () => void }) {
  const { _: t } = useLingui();
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  // After Send the delivery status is brought into view (it was below the fold on a phone).
  const statusLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status) statusLine.current?.scrollIntoView({ block: "nearest" });
  }, [status]);
  const send = async () => {
    if (text.trim() === "") return setStatus(t("Type a message"));
    setBusy(true);
    try {
      const res = await api.sandbox.chat.$post({ json: { text } });
      if (!res.ok) return setStatus(await readApiError(res));
      const { delivery } = await res.json();
      setText("");
      setStatus(
        delivery === null
          ? t('Not delivered: the sandbox channel has no webhook URL, or "Use webhook" is off.')
          : delivery.success
            ? t("Delivered to the channel's webhook (HTTP {status})", { status: delivery.statusCode })
            : t("The webhook did not accept it: {reason} (HTTP {status})", {
                reason: delivery.reason,
                status: delivery.statusCode,
              }),
      );
      onSent();
    } catch (error) {
      setStatus((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Label htmlFor={id}>{t("Message to the sandbox bot")}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          maxLength={5000}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={busy}>
          <SendHorizontal aria-hidden="true" /> {t("Send")}
        </Button>
      </div>
      {status ? (
        <p ref={statusLine} role="status" className="text-sm text-gray-700">
          {status}
        </p>
      ) : null}
    </form>
  );
}
