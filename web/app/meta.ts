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
 * The routes' meta descriptions, which no screen shows (route-descriptions.ts): loaded after the first
 * render with their own part of the messages, so neither the entry nor a route's first paint carries them.
 */
const descriptions = () =>
  Promise.all([import("./route-descriptions.ts"), loadMessages("descriptions")]).then(([module]) => module);

const SOCIAL_IMAGE = "/og-image.png";

function setMeta(attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  // The prerendered page has most of these already: an equal write is still a DOM mutation.
  if (el.content !== content) el.content = content;
}

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement("link");
    el.rel = "canonical";
    document.head.appendChild(el);
  }
  if (el.href !== href) el.href = href;
}

/** Title, canonical URL and social image of the page (its description: {@link applyDescription}). */
function applyPageMeta({ title: fullTitle, path }: PageMeta) {
  const url = new URL(path, window.location.origin).toString();
  const image = new URL(SOCIAL_IMAGE, window.location.origin).toString();
  if (document.title !== fullTitle) document.title = fullTitle;
  setCanonical(url);
  setMeta("property", "og:title", fullTitle);
  setMeta("property", "og:url", url);
  setMeta("property", "og:image", image);
  setMeta("property", "og:type", "website");
  setMeta("name", "twitter:card", "summary_large_image");
  setMeta("name", "twitter:image", image);
}

function applyDescription(desc: string) {
  setMeta("name", "description", desc);
  setMeta("property", "og:description", desc);
}

export function usePageMeta({ title, path, lang }: PageMeta) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts are translated: a switch re-applies them.
  useEffect(() => applyPageMeta({ title, path }), [title, path, lang]);
  // The description once its module is there (the server's page already has its own): the latest
  // navigation's, in the language shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts are translated: a switch re-applies them.
  useEffect(() => {
    let current = true;
    descriptions().then(
      ({ routeDescription }) => current && applyDescription(routeDescription(path)),
      (error: unknown) => console.error("Page descriptions failed to load", error),
    );
    return () => {
      current = false;
    };
  }, [path, lang]);
}
