import { useEffect } from "react";
import { type Lang, t } from "../i18n/i18n.ts";
import { APP_NAME, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from "./routes.ts";

export interface PageMeta {
  title?: string;
  description?: string;
  path: string;
  /** Only re-applies the defaults when the language changes (their texts are translated). */
  lang?: Lang | null;
}

const SOCIAL_IMAGE = "/og-image.png";

function setMeta(attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement("link");
    el.rel = "canonical";
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Title, description, canonical URL and social image: defaults, replaced by what a page supplies. */
function applyPageMeta({ title, description, path }: PageMeta) {
  const fullTitle = title ? `${title} | ${APP_NAME}` : t(DEFAULT_TITLE);
  const desc = description ?? t(DEFAULT_DESCRIPTION);
  const url = new URL(path, window.location.origin).toString();
  const image = new URL(SOCIAL_IMAGE, window.location.origin).toString();
  document.title = fullTitle;
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: lang changes the default texts applyPageMeta reads.
  useEffect(
    () => applyPageMeta({ path, ...(title ? { title } : {}), ...(description ? { description } : {}) }),
    [title, description, path, lang],
  );
}
