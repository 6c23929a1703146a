import { useId } from "react";

// A small hand-rolled SVG line chart. A year of days is 365 points per line: each line is one <path> whose
// `d` is built in one pass over the values with the scales worked out once (gaps where LINE had no number are
// a fresh "M", so a line never needs a second element), scaled by the viewBox. No per-point element or
// component, no per-point formatting: the numbers themselves are in the card's table, one tap away.

export interface ChartSeries {
  name: string;
  color: string;
  /** One value per label; null = no number that day (a gap, never a zero). */
  values: readonly (number | null)[];
}

const W = 600;
const H = 220;
const PAD = { left: 44, right: 8, top: 10, bottom: 24 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;
const BOTTOM = PAD.top + PLOT_H;

/** Round numbers for the top of the axis: 1, 2, 5 × 10ⁿ. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/**
 * Lines are drawn in tenths of the viewBox's units (a group scaled by 0.1), so every coordinate is a whole
 * number: a tenth is finer than a phone's pixel here, and whole numbers are what JavaScript turns into text
 * and the browser parses fastest.
 */
const TENTHS = 10;
const tenths = (n: number) => Math.round(n * TENTHS);

/**
 * A line as one path, in tenths: `d` with a fresh "M" after each gap, and the days that stand alone between
 * gaps (a path draws nothing for them) as dots.
 */
export function linePath(
  values: readonly (number | null)[],
  top: number,
): { d: string; dots: { x: number; y: number }[] } {
  const step = values.length <= 1 ? 0 : PLOT_W / (values.length - 1);
  const start = values.length <= 1 ? PAD.left + PLOT_W / 2 : PAD.left;
  const scale = PLOT_H / top;
  let d = "";
  const dots: { x: number; y: number }[] = [];
  let run = 0;
  let last = { x: 0, y: 0 };
  for (let i = 0; i <= values.length; i++) {
    const value = i < values.length ? values[i] : null;
    if (value === null || value === undefined) {
      if (run === 1) dots.push(last);
      run = 0;
      continue;
    }
    last = { x: tenths(start + i * step), y: tenths(BOTTOM - value * scale) };
    d += `${run === 0 ? "M" : "L"}${last.x} ${last.y}`;
    run += 1;
  }
  return { d, dots };
}

/** An axis number with thousands grouped, the same in Thai and English; no Intl object to make per tick. */
function axisNumber(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

function largest(series: readonly ChartSeries[]): number {
  let max = 0;
  for (const s of series) for (const v of s.values) if (v !== null && v > max) max = v;
  return max;
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
  const top = niceMax(largest(series));
  const lines = series.map((s) => ({ ...s, ...linePath(s.values, top) }));
  const ticks = [0, top / 2, top];
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
          const y = BOTTOM - (tick / top) * PLOT_H;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#e5e7eb" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="12" fill="#4b5563">
                {axisNumber(tick)}
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
        {lines.map((line) => (
          <g key={line.name} data-series={line.name} transform={`scale(${1 / TENTHS})`}>
            {line.d.includes("L") ? (
              <path
                d={line.d}
                fill="none"
                stroke={line.color}
                strokeWidth="2"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
            {line.dots.map((dot) => (
              <circle key={dot.x} cx={dot.x} cy={dot.y} r={3 * TENTHS} fill={line.color} />
            ))}
          </g>
        ))}
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
