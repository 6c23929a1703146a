import { useEffect, useState } from "react";
import type { QuotaResult } from "../../../shared/line-send/api.ts";
import { api, apiJson, type ChannelCredentialsInput, channelHeaders } from "../../api/client.ts";
import { queryClient, useApiQuery } from "../../api/query.ts";
import { t } from "../../i18n/i18n.ts";

export type QuotaState =
  | { kind: "none" }
  | { kind: "loading" }
  | { kind: "ready"; quota: QuotaResult }
  | { kind: "error"; message: string };

/** Typing a secret changes the credentials on every key: ask LINE once they settle. */
const SETTLE_MS = 500;

function useSettled<T>(value: T, key: string): T {
  const [settled, setSettled] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the value; the object itself is new on every render.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * This month's quota and consumption of the channel (GET /api/line-messages/quota), shown next to
 * "Send to my LINE" whenever the credentials are complete; `update` takes the figures a push returned.
 * Every builder showing the same channel shares the one answer (TanStack Query's cache).
 */
export function useQuota(credentials: ChannelCredentialsInput, complete: boolean) {
  const channel = { channelId: credentials.channelId, channelSecret: credentials.channelSecret };
  const settled = useSettled(channel, `${channel.channelId}\n${channel.channelSecret}`);
  // The secret is part of the key (in memory only): another secret for the same channel is another answer.
  const key = ["line-quota", settled.channelId, settled.channelSecret] as const;
  const current = settled.channelId === channel.channelId && settled.channelSecret === channel.channelSecret;
  const query = useApiQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiJson(
        api["line-messages"].quota.$get({}, { headers: channelHeaders(settled), init: { signal } }),
        t("LINE did not answer"),
      ),
    enabled: complete && current,
  });
  const state: QuotaState = !complete
    ? { kind: "none" }
    : query.data
      ? { kind: "ready", quota: query.data }
      : query.error
        ? { kind: "error", message: query.error.message }
        : { kind: "loading" };
  const update = (quota: QuotaResult) => queryClient.setQueryData(key, quota);
  return { quota: state, update };
}
