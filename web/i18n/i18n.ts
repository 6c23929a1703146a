import { useSyncExternalStore } from "react";

/**
 * The app's texts, gettext style: components write the spec's text inline (`t("Save Flex Message")`)
 * and a language's catalog maps that text to its translation. With no language chosen nothing is
 * looked up, so the spec's texts (Thai home and Upload Image, English elsewhere) paint without
 * loading any catalog; choosing a language loads that language's one catalog chunk.
 */
export type Lang = "en" | "th";
export type Catalog = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

export const LANGS: readonly Lang[] = ["th", "en"];
const STORAGE_KEY = "line-dev-tools.lang";

/** One dynamic import per language: Vite makes each a chunk of its own. */
const LOADERS: Record<Lang, () => Promise<{ default: Catalog }>> = {
  th: () => import("./catalogs/th.ts"),
  en: () => import("./catalogs/en.ts"),
};

interface State {
  lang: Lang | null;
  catalog: Catalog;
}

let state: State = { lang: null, catalog: {} };
const listeners = new Set<() => void>();
/** Told of every choice (LIFF's own dialogs follow it through liff.i18n.setLang). */
let onChoice: ((lang: Lang) => void) | null = null;

function publish(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function readSaved(): Lang | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === "th" || saved === "en" ? saved : null;
  } catch {
    // Storage can be blocked (private modes, embedded browsers): then no choice is remembered.
    return null;
  }
}

/** The text in the chosen language, `{name}` placeholders filled from params. */
export function t(text: string, params?: Params): string {
  const translated = state.catalog[text] ?? text;
  if (!params) return translated;
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Marks a text for translation where it is declared (tables), to be passed through t() where shown. */
export const msg = (text: string): string => text;

export function chosenLang(): Lang | null {
  return state.lang;
}

/** At boot, in parallel with LIFF init: a saved choice's catalog is there before the first paint. */
export async function restoreLang(): Promise<Lang | null> {
  const saved = readSaved();
  if (!saved) return null;
  try {
    publish({ lang: saved, catalog: (await LOADERS[saved]()).default });
  } catch (error) {
    console.error("Language catalog failed to load", error);
  }
  return state.lang;
}

/** Saves the choice, loads its catalog, and re-renders every screen in it. */
export async function chooseLang(lang: Lang): Promise<void> {
  const catalog = (await LOADERS[lang]()).default;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered across reloads, but still applied now.
  }
  publish({ lang, catalog });
  onChoice?.(lang);
}

export function onLangChosen(listener: ((lang: Lang) => void) | null) {
  onChoice = listener;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** Re-renders the caller when the language changes; returns the chosen language (null: the spec's texts). */
export function useLang(): Lang | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot).lang;
}

/** `const t = useT()` in a component: the component follows language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return t;
}

/** Pages whose spec texts are Thai: their `<html lang>` is "th" until a language is chosen. */
const THAI_BY_DEFAULT = new Set(["/", "/upload-image"]);

export function pageLang(path: string, chosen: Lang | null): Lang {
  return chosen ?? (THAI_BY_DEFAULT.has(path) ? "th" : "en");
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

/** For tests: back to the spec's texts. */
export function resetLangForTests() {
  publish({ lang: null, catalog: {} });
}
