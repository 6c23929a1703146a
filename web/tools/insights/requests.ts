import { useState } from "react";
import type {
  DeliveryDay,
  FollowersDay,
  RichMenuDaily,
  RichMenuSummary,
} from "../../../shared/insight/model.ts";
import {
  ApiRequestError,
  api,
  type ChannelCredentialsInput,
  channelHeaders,
  readApiError,
} from "../../api/client.ts";
import { isUpstreamFault, queryClient, useApiQuery } from "../../api/query.ts";
import { t } from "../../i18n/i18n.ts";

// The page's calls through the typed client, as queries keyed by channel and what was asked. A refusal
// comes back in words (the server's, often LINE's), with when to try again when LINE or the server said so.

/** A refusal in words; `retryAfter` when LINE or the server said when to ask again. */
class InsightError extends ApiRequestError {
  constructor(
    status: number,
    message: string,
    readonly retryAfter: string | null,
  ) {
    super(status, message);
  }
}

async function refusal(res: Response): Promise<InsightError> {
  const retry = res.headers.get("retry-after");
  const message = await readApiError(res);
  if (res.status === 429)
    return new InsightError(
      res.status,
      retry
        ? t("LINE is asked too often: {message}. Try again in {seconds} seconds.", {
            message,
            seconds: retry,
          })
        : t("LINE is asked too often: {message}. Try again in a minute.", { message }),
      retry,
    );
  if (res.status >= 500 && retry)
    return new InsightError(
      res.status,
      t("{message} Try again in {seconds} seconds.", { message, seconds: retry }),
      retry,
    );
  return new InsightError(res.status, message, retry);
}

async function answer<T>(request: () => Promise<Response>): Promise<T> {
  let res: Response;
  try {
    res = await request();
  } catch (error) {
    throw new Error(t("The request failed: {message}", { message: (error as Error).message }));
  }
  if (!res.ok) throw await refusal(res);
  return (await res.json()) as T;
}

/** Tried again as every query is (web/api/query.ts), except when LINE said when: then the user asks again. */
function retry(failures: number, error: Error): boolean {
  return failures < 2 && isUpstreamFault(error) && !(error instanceof InsightError && error.retryAfter);
}

export interface Period {
  from: string;
  to: string;
}

/** One insight call: its key (channel and what was asked) and its request. */
export interface InsightQuery<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
}

export function createInsightRequests(credentials: ChannelCredentialsInput) {
  const init = () => ({ headers: channelHeaders(credentials) });
  const channel = ["insights", credentials.channelId.trim(), credentials.channelSecret.trim()];
  const ask = <T>(key: unknown[], request: () => Promise<Response>): InsightQuery<T> => ({
    queryKey: [...channel, ...key],
    queryFn: () => answer<T>(request),
  });
  const insights = api.insights;
  return {
    followers: (query: Period) =>
      ask<{ days: FollowersDay[] }>(["followers", query], () => insights.followers.$get({ query }, init())),
    deliveries: (query: Period) =>
      ask<{ days: DeliveryDay[] }>(["deliveries", query], () => insights.deliveries.$get({ query }, init())),
    demographics: () => ask<Demographics>(["demographics"], () => insights.demographics.$get({}, init())),
    messageEvent: (requestId: string) =>
      ask<MessageEvent>(["message-event", requestId], () =>
        insights["message-event"].$get({ query: { requestId } }, init()),
      ),
    units: () => ask<{ count: number; units: string[] }>(["units"], () => insights.units.$get({}, init())),
    unit: (unit: string, query: Period) =>
      ask<UnitStatistics>(["unit", unit, query], () =>
        insights.units[":unit"].$get({ param: { unit }, query }, init()),
      ),
    richMenuSummary: (richMenuId: string, query: Period) =>
      ask<RichMenuSummary>(["rich-menu-summary", richMenuId, query], () =>
        insights["rich-menus"][":richMenuId"].summary.$get({ param: { richMenuId }, query }, init()),
      ),
    richMenuDaily: (richMenuId: string, query: Period) =>
      ask<RichMenuDaily>(["rich-menu-daily", richMenuId, query], () =>
        insights["rich-menus"][":richMenuId"].daily.$get({ param: { richMenuId }, query }, init()),
      ),
  };
}
export type InsightRequests = ReturnType<typeof createInsightRequests>;

const NOT_ASKED = ["insights", "not-asked"] as const;

/**
 * An insight shown when the user asks (a button): each ask goes to LINE again, the answer is kept in the
 * cache under its key. A failed ask shows its message and no figures.
 */
export function useAsked<T>() {
  const [asked, setAsked] = useState<InsightQuery<T> | null>(null);
  const query = useApiQuery<T, readonly unknown[]>({
    queryKey: asked?.queryKey ?? NOT_ASKED,
    queryFn: asked?.queryFn ?? (() => Promise.reject(new Error("Not asked"))),
    enabled: asked !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  });
  /** Asks LINE; whether it answered (a failure is shown through `error`). */
  const ask = (next: InsightQuery<T>) => {
    setAsked(next);
    return queryClient.fetchQuery({ ...next, staleTime: 0, retry }).then(
      () => true,
      () => false,
    );
  };
  const failed = asked !== null && query.isError;
  return {
    value: asked === null || failed ? null : (query.data ?? null),
    error: failed ? query.error.message : null,
    busy: query.isFetching,
    ask,
  };
}

export interface Tile {
  percentage?: number;
  [key: string]: string | number | undefined;
}
export interface Demographics {
  available?: boolean;
  genders?: Tile[];
  ages?: Tile[];
  areas?: Tile[];
  appTypes?: Tile[];
  subscriptionPeriods?: Tile[];
}

export interface UnitStatistics {
  /** Numbers, LINE's null where it gives none; a message's overview also has its request id. */
  overview: Record<string, number | string | null | undefined>;
  messages: ({ seq: number } & Record<string, number | null | undefined>)[];
  clicks: { seq: number; url: string; click?: number | null; uniqueClick?: number | null }[];
}
export type MessageEvent = UnitStatistics;
