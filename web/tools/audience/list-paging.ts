import { type AudienceListResponse, totalPages } from "../../../shared/audience/index.ts";

/**
 * When a page comes back empty although it is not the first (its last rows were just deleted, or
 * the list shrank meanwhile), the page worth showing instead: the new last page. Null otherwise.
 */
export function pageAfterEmptied(list: AudienceListResponse): number | null {
  if (list.audienceGroups.length > 0 || list.page <= 1) return null;
  return Math.min(list.page - 1, totalPages(list.totalCount, list.size));
}
