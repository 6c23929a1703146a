import type {
  DeliveryDay,
  FollowersDay,
  RichMenuDaily,
  RichMenuSummary,
} from "../../../shared/insight/model.ts";
import { api, type ChannelCredentialsInput, channelHeaders, readApiError } from "../../api/client.ts";
import { t } from "../../i18n/i18n.ts";

// The page's calls through the typed client. A refusal comes back in words (the server's, often LINE's),
// with when to try again when LINE or the server said so.

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

async function refusal(res: Response): Promise<{ ok: false; message: string }> {
  const retry = res.headers.get("retry-after");
  const message = await readApiError(res);
  if (res.status === 429)
    return {
      ok: false,
      message: retry
        ? t("LINE is asked too often: {message}. Try again in {seconds} seconds.", {
            message,
            seconds: retry,
          })
        : t("LINE is asked too often: {message}. Try again in a minute.", { message }),
    };
  if (res.status >= 500 && retry)
    return {
      ok: false,
      message: t("{message} Try again in {seconds} seconds.", { message, seconds: retry }),
    };
  return { ok: false, message };
}

async function outcome<T>(request: () => Promise<Response>): Promise<Outcome<T>> {
  try {
    const res = await request();
    return res.ok ? { ok: true, value: (await res.json()) as T } : refusal(res);
  } catch (error) {
    return { ok: false, message: t("The request failed: {message}", { message: (error as Error).message }) };
  }
}

export interface Period {
  from: string;
  to: string;
}

export function createInsightRequests(credentials: ChannelCredentialsInput) {
  const init = () => ({ headers: channelHeaders(credentials) });
  const insights = api.insights;
  return {
    followers: (query: Period) =>
      outcome<{ days: FollowersDay[] }>(() => insights.followers.$get({ query }, init())),
    deliveries: (query: Period) =>
      outcome<{ days: DeliveryDay[] }>(() => insights.deliveries.$get({ query }, init())),
    demographics: () => outcome<Demographics>(() => insights.demographics.$get({}, init())),
    messageEvent: (requestId: string) =>
      outcome<MessageEvent>(() => insights["message-event"].$get({ query: { requestId } }, init())),
    units: () => outcome<{ count: number; units: string[] }>(() => insights.units.$get({}, init())),
    unit: (unit: string, query: Period) =>
      outcome<UnitStatistics>(() => insights.units[":unit"].$get({ param: { unit }, query }, init())),
    richMenuSummary: (richMenuId: string, query: Period) =>
      outcome<RichMenuSummary>(() =>
        insights["rich-menus"][":richMenuId"].summary.$get({ param: { richMenuId }, query }, init()),
      ),
    richMenuDaily: (richMenuId: string, query: Period) =>
      outcome<RichMenuDaily>(() =>
        insights["rich-menus"][":richMenuId"].daily.$get({ param: { richMenuId }, query }, init()),
      ),
  };
}
export type InsightRequests = ReturnType<typeof createInsightRequests>;

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
