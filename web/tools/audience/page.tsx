import { useLingui } from "@lingui/react";
import { ChannelCredentialsCard } from "../../components/credentials/channel-credentials.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { AudienceListPanel } from "./audience-list-panel.tsx";
import { CreateAudienceCard } from "./create-audience-card.tsx";
import { useAudienceList } from "./use-audience-list.ts";

/** /audience: credentials, create an upload audience, and list, filter, page and delete audiences. */
export default function AudiencePage() {
  const { _: t } = useLingui();
  const audiences = useAudienceList();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t("Audience Builder")}
        description={t("Create, list, filter and delete the audience groups of your LINE channel.")}
      />
      <ChannelCredentialsCard
        description={t("Needed to manage audiences. Sent with each request and never stored.")}
      />
      <CreateAudienceCard onCreated={() => void audiences.reload()} />
      <AudienceListPanel audiences={audiences} />
    </div>
  );
}
