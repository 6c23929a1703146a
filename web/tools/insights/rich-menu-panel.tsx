import { useLingui } from "@lingui/react";
import { BarChart3, RefreshCw } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { belowThreshold, type RichMenuDaily, type RichMenuSummary } from "../../../shared/insight/model.ts";
import { addDays, lastDays, PERIOD_LIMITS } from "../../../shared/insight/period.ts";
import { api, type ChannelCredentialsInput, channelHeaders, readApiError } from "../../api/client.ts";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select } from "../../components/ui/select.tsx";
import { ChartCard } from "./chart-card.tsx";
import { HeatMap } from "./heat-map.tsx";
import { LineChart } from "./line-chart.tsx";
import { PeriodFields, periodError } from "./period-fields.tsx";
import type { InsightRequests, Period } from "./requests.ts";
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

async function menuImage(credentials: ChannelCredentialsInput, id: string): Promise<string | null> {
  const res = await api["rich-menus"][":id"].image.$get(
    { param: { id } },
    { headers: channelHeaders(credentials) },
  );
  return res.ok ? URL.createObjectURL(await res.blob()) : null;
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
  const [menus, setMenus] = useState<DeployedMenu[] | null>(null);
  const [menuId, setMenuId] = useState(menuFromUrl);
  const [period, setPeriod] = useState<Period>(() => lastDays(30, Date.now()));
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(warmShortDay, []);
  const [busy, setBusy] = useState(false);

  const loadMenus = async () => {
    const res = await api["rich-menus"].$get({}, { headers: channelHeaders(credentials) }).catch(() => null);
    if (!res?.ok) return setError(res ? await readApiError(res) : t("LINE is unreachable, try again"));
    const body = (await res.json()) as { richmenus: DeployedMenu[] };
    setMenus(body.richmenus);
    setError(null);
    if (!body.richmenus.some((m) => m.richMenuId === menuId)) setMenuId(body.richmenus[0]?.richMenuId ?? "");
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per channel.
  useEffect(() => {
    void loadMenus();
  }, [credentials.channelId, credentials.channelSecret]);
  useEffect(() => () => void (shown?.imageUrl && URL.revokeObjectURL(shown.imageUrl)), [shown]);

  const show = async () => {
    const menu = menus?.find((m) => m.richMenuId === menuId);
    if (!menu) return;
    setBusy(true);
    const dailyFrom = maxYmd(period.from, addDays(period.to, -PERIOD_LIMITS.daily.maxSpanDays));
    const [summary, daily, imageUrl] = await Promise.all([
      requests.richMenuSummary(menu.richMenuId, period),
      requests.richMenuDaily(menu.richMenuId, { from: dailyFrom, to: period.to }),
      menuImage(credentials, menu.richMenuId).catch(() => null),
    ]);
    setBusy(false);
    if (!summary.ok) {
      setShown(null);
      return setError(summary.message);
    }
    setError(daily.ok ? null : daily.message);
    setShown({ menu, summary: summary.value, daily: daily.ok ? daily.value : null, dailyFrom, imageUrl });
  };

  const invalid = periodError("summary", period);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={selectId}>{t(LABEL.richMenu)}</Label>
        <div className="flex min-w-0 gap-2">
          <div className="min-w-0 flex-1">
            <Select
              id={selectId}
              value={menuId}
              onChange={(e) => setMenuId(e.target.value)}
              options={(menus ?? []).map((m) => ({ value: m.richMenuId, label: m.name }))}
            />
          </div>
          <Button variant="outline" onClick={() => void loadMenus()} aria-label={t("Reload the rich menus")}>
            <RefreshCw aria-hidden="true" />
          </Button>
        </div>
        {menus?.length === 0 ? (
          <p className="text-sm text-gray-600">{t("This channel has no rich menus.")}</p>
        ) : null}
      </div>
      <PeriodFields kind="summary" value={period} onChange={setPeriod} />
      <div>
        <Button onClick={() => void show()} disabled={busy || !menuId || invalid !== null}>
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
