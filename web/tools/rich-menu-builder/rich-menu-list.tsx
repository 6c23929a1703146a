import { useLingui } from "@lingui/react";
import { BarChart3, CopyPlus, Eye, Star, Trash2 } from "lucide-react";
import { Link } from "wouter";
import { LABEL } from "../../components/labels.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { msg } from "../../i18n/i18n.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import type { ExistingRichMenu } from "./use-rich-menus.ts";

export type RowAction = "preview" | "editCopy" | "setDefault" | "delete";

interface ListProps {
  menus: readonly ExistingRichMenu[];
  defaultRichMenuId: string | null;
  /** Alias ids per rich menu id. */
  aliases: ReadonlyMap<string, readonly string[]>;
  onAction: (action: RowAction, menu: ExistingRichMenu) => void;
}

/** "Aliases: tab-a, tab-b" under a menu's name, when aliases point at it (the ids as LINE has them). */
function MenuAliases({ ids }: { ids: readonly string[] | undefined }) {
  const { _: t } = useLingui();
  if (!ids || ids.length === 0) return null;
  return (
    <span className="block text-xs text-gray-600">
      {t("Aliases:")}{" "}
      <code translate="no" className="font-mono">
        {ids.join(", ")}
      </code>
    </span>
  );
}

function DefaultBadge() {
  const { _: t } = useLingui();
  return <Badge>{t("Default")}</Badge>;
}

function RowActions({
  menu,
  isDefault,
  onAction,
}: { menu: ExistingRichMenu; isDefault: boolean } & Pick<ListProps, "onAction">) {
  const { _: t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t("Preview {name}", { name: menu.name })}
        onClick={() => onAction("preview", menu)}
      >
        <Eye aria-hidden="true" /> {t(LABEL.preview)}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={t("Edit a copy of {name}", { name: menu.name })}
        onClick={() => onAction("editCopy", menu)}
      >
        <CopyPlus aria-hidden="true" /> {t("Edit a copy")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={t("Set Default {name}", { name: menu.name })}
        disabled={isDefault}
        onClick={() => onAction("setDefault", menu)}
      >
        <Star aria-hidden="true" /> {t("Set Default")}
      </Button>
      <Button
        variant="destructive"
        size="sm"
        aria-label={t("Delete {name}", { name: menu.name })}
        onClick={() => onAction("delete", menu)}
      >
        <Trash2 aria-hidden="true" /> {t(LABEL.delete)}
      </Button>
      {/* Client-side navigation: the channel's credentials stay in this tab's memory for /insights. */}
      <Link
        href={`/insights?menu=${encodeURIComponent(menu.richMenuId)}`}
        aria-label={t("Statistics of {name}", { name: menu.name })}
        className={buttonClasses("outline", "sm")}
      >
        <BarChart3 aria-hidden="true" /> {t(LABEL.statistics)}
      </Link>
    </div>
  );
}

const sizeText = (menu: ExistingRichMenu) => `${menu.size.width} × ${menu.size.height}`;

function MenuTable({ menus, defaultRichMenuId, aliases, onAction }: ListProps) {
  const { _: t } = useLingui();
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            {[msg("Rich Menu ID"), LABEL.name, msg("Chat Bar Text"), LABEL.size, LABEL.actions].map(
              (heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-medium">
                  {t(heading)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {menus.map((menu) => {
            const isDefault = menu.richMenuId === defaultRichMenuId;
            return (
              <tr key={menu.richMenuId} className="border-t border-gray-200 align-top">
                <td className="px-3 py-2 font-mono text-xs break-all">
                  <code translate="no">{menu.richMenuId}</code>
                </td>
                <td className="px-3 py-2">
                  <span translate="no" className="mr-2">
                    {menu.name}
                  </span>
                  {isDefault && <DefaultBadge />}
                  <MenuAliases ids={aliases.get(menu.richMenuId)} />
                </td>
                <td translate="no" className="px-3 py-2">
                  {menu.chatBarText}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{sizeText(menu)}</td>
                <td className="px-3 py-2">
                  <RowActions menu={menu} isDefault={isDefault} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per menu, the same fields as the table's columns, so nothing scrolls sideways. */
function MenuCards({ menus, defaultRichMenuId, aliases, onAction }: ListProps) {
  const { _: t } = useLingui();
  return (
    <ul className="flex flex-col gap-3" aria-label={t(LABEL.richMenus)}>
      {menus.map((menu) => {
        const isDefault = menu.richMenuId === defaultRichMenuId;
        return (
          <li
            key={menu.richMenuId}
            className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-200 p-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span translate="no" className="font-semibold">
                {menu.name}
              </span>
              {isDefault && <DefaultBadge />}
            </div>
            <MenuAliases ids={aliases.get(menu.richMenuId)} />
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-600">{t("Rich Menu ID")}</dt>
              <dd className="font-mono text-xs break-all">
                <code translate="no">{menu.richMenuId}</code>
              </dd>
              <dt className="text-gray-600">{t("Chat Bar Text")}</dt>
              <dd translate="no" className="break-words">
                {menu.chatBarText}
              </dd>
              <dt className="text-gray-600">{t(LABEL.size)}</dt>
              <dd>{sizeText(menu)}</dd>
            </dl>
            <RowActions menu={menu} isDefault={isDefault} onAction={onAction} />
          </li>
        );
      })}
    </ul>
  );
}

export function RichMenuList(props: ListProps) {
  const wide = useMediaQuery("(min-width: 768px)");
  return wide ? <MenuTable {...props} /> : <MenuCards {...props} />;
}
