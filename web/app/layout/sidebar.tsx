import { useLingui } from "@lingui/react";
import { lazy, Suspense, useEffect } from "react";
import { Link, useLocation } from "wouter";
import { useAuth } from "../../auth/auth.tsx";
import { withLaterMessages } from "../../i18n/i18n.ts";
import { APP_NAME, ROUTES, routeFor } from "../routes.ts";
import { AddToHomeButton } from "./add-to-home.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavTooltip } from "./nav-tooltip.tsx";
import { ShellIcon } from "./shell-icon.tsx";
import { useSidebar } from "./use-sidebar.ts";

function NavList({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const [location] = useLocation();
  const { liff } = useAuth();
  const { _: t } = useLingui();
  const shown = ROUTES.filter((r) => r.inSidebar && (!r.sandboxOnly || liff.mode === "sandbox"));
  return (
    <ul className="flex flex-col gap-1 p-2">
      {shown.map((route) => {
        const active = location === route.path;
        const label = t(route.label);
        return (
          <li key={route.path}>
            <NavTooltip label={label} enabled={collapsed}>
              <Link
                href={route.path}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                aria-label={collapsed ? label : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-md px-3 text-sm md:min-h-9 ${
                  active ? "bg-green-50 font-semibold text-green-800" : "text-gray-700 hover:bg-gray-100"
                } ${collapsed ? "justify-center px-0" : ""}`}
              >
                <ShellIcon name={route.icon} className="size-4 shrink-0" />
                {!collapsed && <span className="truncate">{label}</span>}
              </Link>
            </NavTooltip>
          </li>
        );
      })}
    </ul>
  );
}

function Brand({ collapsed, bordered = true }: { collapsed: boolean; bordered?: boolean }) {
  return (
    <div
      className={`flex h-14 items-center gap-2 px-3 ${bordered ? "border-b" : ""} ${collapsed ? "justify-center px-0" : ""}`}
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-md bg-line font-bold text-white"
      >
        L
      </span>
      {!collapsed && <span className="font-semibold">{APP_NAME}</span>}
    </div>
  );
}

/** Desktop: a 16rem column collapsing to 3rem icons. Mobile: an 18rem overlay panel. */
export function Sidebar() {
  const { _: t } = useLingui();
  const { isMobile, open, mobileOpen, setMobileOpen } = useSidebar();
  const [location] = useLocation();
  const route = routeFor(location);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMobileOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [mobileOpen, setMobileOpen]);

  if (isMobile) {
    if (!mobileOpen) return null;
    return (
      <div className="fixed inset-0 z-40">
        <button
          type="button"
          aria-label={t("Close sidebar")}
          className="absolute inset-0 bg-black/40"
          onClick={() => setMobileOpen(false)}
        />
        <nav
          aria-label={t("Tools")}
          data-state="open"
          data-mobile="true"
          className="absolute inset-y-0 left-0 flex w-[18rem] max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b pr-2">
            <Brand collapsed={false} bordered={false} />
            <button
              type="button"
              aria-label={t("Close sidebar")}
              className="grid size-11 place-items-center rounded-md hover:bg-gray-100"
              onClick={() => setMobileOpen(false)}
            >
              <ShellIcon name="x" className="size-5" />
            </button>
          </div>
          <NavList collapsed={false} onNavigate={() => setMobileOpen(false)} />
          <LanguageSwitch />
          {route?.isTool && <AddToHomeButton path={route.path} title={route.title} variant="menu" />}
          <SandboxPanelSlot />
        </nav>
      </div>
    );
  }

  return (
    <nav
      aria-label={t("Tools")}
      data-state={open ? "expanded" : "collapsed"}
      className={`sticky top-0 flex h-dvh shrink-0 flex-col border-r bg-white transition-[width] duration-200 ${
        open ? "w-[16rem]" : "w-[3rem]"
      }`}
    >
      <Brand collapsed={!open} />
      <div className="flex-1 overflow-y-auto overflow-x-visible">
        <NavList collapsed={!open} />
      </div>
      {open && <LanguageSwitch />}
      {open && <SandboxPanelSlot />}
    </nav>
  );
}

/** Sandbox mode only: its chunk is never loaded with a real LIFF app. */
const SandboxPanel = lazy(() =>
  withLaterMessages(import("./sandbox-panel.tsx")).then((module) => ({ default: module.SandboxPanel })),
);

function SandboxPanelSlot() {
  const { liff } = useAuth();
  if (liff.mode !== "sandbox") return null;
  return (
    <Suspense fallback={null}>
      <SandboxPanel />
    </Suspense>
  );
}
