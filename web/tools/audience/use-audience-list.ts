import { useRef, useState } from "react";
import { toast } from "sonner";
import {
  AUDIENCE_MESSAGES,
  type AudienceFilters,
  type AudienceGroup,
  type AudienceListResponse,
  defaultAudienceFilters,
  withPageSize,
} from "../../../shared/audience/index.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { t } from "../../i18n/i18n.ts";
import { deleteAudienceGroup, fetchAudienceList } from "./audience-requests.ts";
import { pageAfterEmptied } from "./list-paging.ts";
import { credentialsToast, errorToast } from "./toasts.ts";

export type FilterPatch = Partial<Pick<AudienceFilters, "description" | "status" | "createRoute">>;

/** The list panel's state: filters, the page shown, loading, and the calls with their toasts. */
export function useAudienceList() {
  const { credentials, complete } = useChannelCredentials();
  const [filters, setFilters] = useState(defaultAudienceFilters);
  const [list, setList] = useState<AudienceListResponse | null>(null);
  const [loading, setLoading] = useState(false);
  // Only the newest request may update the screen (quick paging sends several).
  const latest = useRef(0);

  async function load(next: AudienceFilters): Promise<void> {
    setFilters(next);
    if (!complete) return credentialsToast();
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const outcome = await fetchAudienceList(credentials, next);
      if (ticket !== latest.current) return;
      if (!outcome.ok)
        return errorToast(t("Failed to fetch audiences: {message}", { message: outcome.message }));
      const fallback = pageAfterEmptied(outcome.value);
      if (fallback !== null) return await load({ ...next, page: fallback });
      setList(outcome.value);
    } catch {
      if (ticket === latest.current) errorToast(t(AUDIENCE_MESSAGES.unexpected));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }

  /** A new filter starts again from page 1; the list is fetched with "Get Audience List". */
  function changeFilters(patch: FilterPatch) {
    setFilters((current) => ({ ...current, ...patch, page: 1 }));
  }

  /** Page size and Clear Filters take effect at once when a list is shown. */
  function applyNow(next: AudienceFilters) {
    if (list) void load(next);
    else setFilters(next);
  }

  async function remove(group: AudienceGroup): Promise<void> {
    if (!complete) return credentialsToast();
    try {
      const outcome = await deleteAudienceGroup(credentials, group.audienceGroupId);
      if (!outcome.ok)
        return errorToast(t("Failed to delete audience: {message}", { message: outcome.message }));
      toast.success(t(AUDIENCE_MESSAGES.deleted));
      await load(filters);
    } catch {
      errorToast(t(AUDIENCE_MESSAGES.unexpected));
    }
  }

  return {
    filters,
    list,
    loading,
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
