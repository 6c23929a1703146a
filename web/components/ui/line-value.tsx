import type { ReactNode } from "react";

/**
 * LINE's own value (what the JSON holds, what a developer searches for) shown as code beside its label in
 * the chosen language, as the Flex Designer's keyword fields do: `translate="no"`, so a page translator
 * and the Thai sweep leave it as LINE writes it.
 */
export function LineValue({ value }: { value: string }) {
  return (
    <code translate="no" className="shrink-0 rounded bg-gray-100 px-1.5 py-0.5 text-gray-700 text-xs">
      {value}
    </code>
  );
}

/** A control (a select of LINE's keywords, by their labels) with the chosen keyword beside it. */
export function WithLineValue({ value, children }: { value: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">{children}</div>
      {value ? <LineValue value={value} /> : null}
    </div>
  );
}
