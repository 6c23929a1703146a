import { cn } from "../../lib/cn.ts";

/** A scrollable, keyboard-reachable block of formatted JSON. */
export function JsonBlock({ label, text, className }: { label: string; text: string; className?: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className={cn(
        "overflow-auto rounded-md bg-gray-950 p-3 outline-none focus-visible:ring-2 focus-visible:ring-line",
        className,
      )}
    >
      <pre className="font-mono text-xs leading-5 text-gray-100">{text}</pre>
    </section>
  );
}
