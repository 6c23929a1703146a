import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  AUDIENCE_MESSAGES,
  type AudienceFilters,
  type AudienceGroup,
  type AudienceListResponse,
  buildAudienceListQuery,
  defaultAudienceFilters,
  withPageSize,
} from "../../../shared/audience/index.ts";
import {
  ApiRequestError,
  api,
  apiJson,
  type ChannelCredentialsInput,
  channelHeaders,
} from "../../api/client.ts";
import { queryClient, useApiQuery } from "../../api/query.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { deleteAudienceGroup } from "./audience-requests.ts";
import { pageAfterEmptied } from "./list-paging.ts";
import { credentialsToast, errorToast } from "./toasts.ts";

export type FilterPatch = Partial<Pick<AudienceFilters, "description" | "status" | "createRoute">>;

/** What "Get Audience List" (or paging) asked for: the list is fetched for these, not for every keystroke. */
interface Asked {
  channel: ChannelCredentialsInput;
  filters: AudienceFilters;
}

const AUDIENCES = "audiences";
const keyOf = (asked: Asked | null) =>
  [AUDIENCES, asked?.channel.channelId, asked?.channel.channelSecret, asked?.filters] as const;

/**
 * The list panel's state: filters, the page shown, loading, and the calls with their toasts. The list is a
 * query keyed by what was asked, so only the newest page asked for is shown, however quickly pages change.
 */
export function useAudienceList() {
  const { credentials, complete } = useChannelCredentials();
  const [filters, setFilters] = useState(defaultAudienceFilters);
  const [asked, setAsked] = useState<Asked | null>(null);
  const query = useApiQuery<AudienceListResponse, ReturnType<typeof keyOf>>({
    queryKey: keyOf(asked),
    queryFn: ({ signal }) =>
      asked
        ? apiJson(
            api.audiences.$get(
              { query: buildAudienceListQuery(asked.filters) },
              { headers: channelHeaders(asked.channel), init: { signal } },
            ),
          )
        : Promise.reject(new Error("nothing asked")),
    enabled: asked !== null,
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
  const list = query.isPlaceholderData || query.isSuccess ? (query.data ?? null) : null;

  useEffect(() => {
    if (!query.isError) return;
    const error = query.error;
    if (error instanceof ApiRequestError)
      errorToast(t("Failed to fetch audiences: {message}", { message: error.message }));
    else errorToast(t(AUDIENCE_MESSAGES.unexpected));
  }, [query.isError, query.error]);

  // A page emptied by a delete (or a list that shrank meanwhile): show the new last page instead.
  const emptiedTo = query.isSuccess && !query.isPlaceholderData ? pageAfterEmptied(query.data) : null;
  useEffect(() => {
    if (emptiedTo === null) return;
    setFilters((current) => ({ ...current, page: emptiedTo }));
    setAsked((current) => current && { ...current, filters: { ...current.filters, page: emptiedTo } });
  }, [emptiedTo]);

  function load(next: AudienceFilters) {
    setFilters(next);
    if (!complete) return credentialsToast();
    const nextAsked = { channel: { ...credentials }, filters: next };
    // Asked again for what is shown: a fresh answer, not the cached one.
    if (JSON.stringify(keyOf(nextAsked)) === JSON.stringify(keyOf(asked)))
      void queryClient.invalidateQueries({ queryKey: keyOf(asked) });
    else setAsked(nextAsked);
  }

  /** A new filter starts again from page 1; the list is fetched with "Get Audience List". */
  function changeFilters(patch: FilterPatch) {
    setFilters((current) => ({ ...current, ...patch, page: 1 }));
  }

  /** Page size and Clear Filters take effect at once when a list is shown. */
  function applyNow(next: AudienceFilters) {
    if (list) load(next);
    else setFilters(next);
  }

  async function remove(group: AudienceGroup): Promise<void> {
    if (!complete) return credentialsToast();
    try {
      const outcome = await deleteAudienceGroup(credentials, group.audienceGroupId);
      if (!outcome.ok)
        return errorToast(t("Failed to delete audience: {message}", { message: outcome.message }));
      toast.success(t(AUDIENCE_MESSAGES.deleted));
      // Every page cached for the channel may have changed.
      await queryClient.invalidateQueries({ queryKey: [AUDIENCES] });
    } catch {
      errorToast(t(AUDIENCE_MESSAGES.unexpected));
    }
  }

  return {
    filters,
    list,
    loading: query.isFetching,
    fetch: () => load(filters),
    goToPage: (page: number) => load({ ...filters, page }),
    changeFilters,
    changePageSize: (size: number) => applyNow(withPageSize(filters, size)),
    clearFilters: () => applyNow(defaultAudienceFilters()),
    reload: () => load(filters),
    remove,
  };
}

export type AudienceListState = ReturnType<typeof useAudienceList>;
