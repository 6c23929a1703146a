import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { bindApiToLiff } from "./api/id-token.ts";
import { App } from "./app/app.tsx";
import { loadWebConfig } from "./app/config.ts";
import { evaluatePreloadedChunks } from "./app/evaluate-in-steps.ts";
import { routeFor } from "./app/routes.ts";
import { applyLang, detectLang, type Lang, onLangChosen, savedLang, t } from "./i18n/i18n.ts";
import { initLiff, type LiffService } from "./liff/index.ts";
import { isLiffRedirectPending, routeFromLiffState, stripLiffParams } from "./liff/state.ts";
import "./styles.css";

/**
 * LIFF must finish init before the router mounts: its secondary redirect (`?liff.state=/route`)
 * decides the first route, and no 404 may render while LIFF's parameters are still in the URL.
 */
async function boot() {
  const container = document.getElementById("root") as HTMLElement;
  // The language's catalog loads while LIFF initialises, so the first render is already in it: the saved
  // choice, else the browser's languages (what the server's Accept-Language pick prerendered)…
  const saved = savedLang();
  const guess = saved ?? detectLang(null, navigator.languages);
  const catalog = applyLang(guess);
  const config = await loadWebConfig();
  const liff = await initLiff(config);
  bindApiToLiff(liff);
  const followLang = (chosen: Lang) =>
    liff.setLanguage(chosen).catch((error) => console.error("liff.i18n.setLang failed", error));
  onLangChosen(followLang);
  // …and inside LINE with no choice, LINE's app language (the shell check kept that page hidden).
  const lang = saved ?? detectLang(liff.appLanguage(), navigator.languages);
  const reportCatalog = (error: unknown) => console.error("Language catalog failed to load", error);
  await catalog.catch(reportCatalog);
  if (lang !== guess) await applyLang(lang).catch(reportCatalog);
  void followLang(lang);

  const { pathname, search, hash } = window.location;
  const target = routeFromLiffState(search);
  if (target) {
    window.history.replaceState(null, "", target);
  } else if (isLiffRedirectPending(search)) {
    window.history.replaceState(null, "", stripLiffParams(pathname, search, hash));
  }
  const route = routeFor(window.location.pathname);
  const differs = route?.firstScreenDiffersInLiffMode && liff.mode === "real";
  const hydrate = !differs && hydratesShell(container, liff, lang, target);
  // The route's page, loaded before the first render: the prerendered page holds it, not a fallback.
  await evaluatePreloadedChunks();
  if (hydrate) await route?.Page?.preload();
  const app = (
    <StrictMode>
      <App liff={liff} />
    </StrictMode>
  );
  // A transition: the first render yields to the browser every few milliseconds instead of blocking the
  // main thread for all of it, and the prerendered page stays on screen until the app commits.
  startTransition(() => {
    if (!hydrate) {
      createRoot(container).render(app);
      return;
    }
    hydrateRoot(container, app, {
      // The page differed from the prerendered one after all: React renders it anew, as createRoot would.
      onRecoverableError: (error) => console.warn("The prerendered page was rendered anew:", error),
    });
  });
}

/**
 * Whether the app's first render is the prerendered page (web/prerender.tsx): then React adopts its
 * elements (hydrates) instead of building the page again, which spares the main thread a second layout of
 * the whole screen and keeps the painted text where it is. The prerender is the phone layout, logged out,
 * outside LINE, in the language the server picked (its `<html lang>`), on the route the URL names.
 */
function hydratesShell(
  container: HTMLElement,
  liff: LiffService,
  lang: Lang,
  liffTarget: string | null,
): boolean {
  return (
    container.hasAttribute("data-shell") &&
    !("shellHidden" in document.documentElement.dataset) &&
    !window.matchMedia("(min-width: 768px)").matches &&
    document.documentElement.lang === lang &&
    !liffTarget &&
    !liff.isLoggedIn() &&
    !liff.isInClient()
  );
}

boot().catch((error) => {
  console.error("App failed to start", error);
  // The prerendered page cannot work without the app: the message takes its place.
  document.getElementById("root")?.replaceChildren();
  const loader = document.getElementById("boot-loader");
  if (loader) {
    loader.hidden = false;
    // In the chosen language when its catalog loaded before the failure (t() leaves it English otherwise).
    loader.textContent = t("LINE DEV Tools could not start. Please reload the page.");
  }
});
