import { useEffect, useState } from "react";
import type { QuotaResult } from "../../../shared/line-send/api.ts";
import { type ChannelCredentialsInput, channelHeaders, readApiError } from "../../api/client.ts";
import { t } from "../../i18n/i18n.ts";

export type QuotaState =
  | { kind: "none" }
  | { kind: "loading" }
  | { kind: "ready"; quota: QuotaResult }
  | { kind: "error"; message: string };

/** Typing a secret changes the credentials on every key: ask LINE once they settle. */
const SETTLE_MS = 500;

/**
 * This month's quota and consumption of the channel (GET /api/line-messages/quota), shown next to
 * "Send to my LINE" whenever the credentials are complete; `update` takes the figures a push returned.
 */
export function useQuota(credentials: ChannelCredentialsInput, complete: boolean) {
  const [state, setState] = useState<QuotaState>({ kind: "none" });
  const { channelId, channelSecret } = credentials;

  useEffect(() => {
    if (!complete) {
      setState({ kind: "none" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ kind: "loading" });
      try {
        const res = await fetch("/api/line-messages/quota", {
          headers: channelHeaders({ channelId, channelSecret }),
          signal: controller.signal,
        });
        if (!res.ok) {
          setState({ kind: "error", message: await readApiError(res, t("LINE did not answer")) });
          return;
        }
        setState({ kind: "ready", quota: (await res.json()) as QuotaResult });
      } catch (error) {
        if (!controller.signal.aborted) setState({ kind: "error", message: (error as Error).message });
      }
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [channelId, channelSecret, complete]);

  const update = (quota: QuotaResult) => setState({ kind: "ready", quota });
  return { quota: state, update };
}
