import { useLingui } from "@lingui/react";
import {
  addDays,
  earliestFrom,
  isoToYmd,
  jstDay,
  PERIOD_LIMITS,
  type PeriodKind,
  periodProblems,
  ymdToIso,
} from "../../../shared/insight/period.ts";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { tm } from "../../i18n/descriptor.ts";
import type { Period } from "./requests.ts";

/** The first of LINE's period rules the period breaks (in words), or null: the form sends nothing else. */
export function periodError(kind: PeriodKind, period: Period, now = Date.now()): string | null {
  const [problem] = periodProblems(kind, period.from, period.to, now);
  return problem ? tm(problem) : null;
}

/** From and to, as Japan (UTC+9) dates: the pickers' bounds are LINE's rules for `kind`. */
export function PeriodFields({
  kind,
  value,
  onChange,
}: {
  kind: PeriodKind;
  value: Period;
  onChange: (next: Period) => void;
}) {
  const { _: t } = useLingui();
  const now = Date.now();
  const today = jstDay(now);
  const error = periodError(kind, value, now);
  const oldest = kind === "summary" || kind === "daily" ? earliestFrom(now) : undefined;
  return (
    <div className="grid min-w-0 gap-3 sm:grid-cols-2">
      <Field label={t("From (Japan date)")}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={ymdToIso(value.from)}
            max={ymdToIso(today)}
            {...(oldest ? { min: ymdToIso(oldest) } : {})}
            onChange={(e) => e.target.value && onChange({ ...value, from: isoToYmd(e.target.value) })}
          />
        )}
      </Field>
      <Field label={t("To (Japan date)")} error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={ymdToIso(value.to)}
            min={ymdToIso(value.from)}
            max={ymdToIso(minYmd(today, safeAdd(value.from, PERIOD_LIMITS[kind].maxSpanDays)))}
            onChange={(e) => e.target.value && onChange({ ...value, to: isoToYmd(e.target.value) })}
          />
        )}
      </Field>
    </div>
  );
}

const minYmd = (a: string, b: string) => (a < b ? a : b);
function safeAdd(ymd: string, days: number): string {
  try {
    return addDays(ymd, days);
  } catch {
    return ymd;
  }
}
