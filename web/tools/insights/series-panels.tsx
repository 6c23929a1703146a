import { useLingui } from "@lingui/react";
import { LineChart as ChartIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import {
  DELIVERY_KINDS,
  type DeliveryDay,
  type DeliveryKind,
  type FollowersDay,
} from "../../../shared/insight/model.ts";
import { addDays, jstDay } from "../../../shared/insight/period.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { msg } from "../../i18n/i18n.ts";
import { ChartCard } from "./chart-card.tsx";
import { LineChart } from "./line-chart.tsx";
import { PeriodFields, periodError } from "./period-fields.tsx";
import { type InsightQuery, type Period, useAsked } from "./requests.ts";
import { ends, shortDay, statusWords, warmShortDay } from "./words.ts";

/** The last 30 counted days: up to yesterday in Japan (today is never ready yet). */
function lastCountedDays(): Period {
  const to = addDays(jstDay(Date.now()), -1);
  return { from: addDays(to, -29), to };
}

function useSeries<T extends { date: string; status: FollowersDay["status"] }>(
  load: (period: Period) => InsightQuery<{ days: T[] }>,
) {
  const [period, setPeriod] = useState<Period>(lastCountedDays);
  const asked = useAsked<{ days: T[] }>();
  const show = () => asked.ask(load(period));
  return { period, setPeriod, days: asked.value?.days ?? null, error: asked.error, busy: asked.busy, show };
}

/** Days LINE did not count, grouped by status, in words. */
function NotReady({ days }: { days: readonly { date: string; status: FollowersDay["status"] }[] }) {
  const { _: t } = useLingui();
  const missing = days.filter((d) => d.status !== "ready");
  if (missing.length === 0) return null;
  const statuses = [...new Set(missing.map((d) => d.status))];
  return (
    <Alert variant="warning">
      {t(
        "{count, plural, one {# day has} other {# days have}} no numbers (shown as gaps, not zeros): {dates}.",
        {
          count: missing.length,
          dates: missing.map((d) => d.date).join(", "),
        },
      )}{" "}
      {statuses.map((s) => statusWords(s)).join(" ")}
    </Alert>
  );
}

function ShowButton({
  busy,
  disabled,
  onClick,
  label,
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  label: string;
}) {
  return (
    <div>
      <Button onClick={onClick} disabled={busy || disabled}>
        <ChartIcon aria-hidden="true" /> {label}
      </Button>
    </div>
  );
}

/** One line of a series: its name in the legend and the table's header, its colour, its value on a day. */
interface SeriesColumn<T> {
  name: string;
  color: string;
  value: (day: T) => number | null;
}

interface SeriesPanelProps<T extends SeriesDay> {
  load: (period: Period) => InsightQuery<{ days: T[] }>;
  title: string;
  showLabel: string;
  /** The CSV's name before its period: `followers` gives followers-<from>-<to>.csv. */
  fileStem: string;
  /** Every column of the table (and the CSV). */
  columns: readonly SeriesColumn<T>[];
  /** The lines drawn, when not every column (default: all). */
  drawn?: (days: readonly T[]) => readonly SeriesColumn<T>[];
  /** Said above the chart once the days are in. */
  note?: (days: readonly T[]) => ReactNode;
}

type SeriesDay = { date: string; status: FollowersDay["status"] };

/** A per-day series: its period, the button that asks LINE, what LINE did not count, the chart and table. */
function SeriesPanel<T extends SeriesDay>(props: SeriesPanelProps<T>) {
  const { title, columns } = props;
  const { _: t } = useLingui();
  const series = useSeries(props.load);
  const days = series.days ?? [];
  // While the period is being chosen and LINE asked: the answer then goes straight to the lines.
  useEffect(warmShortDay, []);
  // The table's rows are built on demand (ChartCard), not with the lines.
  const lines = (props.drawn?.(days) ?? columns).map(({ name, color, value }) => ({
    name,
    color,
    values: days.map(value),
  }));
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PeriodFields kind="series" value={series.period} onChange={series.setPeriod} />
      <ShowButton
        busy={series.busy}
        disabled={periodError("series", series.period) !== null}
        onClick={() => void series.show()}
        label={props.showLabel}
      />
      {series.error ? <Alert variant="destructive">{series.error}</Alert> : null}
      {series.days ? (
        <>
          <NotReady days={days} />
          {props.note?.(days)}
          <ChartCard
            title={title}
            fileName={`${props.fileStem}-${series.period.from}-${series.period.to}.csv`}
            header={[t("Date (Japan)"), ...columns.map((column) => column.name)]}
            rows={() => days.map((d) => [d.date, ...columns.map((column) => column.value(d))])}
            chart={
              <LineChart title={title} labels={ends(days).map((d) => shortDay(d.date))} series={lines} />
            }
          />
        </>
      ) : null}
    </div>
  );
}

export function FollowersPanel({
  load,
}: {
  load: (period: Period) => InsightQuery<{ days: FollowersDay[] }>;
}) {
  const { _: t } = useLingui();
  return (
    <SeriesPanel
      load={load}
      title={t("Followers per day")}
      showLabel={t("Show followers")}
      fileStem="followers"
      columns={[
        { name: t("Followers"), color: "#06833a", value: (d) => d.followers ?? null },
        { name: t("Targeted reaches"), color: "#2563eb", value: (d) => d.targetedReaches ?? null },
        { name: t("Blocks"), color: "#dc2626", value: (d) => d.blocks ?? null },
      ]}
    />
  );
}

const KIND_NAMES: Record<DeliveryKind, string> = {
  broadcast: msg("Broadcast"),
  targeting: msg("Targeted"),
  autoResponse: msg("Auto-response"),
  welcomeResponse: msg("Greeting"),
  chat: msg("Chat"),
  apiBroadcast: msg("API broadcast"),
  apiPush: msg("API push"),
  apiMulticast: msg("API multicast"),
  apiNarrowcast: msg("API narrowcast"),
  apiReply: msg("API reply"),
};
const KIND_COLORS = [
  "#06833a",
  "#2563eb",
  "#d97706",
  "#7c3aed",
  "#0891b2",
  "#be185d",
  "#dc2626",
  "#4b5563",
  "#65a30d",
  "#0f766e",
];

export function DeliveryPanel({ load }: { load: (period: Period) => InsightQuery<{ days: DeliveryDay[] }> }) {
  const { _: t } = useLingui();
  const columns = DELIVERY_KINDS.map((kind, index) => ({
    kind,
    name: t(KIND_NAMES[kind]),
    color: KIND_COLORS[index] ?? "#000",
    value: (d: DeliveryDay) => (d.status === "ready" ? (d[kind] ?? 0) : null),
  }));
  // Only the kinds the channel used in the period: ten flat lines at zero say nothing.
  const used = (days: readonly DeliveryDay[]) =>
    columns.filter(({ kind }) => days.some((d) => (d[kind] ?? 0) > 0));
  return (
    <SeriesPanel
      load={load}
      title={t("Messages delivered per day")}
      showLabel={t("Show deliveries")}
      fileStem="deliveries"
      columns={columns}
      drawn={used}
      note={(days) =>
        used(days).length === 0 ? (
          <p className="text-sm text-gray-600">{t("No messages were delivered in this period.")}</p>
        ) : null
      }
    />
  );
}
