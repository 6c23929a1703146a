import { createElement, Fragment, type ReactNode, useSyncExternalStore } from "react";

import { isLang, LANG_COOKIE, type Lang, pickLang } from "../../shared/text/lang.ts";

/**
 * The app's texts, gettext style: components write the spec's text inline (`t("Save Flex Message")`)
 * and a language's catalog maps that text to its translation (`th`: English → Thai, `en`: the spec's
 * Thai home and Upload Image texts → English). Every screen shows one language: the saved choice, else
 * LINE's app language inside LINE, else the browser's (`shared/text/lang.ts`); boot loads that
 * language's one catalog chunk before the first render.
 */
export type { Lang } from "../../shared/text/lang.ts";
export { LANGS } from "../../shared/text/lang.ts";
export type Catalog = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

const STORAGE_KEY = "line-dev-tools.lang";
/** A year: the choice is the user's until they make another. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** One dynamic import per language: Vite makes each a chunk of its own. */
const LOADERS: Record<Lang, () => Promise<{ default: Catalog }>> = {
  th: () => import("./catalogs/th.ts"),
  en: () => import("./catalogs/en.ts"),
};

interface State {
  /** null only before boot has settled the language (and in unit tests): the texts as written. */
  lang: Lang | null;
  catalog: Catalog;
}

let state: State = { lang: null, catalog: {} };
const listeners = new Set<() => void>();
/** Told of every choice (LIFF's own dialogs follow it through liff.i18n.setLang). */
let onChoice: ((lang: Lang) => void) | null = null;
/** The language last asked for: a catalog that loads after a later choice must not win. */
let wanted: Lang | null = null;

function publish(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

/** The explicit choice, from localStorage, else from the cookie (storage can be blocked in webviews). */
export function savedLang(): Lang | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLang(saved)) return saved;
  } catch {
    // Storage can be blocked (private modes, embedded browsers): the cookie may still hold the choice.
  }
  if (typeof document === "undefined") return null;
  const found = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  return isLang(found) ? found : null;
}

function saveChoice(lang: Lang) {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // The cookie below still carries it.
  }
  // Read by the server to serve the page already in this language (server/http/spa.ts).
  if (typeof document !== "undefined")
    // biome-ignore lint/suspicious/noDocumentCookie: written at the click, synchronously, so a reload right after it sends it (cookieStore.set resolves later).
    document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The first visit's language with no saved choice: LINE's app language when opened inside LINE
 * (`appLanguage`, from liff.getAppLanguage()), else the browser's languages.
 */
export function detectLang(appLanguage: string | null, browserLanguages: readonly string[]): Lang {
  return pickLang(appLanguage ? [appLanguage] : browserLanguages);
}

/** Loads the language's catalog and re-renders every screen in it (unless another was asked for since). */
export async function applyLang(lang: Lang): Promise<void> {
  wanted = lang;
  const catalog = (await LOADERS[lang]()).default;
  if (wanted === lang) publish({ lang, catalog });
}

/** The language's texts, already loaded (the prerender imports the catalogs itself). */
export function setLangNow(lang: Lang, catalog: Catalog) {
  wanted = lang;
  publish({ lang, catalog });
}

const fillIn = (template: string, params: Params) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

/**
 * The text in the chosen language, `{name}` placeholders filled from params: the catalog's translation of
 * this literal text, else the text as written. Messages built elsewhere (shared/, the server) are data,
 * shown with `tm()` (`descriptor.ts`).
 */
export function t(text: string, params?: Params): string {
  const translated = state.catalog[text] ?? text;
  return params ? fillIn(translated, params) : translated;
}

/**
 * A translated text with React nodes in its `{name}` places: `fillNodes(t("Created {date}"), { date: <time…/> })`.
 * The translation decides where each node goes (Thai word order differs), so a sentence is never glued
 * together from fragments around its markup. Places without a node stay as written.
 */
export function fillNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const pieces = text.split(/\{(\w+)\}/);
  const children = pieces.map((piece, index) =>
    index % 2 === 0 ? piece : Object.hasOwn(nodes, piece) ? nodes[piece] : `{${piece}}`,
  );
  // Passed as separate children, not an array: a fixed sequence needs no keys.
  return createElement(Fragment, null, ...children);
}

/** The chosen language's text for a catalog id or source text, if its catalog has one (descriptors: `descriptor.ts`). */
export function catalogText(key: string): string | undefined {
  return Object.hasOwn(state.catalog, key) ? state.catalog[key] : undefined;
}

/** Marks a text for translation where it is declared (tables), to be passed through t() where shown. */
export const msg = (text: string): string => text;

export function chosenLang(): Lang | null {
  return state.lang;
}

/**
 * The user's choice: saved at the click (a reload right after it keeps it), then its catalog loaded and
 * every screen re-rendered in it.
 */
export async function chooseLang(lang: Lang): Promise<void> {
  saveChoice(lang);
  await applyLang(lang);
  if (state.lang === lang) onChoice?.(lang);
}

export function onLangChosen(listener: ((lang: Lang) => void) | null) {
  onChoice = listener;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** Re-renders the caller when the language changes; returns the language shown (null: not settled yet). */
export function useLang(): Lang | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot).lang;
}

/** `const t = useT()` in a component: the component follows language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return t;
}

/** Texts written in Thai (the spec's home and Upload Image) before any catalog: `<html lang>` of those pages. */
const THAI_SOURCE = new Set(["/", "/upload-image"]);

/** `<html lang>`: the language shown, or before one is settled the language the page's texts are written in. */
export function pageLang(path: string, lang: Lang | null): Lang {
  return lang ?? (THAI_SOURCE.has(path) ? "th" : "en");
}

/**
 * The locale dates are written in: the chosen language's, else the screen's spec default
 * (audience dates are Thai-locale in the spec; undefined = the browser's).
 */
export function dateLocale(specDefault?: string): string | undefined {
  if (state.lang === "en") return "en-US";
  if (state.lang === "th") return "th-TH";
  return specDefault;
}

/** For tests: back to the texts as written. */
export function resetLangForTests() {
  wanted = null;
  publish({ lang: null, catalog: {} });
}
