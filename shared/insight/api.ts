import { z } from "zod";
import { richMenuIdSchema } from "../richmenu/api.ts";
import { desc, zodMessage } from "../text/descriptor.ts";
import { YMD_PATTERN } from "./period.ts";

// Request schemas of /api/insights (server validator and web form) and the answers the page reads.

/** A custom aggregation unit name (messaging-api.yml PushMessageRequest.customAggregationUnits). */
export const AGGREGATION_UNIT_PATTERN = /^[a-zA-Z0-9_]{1,30}$/;
export const aggregationUnitSchema = z
  .string()
  .regex(AGGREGATION_UNIT_PATTERN, zodMessage(desc("A unit name is 1–30 characters: letters, digits and _")));

const ymd = z.string().regex(YMD_PATTERN, zodMessage(desc("A date is yyyyMMdd (UTC+9)")));
export const periodQuerySchema = z.object({ from: ymd, to: ymd });
export const unitQuerySchema = periodQuerySchema.extend({ unit: aggregationUnitSchema });
export const requestIdQuerySchema = z.object({ requestId: z.string().min(1).max(100) });
export const richMenuParamSchema = z.object({ richMenuId: richMenuIdSchema });

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

export interface DailyMetrics extends InsightMetrics {
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
