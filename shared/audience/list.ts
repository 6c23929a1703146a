import { formatDate } from "../text/dates.ts";
import { type Descriptor, desc } from "../text/descriptor.ts";
import type { Lang } from "../text/lang.ts";
/**
 * Audience list panel (spec section 2.2, 4, 7, 8): filter options with the spec's labels, the
 * query sent to the list call, pagination, status badges, dates and the panel's texts.
 * Statuses and create routes are LINE's enums (manage-audience.yml).
 */

export const AUDIENCE_STATUSES = [
  "IN_PROGRESS",
  "READY",
  "FAILED",
  "EXPIRED",
  "INACTIVE",
  "ACTIVATING",
] as const;
type AudienceStatus = (typeof AUDIENCE_STATUSES)[number];

export const AUDIENCE_CREATE_ROUTES = ["OA_MANAGER", "MESSAGING_API", "POINT_AD", "AD_MANAGER"] as const;
type AudienceCreateRoute = (typeof AUDIENCE_CREATE_ROUTES)[number];

/** The "all" choice of the status and route filters; never sent to the server. */
export const ALL = "ALL";
export type StatusFilter = AudienceStatus | typeof ALL;
export type CreateRouteFilter = AudienceCreateRoute | typeof ALL;

export interface FilterOption<T> {
  value: T;
  label: string;
}

export const STATUS_OPTIONS: readonly FilterOption<StatusFilter>[] = [
  { value: ALL, label: "All Status" },
  { value: "IN_PROGRESS", label: "In Progress" },
  { value: "READY", label: "Ready" },
  { value: "FAILED", label: "Failed" },
  { value: "EXPIRED", label: "Expired" },
  { value: "INACTIVE", label: "Inactive" },
  { value: "ACTIVATING", label: "Activating" },
];

export const CREATE_ROUTE_OPTIONS: readonly FilterOption<CreateRouteFilter>[] = [
  { value: ALL, label: "All Routes" },
  { value: "OA_MANAGER", label: "OA Manager" },
  { value: "MESSAGING_API", label: "Messaging API" },
  { value: "POINT_AD", label: "Point AD" },
  { value: "AD_MANAGER", label: "AD Manager" },
];

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_LINKS = 5;

export interface AudienceFilters {
  page: number;
  size: number;
  description: string;
  status: StatusFilter;
  createRoute: CreateRouteFilter;
}

/** What "Clear Filters" restores: page 1, size 20, no description, all statuses and routes. */
export function defaultAudienceFilters(): AudienceFilters {
  return { page: 1, size: DEFAULT_PAGE_SIZE, description: "", status: ALL, createRoute: ALL };
}

/** Changing the page size goes back to page 1. */
export function withPageSize(filters: AudienceFilters, size: number): AudienceFilters {
  return { ...filters, size, page: 1 };
}

/**
 * Query of the list call: page and size always, description only when non-blank (trimmed),
 * status and createRoute unless "all".
 */
export function buildAudienceListQuery(filters: AudienceFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page), size: String(filters.size) };
  const description = filters.description.trim();
  if (description !== "") query.description = description;
  if (filters.status !== ALL) query.status = filters.status;
  if (filters.createRoute !== ALL) query.createRoute = filters.createRoute;
  return query;
}

/** Number of pages for `totalCount` results (at least 1, so "Page 1 of 1" when empty). */
export function totalPages(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / size));
}

/** Up to `max` consecutive page numbers around `current`, shifted to stay within 1…total. */
export function pageWindow(current: number, total: number, max = MAX_PAGE_LINKS): number[] {
  if (total < 1 || max < 1) return [];
  const count = Math.min(max, total);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

/** Badge looks of spec section 4; unknown statuses look like in-progress ones. */
export function statusBadgeVariant(status: string | null | undefined): BadgeVariant {
  switch (status) {
    case "READY":
      return "default";
    case "FAILED":
    case "EXPIRED":
      return "destructive";
    case "INACTIVE":
      return "outline";
    default:
      return "secondary";
  }
}

/** Label of a status as the filter shows it ("In Progress"); unknown values as they are. */
export function statusLabel(status: string): string {
  return STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}

/**
 * LINE's `created` is UNIX time in seconds; this formats it for the Created column, short ("19/2/64 08:31"
 * in Thai, the Buddhist year as th-TH writes it).
 */
export function formatAudienceCreated(createdSeconds: number, lang: Lang | null, timeZone?: string): string {
  return formatDate(createdSeconds * 1000, lang, "short", timeZone);
}

/** An audience group as LINE's list call returns it (manage-audience.yml AudienceGroup). */
export interface AudienceGroup {
  audienceGroupId: number;
  description: string;
  status: AudienceStatus | string;
  type: string;
  createRoute?: string | null;
  created: number;
  permission?: string;
  audienceCount?: number | null;
  isIfaAudience?: boolean;
}

export interface AudienceListResponse {
  audienceGroups: AudienceGroup[];
  page: number;
  size: number;
  totalCount: number;
  hasNextPage: boolean;
}

/**
 * LINE's values of the Type, Create Route and Permission columns: shown as LINE writes them in English (the
 * spec's table), each also a message key of its own so another language names them (tests/unit/i18n.test.ts
 * fails on one without Thai); a value LINE adds later shows as it comes.
 */
export const AUDIENCE_ENUM_VALUES = [
  "UPLOAD",
  "CLICK",
  "IMP",
  "CHAT_TAG",
  "FRIEND_PATH",
  "RESERVATION",
  "APP_EVENT",
  "VIDEO_VIEW",
  "WEBTRAFFIC",
  "IMAGE_CLICK",
  "RICHMENU_IMP",
  "RICHMENU_CLICK",
  "POP_AD_IMP",
  ...AUDIENCE_CREATE_ROUTES,
  "READ",
  "READ_WRITE",
  "N/A",
] as const;

/** Create Route column: the route, or 'N/A' when LINE gives none. */
export function createRouteText(route: string | null | undefined): string {
  return route ? route : "N/A";
}

/** Count column: LINE omits the count for some audiences; show 0 then. */
export function audienceCountValue(count: number | null | undefined): number {
  return count ?? 0;
}

export function showingPageText(page: number, pages: number, totalCount: number): Descriptor {
  return desc("Showing page {page} of {pages} ({total} total results)", { page, pages, total: totalCount });
}

export function pageFooterText(page: number, pages: number): Descriptor {
  return desc("Page {page} of {pages}", { page, pages });
}

export const AUDIENCE_MESSAGES = {
  credentialsRequired: "Please enter Channel ID and Channel Secret first",
  empty: 'No audiences found. Click "Get Audience List" to fetch data.',
  unexpected: "An unexpected error occurred",
  deleted: "Audience deleted successfully!",
  created: "Audience created successfully!",
  errorTitle: "Error",
  fetchFailed: (message: string) => `Failed to fetch audiences: ${message}`,
  deleteFailed: (message: string) => `Failed to delete audience: ${message}`,
  createFailed: (message: string) => `Failed to create audience: ${message}`,
} as const;
