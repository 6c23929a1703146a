import { useLingui } from "@lingui/react";
import { BarChart3, RefreshCw } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { belowThreshold, type RichMenuDaily, type RichMenuSummary } from "../../../shared/insight/model.ts";
import { addDays, lastDays, PERIOD_LIMITS } from "../../../shared/insight/period.ts";
import {
  ApiRequestError,
  api,
  type ChannelCredentialsInput,
  channelHeaders,
  readApiError,
} from "../../api/client.ts";
import { useApiQuery } from "../../api/query.ts";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select } from "../../components/ui/select.tsx";
import { t } from "../../i18n/i18n.ts";
import { useObjectUrl } from "../../lib/use-object-url.ts";
import { ChartCard } from "./chart-card.tsx";
import { HeatMap } from "./heat-map.tsx";
import { LineChart } from "./line-chart.tsx";
import { PeriodFields, periodError } from "./period-fields.tsx";
import { type InsightRequests, type Period, useAsked } from "./requests.ts";
import { ends, shortDay, warmShortDay } from "./words.ts";

interface DeployedMenu {
  richMenuId: string;
  name: string;
  size: { width: number; height: number };
}

interface Shown {
  menu: DeployedMenu;
  summary: RichMenuSummary;
  daily: RichMenuDaily | null;
  /** The daily series covers at most 100 days: the period's last ones. */
  dailyFrom: string;
  imageUrl: string | null;
}

/** The menu picked in the rich menu manager's "Statistics" action (`/insights?menu=<id>`). */
function menuFromUrl(): string {
  return typeof location === "undefined" ? "" : (new URLSearchParams(location.search).get("menu") ?? "");
}

/** The channel's deployed menus, under the rich-menus key: a publish or delete in the builder shows here. */
function deployedQuery(credentials: ChannelCredentialsInput) {
  return {
    queryKey: ["rich-menus", "deployed", credentials.channelId.trim(), credentials.channelSecret.trim()],
    queryFn: async (): Promise<DeployedMenu[]> => {
      let res: Response;
      try {
        res = await api["rich-menus"].$get({}, { headers: channelHeaders(credentials) });
      } catch {
        throw new Error(t("LINE is unreachable, try again"));
      }
      if (!res.ok) throw new ApiRequestError(res.status, await readApiError(res));
      return ((await res.json()) as { richmenus: DeployedMenu[] }).richmenus;
    },
  };
}

/** The menu's own image, or none (the heat map then draws the areas on a blank). */
function imageQuery(credentials: ChannelCredentialsInput, id: string) {
  return {
    queryKey: ["rich-menus", "image", credentials.channelId.trim(), credentials.channelSecret.trim(), id],
    queryFn: async (): Promise<Blob | null> => {
      const res = await api["rich-menus"][":id"].image
        .$get({ param: { id } }, { headers: channelHeaders(credentials) })
        .catch(() => null);
      return res?.ok ? res.blob() : null;
    },
  };
}

/** Rich menu statistics: pick a deployed menu and a period, see its clicks on its own image. */
export function RichMenuPanel({
  credentials,
  requests,
}: {
  credentials: ChannelCredentialsInput;
  requests: InsightRequests;
}) {
  const { _: t } = useLingui();
  const selectId = useId();
  const deployed = useApiQuery(deployedQuery(credentials));
  const menus = deployed.data ?? null;
  const [menuId, setMenuId] = useState(menuFromUrl);
  const [period, setPeriod] = useState<Period>(() => lastDays(30, Date.now()));
  // The menu and the daily series' first day of the last "Show statistics".
  const [showing, setShowing] = useState<{ menu: DeployedMenu; dailyFrom: string } | null>(null);
  const summary = useAsked<RichMenuSummary>();
  const daily = useAsked<RichMenuDaily>();
  const image = useApiQuery({
    ...imageQuery(credentials, showing?.menu.richMenuId ?? ""),
    enabled: showing !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const imageUrl = useObjectUrl(image.data ?? null);
  useEffect(warmShortDay, []);
  const busy = summary.busy || daily.busy;
  const error = summary.error ?? daily.error ?? (deployed.error ? deployed.error.message : null);

  // The menu asked for (the URL's, or the one chosen) while it is deployed, else the first.
  useEffect(() => {
    if (menus && !menus.some((m) => m.richMenuId === menuId)) setMenuId(menus[0]?.richMenuId ?? "");
  }, [menus, menuId]);

  const show = () => {
    const menu = menus?.find((m) => m.richMenuId === menuId);
    if (!menu) return;
    const dailyFrom = maxYmd(period.from, addDays(period.to, -PERIOD_LIMITS.daily.maxSpanDays));
    setShowing({ menu, dailyFrom });
    void summary.ask(requests.richMenuSummary(menu.richMenuId, period));
    void daily.ask(requests.richMenuDaily(menu.richMenuId, { from: dailyFrom, to: period.to }));
  };
  const shown: Shown | null =
    showing && summary.value
      ? {
          ...showing,
          summary: summary.value,
          daily: daily.value,
          imageUrl,
        }
      : null;

  const invalid = periodError("summary", period);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={selectId}>{t(LABEL.richMenu)}</Label>
        <div className="flex min-w-0 gap-2">
          <div className="min-w-0 flex-1">
            {/* The menus' names are the developer's own words: a page translator leaves them alone. */}
            <Select
              id={selectId}
              translate="no"
              value={menuId}
              onChange={(e) => setMenuId(e.target.value)}
              options={(menus ?? []).map((m) => ({ value: m.richMenuId, label: m.name }))}
            />
          </div>
          <Button
            variant="outline"
            onClick={() => void deployed.refetch()}
            aria-label={t("Reload the rich menus")}
          >
            <RefreshCw aria-hidden="true" />
          </Button>
        </div>
        {menus?.length === 0 ? (
          <p className="text-sm text-gray-600">{t("This channel has no rich menus.")}</p>
        ) : null}
      </div>
      <PeriodFields kind="summary" value={period} onChange={setPeriod} />
      <div>
        <Button onClick={show} disabled={busy || !menuId || invalid !== null}>
          <BarChart3 aria-hidden="true" /> {t("Show statistics")}
        </Button>
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {shown ? <RichMenuResult shown={shown} /> : null}
    </div>
  );
}

const maxYmd = (a: string, b: string) => (a > b ? a : b);

function RichMenuResult({ shown }: { shown: Shown }) {
  const { _: t } = useLingui();
  const { summary, daily, menu } = shown;
  if (belowThreshold(summary))
    return (
      <Alert>
        {t(
          "Too few people tapped this menu in this period: LINE shows no numbers below its privacy threshold. Nothing is drawn, because no numbers are not zeros.",
        )}
      </Alert>
    );
  const impression = summary.impression?.metrics;
  return (
    <div className="flex min-w-0 flex-col gap-4" aria-live="polite">
      {impression ? (
        <p className="text-sm">
          {t(
            "Shown {count, plural, one {# time} other {# times}} to {users, plural, one {# person} other {# people}} ({from}–{to}, Japan dates)",
            {
              count: impression.count,
              users: impression.uniqueUsers,
              from: summary.metricsFrom ?? "",
              to: summary.metricsTo ?? "",
            },
          )}
        </p>
      ) : null}
      <HeatMap imageUrl={shown.imageUrl} size={menu.size} clicks={summary.clicks ?? []} />
      {daily && !belowThreshold(daily) ? <DailyChart daily={daily} /> : null}
    </div>
  );
}

function DailyChart({ daily }: { daily: RichMenuDaily }) {
  const { _: t } = useLingui();
  const days = (daily.impression?.metrics ?? []).map((m) => m.date);
  const clicksOn = (date: string) =>
    (daily.clicks ?? []).reduce(
      (sum, area) => sum + (area.metrics.find((m) => m.date === date)?.count ?? 0),
      0,
    );
  const impressions = (daily.impression?.metrics ?? []).map((m) => m.count);
  const clicks = days.map(clicksOn);
  const title = t("Rich menu per day");
  return (
    <ChartCard
      title={title}
      fileName={`rich-menu-${daily.richMenuId}-daily.csv`}
      header={[t("Date (Japan)"), t("Impressions"), t("Clicks")]}
      rows={days.map((date, i) => [date, impressions[i] ?? null, clicks[i] ?? null])}
      chart={
        <LineChart
          title={title}
          labels={ends(days).map(shortDay)}
          series={[
            { name: t("Impressions"), color: "#2563eb", values: impressions },
            { name: t("Clicks"), color: "#dc2626", values: clicks },
          ]}
        />
      }
    />
  );
}
