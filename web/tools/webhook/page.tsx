import { useLingui } from "@lingui/react";
import { api, apiJson } from "../../api/client.ts";
import { useApiQuery } from "../../api/query.ts";
import { useAuth } from "../../auth/auth.tsx";
import {
  ChannelCredentialsCard,
  useChannelCredentials,
} from "../../components/credentials/channel-credentials.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { toast } from "../../lib/toast.ts";
import { savedFlexQuery } from "../flex-storage/use-saved-messages.ts";
import { ComposerCard } from "./composer-card.tsx";
import { ConnectCard } from "./connect-card.tsx";
import { EventsCard } from "./events-card.tsx";
import { ModeCard, ModeSwitch } from "./mode-card.tsx";
import { NextReplyCard } from "./next-reply-card.tsx";
import { RelaysCard } from "./relays-card.tsx";
import { useSelectedRelay } from "./selected-relay.ts";
import { useRelayStream } from "./use-relay-stream.ts";
import { useRelays } from "./use-relays.ts";

function TabList() {
  const { _: t } = useLingui();
  return (
    <TabsList aria-label={t("Webhook Inspector")} className="mb-4">
      <TabsTrigger value="inspect">{t("Inspect")}</TabsTrigger>
      <TabsTrigger value="connect">{t("Connect")}</TabsTrigger>
      <TabsTrigger value="compose">{t("Test events")}</TabsTrigger>
    </TabsList>
  );
}

/**
 * Phone first: the requests come right under the URLs (Inspect); connecting a channel and the mode have a
 * tab of their own. The relays, the selection and the live stream live here, so a switch of tabs keeps them.
 */
function LoggedIn({ userId }: { userId: string }) {
  const { _: t } = useLingui();
  const relays = useRelays(userId);
  const { credentials } = useChannelCredentials();
  // What Intercept can reply with; a list that cannot load offers none (the reply still has text).
  const savedFlex = useApiQuery(savedFlexQuery(userId)).data ?? [];
  const [selectedId, setSelectedId] = useSelectedRelay(userId);
  const selected = relays.relays.find((r) => r.id === selectedId) ?? relays.relays[0] ?? null;
  const stream = useRelayStream(selected?.id ?? null);
  return (
    <Tabs defaultValue="inspect">
      <TabList />
      <TabsContent value="inspect">
        <div className="flex flex-col gap-4 xl:grid xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
          <RelaysCard
            relays={relays.relays}
            selected={selected?.id ?? null}
            onSelect={setSelectedId}
            onCreate={() => void relays.create().then((relay) => relay && setSelectedId(relay.id))}
            onRevoke={relays.revoke}
            onDeleteAllEvents={async () => {
              try {
                const { deleted } = await apiJson(api.webhooks.events.$delete());
                stream.clearShown();
                toast.success(
                  t("{count, plural, one {# event deleted} other {# events deleted}}", { count: deleted }),
                );
              } catch (error) {
                toast.error((error as Error).message);
              }
            }}
            loading={relays.loading}
            error={relays.error}
          />
          {selected ? (
            <div className="flex min-w-0 flex-col gap-2">
              <ModeSwitch relay={selected} onUpdate={(settings) => relays.update(selected.id, settings)} />
              {selected.mode === "intercept" ? (
                <NextReplyCard relay={selected} events={stream.events} savedFlex={savedFlex} />
              ) : null}
              <EventsCard
                relay={selected}
                stream={stream}
                secret={credentials.channelSecret}
                savedFlex={savedFlex}
              />
            </div>
          ) : null}
        </div>
      </TabsContent>
      <TabsContent value="connect">
        <div className="flex flex-col gap-4 xl:grid xl:grid-cols-2 xl:items-start">
          <ConnectCard relay={selected} />
          {selected ? (
            <ModeCard relay={selected} onUpdate={(settings) => relays.update(selected.id, settings)} />
          ) : null}
        </div>
      </TabsContent>
      <TabsContent value="compose">
        <ComposerCard />
      </TabsContent>
    </Tabs>
  );
}

function LoggedOut() {
  const { _: t } = useLingui();
  return (
    <Tabs defaultValue="inspect">
      <TabList />
      <TabsContent value="inspect">
        <Alert>{t("Log in with LINE to create inspector URLs and see their requests.")}</Alert>
      </TabsContent>
      <TabsContent value="connect">
        <Alert>{t("Log in with LINE to connect a channel to an inspector URL.")}</Alert>
      </TabsContent>
      <TabsContent value="compose">
        <Alert>{t("Log in with LINE to send test events.")}</Alert>
      </TabsContent>
    </Tabs>
  );
}

export default function WebhookPage() {
  const { _: t } = useLingui();
  const { state } = useAuth();
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
        {state.status === "loggedIn" ? <LoggedIn userId={state.profile.userId} /> : <LoggedOut />}
      </div>
    </div>
  );
}
