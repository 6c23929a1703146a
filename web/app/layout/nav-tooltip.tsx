import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { TOOLTIP_DELAY_MS } from "./sidebar-state.ts";

/**
 * Shows `label` beside its child after the spec's 700 ms hover/focus delay (only when enabled). The
 * tooltip is fixed-positioned from the trigger's box: the collapsed sidebar scrolls, and an absolutely
 * positioned tooltip would be clipped by that 3rem-wide scroll container.
 */
export function NavTooltip({
  label,
  enabled,
  children,
}: {
  label: string;
  enabled: boolean;
  children: ReactNode;
}) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const anchor = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    if (!enabled) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const box = anchor.current?.getBoundingClientRect();
      if (box) setPosition({ top: box.top + box.height / 2, left: box.right + 8 });
    }, TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setPosition(null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only reveal a tooltip; the link inside is the control.
    <div
      ref={anchor}
      className="relative"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {enabled && position && (
        <div
          id={id}
          role="tooltip"
          style={{ top: position.top, left: position.left }}
          className="pointer-events-none fixed z-50 -translate-y-1/2 whitespace-nowrap rounded-md bg-gray-900 px-2 py-1 text-white text-xs shadow"
        >
          {label}
        </div>
      )}
    </div>
  );
}
