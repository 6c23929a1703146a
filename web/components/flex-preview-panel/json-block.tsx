import { cn } from "../../lib/cn.ts";

/** Pretty-printed JSON in a scrollable, keyboard-reachable region (long lines scroll inside, not the page). */
export function JsonBlock({
  value,
  label,
  className,
}: {
  value: unknown;
  label: string;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the block.
      tabIndex={0}
      className={cn(
        "min-w-0 overflow-auto rounded-lg border border-gray-200 bg-gray-50 outline-none",
        "focus-visible:ring-2 focus-visible:ring-line",
        className,
      )}
    >
      <pre className="w-max min-w-full p-3 font-mono text-xs leading-relaxed text-gray-900">
        {JSON.stringify(value, null, 2)}
      </pre>
    </section>
  );
}
