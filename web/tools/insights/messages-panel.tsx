import { useLingui } from "@lingui/react";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { AGGREGATION_UNIT_PATTERN } from "../../../shared/insight/model.ts";
import { addDays, jstDay } from "../../../shared/insight/period.ts";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { ChartCard } from "./chart-card.tsx";
import { PeriodFields, periodError } from "./period-fields.tsx";
import { type InsightRequests, type Period, type UnitStatistics, useAsked } from "./requests.ts";

/** A statistics answer as rows: LINE's null (below its threshold or not measured) stays a dash, never 0. */
function StatisticsTable({
  title,
  stats,
  fileName,
}: {
  title: string;
  stats: UnitStatistics;
  fileName: string;
}) {
  const { _: t } = useLingui();
  const rows = Object.entries(stats.overview).map(
    ([key, value]) => [key, value === null || value === undefined ? null : String(value)] as const,
  );
  return (
    <ChartCard
      title={title}
      fileName={fileName}
      header={[t("Measure"), t(LABEL.value)]}
      rows={[...rows, ...stats.clicks.map((c) => [`${t("Clicks")} ${c.url}`, c.click ?? null] as const)]}
      chart={
        <>
          <StatisticsSummary stats={stats} />
          <p className="text-sm text-gray-700">
            {t("A dash means LINE gave no number: too few people, or nothing to measure.")}
          </p>
        </>
      }
    />
  );
}

/** The figures a person asks first, in words: who saw it, who opened a link, and each link's opens. */
function StatisticsSummary({ stats }: { stats: UnitStatistics }) {
  const { _: t } = useLingui();
  const figure = (value: unknown) => (typeof value === "number" ? value.toLocaleString() : "–");
  const rows: [string, string][] = [
    [t("People who saw it"), figure(stats.overview.uniqueImpression)],
    [t("People who opened a link"), figure(stats.overview.uniqueClick)],
    ...stats.clicks.map(
      (c) =>
        [
          t("Opens of {url}", { url: c.url }),
          `${figure(c.click)} (${t("{n} people", { n: figure(c.uniqueClick) })})`,
        ] as [string, string],
    ),
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="min-w-0 break-all text-gray-700">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MessagesPanel({ requests }: { requests: InsightRequests }) {
  const { _: t } = useLingui();
  const requestField = useId();
  const [requestId, setRequestId] = useState("");
  const eventAsked = useAsked<UnitStatistics>();
  const unitsAsked = useAsked<{ units: string[] }>();
  const unitAsked = useAsked<UnitStatistics>();
  const [unitName, setUnitName] = useState("");
  // One message under the sections: the last thing asked's failure.
  const [last, setLast] = useState<"event" | "units" | "unit" | null>(null);
  const [period, setPeriod] = useState<Period>(() => {
    const to = jstDay(Date.now());
    return { from: addDays(to, -29), to };
  });
  const event = eventAsked.value;
  const units = unitsAsked.value?.units ?? null;
  const unit = unitAsked.value ? { name: unitName, stats: unitAsked.value } : null;
  const error = { event: eventAsked.error, units: unitsAsked.error, unit: unitAsked.error, none: null }[
    last ?? "none"
  ];

  const showEvent = () => {
    setLast("event");
    return eventAsked.ask(requests.messageEvent(requestId.trim()));
  };
  const listUnits = () => {
    setLast("units");
    return unitsAsked.ask(requests.units());
  };
  const showUnit = (name: string) => {
    setLast("unit");
    setUnitName(name);
    return unitAsked.ask(requests.unit(name, period));
  };
  const badPeriod = periodError("aggregation", period);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section className="flex min-w-0 flex-col gap-2" aria-label={t("A broadcast or narrowcast")}>
        <Label htmlFor={requestField}>{t("Request ID of a broadcast or narrowcast")}</Label>
        <div className="flex min-w-0 gap-2">
          <Input
            id={requestField}
            value={requestId}
            onChange={(e) => setRequestId(e.target.value)}
            className="min-w-0 flex-1"
            autoComplete="off"
          />
          <Button onClick={() => void showEvent()} disabled={requestId.trim() === ""}>
            <Search aria-hidden="true" /> {t("Show")}
          </Button>
        </div>
        <p className="text-xs text-gray-600">
          {t("LINE answers with the X-Line-Request-Id header of the send.")}
        </p>
        {event ? (
          <StatisticsTable
            title={t("Message statistics")}
            stats={event}
            fileName={`message-${requestId}.csv`}
          />
        ) : null}
      </section>
      <section className="flex min-w-0 flex-col gap-3" aria-label={t("Aggregation units")}>
        <h3 className="text-base font-semibold">{t("Aggregation units")}</h3>
        <p className="text-sm text-gray-700">
          {t(
            "Pushes and multicasts are counted per unit named when they are sent. LINE allows units only for accounts that applied for them.",
          )}
        </p>
        <PeriodFields kind="aggregation" value={period} onChange={setPeriod} />
        <div>
          <Button variant="outline" onClick={() => void listUnits()}>
            {t("List this month's units")}
          </Button>
        </div>
        {units?.length === 0 ? (
          <p className="text-sm text-gray-600">{t("No units were used this month.")}</p>
        ) : null}
        {units && units.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {units
              .filter((name) => AGGREGATION_UNIT_PATTERN.test(name))
              .map((name) => (
                <li key={name}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={badPeriod !== null}
                    onClick={() => void showUnit(name)}
                  >
                    {name}
                  </Button>
                </li>
              ))}
          </ul>
        ) : null}
        {unit ? (
          <StatisticsTable
            title={t("Unit {name}", { name: unit.name })}
            stats={unit.stats}
            fileName={`unit-${unit.name}.csv`}
          />
        ) : null}
      </section>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
    </div>
  );
}
