import { useLingui } from "@lingui/react";
import {
  CredentialsCard,
  credentialsStore,
  useCredentials,
} from "../../components/credentials/channel-credentials.tsx";

/**
 * The LINE Login channel's credentials (LIFF apps belong to it), kept apart from the Messaging API
 * channel's of the other tools and, like them, in this tab's memory only.
 */
const loginChannel = credentialsStore();
export const useLoginChannel = () => useCredentials(loginChannel);

/** Channel ID and secret of the LINE Login channel that owns the LIFF apps. */
export function LoginChannelCard() {
  const { _: t } = useLingui();
  return (
    <CredentialsCard
      store={loginChannel}
      title={t("LINE Login channel")}
      description={t(
        "LIFF apps belong to a LINE Login channel (not the bot's Messaging API channel). Sent with each request and never stored.",
      )}
      idLabel={t("LINE Login Channel ID")}
      secretLabel={t("LINE Login Channel Secret")}
      sandbox={{
        label: t("Use sandbox LINE Login channel"),
        pick: (directory) => ("loginChannel" in directory ? directory.loginChannel : undefined),
      }}
    />
  );
}
