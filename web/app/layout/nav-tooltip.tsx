import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { TOOLTIP_DELAY_MS } from "./sidebar-state.ts";

/** Shows `label` beside its child after the spec's 700 ms hover/focus delay (only when enabled). */
export function NavTooltip({
  label,
  enabled,
  children,
}: {
  label: string;
  enabled: boolean;
  children: ReactNode;
}) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    if (!enabled) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setVisible(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setVisible(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only reveal a tooltip; the link inside is the control.
    <div className="relative" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      {enabled && visible && (
        <div
          id={id}
          role="tooltip"
          className="pointer-events-none absolute top-1/2 left-full z-50 ml-2 -translate-y-1/2 whitespace-nowrap rounded-md bg-gray-900 px-2 py-1 text-white text-xs shadow"
        >
          {label}
        </div>
      )}
    </div>
  );
}
