import { useLingui } from "@lingui/react";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import {
  type AudienceGroup,
  audienceCountValue,
  createRouteText,
  formatAudienceCreated,
  statusBadgeVariant,
  statusLabel,
} from "../../../shared/audience/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { chosenLang, msg } from "../../i18n/i18n.ts";

export interface AudienceRowsProps {
  groups: readonly AudienceGroup[];
  onDelete: (group: AudienceGroup) => void;
}

/** The spec writes audience dates Thai-locale (the app's calendar); a reader who chose English gets English. */
const createdText = (created: number) => formatAudienceCreated(created, chosenLang());

const HEADERS = [
  msg("Description"),
  msg("Status"),
  LABEL.type,
  msg("Create Route"),
  msg("Created"),
  msg("Permission"),
  msg("Count"),
];

function StatusBadge({ status }: { status: string }) {
  const { _: t } = useLingui();
  return <Badge variant={statusBadgeVariant(status)}>{t(statusLabel(status))}</Badge>;
}

function DeleteButton({
  group,
  onDelete,
}: {
  group: AudienceGroup;
  onDelete: AudienceRowsProps["onDelete"];
}) {
  const { _: t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t("Delete audience {name}", { name: group.description })}
      className="text-red-600 hover:bg-red-50 hover:text-red-700"
      onClick={() => onDelete(group)}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** Wide screens (xl, where all eight columns fit): a table, scrolling inside its own box if they ever do not. */
function AudienceTable({ groups, onDelete }: AudienceRowsProps) {
  const { _: t } = useLingui();
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-gray-200 xl:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-2.5 py-2 font-medium whitespace-nowrap">
                {t(header)}
              </th>
            ))}
            <th scope="col" className="px-2.5 py-2 text-right font-medium">
              {t(LABEL.actions)}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.audienceGroupId} className="border-t border-gray-200">
              {/* The user's own words: not for translation (browsers' translators, the Thai sweep). */}
              <td translate="no" className="max-w-64 min-w-40 px-2.5 py-2 font-medium break-words">
                {group.description}
              </td>
              <td className="px-2.5 py-2">
                <StatusBadge status={group.status} />
              </td>
              <td className="px-2.5 py-2">{t(group.type)}</td>
              <td className="px-2.5 py-2">{t(createRouteText(group.createRoute))}</td>
              <td className="px-2.5 py-2 whitespace-nowrap">{createdText(group.created)}</td>
              <td className="px-2.5 py-2">{group.permission && t(group.permission)}</td>
              <td className="px-2.5 py-2 tabular-nums">
                {audienceCountValue(group.audienceCount).toLocaleString("en-US")}
              </td>
              <td className="px-2.5 py-1 text-right">
                <DeleteButton group={group} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardField({ term, children }: { term: string; children: ReactNode }) {
  const { _: t } = useLingui();
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-500">{t(term)}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Phones and narrower windows: one card per audience, so nothing scrolls sideways. */
function AudienceCards({ groups, onDelete }: AudienceRowsProps) {
  const { _: t } = useLingui();
  return (
    <ul aria-label={t("Audiences")} className="flex flex-col gap-3 xl:hidden">
      {groups.map((group) => (
        <li key={group.audienceGroupId} className="rounded-lg border border-gray-200 p-3 text-sm">
          <div className="flex items-start gap-2">
            <p translate="no" className="min-w-0 flex-1 pt-2 font-medium break-words">
              {group.description}
            </p>
            <DeleteButton group={group} onDelete={onDelete} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
            <CardField term="Status">
              <StatusBadge status={group.status} />
            </CardField>
            <CardField term="Type">{t(group.type)}</CardField>
            <CardField term="Create Route">{t(createRouteText(group.createRoute))}</CardField>
            <CardField term="Created">{createdText(group.created)}</CardField>
            <CardField term="Permission">{group.permission && t(group.permission)}</CardField>
            <CardField term="Count">
              {audienceCountValue(group.audienceCount).toLocaleString("en-US")}
            </CardField>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function AudienceRows(props: AudienceRowsProps) {
  return (
    <>
      <AudienceTable {...props} />
      <AudienceCards {...props} />
    </>
  );
}
