import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";

interface TabsContextValue {
  baseId: string;
  value: string;
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

export interface TabsProps {
  /** Controlled value; omit and use defaultValue for uncontrolled tabs. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs({ value, defaultValue = "", onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue);
  const current = value ?? internal;
  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={cn("flex min-w-0 flex-col gap-3", className)}>{children}</div>
    </TabsContext.Provider>
  );
}

export interface TabsListProps {
  /** Accessible name of the tab list. */
  "aria-label"?: string;
  children: ReactNode;
  className?: string;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabsList({ children, className, ...aria }: TabsListProps) {
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
      className={cn(
        "inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1",
        className,
      )}
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
  const { baseId, value: current, select } = useTabs();
  const selected = current === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={() => select(value)}
      className={cn(
        "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium",
        "whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-line",
        "disabled:pointer-events-none disabled:opacity-50 pointer-coarse:min-h-11 [&_svg]:size-4",
        selected ? "bg-white text-gray-900 shadow-sm" : "text-gray-600 hover:text-gray-900",
        className,
      )}
    >
      {children}
    </button>
  );
}

export interface TabsContentProps {
  value: string;
  children: ReactNode;
  className?: string;
}

export function TabsContent({ value, children, className }: TabsContentProps) {
  const { baseId, value: current } = useTabs();
  if (current !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern makes the panel focusable.
      tabIndex={0}
      className={cn("min-w-0 outline-none focus-visible:ring-2 focus-visible:ring-line", className)}
    >
      {children}
    </div>
  );
}
