import { type Context, Hono } from "hono";
import { dayNumber, jstDay, PERIOD_LIMITS, type PeriodKind } from "../../shared/insight/period.ts";
import { lineError, notFound } from "./errors.ts";
import type { SandboxInbox } from "./inbox.ts";
import { urlsOf } from "./message-events.ts";
import type { LineOpenApi, SpecName } from "./openapi.ts";
import { detailsFromAjv } from "./openapi-errors.ts";
import type { ChannelState, MessageEvent, SandboxEnv, SentRequest } from "./state.ts";

// The statistics of insight.yml (and the aggregation unit calls of messaging-api.yml), computed from
// what happened in the sandbox: followers from SANDBOX_FRIENDS, deliveries from the inbox, rich menu
// impressions and clicks from the Sandbox Chat, units and request ids from sends, and their messages'
// impressions and URL clicks from the Sandbox Chat (`message-events.ts`). LINE hides numbers
// below a privacy threshold; the sandbox does too, with a small one so both answers can be seen.

type SandboxContext = Context<SandboxEnv>;

/** Fewer unique users than this and the numbers are withheld (README "Insights"). */
export const SANDBOX_PRIVACY_THRESHOLD = 2;
/** LINE's follower counts start on this day; earlier days answer `out_of_service`. */
const SERVICE_START = "20161101";
/** Units of the month: LINE allows 1,000 per channel; list pages at most 100 (messaging-api.yml). */
const UNIT_PAGE_MAX = 100;

const INSIGHT_MESSAGES = {
  // Emulator wording: LINE documents the 400 (insight.yml) but not its text.
  periodTooLong: "The aggregation period exceeds the allowed maximum",
  periodReversed: "The start date must not be after the end date",
  tooOld: "The start date must be within the last 3 years",
  invalidDate: "Invalid date",
} as const;

export interface InsightOptions {
  openapi: LineOpenApi;
  now: () => number;
  inbox: SandboxInbox;
  friends: Readonly<Record<string, readonly string[]>>;
}

/** The query validated against the operation's parameters; null after answering LINE's 400. */
function readQuery(
  c: SandboxContext,
  openapi: LineOpenApi,
  spec: SpecName,
  path: string,
): Record<string, string> | Response {
  const { parameters, validate } = openapi.query(spec, path, "get");
  const query: Record<string, unknown> = {};
  for (const p of parameters) {
    const value = c.req.query(p.name);
    if (value === undefined) continue;
    query[p.name] = p.type === "integer" && /^\d+$/.test(value) ? Number(value) : value;
  }
  if (validate(query)) return query as Record<string, string>;
  const details = detailsFromAjv(validate.errors);
  return lineError(c, 400, `The request has ${details.length} error(s)`, details);
}

function periodError(c: SandboxContext, kind: PeriodKind, from: string, to: string, now: number) {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) return lineError(c, 400, INSIGHT_MESSAGES.invalidDate);
  if (b < a) return lineError(c, 400, INSIGHT_MESSAGES.periodReversed);
  if (b - a > PERIOD_LIMITS[kind].maxSpanDays) return lineError(c, 400, INSIGHT_MESSAGES.periodTooLong);
  if (kind !== "aggregation" && a < (dayNumber(jstDay(now)) as number) - 3 * 365 - 1)
    return lineError(c, 400, INSIGHT_MESSAGES.tooOld);
  return null;
}

/** `unready` for today and later (LINE counts a day once it is over), `out_of_service` before the start. */
function dayStatus(date: string, now: number) {
  if (date < SERVICE_START) return "out_of_service" as const;
  return date >= jstDay(now) ? ("unready" as const) : ("ready" as const);
}

interface Metrics {
  count: number;
  uniqueUsers: number;
}
const metricsOf = (events: readonly { userId: string }[]): Metrics => ({
  count: events.length,
  uniqueUsers: new Set(events.map((e) => e.userId)).size,
});

/** Rich menu events of `richMenuId` from `from` to `to` (JST days, both included). */
function menuEvents(channel: ChannelState, richMenuId: string, from: string, to: string) {
  return channel.insight.richMenuEvents.filter((e) => {
    if (e.richMenuId !== richMenuId) return false;
    const day = jstDay(e.at);
    return day >= from && day <= to;
  });
}

function richMenuAnswer(c: SandboxContext, opts: InsightOptions, kind: "summary" | "daily") {
  const richMenuId = c.req.param("richMenuId") ?? "";
  const path = `/v2/bot/insight/richmenu/{richMenuId}/${kind}`;
  const query = readQuery(c, opts.openapi, "insight", path);
  if (query instanceof Response) return query;
  const { from = "", to = "" } = query;
  const refused = periodError(c, kind, from, to, opts.now());
  if (refused) return refused;
  const stored = c.var.channel.richMenus.get(richMenuId);
  if (!stored) return notFound(c);
  const events = menuEvents(c.var.channel, richMenuId, from, to);
  const areas = stored.menu.areas.map((area, index) => ({
    bounds: area.bounds,
    events: events.filter((e) => e.area === index),
  }));
  // LINE's threshold is on the period's unique clicks, added up over the areas.
  const uniqueClicks = areas.reduce((sum, area) => sum + metricsOf(area.events).uniqueUsers, 0);
  if (uniqueClicks < SANDBOX_PRIVACY_THRESHOLD) return c.json({ richMenuId });
  const impressions = events.filter((e) => e.area === null);
  const days = [...new Set(events.map((e) => jstDay(e.at)))].sort();
  const metricsFrom = days[0] ?? from;
  const metricsTo = days.at(-1) ?? to;
  if (kind === "summary") {
    return c.json({
      richMenuId,
      metricsFrom,
      metricsTo,
      impression: { metrics: metricsOf(impressions) },
      clicks: areas.map((area) => ({ bounds: area.bounds, metrics: metricsOf(area.events) })),
    });
  }
  const daily = (list: readonly { userId: string; at: number }[]) =>
    days.map((date) => ({ date, ...metricsOf(list.filter((e) => jstDay(e.at) === date)) }));
  return c.json({
    richMenuId,
    metricsFrom,
    metricsTo,
    impression: { metrics: daily(impressions) },
    clicks: areas.map((area) => ({ bounds: area.bounds, metrics: daily(area.events) })),
  });
}

/** LINE's privacy rule: a figure whose unique users are below the threshold is null. */
const shown = (users: number, value: number) => (users < SANDBOX_PRIVACY_THRESHOLD ? null : value);
const usersOf = (events: readonly MessageEvent[]) => new Set(events.map((e) => e.userId)).size;
/** The sandbox chat plays no audio or video to the end: LINE's nulls for every media figure. */
const NO_MEDIA = {
  mediaPlayed: null,
  mediaPlayed25Percent: null,
  mediaPlayed50Percent: null,
  mediaPlayed75Percent: null,
  mediaPlayed100Percent: null,
  uniqueMediaPlayed: null,
  uniqueMediaPlayed25Percent: null,
  uniqueMediaPlayed50Percent: null,
  uniqueMediaPlayed75Percent: null,
  uniqueMediaPlayed100Percent: null,
};

/**
 * Statistics of one request (message/event) or of every send of a unit (event/aggregation) from the Sandbox
 * Chat's impressions and clicks: bubbles by `seq`, URLs in order of first appearance.
 */
function messageStats(sends: readonly ({ requestId: string } & SentRequest)[], all: readonly MessageEvent[]) {
  const ids = new Set(sends.map((s) => s.requestId));
  const events = all.filter((e) => ids.has(e.requestId));
  const impressions = events.filter((e) => e.url === null);
  const clicks = events.filter((e) => e.url !== null);
  const bubbles = Math.max(0, ...sends.map((s) => s.messages.length));
  const urls = urlsOf(sends.flatMap((s) => s.messages));
  return {
    overview: {
      uniqueImpression: shown(usersOf(impressions), usersOf(impressions)),
      uniqueClick: shown(usersOf(clicks), usersOf(clicks)),
      uniqueMediaPlayed: null,
      uniqueMediaPlayed100Percent: null,
    },
    messages: Array.from({ length: bubbles }, (_, index) => {
      const seen = impressions.filter((e) => e.seq === index + 1);
      const users = usersOf(seen);
      return {
        seq: index + 1,
        impression: shown(users, seen.length),
        ...NO_MEDIA,
        uniqueImpression: shown(users, users),
      };
    }),
    clicks: urls.map((url, index) => {
      const opened = clicks.filter((e) => e.url === url);
      const users = usersOf(opened);
      // One request holds each URL once here, so its unique users are also the request's.
      return {
        seq: index + 1,
        url,
        click: shown(users, opened.length),
        uniqueClick: shown(users, users),
        uniqueClickOfRequest: shown(users, users),
      };
    }),
  };
}

/**
 * Sandbox users' demographic attributes (fixed): enough for the charts to have something to show, and what a
 * narrowcast's demographic filter is matched against (`narrowcast.ts`).
 */
export const SANDBOX_DEMOGRAPHICS: Record<
  string,
  { gender: string; age: string; area: string; appType: string }
> = {
  U059b797f5e2c31a37fb5cd68f3dd902f: {
    gender: "male",
    age: "from30to34",
    area: "Bangkok",
    appType: "android",
  },
  U3764792d24f2717f5d4c4d57bafcbf58: {
    gender: "female",
    age: "from25to29",
    area: "Chiang Mai",
    appType: "ios",
  },
  U8a7981e667691bd1f2296c444737540b: {
    gender: "unknown",
    age: "unknown",
    area: "unknown",
    appType: "others",
  },
};

function tiles<K extends string>(key: K, values: readonly string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => ({
    [key]: value,
    percentage: Math.round((n / values.length) * 1000) / 10,
  }));
}

function deliveries(opts: InsightOptions, channel: ChannelState, date: string) {
  const counts = { apiBroadcast: 0, apiPush: 0, apiMulticast: 0, apiNarrowcast: 0, apiReply: 0 };
  const field = {
    broadcast: "apiBroadcast",
    push: "apiPush",
    multicast: "apiMulticast",
    narrowcast: "apiNarrowcast",
    reply: "apiReply",
  } as const;
  for (const entry of opts.inbox.list()) {
    if (entry.from.id !== channel.channel.channelId || jstDay(entry.at) !== date) continue;
    const key = field[entry.via as keyof typeof field];
    if (key) counts[key] += entry.to.length;
  }
  return counts;
}

export function insightRoutes(opts: InsightOptions): Hono<SandboxEnv> {
  const { openapi, now } = opts;
  const friendsOf = (channel: ChannelState) => opts.friends[channel.channel.channelId] ?? [];
  return new Hono<SandboxEnv>()
    .get("/v2/bot/insight/followers", (c) => {
      const query = readQuery(c, openapi, "insight", "/v2/bot/insight/followers");
      if (query instanceof Response) return query;
      const date = query.date ?? jstDay(now() - 24 * 60 * 60 * 1000);
      if (dayNumber(date) === null) return lineError(c, 400, INSIGHT_MESSAGES.invalidDate);
      const status = dayStatus(date, now());
      if (status !== "ready") return c.json({ status });
      // The sandbox's friends have followed since the service began; nobody blocks.
      const followers = friendsOf(c.var.channel).length;
      return c.json({ status, followers, targetedReaches: followers, blocks: 0 });
    })
    .get("/v2/bot/insight/demographic", (c) => {
      const friends = friendsOf(c.var.channel);
      if (friends.length < SANDBOX_PRIVACY_THRESHOLD) return c.json({ available: false });
      const rows = friends.map((id) => SANDBOX_DEMOGRAPHICS[id]).filter((row) => row !== undefined);
      return c.json({
        available: true,
        genders: tiles(
          "gender",
          rows.map((r) => r.gender),
        ),
        ages: tiles(
          "age",
          rows.map((r) => r.age),
        ),
        areas: tiles(
          "area",
          rows.map((r) => r.area),
        ),
        appTypes: tiles(
          "appType",
          rows.map((r) => r.appType),
        ),
        subscriptionPeriods: tiles(
          "subscriptionPeriod",
          rows.map(() => "over365days"),
        ),
      });
    })
    .get("/v2/bot/insight/message/delivery", (c) => {
      const query = readQuery(c, openapi, "insight", "/v2/bot/insight/message/delivery");
      if (query instanceof Response) return query;
      const date = query.date ?? "";
      if (dayNumber(date) === null) return lineError(c, 400, INSIGHT_MESSAGES.invalidDate);
      const status = dayStatus(date, now());
      if (status !== "ready") return c.json({ status });
      return c.json({ status, ...deliveries(opts, c.var.channel, date) });
    })
    .get("/v2/bot/insight/message/event", (c) => {
      const query = readQuery(c, openapi, "insight", "/v2/bot/insight/message/event");
      if (query instanceof Response) return query;
      const requestId = query.requestId ?? "";
      const sent = c.var.channel.insight.requests.get(requestId);
      if (!sent) return notFound(c);
      const stats = messageStats([{ requestId, ...sent }], c.var.channel.insight.messageEvents);
      return c.json({
        overview: {
          requestId,
          timestamp: Math.floor(sent.at / 1000),
          delivered: sent.delivered,
          ...stats.overview,
        },
        // A bubble's unique users are a per-unit figure only (GetStatisticsPerUnitResponseMessage).
        messages: stats.messages.map(({ uniqueImpression: _, ...bubble }) => bubble),
        clicks: stats.clicks,
      });
    })
    .get("/v2/bot/insight/message/event/aggregation", (c) => {
      const path = "/v2/bot/insight/message/event/aggregation";
      const query = readQuery(c, openapi, "insight", path);
      if (query instanceof Response) return query;
      const { from = "", to = "", customAggregationUnit = "" } = query;
      const refused = periodError(c, "aggregation", from, to, now());
      if (refused) return refused;
      const { requests, messageEvents } = c.var.channel.insight;
      const sends = c.var.channel.insight.units
        .filter((u) => u.unit === customAggregationUnit && jstDay(u.at) >= from && jstDay(u.at) <= to)
        .flatMap((u) => {
          const sent = requests.get(u.requestId);
          return sent ? [{ requestId: u.requestId, ...sent }] : [];
        });
      const stats = messageStats(sends, messageEvents);
      return c.json(stats);
    })
    .get("/v2/bot/message/aggregation/info", (c) =>
      c.json({ numOfCustomAggregationUnits: unitsThisMonth(c.var.channel, now()).length }),
    )
    .get("/v2/bot/message/aggregation/list", (c) => {
      const query = readQuery(c, openapi, "messaging-api", "/v2/bot/message/aggregation/list");
      if (query instanceof Response) return query;
      const names = unitsThisMonth(c.var.channel, now());
      const start = Number(query.start ?? 0) || 0;
      const limit = Math.min(Number(query.limit ?? UNIT_PAGE_MAX) || UNIT_PAGE_MAX, UNIT_PAGE_MAX);
      const page = names.slice(start, start + limit);
      const next = start + limit < names.length ? String(start + limit) : undefined;
      return c.json({ customAggregationUnits: page, ...(next ? { next } : {}) });
    })
    .get("/v2/bot/insight/richmenu/:richMenuId/summary", (c) => richMenuAnswer(c, opts, "summary"))
    .get("/v2/bot/insight/richmenu/:richMenuId/daily", (c) => richMenuAnswer(c, opts, "daily"));
}

/** Unit names used this month (JST months, as LINE counts them), in first-use order. */
function unitsThisMonth(channel: ChannelState, now: number): string[] {
  const month = jstDay(now).slice(0, 6);
  return [...new Set(channel.insight.units.filter((u) => jstDay(u.at).startsWith(month)).map((u) => u.unit))];
}
