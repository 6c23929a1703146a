import { useState } from "react";
import type { BulkMode } from "../../../shared/richmenu/user-batches.ts";
import { api, type ChannelCredentialsInput, channelHeaders } from "../../api/client.ts";
import { queryClient, useApiMutation, useApiQuery } from "../../api/query.ts";
import { type Failure, thrownMessage } from "../../components/rich-menu/api-failure.ts";
import { call, FailureError, richMenuKeys } from "./use-rich-menus.ts";

/** Which menu a user sees (GET /api/rich-menus/users/:userId/menu). */
export interface SeenMenu {
  userId: string;
  richMenuId: string | null;
  source: "user" | "default" | "none";
}

/** A failed call as the rich menu toasts show it: the answer's message and details, or the thrown one. */
export function failureOf(error: unknown): Failure {
  return error instanceof FailureError ? error.failure : { message: thrownMessage(error), details: [] };
}

function userMenuQuery(credentials: ChannelCredentialsInput, userId: string) {
  return {
    queryKey: [...richMenuKeys.userMenus(credentials), userId] as const,
    queryFn: async (): Promise<SeenMenu> => {
      const res = await call(() =>
        api["rich-menus"].users[":userId"].menu.$get(
          { param: { userId } },
          { headers: channelHeaders(credentials) },
        ),
      );
      return (await res.json()) as SeenMenu;
    },
  };
}

/** After a link or unlink: what any user sees on this channel is asked again where shown. */
function invalidateUserMenus(credentials: ChannelCredentialsInput) {
  return queryClient.invalidateQueries({ queryKey: richMenuKeys.userMenus(credentials) });
}

/**
 * "Which menu does this user see?": asked when the user presses Check (a fresh answer each time), then
 * kept, and asked again after a link made here. A failed check shows nothing.
 */
export function useUserMenuCheck(credentials: ChannelCredentialsInput) {
  const [checked, setChecked] = useState<string | null>(null);
  const query = useApiQuery({
    ...userMenuQuery(credentials, checked ?? ""),
    enabled: checked !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  /** The failure when LINE or the network refused; null when the answer is shown. */
  const check = async (userId: string): Promise<Failure | null> => {
    try {
      await queryClient.fetchQuery({ ...userMenuQuery(credentials, userId), staleTime: 0 });
    } catch (error) {
      setChecked(null);
      return failureOf(error);
    }
    setChecked(userId);
    return null;
  };
  return { seen: checked === null ? null : (query.data ?? null), check };
}

/** Links a menu to the logged-in LINE user; their (and so any checked) menu is asked again. */
export function useLinkToMe(credentials: ChannelCredentialsInput) {
  return useApiMutation({
    mutationFn: (richMenuId: string) =>
      call(() =>
        api["rich-menus"][":id"]["link-me"].$post(
          { param: { id: richMenuId } },
          { headers: channelHeaders(credentials) },
        ),
      ),
    onSettled: () => void invalidateUserMenus(credentials),
  });
}

/**
 * One batch of a link or unlink by user ID list. The caller sends them one after another (LINE counts each
 * call, a failure stops before the next); each one that lands changes what its users see.
 */
export function useUserBatch(credentials: ChannelCredentialsInput) {
  return useApiMutation({
    mutationFn: async ({
      mode,
      richMenuId,
      userIds,
    }: {
      mode: BulkMode;
      richMenuId: string;
      userIds: string[];
    }) => {
      const headers = { headers: channelHeaders(credentials) };
      await call(() =>
        mode === "link"
          ? api["rich-menus"][":id"].users.$post({ param: { id: richMenuId }, json: { userIds } }, headers)
          : api["rich-menus"].users.unlink.$post({ json: { userIds } }, headers),
      );
    },
    onSettled: () => void invalidateUserMenus(credentials),
  });
}
