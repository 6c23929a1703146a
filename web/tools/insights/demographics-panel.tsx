import { useLingui } from "@lingui/react";
import { Users } from "lucide-react";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { msg, t as translate } from "../../i18n/i18n.ts";
import { ChartCard } from "./chart-card.tsx";
import { type Demographics, type InsightQuery, type Tile, useAsked } from "./requests.ts";

const WORDS: Record<string, string> = {
  male: msg("Male"),
  female: msg("Female"),
  unknown: msg("Unknown"),
  others: msg("Other"),
  within7days: msg("Under 7 days"),
  within30days: msg("7–29 days"),
  within90days: msg("30–89 days"),
  within180days: msg("90–179 days"),
  within365days: msg("180–364 days"),
  over365days: msg("365 days or more"),
};

/** LINE's codes in words: `from20to24` → "20–24", `from50` → "50+", areas are LINE's own names. */
function tileName(value: string): string {
  // Operating system names are product names: the same in every language.
  if (value === "ios") return "iOS";
  if (value === "android") return "Android";
  const known = WORDS[value];
  if (known) return translate(known);
  const range = /^from(\d+)to(\d+)$/.exec(value);
  if (range) return `${range[1]}–${range[2]}`;
  const open = /^from(\d+)$/.exec(value);
  return open ? `${open[1]}+` : value;
}

const GROUPS = [
  { key: "genders", field: "gender", title: msg("Gender") },
  { key: "ages", field: "age", title: msg("Age") },
  { key: "areas", field: "area", title: msg("Area") },
  { key: "appTypes", field: "appType", title: LABEL.phone },
  { key: "subscriptionPeriods", field: "subscriptionPeriod", title: msg("Friends for") },
] as const;

function Bars({ tiles, field }: { tiles: readonly Tile[]; field: string }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {tiles.map((tile) => {
        const name = tileName(String(tile[field] ?? ""));
        const pct = tile.percentage ?? 0;
        return (
          <li key={name} className="grid grid-cols-[7rem_1fr_3.5rem] items-center gap-2 text-sm">
            {/* LINE's area names are its data, not the app's words. */}
            <span className="truncate" translate={field === "area" ? "no" : undefined}>
              {name}
            </span>
            <span aria-hidden="true" className="h-3 rounded bg-gray-100">
              <span className="block h-3 rounded bg-line" style={{ width: `${Math.min(100, pct)}%` }} />
            </span>
            <span className="text-right tabular-nums">{pct}%</span>
          </li>
        );
      })}
    </ul>
  );
}

export function DemographicsPanel({ load }: { load: () => InsightQuery<Demographics> }) {
  const { _: t } = useLingui();
  const asked = useAsked<Demographics>();
  const { value: data, error } = asked;
  const show = () => asked.ask(load());
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <Button onClick={() => void show()}>
          <Users aria-hidden="true" /> {t("Show demographics")}
        </Button>
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {data && !data.available ? (
        <Alert>
          {t(
            "LINE gives no demographics for this account: it has too few friends, or it is not an account of Japan, Thailand, Taiwan or Indonesia.",
          )}
        </Alert>
      ) : null}
      {data?.available
        ? GROUPS.map(({ key, field, title }) => {
            const tiles = data[key] ?? [];
            if (tiles.length === 0) return null;
            return (
              <ChartCard
                key={key}
                title={t(title)}
                fileName={`demographics-${key}.csv`}
                header={[t(title), t("Percent")]}
                rows={tiles.map((tile) => [tileName(String(tile[field] ?? "")), tile.percentage ?? null])}
                chart={<Bars tiles={tiles} field={field} />}
              />
            );
          })
        : null}
    </div>
  );
}
