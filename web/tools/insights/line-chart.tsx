import { useId } from "react";

// A small hand-rolled SVG line chart: a year of days is a few hundred points per line, drawn as one
// <polyline> each (gaps where LINE had no number split a line), scaled by the viewBox, so the browser
// lays out a handful of elements whatever the range.

export interface ChartSeries {
  name: string;
  color: string;
  /** One value per label; null = no number that day (a gap, never a zero). */
  values: readonly (number | null)[];
}

const W = 600;
const H = 220;
const PAD = { left: 44, right: 8, top: 10, bottom: 24 };

/** Round numbers for the top of the axis: 1, 2, 5 × 10ⁿ. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/** The runs of a line between gaps, as polyline point lists. */
export function segments(values: readonly (number | null)[], top: number): string[] {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (values.length <= 1 ? plotW / 2 : (i * plotW) / (values.length - 1));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      if (run.length) runs.push(run.join(" "));
      run = [];
      return;
    }
    run.push(`${x(i).toFixed(1)},${y(value).toFixed(1)}`);
  });
  if (run.length) runs.push(run.join(" "));
  return runs;
}

export function LineChart({
  title,
  labels,
  series,
}: {
  title: string;
  /** The axis's first and last day. */
  labels: readonly string[];
  series: readonly ChartSeries[];
}) {
  const titleId = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const top = niceMax(max);
  const ticks = [0, top / 2, top];
  const plotH = H - PAD.top - PAD.bottom;
  return (
    <figure className="m-0 flex min-w-0 flex-col gap-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full"
        preserveAspectRatio="none"
      >
        <title id={titleId}>{title}</title>
        {ticks.map((tick) => {
          const y = PAD.top + plotH - (tick / top) * plotH;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#e5e7eb" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="12" fill="#4b5563">
                {tick.toLocaleString()}
              </text>
            </g>
          );
        })}
        <text x={PAD.left} y={H - 6} fontSize="12" fill="#4b5563">
          {labels[0]}
        </text>
        <text x={W - PAD.right} y={H - 6} fontSize="12" fill="#4b5563" textAnchor="end">
          {labels.at(-1)}
        </text>
        {series.map((s) =>
          segments(s.values, top).map((points, i) =>
            points.includes(" ") ? (
              <polyline
                key={`${s.name}-${i}`}
                points={points}
                fill="none"
                stroke={s.color}
                strokeWidth="2"
                vectorEffect="non-scaling-stroke"
              />
            ) : (
              <circle
                key={`${s.name}-${i}`}
                cx={points.split(",")[0]}
                cy={points.split(",")[1]}
                r="3"
                fill={s.color}
              />
            ),
          ),
        )}
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-xs text-gray-700">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ background: s.color }}
            />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
