import { Eye, EyeOff, KeyRound } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { api, type ChannelCredentialsInput } from "../../api/client.ts";
import { useAuth } from "../../auth/auth.tsx";
import { t } from "../../i18n/i18n.ts";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { Input } from "../ui/input.tsx";
import { Label } from "../ui/label.tsx";

/**
 * Channel credentials live in memory only (shared by the rich menu and audience tools for this tab):
 * never in storage, never in the URL. The server exchanges them for a short-lived token per request.
 */
let current: ChannelCredentialsInput = { channelId: "", channelSecret: "" };
const listeners = new Set<() => void>();

function setCredentials(next: ChannelCredentialsInput) {
  current = next;
  for (const listener of listeners) listener();
}

export function useChannelCredentials() {
  const credentials = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
  const complete = credentials.channelId.trim() !== "" && credentials.channelSecret.trim() !== "";
  return { credentials, complete, setCredentials };
}

/** Sandbox mode only: fills in the LINE emulator's demo channel, so the tools work offline. */
function UseSandboxChannel() {
  const { liff } = useAuth();
  const [error, setError] = useState<string | null>(null);
  if (liff.mode !== "sandbox") return null;
  const fill = async () => {
    try {
      const res = await api.sandbox.users.$get();
      const body = await res.json();
      const channel = "channels" in body ? body.channels[0] : undefined;
      if (!channel) throw new Error(`HTTP ${res.status}`);
      setCredentials({ channelId: channel.channelId, channelSecret: channel.channelSecret });
      setError(null);
    } catch (e) {
      setError(t("Sandbox channel unavailable ({message})", { message: (e as Error).message }));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm sm:col-span-2">
      {/* Outlined in the brand's green: the grey "secondary" read as a disabled button (issue 35). */}
      <Button variant="outline" size="sm" onClick={fill} className="border-green-600 text-green-800">
        {t("Use sandbox channel")}
      </Button>
      <span className="text-gray-600">
        {t("Sandbox mode: LINE is emulated, try the tools with its demo channel.")}
      </span>
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

/** The credentials card: Channel ID, and Channel Secret as a password field (optionally revealable). */
export function ChannelCredentialsCard({
  description,
  allowReveal = false,
}: {
  description?: string;
  allowReveal?: boolean;
}) {
  const { credentials } = useChannelCredentials();
  const [revealed, setRevealed] = useState(false);
  const idField = useId();
  const secretField = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" /> {t("Channel Credentials")}
        </CardTitle>
        <CardDescription>
          {description ?? t("Your channel's credentials are sent with each request and never stored.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <UseSandboxChannel />
        <div className="grid gap-1.5">
          <Label htmlFor={idField}>{t("Channel ID")}</Label>
          <Input
            id={idField}
            inputMode="numeric"
            autoComplete="off"
            value={credentials.channelId}
            onChange={(e) => setCredentials({ ...credentials, channelId: e.target.value })}
            placeholder={t("e.g. 2009000001")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={secretField}>{t("Channel Secret")}</Label>
          <div className="flex gap-2">
            <Input
              id={secretField}
              type={revealed ? "text" : "password"}
              autoComplete="off"
              spellCheck={false}
              value={credentials.channelSecret}
              onChange={(e) => setCredentials({ ...credentials, channelSecret: e.target.value })}
              placeholder={t("32-character channel secret")}
              className="min-w-0 flex-1"
            />
            {allowReveal && (
              <button
                type="button"
                onClick={() => setRevealed((v) => !v)}
                aria-label={revealed ? t("Hide Channel Secret") : t("Show Channel Secret")}
                aria-pressed={revealed}
                className="grid size-11 shrink-0 place-items-center rounded-md border hover:bg-gray-50 md:size-9"
              >
                {revealed ? (
                  <EyeOff aria-hidden="true" className="size-4" />
                ) : (
                  <Eye aria-hidden="true" className="size-4" />
                )}
              </button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
