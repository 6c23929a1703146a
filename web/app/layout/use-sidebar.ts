import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { PRERENDERING } from "../../lib/prerendering.ts";
import { isSidebarShortcut, MOBILE_BREAKPOINT, readSidebarOpen, saveSidebarOpen } from "./sidebar-state.ts";

export interface SidebarValue {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  /** Mobile: the 18rem overlay panel is showing. */
  mobileOpen: boolean;
  toggle(): void;
  setMobileOpen(open: boolean): void;
}

export const SidebarContext = createContext<SidebarValue | null>(null);

function useIsMobile() {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  const [mobile, setMobile] = useState(() => PRERENDERING || window.matchMedia(query).matches);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const onChange = () => setMobile(mql.matches);
    mql.addEventListener("change", onChange);
    return () => mql.removeEventListener("change", onChange);
  }, [query]);
  return mobile;
}

export function useSidebarState(): SidebarValue {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => (PRERENDERING ? null : readSidebarOpen()) ?? true);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((v) => !v);
      return;
    }
    setOpen((v) => {
      saveSidebarOpen(!v);
      return !v;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return { isMobile, open, mobileOpen, toggle, setMobileOpen };
}

export function useSidebar(): SidebarValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar must be used within the app layout");
  return value;
}
