import { createElement, Fragment, useState } from "react";
import { API_ERRORS } from "../../../shared/api/errors.ts";
import type { RichMenuAlias, RichMenuConfig } from "../../../shared/richmenu/index.ts";
import { asDescriptor, MessageError, type MessageLike } from "../../../shared/text/descriptor.ts";
import { ApiRequestError, api, type ChannelCredentialsInput, channelHeaders } from "../../api/client.ts";
import { queryClient, useApiMutation, useApiQuery } from "../../api/query.ts";
import {
  CREDENTIALS_REQUIRED,
  type Failure,
  failureDescription,
  readFailure,
  thrownMessage,
} from "../../components/rich-menu/api-failure.ts";
import { LineValue } from "../../components/ui/line-value.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";

/** A rich menu as LINE lists it (spec section 3, "Existing rich menu"). */
export interface ExistingRichMenu extends RichMenuConfig {
  richMenuId: string;
}

export interface RichMenuList {
  menus: ExistingRichMenu[];
  defaultRichMenuId: string | null;
}

/**
 * A refused call, carrying the rich menu tools' failure (message and LINE's details). Its status decides a
 * retry (web/api/query.ts): a 4xx (a wrong secret) is not asked again.
 */
export class FailureError extends ApiRequestError {
  constructor(
    status: number,
    readonly failure: Failure,
  ) {
    super(status, "Rich menu request failed");
  }
}

/** The answer of a call that succeeded; a refusal throws `FailureError`, a network failure its own error. */
export async function call(request: () => Promise<Response>): Promise<Response> {
  const res = await request();
  if (!res.ok) throw new FailureError(res.status, await readFailure(res));
  return res;
}

/** LINE's own words ("invalid client_secret", code line.rejected) when the message is nothing else. */
function lineWords(message: MessageLike): string | null {
  if (typeof message === "string" || message.id !== API_ERRORS["line.rejected"]) return null;
  const { line } = message.values;
  return typeof line === "string" ? line : null;
}

/** "Failed to …: {message}"; LINE's own words are shown as they came, as LINE's value (code). */
function toastFailure(prefix: string, error: unknown) {
  const failure =
    error instanceof FailureError ? error.failure : { message: thrownMessage(error), details: [] };
  const line = lineWords(failure.message);
  toast.error(
    line === null
      ? `${prefix}: ${tm(failure.message)}`
      : createElement(Fragment, null, `${prefix}: `, createElement(LineValue, { value: line })),
    failureDescription(failure),
  );
}

function menuName(menus: readonly ExistingRichMenu[], richMenuId: string): string {
  const menu = menus.find((item) => item.richMenuId === richMenuId);
  return menu ? `"${menu.name}"` : richMenuId;
}

const EMPTY_LIST: RichMenuList = { menus: [], defaultRichMenuId: null };

/** The channel's rich menu list and aliases (keyed by the credentials, kept in memory only). */
export const richMenuKeys = {
  all: ["rich-menus"] as const,
  list: ({ channelId, channelSecret }: ChannelCredentialsInput) =>
    ["rich-menus", "list", channelId.trim(), channelSecret.trim()] as const,
  aliases: ({ channelId, channelSecret }: ChannelCredentialsInput) =>
    ["rich-menus", "aliases", channelId.trim(), channelSecret.trim()] as const,
  /** Which menu each user sees; a link or unlink changes them all (one call may touch 500 users). */
  userMenus: ({ channelId, channelSecret }: ChannelCredentialsInput) =>
    ["rich-menus", "user-menu", channelId.trim(), channelSecret.trim()] as const,
};

/** After a change on the channel (a create, a swap, a publish): its lists are fetched again where shown. */
export function invalidateRichMenus() {
  return queryClient.invalidateQueries({ queryKey: richMenuKeys.all });
}

function menusQuery(credentials: ChannelCredentialsInput) {
  return {
    queryKey: richMenuKeys.list(credentials),
    queryFn: async (): Promise<RichMenuList> => {
      const res = await call(() => api["rich-menus"].$get({}, { headers: channelHeaders(credentials) }));
      const body = (await res.json()) as { richmenus: ExistingRichMenu[]; defaultRichMenuId: string | null };
      return { menus: body.richmenus, defaultRichMenuId: body.defaultRichMenuId };
    },
  };
}

function aliasesQuery(credentials: ChannelCredentialsInput) {
  return {
    queryKey: richMenuKeys.aliases(credentials),
    queryFn: async (): Promise<RichMenuAlias[]> => {
      const res = await call(() =>
        api["rich-menus"].aliases.$get({}, { headers: channelHeaders(credentials) }),
      );
      return ((await res.json()) as { aliases: RichMenuAlias[] }).aliases;
    },
  };
}

interface AliasInput {
  richMenuAliasId: string;
  richMenuId: string;
  exists: boolean;
}

/**
 * The Manage tab's list and its calls, with the spec's toasts (section 8). The list is fetched when the user
 * asks ("Fetch"); from then on a change made here (set default, delete, an alias) refreshes it.
 */
export function useRichMenus(credentials: ChannelCredentialsInput, complete: boolean) {
  const channel = { channelId: credentials.channelId, channelSecret: credentials.channelSecret };
  const listKey = richMenuKeys.list(channel);
  // The credentials the user fetched with: other credentials show nothing until fetched in turn.
  const [fetchedFor, setFetchedFor] = useState<string | null>(null);
  const fetched = complete && fetchedFor === JSON.stringify(listKey);
  // Fetched again only when asked, or after a change made here (which invalidates); not on every mount.
  const list = useApiQuery({ ...menusQuery(channel), enabled: fetched, staleTime: Number.POSITIVE_INFINITY });
  const aliases = useApiQuery({
    ...aliasesQuery(channel),
    enabled: fetched,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const headers = () => ({ headers: channelHeaders(channel) });
  const current = (list.data ?? EMPTY_LIST) as RichMenuList;

  const fetchMenus = async () => {
    if (!complete) return void toast.error(t(CREDENTIALS_REQUIRED));
    setFetchedFor(JSON.stringify(listKey));
    try {
      await queryClient.fetchQuery({ ...menusQuery(channel), staleTime: 0 });
    } catch (error) {
      return toastFailure(t("Failed to fetch rich menus"), error);
    }
    toast.success(t("Rich menus fetched successfully!"));
    try {
      await queryClient.fetchQuery({ ...aliasesQuery(channel), staleTime: 0 });
    } catch (error) {
      toastFailure(t("Failed to fetch rich menu aliases"), error);
    }
  };

  /** Shows a change at once, then what LINE lists. */
  const changeList = (update: (list: RichMenuList) => RichMenuList) => {
    queryClient.setQueryData<RichMenuList>(listKey, (old) => (old ? update(old) : old));
    void queryClient.invalidateQueries({ queryKey: listKey });
  };

  const setDefaultMutation = useApiMutation({
    mutationFn: (menu: ExistingRichMenu) =>
      call(() => api["rich-menus"][":id"].default.$post({ param: { id: menu.richMenuId } }, headers())),
    onSuccess: (_res, menu) => {
      // Only this menu is the default now.
      changeList((old) => ({ ...old, defaultRichMenuId: menu.richMenuId }));
      toast.success(t('"{name}" set as default successfully!', { name: menu.name }));
    },
    onError: (error) => toastFailure(t("Failed to set rich menu as default"), error),
  });

  const removeMutation = useApiMutation({
    mutationFn: (menu: ExistingRichMenu) =>
      call(() => api["rich-menus"][":id"].$delete({ param: { id: menu.richMenuId } }, headers())),
    onSuccess: (_res, menu) => {
      const id = menu.richMenuId;
      changeList((old) => ({
        menus: old.menus.filter((item) => item.richMenuId !== id),
        defaultRichMenuId: old.defaultRichMenuId === id ? null : old.defaultRichMenuId,
      }));
      toast.success(t('"{name}" deleted successfully!', { name: menu.name }));
    },
    onError: (error) => toastFailure(t("Failed to delete rich menu"), error),
  });

  const aliasesKey = richMenuKeys.aliases(channel);
  const changeAliases = (update: (aliases: RichMenuAlias[]) => RichMenuAlias[]) => {
    queryClient.setQueryData<RichMenuAlias[]>(aliasesKey, (old) => update(old ?? []));
    void queryClient.invalidateQueries({ queryKey: aliasesKey });
  };

  const saveAliasMutation = useApiMutation({
    mutationFn: ({ richMenuAliasId, richMenuId, exists }: AliasInput) =>
      call(() =>
        exists
          ? api["rich-menus"].aliases[":aliasId"].$put(
              { param: { aliasId: richMenuAliasId }, json: { richMenuId } },
              headers(),
            )
          : api["rich-menus"].aliases.$post({ json: { richMenuAliasId, richMenuId } }, headers()),
      ),
    onSuccess: (_res, { richMenuAliasId, richMenuId }) => {
      changeAliases((old) => [
        ...old.filter((alias) => alias.richMenuAliasId !== richMenuAliasId),
        { richMenuAliasId, richMenuId },
      ]);
      toast.success(
        t('Alias "{alias}" now points at {menu}', {
          alias: richMenuAliasId,
          menu: menuName(current.menus, richMenuId),
        }),
      );
    },
    onError: (error, { richMenuAliasId, exists }) =>
      toastFailure(
        exists
          ? t('Failed to update alias "{alias}"', { alias: richMenuAliasId })
          : t('Failed to create alias "{alias}"', { alias: richMenuAliasId }),
        error,
      ),
  });

  const deleteAliasMutation = useApiMutation({
    mutationFn: (richMenuAliasId: string) =>
      call(() =>
        api["rich-menus"].aliases[":aliasId"].$delete({ param: { aliasId: richMenuAliasId } }, headers()),
      ),
    onSuccess: (_res, richMenuAliasId) => {
      changeAliases((old) => old.filter((alias) => alias.richMenuAliasId !== richMenuAliasId));
      toast.success(t('Alias "{alias}" deleted', { alias: richMenuAliasId }));
    },
    onError: (error, richMenuAliasId) =>
      toastFailure(t('Failed to delete alias "{alias}"', { alias: richMenuAliasId }), error),
  });

  /** Runs a mutation; whether it succeeded (its failure is already a toast). */
  const settled =
    <V>(mutateAsync: (input: V) => Promise<unknown>) =>
    async (input: V) => {
      try {
        await mutateAsync(input);
        return true;
      } catch {
        return false;
      }
    };

  /** The menu's image through the server (GET /api/rich-menus/:id/image), as a Blob. */
  const fetchImage = async (menu: ExistingRichMenu): Promise<Blob> => {
    const res = await api["rich-menus"][":id"].image.$get({ param: { id: menu.richMenuId } }, headers());
    if (!res.ok) throw new MessageError(asDescriptor((await readFailure(res)).message));
    return res.blob();
  };

  const setDefault = settled(setDefaultMutation.mutateAsync);
  const remove = settled(removeMutation.mutateAsync);
  const saveAliasOf = settled(saveAliasMutation.mutateAsync);
  return {
    ...current,
    loading: list.isFetching,
    fetchMenus,
    setDefault: async (menu: ExistingRichMenu) => void (await setDefault(menu)),
    remove: async (menu: ExistingRichMenu) => void (await remove(menu)),
    /** Set default or delete under way: the confirmation's button waits. */
    busy: setDefaultMutation.isPending || removeMutation.isPending,
    fetchImage,
    aliases: aliases.data ?? [],
    /** Creates an alias, or points an existing one at `richMenuId`; true when LINE took it. */
    saveAlias: (richMenuAliasId: string, richMenuId: string, exists: boolean) =>
      saveAliasOf({ richMenuAliasId, richMenuId, exists }),
    savingAlias: saveAliasMutation.isPending,
    deleteAlias: async (richMenuAliasId: string) =>
      void (await settled(deleteAliasMutation.mutateAsync)(richMenuAliasId)),
  };
}

export type RichMenusApi = ReturnType<typeof useRichMenus>;
