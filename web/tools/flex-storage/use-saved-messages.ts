import { useCallback, useEffect } from "react";
import { toast } from "sonner";
import { api, apiJson, readApiError } from "../../api/client.ts";
import { queryClient, useApiQuery } from "../../api/query.ts";
import { t } from "../../i18n/i18n.ts";
import { STORAGE_TOASTS } from "./texts.ts";

export type ListStatus = "idle" | "loading" | "ready" | "error";

export interface SaveInput {
  title: string;
  altText: string;
  flexJson: unknown;
}

/** The saved-messages list of one user, shared by every tool that shows it (Flex Designer, Webhook Inspector). */
export const savedFlexQuery = (userId: string | null) => ({
  // Keyed by user: another user never sees the list, not even while theirs loads.
  queryKey: ["flex-messages", userId] as const,
  queryFn: async () => (await apiJson(api["flex-messages"].$get(), t(STORAGE_TOASTS.loadFailed))).messages,
  enabled: userId !== null,
});

/**
 * The signed-in user's saved messages: list, save and delete through the API, with the spec's toasts.
 * A 4xx answer carries a message written for the user (the 20-message limit, validation) and is shown as
 * is; anything else gets the spec's generic toast.
 */
export function useSavedMessages(userId: string | null) {
  const list = useApiQuery(savedFlexQuery(userId));
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: savedFlexQuery(userId).queryKey }),
    [userId],
  );

  useEffect(() => {
    if (!list.isError) return;
    console.error("Loading saved Flex messages failed", list.error);
    toast.error(t(STORAGE_TOASTS.loadFailed));
  }, [list.isError, list.error]);

  const save = useCallback(
    async (input: SaveInput): Promise<boolean> => {
      try {
        const res = await api["flex-messages"].$post({ json: input });
        if (!res.ok) {
          toast.error(await userFacingError(res, t(STORAGE_TOASTS.saveFailed)));
          // Full: messages were saved elsewhere meanwhile; show them and the real count.
          if (res.status === 409) void reload();
          return false;
        }
        toast.success(t(STORAGE_TOASTS.saved));
        void reload();
        return true;
      } catch (error) {
        console.error("Saving the Flex message failed", error);
        toast.error(t(STORAGE_TOASTS.saveFailed));
        return false;
      }
    },
    [reload],
  );

  /** Saves over a loaded message (same id and expiry). "gone" when it was deleted or expired meanwhile. */
  const update = useCallback(
    async (id: string, input: SaveInput): Promise<"updated" | "gone" | "failed"> => {
      try {
        const res = await api["flex-messages"][":id"].$put({ param: { id }, json: input });
        if (res.status === 404) {
          toast.error(t(STORAGE_TOASTS.updateGone));
          void reload();
          return "gone";
        }
        if (!res.ok) {
          toast.error(await userFacingError(res, t(STORAGE_TOASTS.updateFailed)));
          return "failed";
        }
        toast.success(t(STORAGE_TOASTS.updated));
        void reload();
        return "updated";
      } catch (error) {
        console.error("Updating the Flex message failed", error);
        toast.error(t(STORAGE_TOASTS.updateFailed));
        return "failed";
      }
    },
    [reload],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        const res = await api["flex-messages"][":id"].$delete({ param: { id } });
        if (!res.ok) throw new Error(await readApiError(res, t(STORAGE_TOASTS.deleteFailed)));
        toast.success(t(STORAGE_TOASTS.deleted));
        return true;
      } catch (error) {
        console.error("Deleting the Flex message failed", error);
        toast.error(t(STORAGE_TOASTS.deleteFailed));
        return false;
      } finally {
        // Deleted or not (it may have expired meanwhile), the list should show what the server holds.
        void reload();
      }
    },
    [reload],
  );

  const status: ListStatus =
    userId === null ? "idle" : list.isFetching ? "loading" : list.isError ? "error" : "ready";
  return {
    messages: list.data ?? [],
    status,
    /** The list has loaded at least once for this user, so its length is the user's count. */
    loaded: list.data !== undefined,
    reload,
    save,
    update,
    remove,
  };
}

async function userFacingError(res: Response, fallback: string): Promise<string> {
  if (res.status >= 500) return fallback;
  return readApiError(res, fallback);
}
