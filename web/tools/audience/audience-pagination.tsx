import { useLingui } from "@lingui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageFooterText, pageWindow } from "../../../shared/audience/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { tm } from "../../i18n/descriptor.ts";

export interface AudiencePaginationProps {
  page: number;
  pages: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
}

/**
 * Previous, up to 5 page links around the current page, Next; then "Page X of N".
 * Nothing is disabled while a page loads (focus would be lost); the newest request wins.
 */
export function AudiencePagination({ page, pages, hasNextPage, onPage }: AudiencePaginationProps) {
  const { _: t } = useLingui();
  return (
    <nav aria-label={t("Audience list pages")} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t(LABEL.previous)}
          </Button>
        </li>
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? "default" : "ghost"}
              size="sm"
              aria-label={t("Page {page}", { page: number })}
              aria-current={number === page ? "page" : undefined}
              className="min-w-8 pointer-coarse:min-w-11"
              onClick={() => onPage(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="outline" size="sm" disabled={!hasNextPage} onClick={() => onPage(page + 1)}>
            {t(LABEL.next)}
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
      <p className="text-sm text-gray-600">{tm(pageFooterText(page, pages))}</p>
    </nav>
  );
}
