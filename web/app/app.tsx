import { I18nProvider, useLingui } from "@lingui/react";
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from "react";
import { Route, Switch, useLocation } from "wouter";
import { AuthProvider, useAuth } from "../auth/auth.tsx";
import { i18n, pageLang, useLang, withLaterMessages } from "../i18n/i18n.ts";
import type { LiffService } from "../liff/index.ts";
import { HomePage } from "./home.tsx";
import { Header } from "./layout/header.tsx";
import { Sidebar } from "./layout/sidebar.tsx";
import { SidebarContext, useSidebarState } from "./layout/use-sidebar.ts";
import { documentTitle, usePageMeta } from "./meta.ts";
import { NotFoundPage } from "./not-found.tsx";
import { PageAdopted } from "./page-adopted.tsx";
import { ROUTES, routeFor } from "./routes.ts";

/** Toasts only appear on tool pages: loading sonner lazily keeps it out of the home route's JavaScript. */
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));
/** Sandbox mode's share target picker: its own chunk, never loaded with a real LIFF ID. */
const SandboxSharePicker = lazy(() =>
  withLaterMessages(import("./layout/sandbox-share-picker.tsx")).then((m) => ({
    default: m.SandboxSharePicker,
  })),
);

function PageLoading() {
  const { _: t } = useLingui();
  return (
    <p role="status" className="p-6 text-gray-500">
      {t("Loading…")}
    </p>
  );
}

/**
 * Renders its children from the second render on: what the prerendered page (web/prerender.tsx) cannot
 * know (sandbox mode) or should not hold (the toaster's empty region) stays out of the first render, so
 * the app can adopt that page as it is.
 */
function AfterFirstRender({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A transition: a plain update from an effect renders at default priority, which React does in one
  // blocking pass (with the lazy modules it resolves), a long task right after the page is adopted.
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

function Shell() {
  const { _: t } = useLingui();
  const sidebar = useSidebarState();
  const { liff } = useAuth();
  const [location] = useLocation();
  // Every screen re-renders in a newly chosen language from here down.
  const lang = useLang();
  const route = routeFor(location);
  usePageMeta({ title: documentTitle(route), path: route?.path ?? location, lang });
  const htmlLang = pageLang(route?.path ?? location, lang);
  useEffect(() => {
    document.documentElement.lang = htmlLang;
  }, [htmlLang]);

  return (
    <SidebarContext.Provider value={sidebar}>
      {/* First in the Tab order: past the navigation (which comes next, as the eye reads it) to the page. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to a section; it focuses it without a hash, which would be the router's */}
      <a
        href="#main"
        onClick={(event) => {
          // Focus, not a hash change: the router owns the URL, and Tab must go on from the page.
          event.preventDefault();
          document.getElementById("main")?.focus();
        }}
        className="sr-only z-50 rounded-md bg-white px-3 py-2 font-medium text-green-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-green-700"
      >
        {t("Skip to content")}
      </a>
      <div className="flex min-h-dvh bg-gray-50 text-gray-900">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header route={route} />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl min-w-0 flex-1 p-4 outline-none sm:p-6"
          >
            <Suspense fallback={<PageLoading />}>
              <Switch>
                <Route path="/">
                  <HomePage />
                </Route>
                {ROUTES.filter((r) => r.Page).map(({ path, Page }) => (
                  <Route key={path} path={path}>
                    {Page && <Page />}
                  </Route>
                ))}
                <Route>
                  <NotFoundPage path={location} />
                </Route>
              </Switch>
              <PageAdopted />
            </Suspense>
          </main>
        </div>
      </div>
      {liff.mode === "sandbox" && route?.path !== "/" && (
        <AfterFirstRender>
          <Suspense fallback={null}>
            <SandboxSharePicker />
          </Suspense>
        </AfterFirstRender>
      )}
      {route?.path !== "/" && (
        <AfterFirstRender>
          <Suspense fallback={null}>
            <Toaster
              richColors
              position="top-center"
              // Below the 56 px header on phones and desktops, so a toast never covers its controls.
              mobileOffset={{ top: 64 }}
              offset={{ top: 64 }}
              visibleToasts={3}
              duration={4000}
              closeButton
            />
          </Suspense>
        </AfterFirstRender>
      )}
    </SidebarContext.Provider>
  );
}

export function App({ liff }: { liff: LiffService }) {
  // Lingui's context: a language switch re-renders every useLingui() caller and <Trans>, memo() or not.
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider liff={liff}>
        <Shell />
      </AuthProvider>
    </I18nProvider>
  );
}
