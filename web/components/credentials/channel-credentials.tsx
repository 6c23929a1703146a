import { useLingui } from "@lingui/react";
import { Eye, EyeOff, KeyRound } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { api, type ChannelCredentialsInput } from "../../api/client.ts";
import { useAuth } from "../../auth/auth.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { Input } from "../ui/input.tsx";
import { Label } from "../ui/label.tsx";

/**
 * A channel's credentials, in this tab's memory only: never in storage, never in the URL. The server
 * exchanges them for a short-lived token per request.
 */
export function credentialsStore() {
  let current: ChannelCredentialsInput = { channelId: "", channelSecret: "" };
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    set(next: ChannelCredentialsInput) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

/** A store's credentials, whether both are filled in, and its setter. */
export function useCredentials(store: CredentialsStore) {
  const credentials = useSyncExternalStore(store.subscribe, store.get, store.get);
  const complete = credentials.channelId.trim() !== "" && credentials.channelSecret.trim() !== "";
  return { credentials, complete, setCredentials: store.set };
}

type CredentialsStore = ReturnType<typeof credentialsStore>;
type SandboxDirectory = Awaited<ReturnType<Awaited<ReturnType<typeof api.sandbox.users.$get>>["json"]>>;

/** The Messaging API channel's, shared by the rich menu, audience, webhook and send tools of this tab. */
const messagingChannel = credentialsStore();
export const useChannelCredentials = () => useCredentials(messagingChannel);

/** Sandbox mode only: fills in the LINE emulator's demo channel, so the tools work offline. */
function UseSandboxChannel({ store, sandbox }: { store: CredentialsStore; sandbox: SandboxFill }) {
  const { _: t } = useLingui();
  const { liff } = useAuth();
  const [error, setError] = useState<string | null>(null);
  if (liff.mode !== "sandbox") return null;
  const fill = async () => {
    try {
      const res = await api.sandbox.users.$get();
      const channel = sandbox.pick(await res.json());
      if (!channel) throw new Error(`HTTP ${res.status}`);
      store.set({ channelId: channel.channelId, channelSecret: channel.channelSecret });
      setError(null);
    } catch (e) {
      setError(t("Sandbox channel unavailable ({message})", { message: (e as Error).message }));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm sm:col-span-2">
      {/* Outlined in the brand's green: the grey "secondary" read as a disabled button (issue 35). */}
      <Button variant="outline" size="sm" onClick={fill} className="border-green-600 text-green-800">
        {sandbox.label}
      </Button>
      {sandbox.hint && <span className="text-gray-600">{sandbox.hint}</span>}
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

/** Which of the emulator's demo channels the sandbox button fills in, and what it says. */
interface SandboxFill {
  label: string;
  hint?: string;
  pick: (directory: SandboxDirectory) => ChannelCredentialsInput | undefined;
}

/** What a credentials card says: the texts differ per channel kind, the card does not. */
interface CredentialsCardProps {
  store: CredentialsStore;
  title: string;
  description: string;
  idLabel: string;
  secretLabel: string;
  idPlaceholder?: string;
  secretPlaceholder?: string;
  sandbox: SandboxFill;
  /** A button that shows the secret as text. */
  allowReveal?: boolean;
}

/** A channel's credentials card: Channel ID, and Channel Secret as a password field (optionally revealable). */
export function CredentialsCard(props: CredentialsCardProps) {
  const { _: t } = useLingui();
  const { store, allowReveal = false } = props;
  const { credentials } = useCredentials(store);
  const [revealed, setRevealed] = useState(false);
  const idField = useId();
  const secretField = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" /> {props.title}
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <UseSandboxChannel store={store} sandbox={props.sandbox} />
        <div className="grid gap-1.5">
          <Label htmlFor={idField}>{props.idLabel}</Label>
          <Input
            id={idField}
            inputMode="numeric"
            autoComplete="off"
            value={credentials.channelId}
            onChange={(e) => store.set({ ...credentials, channelId: e.target.value })}
            placeholder={props.idPlaceholder}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={secretField}>{props.secretLabel}</Label>
          <div className="flex gap-2">
            <Input
              id={secretField}
              type={revealed ? "text" : "password"}
              autoComplete="off"
              spellCheck={false}
              value={credentials.channelSecret}
              onChange={(e) => store.set({ ...credentials, channelSecret: e.target.value })}
              placeholder={props.secretPlaceholder}
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

/** The Messaging API channel's card. */
export function ChannelCredentialsCard({
  description,
  allowReveal = false,
}: {
  description?: string;
  allowReveal?: boolean;
}) {
  const { _: t } = useLingui();
  return (
    <CredentialsCard
      store={messagingChannel}
      title={t("Channel Credentials")}
      description={
        description ?? t("Your channel's credentials are sent with each request and never stored.")
      }
      idLabel={t("Channel ID")}
      secretLabel={t("Channel Secret")}
      idPlaceholder={t("e.g. 2009000001")}
      secretPlaceholder={t("32-character channel secret")}
      sandbox={{
        label: t("Use sandbox channel"),
        hint: t("Sandbox mode: LINE is emulated, try the tools with its demo channel."),
        pick: (directory) => ("channels" in directory ? directory.channels[0] : undefined),
      }}
      allowReveal={allowReveal}
    />
  );
}
