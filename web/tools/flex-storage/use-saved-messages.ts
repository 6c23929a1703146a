import { useCallback, useEffect } from "react";
import { api, apiJson, readApiError } from "../../api/client.ts";
import { queryClient, useApiMutation, useApiQuery } from "../../api/query.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
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

  // Each write refreshes the list when it settles, whatever its outcome (saved elsewhere meanwhile, expired,
  // deleted): the list shows what the server holds.
  const saveMutation = useApiMutation({
    mutationFn: async (input: SaveInput): Promise<boolean> => {
      const res = await api["flex-messages"].$post({ json: input });
      if (!res.ok) {
        toast.error(await userFacingError(res, t(STORAGE_TOASTS.saveFailed)));
        return false;
      }
      toast.success(t(STORAGE_TOASTS.saved));
      return true;
    },
    onError: (error) => {
      console.error("Saving the Flex message failed", error);
      toast.error(t(STORAGE_TOASTS.saveFailed));
    },
    onSettled: () => void reload(),
  });

  /** Saves over a loaded message (same id and expiry). "gone" when it was deleted or expired meanwhile. */
  const updateMutation = useApiMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id: string;
      input: SaveInput;
    }): Promise<"updated" | "gone" | "failed"> => {
      const res = await api["flex-messages"][":id"].$put({ param: { id }, json: input });
      if (res.status === 404) {
        toast.error(t(STORAGE_TOASTS.updateGone));
        return "gone";
      }
      if (!res.ok) {
        toast.error(await userFacingError(res, t(STORAGE_TOASTS.updateFailed)));
        return "failed";
      }
      toast.success(t(STORAGE_TOASTS.updated));
      return "updated";
    },
    onError: (error) => {
      console.error("Updating the Flex message failed", error);
      toast.error(t(STORAGE_TOASTS.updateFailed));
    },
    onSettled: () => void reload(),
  });

  const removeMutation = useApiMutation({
    mutationFn: async (id: string) => {
      const res = await api["flex-messages"][":id"].$delete({ param: { id } });
      if (!res.ok) throw new Error(await readApiError(res, t(STORAGE_TOASTS.deleteFailed)));
      toast.success(t(STORAGE_TOASTS.deleted));
    },
    onError: (error) => {
      console.error("Deleting the Flex message failed", error);
      toast.error(t(STORAGE_TOASTS.deleteFailed));
    },
    // Deleted or not (it may have expired meanwhile), the list should show what the server holds.
    onSettled: () => void reload(),
  });

  const { mutateAsync: saveAsync } = saveMutation;
  const save = useCallback((input: SaveInput) => saveAsync(input).catch(() => false), [saveAsync]);
  const { mutateAsync: updateAsync } = updateMutation;
  const update = useCallback(
    (id: string, input: SaveInput) => updateAsync({ id, input }).catch(() => "failed" as const),
    [updateAsync],
  );
  const { mutateAsync: removeAsync } = removeMutation;
  const remove = useCallback(
    (id: string) =>
      removeAsync(id).then(
        () => true,
        () => false,
      ),
    [removeAsync],
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
    /** A save under way (its button waits). */
    saving: saveMutation.isPending,
    update,
    updating: updateMutation.isPending,
    remove,
  };
}

async function userFacingError(res: Response, fallback: string): Promise<string> {
  if (res.status >= 500) return fallback;
  return readApiError(res, fallback);
}
