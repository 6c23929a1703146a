import { useLingui } from "@lingui/react";
import { Cable } from "lucide-react";
import { useEffect, useState } from "react";
import type { RelayView } from "../../../shared/webhook/api.ts";
import { api, apiJson, channelHeaders } from "../../api/client.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { draftStore } from "../../lib/drafts/idb-store.ts";
import { toast } from "../../lib/toast.ts";
import {
  CONNECT_DRAFT,
  type ConnectDraft,
  forgetOriginal,
  originalFor,
  rememberOriginal,
  type SavedOriginal,
} from "./connect-draft.ts";
import { type EndpointTest, TestResult } from "./test-result.tsx";

interface Endpoint {
  endpoint: string;
  active: boolean;
}

/** Read, test, point and restore the channel's webhook URL (channel credentials as in the rich menu tools). */
export function ConnectCard({ relay }: { relay: RelayView | null }) {
  const { _: t } = useLingui();
  const { credentials, complete } = useChannelCredentials();
  const channel = credentials.channelId.trim();
  const [current, setCurrent] = useState<Endpoint | null>(null);
  const [test, setTest] = useState<{ label: string; result: EndpointTest } | null>(null);
  const [draft, setDraft] = useState<ConnectDraft>({ originals: [] });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    draftStore()
      .read(CONNECT_DRAFT)
      .then((saved) => live && saved && setDraft(saved))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  const saveDraft = async (next: ConnectDraft) => {
    setDraft(next);
    // Journaled: stored when this returns, even if LINE closes the window right after.
    await draftStore()
      .write(CONNECT_DRAFT, next, { journal: true })
      .catch(() => {});
  };
  const original: SavedOriginal | null = originalFor(draft, channel);
  const headers = () => ({ headers: channelHeaders(credentials) });
  const channelApi = api.webhooks.channel;
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await task();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const read = () => apiJson(channelApi.endpoint.$get({}, headers()));
  const onRead = () => run(async () => setCurrent(await read()));
  const runTest = (label: string, endpoint?: string) =>
    run(async () => {
      const result = await apiJson(channelApi.test.$post({ json: endpoint ? { endpoint } : {} }, headers()));
      setTest({ label, result });
    });
  const onConnect = () =>
    run(async () => {
      if (!relay) return;
      const before = await read();
      // Kept before the change: the way back must exist even if the window closes mid-way.
      await saveDraft(
        rememberOriginal(draft, { channel, endpoint: before.endpoint, active: before.active }, relay.url),
      );
      setCurrent(await apiJson(channelApi.endpoint.$put({ json: { endpoint: relay.url } }, headers())));
      toast.success(t("The channel now posts its webhooks to the inspector URL"));
    });
  const onRestore = () =>
    run(async () => {
      if (!original) return;
      if (original.endpoint === "") {
        await saveDraft(forgetOriginal(draft, channel));
        setNotice(
          t(
            "The channel had no webhook URL before. LINE's API cannot remove one, so the inspector URL stays set: set your bot's URL in the LINE Developers Console, or revoke the inspector URL (LINE then gets 404).",
          ),
        );
        return;
      }
      setCurrent(
        await apiJson(channelApi.endpoint.$put({ json: { endpoint: original.endpoint } }, headers())),
      );
      await saveDraft(forgetOriginal(draft, channel));
      toast.success(t("Original webhook URL restored"));
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Cable aria-hidden="true" className="size-5" /> {t("Connect to a channel")}
        </CardTitle>
        <CardDescription>
          {t(
            "Read the channel's webhook URL, test the inspector URL without touching the channel, point the channel at it, run LINE's test, and put the original back with one tap.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {relay ? (
          <p className="text-sm">
            {t("Inspector URL")}:{" "}
            <code translate="no" className="break-all font-mono text-xs">
              {relay.url}
            </code>
          </p>
        ) : (
          <Alert>{t("Create an inspector URL first (Inspect tab).")}</Alert>
        )}
        {relay?.url.startsWith("http://") ? (
          <Alert variant="warning">
            {t(
              "LINE only posts to https URLs. This server's address is plain http, so connecting a channel works only against the sandbox LINE emulator.",
            )}
          </Alert>
        ) : null}
        {!complete ? <Alert>{t("Enter the channel's credentials above first.")}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!complete || busy} onClick={() => void onRead()}>
            {t("Read webhook settings")}
          </Button>
          <Button
            variant="outline"
            disabled={!complete || busy || !relay}
            onClick={() => relay && void runTest(t("Test of the inspector URL"), relay.url)}
          >
            {t("Test the inspector URL")}
          </Button>
          <Button disabled={!complete || busy || !relay} onClick={() => void onConnect()}>
            {t("Connect the channel to this URL")}
          </Button>
          <Button
            variant="outline"
            disabled={!complete || busy}
            onClick={() => void runTest(t("LINE's webhook test"))}
          >
            {t("Run LINE's test")}
          </Button>
          <Button
            variant="outline"
            disabled={!complete || busy || !original}
            onClick={() => void onRestore()}
          >
            {t("Restore the original URL")}
          </Button>
        </div>
        {current ? (
          <section
            aria-label={t("Channel webhook settings")}
            className="rounded-lg border border-gray-200 p-3 text-sm"
          >
            <p>
              {t("Webhook URL")}:{" "}
              <code translate="no" className="break-all font-mono text-xs">
                {current.endpoint || t("(none)")}
              </code>
            </p>
            <p>{current.active ? t("Use webhook: on") : t("Use webhook: off")}</p>
          </section>
        ) : null}
        {current && !current.active ? (
          <Alert variant="warning">
            {t(
              '"Use webhook" is off: LINE delivers nothing to any URL until you turn it on in the LINE Developers Console (Messaging API tab). No API can turn it on.',
            )}
          </Alert>
        ) : null}
        {original ? (
          <p className="text-sm text-gray-700">
            {t("Original webhook URL kept in this browser:")}{" "}
            <code translate="no" className="break-all font-mono text-xs">
              {original.endpoint || t("(none)")}
            </code>
          </p>
        ) : null}
        {notice ? <Alert variant="warning">{notice}</Alert> : null}
        {test ? <TestResult label={test.label} result={test.result} /> : null}
      </CardContent>
    </Card>
  );
}
