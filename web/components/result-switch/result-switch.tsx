import { useLingui } from "@lingui/react";
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from "react";
import { msg } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { TabsContent, TabsList, TabsRoot, TabsTrigger, useTabPanelId } from "../ui/tabs.tsx";

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

/** Null outside a ResultSwitch; false on phones and narrow tablets: only the active pane is shown. */
const SideBySideContext = createContext<boolean | null>(null);

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
    <TabsRoot value={active} onValueChange={select} look="fill">
      <SideBySideContext.Provider value={sideBySide}>
        <div ref={top} className="min-w-0 scroll-mt-14">
          {sideBySide ? null : <SwitchTabs panes={panes} />}
          {/* No gap on a phone: one pane shows at a time, and a column of hidden panes must not leave space. */}
          <div className={cn("min-w-0", sideBySide ? className : "flex flex-col")}>{children}</div>
        </div>
      </SideBySideContext.Provider>
    </TabsRoot>
  );
}

interface SwitchTabsProps {
  panes: readonly ResultPane[];
}

function SwitchTabs({ panes }: SwitchTabsProps) {
  const { _: t } = useLingui();
  return (
    // Sticky under the 56 px header: the switch stays in reach however long the form is.
    <div className="sticky top-14 z-20 -mx-4 mb-4 border-b bg-gray-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
      <TabsList aria-label={t(RESULT_SWITCH_LABEL)}>
        {panes.map((pane) => (
          <TabsTrigger key={pane.id} value={pane.id}>
            {t(pane.label)}
          </TabsTrigger>
        ))}
      </TabsList>
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
  const sideBySide = useContext(SideBySideContext);
  const panelId = useTabPanelId(id);
  if (sideBySide === null) throw new Error("SwitchPane must be used inside <ResultSwitch>");
  if (sideBySide) {
    return (
      <div id={panelId} className={cn("min-w-0", className)}>
        {children}
      </div>
    );
  }
  return (
    <TabsContent value={id} keepMounted className="flex flex-col gap-6">
      {children}
    </TabsContent>
  );
}
