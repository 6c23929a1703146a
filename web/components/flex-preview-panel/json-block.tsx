import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";

/** Longer output draws only the lines in view: a carousel's ~5,000 lines took half a second to lay out. */
const WINDOWED_FROM_LINES = 400;
/** text-xs (12 px) × leading-relaxed (1.625): the windowed view sets it exactly so offsets are line × height. */
const LINE_PX = 19.5;
/** Lines drawn above and below the view, so a scroll shows text before the next render lands. */
const OVERSCAN_LINES = 40;
/** p-3 on each side. */
const PADDING_PX = 12;

const BLOCK_CLASSES =
  "min-w-0 overflow-auto rounded-lg border border-gray-200 bg-gray-50 outline-none focus-visible:ring-2 focus-visible:ring-line";

/** Pretty-printed JSON in a scrollable, keyboard-reachable region (long lines scroll inside, not the page). */
export function JsonBlock({
  value,
  label,
  className,
  wrap = false,
}: {
  value: unknown;
  label: string;
  className?: string;
  /** Long lines wrap instead of scrolling sideways (a phone's narrow card); short output only. */
  wrap?: boolean;
}) {
  const text = useMemo(() => JSON.stringify(value, null, 2), [value]);
  const lines = useMemo(() => text.split("\n"), [text]);
  if (lines.length >= WINDOWED_FROM_LINES)
    return <WindowedJson lines={lines} label={label} className={className} />;
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the block.
      tabIndex={0}
      className={cn(BLOCK_CLASSES, className)}
    >
      <pre
        className={cn(
          "p-3 font-mono text-xs leading-relaxed text-gray-900",
          wrap ? "break-all whitespace-pre-wrap" : "w-max min-w-full",
        )}
      >
        {text}
      </pre>
    </section>
  );
}

function WindowedJson({ lines, label, className }: { lines: string[]; label: string; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [view, setView] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Before the first measurement, a screenful: the block is never taller than the window.
  const height = view.height || (typeof window === "undefined" ? 800 : window.innerHeight);
  const first = Math.max(0, Math.floor((view.top - PADDING_PX) / LINE_PX) - OVERSCAN_LINES);
  const last = Math.min(lines.length, Math.ceil((view.top + height) / LINE_PX) + OVERSCAN_LINES);
  const widest = useMemo(() => lines.reduce((max, line) => Math.max(max, line.length), 0), [lines]);
  return (
    <section
      ref={ref}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the block.
      tabIndex={0}
      className={cn(BLOCK_CLASSES, className)}
      onScroll={(event) =>
        setView({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })
      }
    >
      <div
        className="relative font-mono text-xs"
        style={{
          height: lines.length * LINE_PX + 2 * PADDING_PX,
          // Lines out of view still widen the scroll area, as the whole text would.
          minWidth: `calc(${widest}ch + ${2 * PADDING_PX}px)`,
        }}
      >
        <pre
          className="absolute left-0 top-0 w-max min-w-full p-3 font-mono text-xs text-gray-900"
          style={{ lineHeight: `${LINE_PX}px`, transform: `translateY(${first * LINE_PX}px)` }}
        >
          {lines.slice(first, last).join("\n")}
        </pre>
      </div>
    </section>
  );
}
