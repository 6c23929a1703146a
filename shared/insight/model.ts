// What /api/insights answers and the small rules the page applies: no zod here, so the page's chunk stays
// small (the request schemas are in api.ts, for the server).

import { desc } from "../text/descriptor.ts";

/** A custom aggregation unit name (messaging-api.yml PushMessageRequest.customAggregationUnits). */
export const AGGREGATION_UNIT_PATTERN = /^[a-zA-Z0-9_]{1,30}$/;

/** The rule a unit name breaks, for the server's validation and the send form alike (one owner). */
export const AGGREGATION_UNIT_RULE = desc("A unit name is 1–30 characters: letters, digits and _");

/** LINE's counting statuses: only `ready` days have numbers. */
export type InsightStatus = "ready" | "unready" | "out_of_service";

export interface FollowersDay {
  date: string;
  status: InsightStatus;
  followers?: number;
  targetedReaches?: number;
  blocks?: number;
}

export const DELIVERY_KINDS = [
  "broadcast",
  "targeting",
  "autoResponse",
  "welcomeResponse",
  "chat",
  "apiBroadcast",
  "apiPush",
  "apiMulticast",
  "apiNarrowcast",
  "apiReply",
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export type DeliveryDay = { date: string; status: InsightStatus } & Partial<Record<DeliveryKind, number>>;

export interface InsightMetrics {
  count: number;
  uniqueUsers: number;
}
export interface InsightBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rich menu summary; only `richMenuId` when LINE's privacy threshold was not reached. */
export interface RichMenuSummary {
  richMenuId: string;
  metricsFrom?: string | null;
  metricsTo?: string | null;
  impression?: { metrics: InsightMetrics };
  clicks?: { bounds: InsightBounds; metrics: InsightMetrics }[];
}

interface DailyMetrics extends InsightMetrics {
  date: string;
}
export interface RichMenuDaily {
  richMenuId: string;
  metricsFrom?: string | null;
  metricsTo?: string | null;
  impression?: { metrics: DailyMetrics[] };
  clicks?: { bounds: InsightBounds; metrics: DailyMetrics[] }[];
}

/** LINE gives only the id when too few people clicked: nothing may be drawn as zero. */
export function belowThreshold(answer: { impression?: unknown; clicks?: unknown }): boolean {
  return answer.impression === undefined && answer.clicks === undefined;
}
