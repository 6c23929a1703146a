import { useState } from "react";
import { toast } from "sonner";
import type { RichMenuAlias, RichMenuConfig } from "../../../shared/richmenu/index.ts";
import { asDescriptor, MessageError } from "../../../shared/text/descriptor.ts";
import { api, type ChannelCredentialsInput, channelHeaders } from "../../api/client.ts";
import {
  CREDENTIALS_REQUIRED,
  type Failure,
  failureDescription,
  readFailure,
  thrownMessage,
} from "../../components/rich-menu/api-failure.ts";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";

/** A rich menu as LINE lists it (spec section 3, "Existing rich menu"). */
export interface ExistingRichMenu extends RichMenuConfig {
  richMenuId: string;
}

export interface RichMenuList {
  menus: ExistingRichMenu[];
  defaultRichMenuId: string | null;
}

type Outcome = { ok: true; res: Response } | { ok: false; failure: Failure };

async function call(request: () => Promise<Response>): Promise<Outcome> {
  try {
    const res = await request();
    return res.ok ? { ok: true, res } : { ok: false, failure: await readFailure(res) };
  } catch (error) {
    return { ok: false, failure: { message: thrownMessage(error), details: [] } };
  }
}

function toastFailure(prefix: string, failure: Failure) {
  toast.error(`${prefix}: ${tm(failure.message)}`, failureDescription(failure));
}

function menuName(menus: readonly ExistingRichMenu[], richMenuId: string): string {
  const menu = menus.find((item) => item.richMenuId === richMenuId);
  return menu ? `"${menu.name}"` : richMenuId;
}

/** The Manage tab's list and its three calls, with the spec's toasts (section 8). */
export function useRichMenus(credentials: ChannelCredentialsInput, complete: boolean) {
  const [list, setList] = useState<RichMenuList>({ menus: [], defaultRichMenuId: null });
  const [loading, setLoading] = useState(false);
  const [aliases, setAliases] = useState<RichMenuAlias[]>([]);
  const headers = () => ({ headers: channelHeaders(credentials) });

  const fetchAliases = async () => {
    const outcome = await call(() => api["rich-menus"].aliases.$get({}, headers()));
    if (!outcome.ok) return toastFailure(t("Failed to fetch rich menu aliases"), outcome.failure);
    setAliases(((await outcome.res.json()) as { aliases: RichMenuAlias[] }).aliases);
  };

  const fetchMenus = async () => {
    if (!complete) return void toast.error(t(CREDENTIALS_REQUIRED));
    setLoading(true);
    const outcome = await call(() => api["rich-menus"].$get({}, headers()));
    setLoading(false);
    if (!outcome.ok) return toastFailure(t("Failed to fetch rich menus"), outcome.failure);
    const body = (await outcome.res.json()) as {
      richmenus: ExistingRichMenu[];
      defaultRichMenuId: string | null;
    };
    setList({ menus: body.richmenus, defaultRichMenuId: body.defaultRichMenuId });
    toast.success(t("Rich menus fetched successfully!"));
    await fetchAliases();
  };

  const setDefault = async (menu: ExistingRichMenu): Promise<void> => {
    const id = menu.richMenuId;
    const outcome = await call(() => api["rich-menus"][":id"].default.$post({ param: { id } }, headers()));
    if (!outcome.ok) return toastFailure(t("Failed to set rich menu as default"), outcome.failure);
    // Only this menu is the default now.
    setList((current) => ({ ...current, defaultRichMenuId: id }));
    toast.success(t('"{name}" set as default successfully!', { name: menu.name }));
  };

  const remove = async (menu: ExistingRichMenu): Promise<void> => {
    const id = menu.richMenuId;
    const outcome = await call(() => api["rich-menus"][":id"].$delete({ param: { id } }, headers()));
    if (!outcome.ok) return toastFailure(t("Failed to delete rich menu"), outcome.failure);
    setList((current) => ({
      menus: current.menus.filter((item) => item.richMenuId !== id),
      defaultRichMenuId: current.defaultRichMenuId === id ? null : current.defaultRichMenuId,
    }));
    toast.success(t('"{name}" deleted successfully!', { name: menu.name }));
  };

  /** The menu's image through the server (GET /api/rich-menus/:id/image), as a Blob. */
  const fetchImage = async (menu: ExistingRichMenu): Promise<Blob> => {
    const res = await api["rich-menus"][":id"].image.$get({ param: { id: menu.richMenuId } }, headers());
    if (!res.ok) throw new MessageError(asDescriptor((await readFailure(res)).message));
    return res.blob();
  };

  /** Creates an alias, or points an existing one at `richMenuId`; true when LINE took it. */
  const saveAlias = async (
    richMenuAliasId: string,
    richMenuId: string,
    exists: boolean,
  ): Promise<boolean> => {
    const outcome = await call(() =>
      exists
        ? api["rich-menus"].aliases[":aliasId"].$put(
            { param: { aliasId: richMenuAliasId }, json: { richMenuId } },
            headers(),
          )
        : api["rich-menus"].aliases.$post({ json: { richMenuAliasId, richMenuId } }, headers()),
    );
    if (!outcome.ok) {
      toastFailure(
        exists
          ? t('Failed to update alias "{alias}"', { alias: richMenuAliasId })
          : t('Failed to create alias "{alias}"', { alias: richMenuAliasId }),
        outcome.failure,
      );
      return false;
    }
    setAliases((current) => [
      ...current.filter((alias) => alias.richMenuAliasId !== richMenuAliasId),
      { richMenuAliasId, richMenuId },
    ]);
    toast.success(
      t('Alias "{alias}" now points at {menu}', {
        alias: richMenuAliasId,
        menu: menuName(list.menus, richMenuId),
      }),
    );
    return true;
  };

  const deleteAlias = async (richMenuAliasId: string): Promise<void> => {
    const outcome = await call(() =>
      api["rich-menus"].aliases[":aliasId"].$delete({ param: { aliasId: richMenuAliasId } }, headers()),
    );
    if (!outcome.ok)
      return toastFailure(t('Failed to delete alias "{alias}"', { alias: richMenuAliasId }), outcome.failure);
    setAliases((current) => current.filter((alias) => alias.richMenuAliasId !== richMenuAliasId));
    toast.success(t('Alias "{alias}" deleted', { alias: richMenuAliasId }));
  };

  return { ...list, loading, fetchMenus, setDefault, remove, fetchImage, aliases, saveAlias, deleteAlias };
}

export type RichMenusApi = ReturnType<typeof useRichMenus>;
