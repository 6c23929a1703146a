import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../../shared/api/errors.ts";
import type { AddLiffAppBody, LiffApp, UpdateLiffAppBody } from "../../../shared/liff-apps/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { ApiRequestError, api, type ChannelCredentialsInput, channelHeaders } from "../../api/client.ts";
import { queryClient, useApiMutation, useApiQuery } from "../../api/query.ts";
import { thrownMessage } from "../../components/rich-menu/api-failure.ts";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";

/**
 * The LIFF app calls through the typed client, as a query (the channel's apps) and mutations that
 * invalidate it. A refusal carries its message and, per field, what the server's check or LINE said
 * (`view.url`, `description`), so the form can show it on the field.
 */
export class LiffRefusal extends ApiRequestError {
  constructor(
    status: number,
    readonly reason: MessageLike,
    readonly fields: Record<string, string>,
  ) {
    super(status, "LIFF request refused");
  }
}

async function refusal(res: Response): Promise<LiffRefusal> {
  const body = (await res.json().catch(() => null)) as {
    details?: { path?: string; property?: string; message?: string }[];
  } | null;
  const fields: Record<string, string> = {};
  for (const detail of Array.isArray(body?.details) ? body.details : []) {
    const field = detail.path ?? detail.property;
    if (field && detail.message && !(field in fields)) fields[field] = detail.message;
  }
  return new LiffRefusal(res.status, apiErrorMessage(body) ?? `HTTP ${res.status}`, fields);
}

/** What a failed call says: the refusal's message, or the network's. */
export function refusalMessage(error: unknown): MessageLike {
  return error instanceof LiffRefusal ? error.reason : thrownMessage(error);
}

const liffAppsKey = ({ channelId, channelSecret }: ChannelCredentialsInput) =>
  ["liff-apps", channelId.trim(), channelSecret.trim()] as const;

/**
 * The Login channel's LIFF apps: fetched when the user asks ("Get LIFF apps") or after a change made here,
 * and from then on asked again after each change. A refusal is a toast.
 */
export function useLiffApps(credentials: ChannelCredentialsInput, complete: boolean) {
  const key = liffAppsKey(credentials);
  const [fetchedFor, setFetchedFor] = useState<string | null>(null);
  const fetched = complete && fetchedFor === JSON.stringify(key);
  const list = useApiQuery({
    queryKey: key,
    queryFn: async (): Promise<LiffApp[]> => {
      const res = await api["liff-apps"].$get({}, { headers: channelHeaders(credentials) });
      if (!res.ok) throw await refusal(res);
      return (await res.json()).apps;
    },
    enabled: fetched,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Each failed fetch once (each is a new error), whether asked for or after a change.
  const failure = list.error;
  useEffect(() => {
    if (failure) toast.error(t("LINE refused the request"), { description: tm(refusalMessage(failure)) });
  }, [failure]);

  const reload = () => {
    if (!complete) return void toast.error(t("Enter the LINE Login channel's ID and secret first"));
    setFetchedFor(JSON.stringify(key));
    void queryClient.invalidateQueries({ queryKey: key });
  };
  return {
    apps: fetched ? (list.data ?? null) : null,
    /** "Get LIFF apps": LINE is asked again. */
    reload,
    /** After a change made here: the list is shown (the change's invalidation has it fetched anew). */
    reveal: () => setFetchedFor(JSON.stringify(key)),
  };
}

/** After a change: the channel's list is fetched again (and shown, even if it was not yet asked for). */
function changed(credentials: ChannelCredentialsInput) {
  return queryClient.invalidateQueries({ queryKey: liffAppsKey(credentials) });
}

type Change =
  | { kind: "add"; body: AddLiffAppBody }
  | { kind: "update"; liffId: string; body: UpdateLiffAppBody }
  | { kind: "delete"; liffId: string };

/** Adds, updates or deletes a LIFF app; the new app's id for an add, else null. Throws `LiffRefusal`. */
export function useLiffAppChange(credentials: ChannelCredentialsInput) {
  return useApiMutation({
    mutationFn: async (change: Change): Promise<string | null> => {
      const init = { headers: channelHeaders(credentials) };
      if (change.kind === "add") {
        const res = await api["liff-apps"].$post({ json: change.body }, init);
        if (!res.ok) throw await refusal(res);
        return ((await res.json()) as { liffId: string }).liffId;
      }
      const param = { liffId: change.liffId };
      const res =
        change.kind === "update"
          ? await api["liff-apps"][":liffId"].$put({ param, json: change.body }, init)
          : await api["liff-apps"][":liffId"].$delete({ param }, init);
      if (!res.ok) throw await refusal(res);
      return null;
    },
    onSuccess: () => void changed(credentials),
  });
}
