import { useEffect } from "react";
import { type Lang, t } from "../i18n/i18n.ts";
import { APP_NAME, type AppRoute, DEFAULT_DESCRIPTION, HOME_TITLE, NOT_FOUND_TITLE } from "./routes.ts";

export interface PageMeta {
  /** The whole document title ({@link documentTitle}). */
  title: string;
  description: string;
  path: string;
  /** Re-applies the texts when the language changes (they are translated). */
  lang?: Lang | null;
}

/**
 * The document title and description of a route (`undefined`: a path no route has) in the current
 * language: each tool names itself, home names the app, a missing page says so. The prerender
 * (web/prerender.tsx) and the app (app.tsx) both read it, so the first paint and a navigation agree.
 */
export function documentMeta(route: AppRoute | undefined): { title: string; description: string } {
  if (!route) return { title: t(NOT_FOUND_TITLE), description: t(DEFAULT_DESCRIPTION) };
  if (route.path === "/") return { title: t(HOME_TITLE), description: t(DEFAULT_DESCRIPTION) };
  return { title: `${t(route.title)} | ${APP_NAME}`, description: t(route.description) };
}

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

/** Title, description, canonical URL and social image of the page. */
function applyPageMeta({ title: fullTitle, description: desc, path }: PageMeta) {
  const url = new URL(path, window.location.origin).toString();
  const image = new URL(SOCIAL_IMAGE, window.location.origin).toString();
  if (document.title !== fullTitle) document.title = fullTitle;
  setMeta("name", "description", desc);
  setCanonical(url);
  setMeta("property", "og:title", fullTitle);
  setMeta("property", "og:description", desc);
  setMeta("property", "og:url", url);
  setMeta("property", "og:image", image);
  setMeta("property", "og:type", "website");
  setMeta("name", "twitter:card", "summary_large_image");
  setMeta("name", "twitter:image", image);
}

export function usePageMeta({ title, description, path, lang }: PageMeta) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts are translated: a switch re-applies them.
  useEffect(() => applyPageMeta({ title, description, path }), [title, description, path, lang]);
}
