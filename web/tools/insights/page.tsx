import { useLingui } from "@lingui/react";
import { useMemo, useState, useSyncExternalStore } from "react";
import {
  ChannelCredentialsCard,
  useChannelCredentials,
} from "../../components/credentials/channel-credentials.tsx";
import { LABEL } from "../../components/labels.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { DemographicsPanel } from "./demographics-panel.tsx";
import { MessagesPanel } from "./messages-panel.tsx";
import { createInsightRequests } from "./requests.ts";
import { RichMenuPanel } from "./rich-menu-panel.tsx";
import { DeliveryPanel, FollowersPanel } from "./series-panels.tsx";
import { deviceZoneNote } from "./words.ts";

const subscribeToNothing = () => () => {};
const noZone = () => null;

/** /insights: a channel's numbers from LINE — rich menu heat map, followers, deliveries, demographics, messages. */
export default function InsightsPage() {
  const { _: t } = useLingui();
  const { credentials, complete } = useChannelCredentials();
  const requests = useMemo(() => createInsightRequests(credentials), [credentials]);
  const [tab, setTab] = useState("rich-menu");
  // The device's zone is the browser's: none in the prerendered page, so hydration adopts that page as is.
  const zone = useSyncExternalStore(subscribeToNothing, deviceZoneNote, noZone);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t("Insights")}
        description={t(
          "What happened to what you sent: rich menu clicks on the menu itself, followers, deliveries and more.",
        )}
      />
      <ChannelCredentialsCard
        description={t("Needed to read your channel's statistics. Sent with each request and never stored.")}
      />
      {!complete ? (
        <p className="text-sm text-gray-600">{t("Enter the channel's credentials to see its statistics.")}</p>
      ) : (
        <>
          {zone ? <Alert>{zone}</Alert> : null}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t(LABEL.statistics)}>
              <TabsTrigger value="rich-menu">{t(LABEL.richMenus)}</TabsTrigger>
              <TabsTrigger value="followers">{t("Followers")}</TabsTrigger>
              <TabsTrigger value="delivery">{t("Deliveries")}</TabsTrigger>
              <TabsTrigger value="demographics">{t("Demographics")}</TabsTrigger>
              <TabsTrigger value="messages">{t("Messages")}</TabsTrigger>
            </TabsList>
            <TabsContent value="rich-menu">
              <RichMenuPanel credentials={credentials} requests={requests} />
            </TabsContent>
            <TabsContent value="followers">
              <FollowersPanel load={requests.followers} />
            </TabsContent>
            <TabsContent value="delivery">
              <DeliveryPanel load={requests.deliveries} />
            </TabsContent>
            <TabsContent value="demographics">
              <DemographicsPanel load={requests.demographics} />
            </TabsContent>
            <TabsContent value="messages">
              <MessagesPanel requests={requests} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
