import { useLingui } from "@lingui/react";
import { PageHeader } from "../../components/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { LiffPanel } from "./liff-panel.tsx";
import { TokensPanel } from "./tokens-panel.tsx";

/** /liff-apps: a LINE Login channel's LIFF apps, and a bot channel's access tokens. */
export default function LiffAppsPage() {
  const { _: t } = useLingui();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t("LIFF Apps & Tokens")}
        description={t(
          "Add, point, share and delete LIFF apps, and issue, verify and revoke channel access tokens, from your phone.",
        )}
      />
      <Tabs defaultValue="liff">
        <TabsList aria-label={t("LIFF Apps & Tokens")}>
          <TabsTrigger value="liff">{t("LIFF apps")}</TabsTrigger>
          <TabsTrigger value="tokens">{t("Channel access tokens")}</TabsTrigger>
        </TabsList>
        <TabsContent value="liff">
          <LiffPanel />
        </TabsContent>
        <TabsContent value="tokens">
          <TokensPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
