import { HTTPFetchError } from "@line/bot-sdk";
import { Hono } from "hono";
import { z } from "zod";
import {
  aggregationUnitSchema,
  periodQuerySchema,
  requestIdQuerySchema,
  richMenuParamSchema,
} from "../../../shared/insight/api.ts";
import { daysOf, jstDay, type PeriodKind, periodProblems } from "../../../shared/insight/period.ts";
import { desc } from "../../../shared/text/descriptor.ts";
import { ttlCache } from "../../cache/ttl-cache.ts";
import type { AppDeps } from "../../deps.ts";
import { type ChannelEnv, requireChannel } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { ApiError } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import { fetchSeries } from "./series.ts";

/** Aggregation unit names come 100 a page; 1,000 a month is LINE's ceiling, so 10 pages at most. */
const MAX_UNIT_PAGES = 10;

/**
 * Insights of the caller's channel (`/insights` page) through the SDK's InsightClient: per-day series
 * (followers, deliveries) fetched in parallel and cached per channel and day, demographics, message and
 * unit statistics, rich menu summary and daily series. Periods break no LINE rule before LINE is called.
 */
export function insightRoutes(deps: AppDeps) {
  const cache = ttlCache(deps.cache.redis, "insight", deps.clock);
  const clientsOf = (c: { get(key: "channel"): ChannelEnv["Variables"]["channel"] }) =>
    deps.line.forChannel(c.get("channel"));
  const checkPeriod = (kind: PeriodKind, from: string, to: string) => {
    const [problem] = periodProblems(kind, from, to, deps.clock());
    if (problem) throw new ApiError(422, problem);
  };
  const call = async <T>(promise: Promise<T>, fallback: string, explain404 = false): Promise<T> => {
    try {
      return await promise;
    } catch (error) {
      throw (explain404 && richMenuNotFound(error)) || lineError(error, fallback);
    }
  };

  return new Hono<ChannelEnv>()
    .use(requireChannel())
    .get("/followers", validate("query", periodQuerySchema), async (c) => {
      const { from, to } = c.req.valid("query");
      checkPeriod("series", from, to);
      const { insight } = await clientsOf(c);
      const days = await fetchSeries({
        cache,
        kind: "followers",
        channelId: c.get("channel").channelId,
        days: daysOf(from, to),
        today: jstDay(deps.clock()),
        fetchDay: (date) => call(insight.getNumberOfFollowers(date), "Failed to read the followers"),
      });
      return c.json({ days });
    })
    .get("/deliveries", validate("query", periodQuerySchema), async (c) => {
      const { from, to } = c.req.valid("query");
      checkPeriod("series", from, to);
      const { insight } = await clientsOf(c);
      const days = await fetchSeries({
        cache,
        kind: "deliveries",
        channelId: c.get("channel").channelId,
        days: daysOf(from, to),
        today: jstDay(deps.clock()),
        fetchDay: (date) =>
          call(insight.getNumberOfMessageDeliveries(date), "Failed to read the message deliveries"),
      });
      return c.json({ days });
    })
    .get("/demographics", async (c) => {
      const { insight } = await clientsOf(c);
      return c.json(await call(insight.getFriendsDemographics(), "Failed to read the demographics"));
    })
    .get("/message-event", validate("query", requestIdQuerySchema), async (c) => {
      const { insight } = await clientsOf(c);
      const { requestId } = c.req.valid("query");
      return c.json(await call(insight.getMessageEvent(requestId), "Failed to read the message statistics"));
    })
    .get("/units", async (c) => {
      const { messaging } = await clientsOf(c);
      const info = await call(messaging.getAggregationUnitUsage(), "Failed to read the aggregation units");
      const units: string[] = [];
      let start: string | undefined;
      for (let page = 0; page < MAX_UNIT_PAGES; page++) {
        const list = await call(
          messaging.getAggregationUnitNameList(undefined, start),
          "Failed to read the aggregation units",
        );
        units.push(...list.customAggregationUnits);
        start = list.next;
        if (!start) break;
      }
      return c.json({ count: info.numOfCustomAggregationUnits, units });
    })
    .get(
      "/units/:unit",
      validate("param", z.object({ unit: aggregationUnitSchema })),
      validate("query", periodQuerySchema),
      async (c) => {
        const { from, to } = c.req.valid("query");
        checkPeriod("aggregation", from, to);
        const { insight } = await clientsOf(c);
        const { unit } = c.req.valid("param");
        return c.json(
          await call(insight.getStatisticsPerUnit(unit, from, to), "Failed to read the unit statistics"),
        );
      },
    )
    .get(
      "/rich-menus/:richMenuId/summary",
      validate("param", richMenuParamSchema),
      validate("query", periodQuerySchema),
      async (c) => {
        const { from, to } = c.req.valid("query");
        checkPeriod("summary", from, to);
        const { insight } = await clientsOf(c);
        const { richMenuId } = c.req.valid("param");
        return c.json(
          await call(
            insight.getRichMenuInsightSummary(richMenuId, from, to),
            "Failed to read the rich menu statistics",
            true,
          ),
        );
      },
    )
    .get(
      "/rich-menus/:richMenuId/daily",
      validate("param", richMenuParamSchema),
      validate("query", periodQuerySchema),
      async (c) => {
        const { from, to } = c.req.valid("query");
        checkPeriod("daily", from, to);
        const { insight } = await clientsOf(c);
        const { richMenuId } = c.req.valid("param");
        return c.json(
          await call(
            insight.getRichMenuInsightDaily(richMenuId, from, to),
            "Failed to read the rich menu statistics",
            true,
          ),
        );
      },
    );
}

/** LINE's 404 for rich menu statistics: the menu does not exist or was not made through the API. */
function richMenuNotFound(error: unknown): ApiError | null {
  if (!(error instanceof HTTPFetchError) || error.status !== 404) return null;
  return new ApiError(
    404,
    desc(
      "LINE has no statistics for this rich menu: it does not exist, or it was not made through the Messaging API",
    ),
  );
}
