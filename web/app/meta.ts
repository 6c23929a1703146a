import { useEffect } from "react";
import { type Lang, loadMessages, t } from "../i18n/i18n.ts";
import { APP_NAME, type AppRoute, HOME_TITLE, NOT_FOUND_TITLE } from "./routes.ts";

export interface PageMeta {
  /** The whole document title ({@link documentTitle}). */
  title: string;
  path: string;
  /** Re-applies the texts when the language changes (they are translated). */
  lang?: Lang | null;
}

/**
 * The document title of a route (`undefined`: a path no route has) in the current language: each tool
 * names itself, home names the app, a missing page says so. The prerender (web/prerender.tsx) and the app
 * (app.tsx) both read it, so the first paint and a navigation agree.
 */
export function documentTitle(route: AppRoute | undefined): string {
  if (!route) return t(NOT_FOUND_TITLE);
  if (route.path === "/") return t(HOME_TITLE);
  return `${t(route.title)} | ${APP_NAME}`;
}

/**
 * The rest of the page's metadata, which no screen shows (page-meta.ts: description, canonical URL, social
 * card): loaded after the first render with the descriptions' part of the messages, so neither the entry
 * nor a route's first paint carries them.
 */
const pageMeta = () =>
  Promise.all([import("./page-meta.ts"), loadMessages("descriptions")]).then(([module]) => module);

export function usePageMeta({ title, path, lang }: PageMeta) {
  useEffect(() => {
    if (document.title !== title) document.title = title;
  }, [title]);
  // The rest once its module is there (the server's page already has its own route's): the latest
  // navigation's, in the language shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts are translated: a switch re-applies them.
  useEffect(() => {
    let current = true;
    pageMeta().then(
      ({ applyPageMeta }) => current && applyPageMeta(title, path),
      (error: unknown) => console.error("Page metadata failed to load", error),
    );
    return () => {
      current = false;
    };
  }, [title, path, lang]);
}
