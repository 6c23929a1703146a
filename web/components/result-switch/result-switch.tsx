import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { msg, useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";

/** Where builders put input and result side by side (the pages' `lg:` grids); below it, one pane at a time. */
const SIDE_BY_SIDE_QUERY = "(min-width: 1024px)";

/** The accessible name of every builder's switch, so tests and screen readers find it the same way. */
const RESULT_SWITCH_LABEL = msg("Builder view");

/** The panes' tab labels, shared by every builder (translated where shown). */
export const PANE_LABELS = {
  edit: msg("Edit"),
  preview: msg("Preview"),
  json: msg("JSON"),
  apiJson: msg("API JSON"),
  output: msg("Output"),
} as const;

interface ResultPane {
  id: string;
  label: string;
}

interface SwitchContextValue {
  baseId: string;
  /** False on phones and narrow tablets: only the active pane is shown. */
  sideBySide: boolean;
  active: string;
}

const SwitchContext = createContext<SwitchContextValue | null>(null);

const tabId = (baseId: string, pane: string) => `${baseId}-tab-${pane}`;
const panelId = (baseId: string, pane: string) => `${baseId}-panel-${pane}`;

export interface ResultSwitchProps {
  /** The tabs in order; the first is the builder's input. */
  panes: readonly ResultPane[];
  /** Controlled pane (e.g. Flex Storage's Load goes back to the editor); omit for an uncontrolled switch. */
  value?: string;
  onValueChange?: (pane: string) => void;
  /** Classes of the side-by-side layout (a grid); the panes sit anywhere inside it. */
  className?: string;
  children: ReactNode;
}

/**
 * A builder's input and its result (JSON, preview) side by side on wide screens; on a phone a sticky
 * tab bar under the header switches between them, so the result is one tap away and shows at the top
 * instead of below a long form. The same tree renders in both layouts (only attributes change), so
 * crossing the breakpoint keeps every pane's state; hidden panes stay mounted.
 */
export function ResultSwitch({ panes, value, onValueChange, className, children }: ResultSwitchProps) {
  const baseId = useId();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [internal, setInternal] = useState(panes[0]?.id ?? "");
  const active = value ?? internal;
  const top = useRef<HTMLDivElement>(null);
  /** Where each pane was left: back on Edit, the form is where the user was typing. */
  const scrollOf = useRef(new Map<string, number>());
  const switched = useRef(false);

  const select = (pane: string) => {
    if (pane === active) return;
    scrollOf.current.set(active, window.scrollY);
    switched.current = true;
    if (value === undefined) setInternal(pane);
    onValueChange?.(pane);
  };

  useLayoutEffect(() => {
    if (!switched.current || sideBySide) return;
    switched.current = false;
    const saved = scrollOf.current.get(active);
    const box = top.current?.getBoundingClientRect();
    if (saved !== undefined) window.scrollTo({ top: saved });
    // Scrolled down a long form: the chosen pane starts under the sticky bar, not somewhere above it.
    else if (box && box.top < 0) top.current?.scrollIntoView({ block: "start" });
  }, [active, sideBySide]);

  return (
    <SwitchContext.Provider value={{ baseId, sideBySide, active }}>
      <div ref={top} className="min-w-0 scroll-mt-14">
        {sideBySide ? null : <SwitchTabs baseId={baseId} panes={panes} active={active} onSelect={select} />}
        {/* No gap on a phone: one pane shows at a time, and a column of hidden panes must not leave space. */}
        <div className={cn("min-w-0", sideBySide ? className : "flex flex-col")}>{children}</div>
      </div>
    </SwitchContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

interface SwitchTabsProps {
  baseId: string;
  panes: readonly ResultPane[];
  active: string;
  onSelect: (pane: string) => void;
}

function SwitchTabs({ baseId, panes, active, onSelect }: SwitchTabsProps) {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    const index = panes.findIndex((pane) => pane.id === active);
    const next = move && index >= 0 ? panes[move(index, panes.length)] : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(tabId(baseId, next.id))?.focus();
  };
  return (
    // Sticky under the 56 px header: the switch stays in reach however long the form is.
    <div className="sticky top-14 z-20 -mx-4 mb-4 border-b bg-gray-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
      <div
        role="tablist"
        aria-label={t(RESULT_SWITCH_LABEL)}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-gray-200/70 p-1"
      >
        {panes.map((pane) => {
          const selected = pane.id === active;
          return (
            <button
              key={pane.id}
              type="button"
              role="tab"
              id={tabId(baseId, pane.id)}
              aria-selected={selected}
              aria-controls={panelId(baseId, pane.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(pane.id)}
              className={cn(
                "min-h-11 min-w-0 rounded-md px-2 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-line",
                selected ? "bg-white text-gray-900 shadow-sm" : "text-gray-600 hover:text-gray-900",
              )}
            >
              {t(pane.label)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export interface SwitchPaneProps {
  /** One of the switch's `panes` ids. */
  id: string;
  /** Classes for the side-by-side layout only (e.g. `lg:sticky`); a phone shows the pane plainly. */
  className?: string;
  children: ReactNode;
}

/** One pane of a ResultSwitch: always shown side by side; on a phone only while its tab is selected. */
export function SwitchPane({ id, className, children }: SwitchPaneProps) {
  const context = useContext(SwitchContext);
  if (!context) throw new Error("SwitchPane must be used inside <ResultSwitch>");
  const { baseId, sideBySide, active } = context;
  if (sideBySide) {
    return (
      <div id={panelId(baseId, id)} className={cn("min-w-0", className)}>
        {children}
      </div>
    );
  }
  return (
    <div
      id={panelId(baseId, id)}
      role="tabpanel"
      aria-labelledby={tabId(baseId, id)}
      hidden={active !== id}
      className="flex min-w-0 flex-col gap-6"
    >
      {children}
    </div>
  );
}
