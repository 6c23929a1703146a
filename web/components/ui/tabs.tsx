import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * How a tab list looks (its behaviour is the same): `segmented` (the default), `fill` (equal columns, the
 * builders' sticky Edit / Preview / JSON switch), `underline` (the designer's views), `chips` (a wrapping row
 * of outlined buttons, the rich menu group's pages). Whole class sets, because `cn` appends and never merges.
 */
type TabsLook = "segmented" | "fill" | "underline" | "chips";

const FOCUS_RING = "outline-none focus-visible:ring-2 focus-visible:ring-line";

const LIST_CLASSES: Record<TabsLook, string> = {
  segmented: "inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1",
  fill: "grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-gray-200/70 p-1",
  underline: "flex gap-1 border-b border-gray-200",
  chips: "flex flex-wrap gap-2",
};

const TRIGGER_CLASSES: Record<TabsLook, { base: string; selected: string; idle: string }> = {
  segmented: {
    base: "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 pointer-coarse:min-h-11 [&_svg]:size-4",
    selected: "bg-white text-gray-900 shadow-sm",
    idle: "text-gray-600 hover:text-gray-900",
  },
  fill: {
    base: "min-h-11 min-w-0 rounded-md px-2 font-medium text-sm",
    selected: "bg-white text-gray-900 shadow-sm",
    idle: "text-gray-600 hover:text-gray-900",
  },
  underline: {
    base: "px-4 py-2 text-sm",
    selected: "-mb-px border-b-2 border-green-600 font-semibold text-green-800",
    idle: "text-gray-600 hover:text-gray-900",
  },
  chips: {
    base: "rounded-md border px-3 py-1.5 text-sm",
    selected: "border-line bg-line text-white",
    idle: "bg-white",
  },
};

interface TabsContextValue {
  baseId: string;
  value: string;
  look: TabsLook;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error("Tabs parts must be used inside <Tabs>");
  return context;
}

const safe = (value: string) => value.replace(/[^\w-]/g, "_");
const tabId = (baseId: string, value: string) => `${baseId}-tab-${safe(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${safe(value)}`;

/** The id of the panel a tab controls: for a pane that is shown outside the tabs too (side by side). */
export function useTabPanelId(value: string): string {
  return panelId(useTabs().baseId, value);
}

export interface TabsRootProps {
  /** Controlled value; omit and use defaultValue for uncontrolled tabs. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  look?: TabsLook;
  children: ReactNode;
}

/** The tabs' state alone, no element: the list and the panels may sit anywhere in the caller's layout. */
export function TabsRoot({
  value,
  defaultValue = "",
  onValueChange,
  look = "segmented",
  children,
}: TabsRootProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue);
  const current = value ?? internal;
  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, look, select }}>{children}</TabsContext.Provider>
  );
}

export interface TabsProps extends TabsRootProps {
  className?: string;
}

/** The tabs in a column: the list above its panels. */
export function Tabs({ className, children, ...root }: TabsProps) {
  return (
    <TabsRoot {...root}>
      <div className={cn("flex min-w-0 flex-col gap-3", className)}>{children}</div>
    </TabsRoot>
  );
}

export interface TabsListProps {
  /** Accessible name of the tab list. */
  "aria-label"?: string;
  children: ReactNode;
  className?: string;
}

/** A horizontal list: Left and Right move (wrapping), Home and End go to the ends; Up and Down scroll the page. */
const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabsList({ children, className, ...aria }: TabsListProps) {
  const { look } = useTabs();
  // Automatic activation: moving focus with the arrow keys also selects the tab.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const target = tabs[move(index, tabs.length)];
    target?.focus();
    target?.click();
  };
  return (
    <div
      role="tablist"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn(LIST_CLASSES[look], className)}
      {...aria}
    >
      {children}
    </div>
  );
}

export interface TabsTriggerProps {
  value: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

export function TabsTrigger({ value, children, disabled, className }: TabsTriggerProps) {
  const { baseId, value: current, look, select } = useTabs();
  const selected = current === value;
  const classes = TRIGGER_CLASSES[look];
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      // Roving tabindex: Tab reaches the list once, on the selected tab; the arrow keys move within it.
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={() => select(value)}
      className={cn(classes.base, FOCUS_RING, selected ? classes.selected : classes.idle, className)}
    >
      {children}
    </button>
  );
}

export interface TabsContentProps {
  value: string;
  children: ReactNode;
  className?: string;
  /** Kept in the page while another tab is selected (hidden), so its state and scroll survive. */
  keepMounted?: boolean;
}

export function TabsContent({ value, children, className, keepMounted = false }: TabsContentProps) {
  const { baseId, value: current } = useTabs();
  const selected = current === value;
  if (!selected && !keepMounted) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern makes the panel focusable.
      tabIndex={0}
      className={cn("min-w-0", FOCUS_RING, className)}
    >
      {children}
    </div>
  );
}
