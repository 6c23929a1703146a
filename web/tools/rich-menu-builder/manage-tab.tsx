import { useLingui } from "@lingui/react";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { aliasesByMenu } from "../../../shared/richmenu/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { msg } from "../../i18n/i18n.ts";
import { AliasesSection } from "./aliases-card.tsx";
import { PreviewDialog } from "./preview-dialog.tsx";
import { RichMenuList, type RowAction } from "./rich-menu-list.tsx";
import type { ExistingRichMenu, RichMenusApi } from "./use-rich-menus.ts";
import { UserListSection } from "./user-list-section.tsx";
import { UserMenusSection } from "./user-menus-section.tsx";

const EMPTY_STATE = msg('No rich menus found. Click "Get Rich Menus" to fetch from your LINE channel.');

type Pending = { action: RowAction; menu: ExistingRichMenu } | null;

/** Manage Existing: list the channel's rich menus, preview, set default and delete them. */
export function ManageTab({
  richMenus,
  hasCredentials,
  onEditCopy,
}: {
  richMenus: RichMenusApi;
  hasCredentials: boolean;
  /** "Edit a copy": load the menu into the Create tab's editor. */
  onEditCopy: (menu: ExistingRichMenu) => void;
}) {
  const { _: t } = useLingui();
  const [pending, setPending] = useState<Pending>(null);
  const busy = richMenus.busy;
  const close = () => setPending(null);

  const confirm = async (run: (menu: ExistingRichMenu) => Promise<void>) => {
    if (!pending) return;
    await run(pending.menu);
    close();
  };

  const name = pending ? `"${pending.menu.name}"` : "";
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>{t("Existing Rich Menus")}</CardTitle>
            <CardDescription>
              {t("The rich menus of the channel whose credentials are entered above.")}
            </CardDescription>
          </div>
          <Button onClick={() => void richMenus.fetchMenus()} disabled={!hasCredentials || richMenus.loading}>
            <RefreshCw aria-hidden="true" className={richMenus.loading ? "animate-spin" : undefined} />
            {t("Get Rich Menus")}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!hasCredentials && <Alert variant="warning">{t(LABEL.pleaseEnterChannelIdAndChannelSecret)}</Alert>}
        {richMenus.menus.length === 0 ? (
          <p className="text-sm text-gray-600">{t(EMPTY_STATE)}</p>
        ) : (
          <>
            <RichMenuList
              menus={richMenus.menus}
              defaultRichMenuId={richMenus.defaultRichMenuId}
              aliases={aliasesByMenu(richMenus.aliases)}
              onAction={(action, menu) =>
                action === "editCopy" ? onEditCopy(menu) : setPending({ action, menu })
              }
            />
            <AliasesSection richMenus={richMenus} />
            <UserMenusSection richMenus={richMenus} />
            <UserListSection richMenus={richMenus} />
          </>
        )}
      </CardContent>
      <PreviewDialog
        menu={pending?.action === "preview" ? pending.menu : null}
        onClose={close}
        fetchImage={richMenus.fetchImage}
      />
      <ConfirmDialog
        open={pending?.action === "setDefault"}
        onOpenChange={(open) => !open && close()}
        title={t("Set as default rich menu?")}
        description={t(
          "{name} will be shown to all users of this channel who have no rich menu of their own.",
          { name },
        )}
        confirmLabel={t("Set Default")}
        busy={busy}
        onConfirm={() => void confirm(richMenus.setDefault)}
      />
      <ConfirmDialog
        open={pending?.action === "delete"}
        onOpenChange={(open) => !open && close()}
        title={t("Delete rich menu?")}
        description={t("{name} will be deleted from your channel. This cannot be undone.", { name })}
        confirmLabel={t(LABEL.delete)}
        destructive
        busy={busy}
        onConfirm={() => void confirm(richMenus.remove)}
      />
    </Card>
  );
}
