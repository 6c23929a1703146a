import { useEffect, useState } from "react";
import type { SavedFlexMessage } from "../../../shared/flex/storage.ts";
import { authHeaders } from "../../api/id-token.ts";
import { useAuth } from "../../auth/auth.tsx";
import {
  ChannelCredentialsCard,
  useChannelCredentials,
} from "../../components/credentials/channel-credentials.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useT } from "../../i18n/i18n.ts";
import { ComposerCard } from "./composer-card.tsx";
import { ConnectCard } from "./connect-card.tsx";
import { EventsCard } from "./events-card.tsx";
import { ModeCard } from "./mode-card.tsx";
import { RelaysCard } from "./relays-card.tsx";
import { useRelays } from "./use-relays.ts";

/** The user's saved Flex messages: what Intercept can reply with. */
function useSavedFlex(userId: string | null) {
  const [messages, setMessages] = useState<SavedFlexMessage[]>([]);
  useEffect(() => {
    if (!userId) return setMessages([]);
    let live = true;
    fetch("/api/flex-messages", { headers: authHeaders() })
      .then((res) => (res.ok ? (res.json() as Promise<{ messages: SavedFlexMessage[] }>) : { messages: [] }))
      .then((body) => live && setMessages(body.messages))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [userId]);
  return messages;
}

function Inspector({ userId }: { userId: string }) {
  const relays = useRelays(userId);
  const { credentials } = useChannelCredentials();
  const savedFlex = useSavedFlex(userId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = relays.relays.find((r) => r.id === selectedId) ?? relays.relays[0] ?? null;
  return (
    <div className="flex flex-col gap-4">
      <RelaysCard
        relays={relays.relays}
        selected={selected?.id ?? null}
        onSelect={setSelectedId}
        onCreate={() => void relays.create().then((relay) => relay && setSelectedId(relay.id))}
        onRevoke={relays.revoke}
        loading={relays.status === "loading"}
        error={relays.error}
      />
      <ConnectCard relay={selected} />
      {selected ? (
        <ModeCard relay={selected} onUpdate={(settings) => relays.update(selected.id, settings)} />
      ) : null}
      {selected ? (
        <EventsCard relay={selected} secret={credentials.channelSecret} savedFlex={savedFlex} />
      ) : null}
    </div>
  );
}

export default function WebhookPage() {
  const t = useT();
  const { state } = useAuth();
  const userId = state.status === "loggedIn" ? state.profile.userId : null;
  return (
    <div className="min-w-0">
      <PageHeader
        title={t("Webhook Inspector")}
        description={t(
          "See what LINE sends your bot, check its signature in this browser, reply in time, and send signed test events.",
        )}
      />
      <div className="flex flex-col gap-4">
        <ChannelCredentialsCard
          allowReveal
          description={t(
            "The Channel Secret checks and signs webhooks in this browser only. Connecting and replying send the credentials with each request; they are never stored.",
          )}
        />
        <Tabs defaultValue="inspect">
          <TabsList aria-label={t("Webhook Inspector")} className="mb-4">
            <TabsTrigger value="inspect">{t("Inspect")}</TabsTrigger>
            <TabsTrigger value="compose">{t("Send test events")}</TabsTrigger>
          </TabsList>
          <TabsContent value="inspect">
            {userId ? (
              <Inspector userId={userId} />
            ) : (
              <Alert>{t("Log in with LINE to create inspector URLs and see their requests.")}</Alert>
            )}
          </TabsContent>
          <TabsContent value="compose">
            {userId ? <ComposerCard /> : <Alert>{t("Log in with LINE to send test events.")}</Alert>}
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
