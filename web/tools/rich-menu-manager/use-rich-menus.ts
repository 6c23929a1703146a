import { useState } from "react";
import { toast } from "sonner";
import type { RichMenuConfig } from "../../../shared/richmenu/index.ts";
import { api, type ChannelCredentialsInput, channelHeaders } from "../../api/client.ts";
import {
  CREDENTIALS_REQUIRED,
  type Failure,
  failureDescription,
  readFailure,
  thrownMessage,
} from "../../components/rich-menu/api-failure.ts";

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
  toast.error(`${prefix}: ${failure.message}`, failureDescription(failure));
}

/** The Manage tab's list and its three calls, with the spec's toasts (section 8). */
export function useRichMenus(credentials: ChannelCredentialsInput, complete: boolean) {
  const [list, setList] = useState<RichMenuList>({ menus: [], defaultRichMenuId: null });
  const [loading, setLoading] = useState(false);
  const headers = () => ({ headers: channelHeaders(credentials) });

  const fetchMenus = async () => {
    if (!complete) return void toast.error(CREDENTIALS_REQUIRED);
    setLoading(true);
    const outcome = await call(() => api["rich-menus"].$get({}, headers()));
    setLoading(false);
    if (!outcome.ok) return toastFailure("Failed to fetch rich menus", outcome.failure);
    const body = (await outcome.res.json()) as {
      richmenus: ExistingRichMenu[];
      defaultRichMenuId: string | null;
    };
    setList({ menus: body.richmenus, defaultRichMenuId: body.defaultRichMenuId });
    toast.success("Rich menus fetched successfully!");
  };

  const setDefault = async (menu: ExistingRichMenu): Promise<void> => {
    const id = menu.richMenuId;
    const outcome = await call(() => api["rich-menus"][":id"].default.$post({ param: { id } }, headers()));
    if (!outcome.ok) return toastFailure("Failed to set rich menu as default", outcome.failure);
    // Only this menu is the default now.
    setList((current) => ({ ...current, defaultRichMenuId: id }));
    toast.success(`"${menu.name}" set as default successfully!`);
  };

  const remove = async (menu: ExistingRichMenu): Promise<void> => {
    const id = menu.richMenuId;
    const outcome = await call(() => api["rich-menus"][":id"].$delete({ param: { id } }, headers()));
    if (!outcome.ok) return toastFailure("Failed to delete rich menu", outcome.failure);
    setList((current) => ({
      menus: current.menus.filter((item) => item.richMenuId !== id),
      defaultRichMenuId: current.defaultRichMenuId === id ? null : current.defaultRichMenuId,
    }));
    toast.success(`"${menu.name}" deleted successfully!`);
  };

  /** The menu's image through the server (GET /api/rich-menus/:id/image), as a Blob. */
  const fetchImage = async (menu: ExistingRichMenu): Promise<Blob> => {
    const res = await api["rich-menus"][":id"].image.$get({ param: { id: menu.richMenuId } }, headers());
    if (!res.ok) throw new Error((await readFailure(res)).message);
    return res.blob();
  };

  return { ...list, loading, fetchMenus, setDefault, remove, fetchImage };
}

export type RichMenusApi = ReturnType<typeof useRichMenus>;
