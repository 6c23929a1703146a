import { Eye, EyeOff, KeyRound } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import type { ChannelCredentialsInput } from "../../api/client.ts";
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
  );
  const complete = credentials.channelId.trim() !== "" && credentials.channelSecret.trim() !== "";
  return { credentials, complete, setCredentials };
}

/** The credentials card: Channel ID, and Channel Secret as a password field (optionally revealable). */
export function ChannelCredentialsCard({
  description = "Your channel's credentials are sent with each request and never stored.",
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
          <KeyRound aria-hidden="true" className="size-5" /> Channel Credentials
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={idField}>Channel ID</Label>
          <Input
            id={idField}
            inputMode="numeric"
            autoComplete="off"
            value={credentials.channelId}
            onChange={(e) => setCredentials({ ...credentials, channelId: e.target.value })}
            placeholder="e.g. 2009000001"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={secretField}>Channel Secret</Label>
          <div className="flex gap-2">
            <Input
              id={secretField}
              type={revealed ? "text" : "password"}
              autoComplete="off"
              spellCheck={false}
              value={credentials.channelSecret}
              onChange={(e) => setCredentials({ ...credentials, channelSecret: e.target.value })}
              placeholder="32-character channel secret"
              className="min-w-0 flex-1"
            />
            {allowReveal && (
              <button
                type="button"
                onClick={() => setRevealed((v) => !v)}
                aria-label={revealed ? "Hide Channel Secret" : "Show Channel Secret"}
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
