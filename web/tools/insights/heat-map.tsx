import { useLingui } from "@lingui/react";
import type { InsightBounds, InsightMetrics } from "../../../shared/insight/model.ts";

export interface AreaClicks {
  bounds: InsightBounds;
  metrics: InsightMetrics;
}

/** Heat from the share of the busiest area: a light wash for few clicks, strong red for the most. */
function heatOpacity(count: number, max: number): number {
  if (max <= 0 || count <= 0) return 0.08;
  return 0.15 + 0.6 * (count / max);
}

/**
 * LINE's `clicks[].bounds` drawn on the menu's own image: each area tinted by its clicks, with its clicks
 * and unique users written on it, and the same numbers as a list below for screen readers and copying.
 */
export function HeatMap({
  imageUrl,
  size,
  clicks,
}: {
  imageUrl: string | null;
  size: { width: number; height: number };
  clicks: readonly AreaClicks[];
}) {
  const { _: t } = useLingui();
  const max = Math.max(0, ...clicks.map((c) => c.metrics.count));
  const font = Math.round(size.width / 22);
  const label = (area: AreaClicks, index: number) =>
    t(
      "Area {number}: {count, plural, one {# click} other {# clicks}} by {users, plural, one {# person} other {# people}}",
      {
        number: index + 1,
        count: area.metrics.count,
        users: area.metrics.uniqueUsers,
      },
    );
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div
        className="relative w-full overflow-hidden rounded-md border bg-gray-100"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      >
        {imageUrl ? <img src={imageUrl} alt="" className="absolute inset-0 size-full" /> : null}
        <svg
          viewBox={`0 0 ${size.width} ${size.height}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full"
          role="img"
          aria-label={t("Heat map of the rich menu's clicks")}
        >
          {clicks.map((area) => {
            const { x, y, width, height } = area.bounds;
            return (
              <g key={`${x}-${y}-${width}-${height}`}>
                <rect
                  x={x}
                  y={y}
                  width={width}
                  height={height}
                  fill="#dc2626"
                  fillOpacity={heatOpacity(area.metrics.count, max)}
                  stroke="#fff"
                  strokeWidth={Math.max(2, size.width / 400)}
                />
                <text
                  x={x + width / 2}
                  y={y + height / 2}
                  textAnchor="middle"
                  fontSize={font}
                  fontWeight="700"
                  fill="#fff"
                  stroke="#111827"
                  strokeWidth={font / 10}
                  paintOrder="stroke"
                >
                  {area.metrics.count.toLocaleString()}
                  <tspan x={x + width / 2} dy={font * 1.1} fontSize={font * 0.6} fontWeight="400">
                    {t("{users, plural, one {# person} other {# people}}", {
                      users: area.metrics.uniqueUsers,
                    })}
                  </tspan>
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ol aria-label={t("Clicks per area")} className="flex flex-col gap-1 text-sm">
        {clicks.map((area, index) => (
          <li key={index} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 shrink-0 rounded-sm bg-red-600"
              style={{ opacity: heatOpacity(area.metrics.count, max) }}
            />
            {label(area, index)}
          </li>
        ))}
      </ol>
    </div>
  );
}
