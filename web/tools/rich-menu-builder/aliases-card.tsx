import { Trans, useLingui } from "@lingui/react";
import { Link2, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { aliasIdError } from "../../../shared/richmenu/index.ts";
import { UNDO_LABELS } from "../../../shared/richmenu/undo-labels.ts";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { tm } from "../../i18n/descriptor.ts";
import type { RichMenusApi } from "./use-rich-menus.ts";

/**
 * Rich menu aliases of the channel (what richmenuswitch actions point at): create one for a
 * menu, point an existing one at another menu, delete one.
 */
export function AliasesSection({ richMenus }: { richMenus: RichMenusApi }) {
  const { _: t } = useLingui();
  const { menus, aliases } = richMenus;
  const [aliasId, setAliasId] = useState("");
  const [target, setTarget] = useState("");
  const [tried, setTried] = useState(false);
  const busy = richMenus.savingAlias;
  const [deleting, setDeleting] = useState<string | null>(null);
  const options = menus.map((menu) => ({ value: menu.richMenuId, label: menu.name }));
  const chosen = target || menus[0]?.richMenuId || "";
  const idError = aliasIdError(aliasId);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (idError || !chosen) return;
    const exists = aliases.some((alias) => alias.richMenuAliasId === aliasId);
    if (await richMenus.saveAlias(aliasId, chosen, exists)) {
      setAliasId("");
      setTried(false);
    }
  };

  return (
    <section aria-labelledby="aliases-heading" className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      <h3 id="aliases-heading" className="font-semibold">
        {t("Aliases")}
      </h3>
      <p className="text-sm text-gray-600">
        {t(
          "Rich menu switch actions open the menu an alias points at. Point an alias at a new menu and every switch to it follows.",
        )}
      </p>
      <form
        className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={onCreate}
      >
        <Field label={t("Alias ID")} error={tried && idError ? idError : undefined} hint={t("e.g. tab-home")}>
          {(control) => (
            <Input
              {...control}
              value={aliasId}
              autoComplete="off"
              onChange={(e) => setAliasId(e.target.value)}
            />
          )}
        </Field>
        <Field label={t("Points at")}>
          {(control) => (
            <Select
              {...control}
              // The menus' names, as their owner wrote them.
              translate="no"
              value={chosen}
              options={options}
              onChange={(e) => setTarget(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy || menus.length === 0}>
          <Link2 aria-hidden="true" /> {t("Create Alias")}
        </Button>
      </form>
      {aliases.length === 0 ? (
        <p className="text-sm text-gray-600">{t("No aliases yet.")}</p>
      ) : (
        <ul aria-label={t("Aliases")} className="flex flex-col gap-2">
          {aliases.map((alias) => (
            <li
              key={alias.richMenuAliasId}
              className="grid min-w-0 items-end gap-2 rounded-md border border-gray-200 p-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
            >
              <code translate="no" className="self-center font-mono text-sm break-all">
                {alias.richMenuAliasId}
              </code>
              <Field
                label={
                  <Trans
                    id="Target of {alias}"
                    values={{ alias: <code translate="no">{alias.richMenuAliasId}</code> }}
                  />
                }
              >
                {(control) => (
                  <Select
                    {...control}
                    translate="no"
                    value={alias.richMenuId}
                    options={withUnknown(options, alias.richMenuId)}
                    onChange={(e) => void richMenus.saveAlias(alias.richMenuAliasId, e.target.value, true)}
                  />
                )}
              </Field>
              <Button
                variant="outline"
                aria-label={tm(UNDO_LABELS.deleteAlias(alias.richMenuAliasId))}
                onClick={() => setDeleting(alias.richMenuAliasId)}
              >
                <Trash2 aria-hidden="true" /> {t(LABEL.delete)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("Delete alias?")}
        description={t(
          'Switch actions that open "{alias}" will stop working until an alias of that ID exists again.',
          {
            alias: deleting ?? "",
          },
        )}
        confirmLabel={t(LABEL.delete)}
        destructive
        onConfirm={() => {
          if (deleting) void richMenus.deleteAlias(deleting);
          setDeleting(null);
        }}
      />
    </section>
  );
}

/** An alias may point at a menu the list does not hold (fetched before it was created). */
function withUnknown(options: { value: string; label: string }[], richMenuId: string) {
  return options.some((option) => option.value === richMenuId)
    ? options
    : [...options, { value: richMenuId, label: richMenuId }];
}
