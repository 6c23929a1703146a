import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { SavedFlexMessage } from "../../../shared/flex/storage.ts";
import { api, readApiError } from "../../api/client.ts";
import { t } from "../../i18n/i18n.ts";
import { STORAGE_TOASTS } from "./texts.ts";

export type ListStatus = "idle" | "loading" | "ready" | "error";

interface ListState {
  /** Whose list this is: another user never sees it, not even while theirs loads. */
  owner: string | null;
  status: ListStatus;
  messages: SavedFlexMessage[];
  loaded: boolean;
}

const EMPTY: ListState = { owner: null, status: "idle", messages: [], loaded: false };

export interface SaveInput {
  title: string;
  altText: string;
  flexJson: unknown;
}

/**
 * The signed-in user's saved messages: list, save and delete through the API, with the spec's toasts.
 * A 4xx answer carries a message written for the user (the 20-message limit, validation) and is shown as
 * is; anything else gets the spec's generic toast.
 */
export function useSavedMessages(userId: string | null) {
  const [list, setList] = useState<ListState>(EMPTY);
  // Only the latest load may write the list: a slow answer for a previous user must not land.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    if (!userId) {
      setList(EMPTY);
      return;
    }
    setList((previous) =>
      previous.owner === userId
        ? { ...previous, status: "loading" }
        : { ...EMPTY, owner: userId, status: "loading" },
    );
    try {
      const res = await api["flex-messages"].$get();
      if (!res.ok) throw new Error(await readApiError(res, t(STORAGE_TOASTS.loadFailed)));
      const body = (await res.json()) as { messages: SavedFlexMessage[] };
      if (request !== latest.current) return;
      setList({ owner: userId, status: "ready", messages: body.messages, loaded: true });
    } catch (error) {
      if (request !== latest.current) return;
      console.error("Loading saved Flex messages failed", error);
      setList((previous) =>
        previous.owner === userId
          ? { ...previous, status: "error" }
          : { ...EMPTY, owner: userId, status: "error" },
      );
      toast.error(t(STORAGE_TOASTS.loadFailed));
    }
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

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

  const mine = list.owner === userId;
  return {
    messages: mine ? list.messages : [],
    status: mine ? list.status : "idle",
    /** The list has loaded at least once for this user, so its length is the user's count. */
    loaded: mine && list.loaded,
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
