import { useLingui } from "@lingui/react";
import { useState } from "react";
import {
  AUDIENCE_MESSAGES,
  type AudienceGroup,
  showingPageText,
  totalPages,
} from "../../../shared/audience/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { AudienceFilters } from "./audience-filters.tsx";
import { AudiencePagination } from "./audience-pagination.tsx";
import { AudienceRows } from "./audience-table.tsx";
import type { AudienceListState } from "./use-audience-list.ts";

export function AudienceListPanel({ audiences }: { audiences: AudienceListState }) {
  const { _: t } = useLingui();
  const { list, filters, loading } = audiences;
  const [pending, setPending] = useState<AudienceGroup | null>(null);
  const [deleting, setDeleting] = useState(false);
  const pages = list ? totalPages(list.totalCount, list.size) : 1;

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    await audiences.remove(pending);
    setDeleting(false);
    setPending(null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Audience List")}</CardTitle>
        <CardDescription>
          {t("Filter the audience groups of your channel and delete the ones you no longer need.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <AudienceFilters
          filters={filters}
          loading={loading}
          onChange={audiences.changeFilters}
          onPageSize={audiences.changePageSize}
          onFetch={audiences.fetch}
          onClear={audiences.clearFilters}
        />
        {/* Always rendered, so screen readers hear each new page's summary. */}
        <p role="status" className="text-sm text-gray-600 empty:hidden">
          {list ? tm(showingPageText(list.page, pages, list.totalCount)) : ""}
        </p>
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          {list && list.audienceGroups.length > 0 ? (
            <AudienceRows groups={list.audienceGroups} onDelete={setPending} />
          ) : (
            <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
              {t(AUDIENCE_MESSAGES.empty)}
            </p>
          )}
        </div>
        {list ? (
          <AudiencePagination
            page={list.page}
            pages={pages}
            hasNextPage={list.hasNextPage}
            onPage={audiences.goToPage}
          />
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t("Delete this audience?")}
        description={
          pending
            ? t('"{name}" will be deleted from your channel. This cannot be undone.', {
                name: pending.description,
              })
            : undefined
        }
        confirmLabel={t(LABEL.delete)}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
