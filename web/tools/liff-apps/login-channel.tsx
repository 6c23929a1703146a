import { KeyRound } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { api, type ChannelCredentialsInput } from "../../api/client.ts";
import { useAuth } from "../../auth/auth.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";

/**
 * The LINE Login channel's credentials (LIFF apps belong to it), kept apart from the Messaging API
 * channel's of the other tools and, like them, in this tab's memory only: never stored, never in the URL.
 */
let current: ChannelCredentialsInput = { channelId: "", channelSecret: "" };
const listeners = new Set<() => void>();

function setLoginChannel(next: ChannelCredentialsInput) {
  current = next;
  for (const listener of listeners) listener();
}

export function useLoginChannel() {
  const credentials = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
  const complete = credentials.channelId.trim() !== "" && credentials.channelSecret.trim() !== "";
  return { credentials, complete };
}

function UseSandboxLoginChannel() {
  const t = useT();
  const { liff } = useAuth();
  const [error, setError] = useState<string | null>(null);
  if (liff.mode !== "sandbox") return null;
  const fill = async () => {
    try {
      const res = await api.sandbox.users.$get();
      const body = await res.json();
      const channel = "loginChannel" in body ? body.loginChannel : undefined;
      if (!channel) throw new Error(`HTTP ${res.status}`);
      setLoginChannel({ channelId: channel.channelId, channelSecret: channel.channelSecret });
      setError(null);
    } catch (e) {
      setError(t("Sandbox channel unavailable ({message})", { message: (e as Error).message }));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm sm:col-span-2">
      <Button variant="secondary" size="sm" onClick={fill}>
        {t("Use sandbox LINE Login channel")}
      </Button>
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

/** Channel ID and secret of the LINE Login channel that owns the LIFF apps. */
export function LoginChannelCard() {
  const t = useT();
  const { credentials } = useLoginChannel();
  const idField = useId();
  const secretField = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" /> {t("LINE Login channel")}
        </CardTitle>
        <CardDescription>
          {t(
            "LIFF apps belong to a LINE Login channel (not the bot's Messaging API channel). Sent with each request and never stored.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <UseSandboxLoginChannel />
        <div className="grid gap-1.5">
          <Label htmlFor={idField}>{t("LINE Login Channel ID")}</Label>
          <Input
            id={idField}
            inputMode="numeric"
            autoComplete="off"
            value={credentials.channelId}
            onChange={(e) => setLoginChannel({ ...credentials, channelId: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={secretField}>{t("LINE Login Channel Secret")}</Label>
          <Input
            id={secretField}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={credentials.channelSecret}
            onChange={(e) => setLoginChannel({ ...credentials, channelSecret: e.target.value })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
