import { type I18n, setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { useLingui } from "@lingui/react";

import { isLang, LANG_COOKIE, type Lang, pickLang } from "../../shared/text/lang.ts";
import { readStartupCookie, writeStartupCookie } from "../lib/startup-cookie.ts";
import { CATALOGS } from "./compiled/split/index.ts";

/**
 * The app's texts through Lingui (web/i18n/README.md): components write the spec's text inline
 * (`t("Save Flex Message")`, ICU MessageFormat) and a language's compiled catalog maps that id to its
 * translation (`th`: English → Thai, `en`: the spec's Thai home and Upload Image texts → English). Every
 * screen shows one language: the saved choice, else LINE's app language inside LINE, else the browser's
 * (`shared/text/lang.ts`); boot loads that language's one catalog chunk before the first render.
 */
export type { Lang } from "../../shared/text/lang.ts";
export { LANGS } from "../../shared/text/lang.ts";
/** A compiled catalog (`lingui compile`): message id → compiled message. */
export type Catalog = Readonly<Record<string, CompiledMessage | string>>;
export type Params = Readonly<Record<string, string | number>>;

const STORAGE_KEY = "line-dev-tools.lang";
/** A year: the choice is the user's until they make another. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The parts of the catalogs loaded so far (web/i18n/tooling/split-catalogs.ts): the shell's from the start,
 * a route's with its page (`loadMessages`), "rest" when a descriptor has no entry. A language switch loads
 * the same parts in the new language.
 */
const parts = new Set<string>(["shell"]);

async function loadPart(name: string, next: Lang): Promise<Catalog> {
  // The browser's build: the part's chunk by name (vite.config.ts, messageParts), no loader table in the
  // entry. Development, tests and the prerender go through the generated table.
  if (import.meta.env.PROD && !import.meta.env.SSR) {
    const url = `/assets/${name}.${next}-${import.meta.env.MESSAGES_HASH}.js`;
    return ((await import(/* @vite-ignore */ url)) as { messages: Catalog }).messages;
  }
  const loaders = CATALOGS[name];
  if (!loaders) throw new Error(`No message catalog named ${name}`);
  return (await loaders[next]()).messages as Catalog;
}

/**
 * The one Lingui instance every text goes through. Before a language is settled (and in unit tests) it
 * is English with no catalog: the texts as written. Its "change" event re-renders every subscriber.
 */
export const i18n: I18n = setupI18n({ locale: "en", messages: { en: {} } });
// The catalogs are compiled at build time, English included wherever a text is more than its id (ICU):
// the production bundle carries no ICU parser, and a text no catalog has is shown as written. In
// development and tests Lingui compiles such texts itself (its default outside production).
if (import.meta.env?.PROD) i18n.setMessagesCompiler((text) => [text]);

/** null only before boot has settled the language (and in unit tests): the texts as written. */
let lang: Lang | null = null;
/** Told of every choice (LIFF's own dialogs follow it through liff.i18n.setLang). */
let onChoice: ((lang: Lang) => void) | null = null;
/** The language last asked for: a catalog that loads after a later choice must not win. */
let wanted: Lang | null = null;

/**
 * A text without params is the same until the language changes: kept, since a big Flex preview asks for
 * the same few labels thousands of times per render.
 */
const shownWithoutParams = new Map<string, string>();

// First of the "change" listeners (Lingui's I18nProvider subscribes when the app mounts, later): a new
// catalog or part shows new texts, so what was kept goes before any component renders again.
i18n.on("change", () => shownWithoutParams.clear());

/** The parts Lingui holds in the language shown: a part asked for again (every lazy shell module asks for `later`) is there already. */
let applied = new Set<string>();

function publish(next: Lang | null, catalog: Catalog, names: Iterable<string> = []) {
  lang = next;
  applied = new Set(names);
  // Emits "change": Lingui's I18nProvider gives its context a new value, and every useLingui() caller
  // (and every <Trans>) re-renders, through memo() too.
  i18n.loadAndActivate({ locale: next ?? "en", messages: catalog as Record<string, CompiledMessage> });
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
  const found = readStartupCookie(LANG_COOKIE);
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
    writeStartupCookie(LANG_COOKIE, lang, `path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`);
}

/**
 * The first visit's language with no saved choice: LINE's app language when opened inside LINE
 * (`appLanguage`, from liff.getAppLanguage()), else the browser's languages.
 */
export function detectLang(appLanguage: string | null, browserLanguages: readonly string[]): Lang {
  return pickLang(appLanguage ? [appLanguage] : browserLanguages);
}

/** Loads the language's catalog and re-renders every screen in it (unless another was asked for since). */
export async function applyLang(next: Lang): Promise<void> {
  wanted = next;
  const names = [...parts];
  const loaded = await Promise.all(names.map((name) => loadPart(name, next)));
  if (wanted === next) publish(next, Object.assign({}, ...loaded), names);
  // The lazily loaded shell's and the server's own texts (an API error's, in a toast that is not
  // re-rendered) once the page is idle.
  if (typeof requestIdleCallback === "function") requestIdleCallback(loadAfterPaint);
}

/** The parts no first paint needs: `later` (what the shell's `import()`s show) and `rest` (the server's). */
function loadAfterPaint() {
  for (const name of ["later", "rest"])
    if (!parts.has(name))
      loadMessages(name).catch((error) => console.error("Messages failed to load", error));
}

/**
 * A module the shell imports lazily (`import()`), with the messages such modules show (the `later` part,
 * web/i18n/README.md), loaded in parallel: the module is ready only once its texts are.
 */
export const withLaterMessages = <T>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadMessages("later")]).then((both) => both[0]);

/**
 * Loads a part of the catalogs in the chosen language (a route's, with its page's code: web/app/routes.ts)
 * and keeps it for a later language switch. Before a language is settled there is nothing to load.
 */
export async function loadMessages(name: string): Promise<void> {
  parts.add(name);
  const target = wanted;
  if (!target || (lang === target && applied.has(name))) return;
  const messages = await loadPart(name, target);
  if (wanted !== target || lang !== target || applied.has(name)) return;
  applied.add(name);
  // Added to the language's messages without Lingui's "change": nothing on screen shows a part loaded here
  // yet (a route's page and a lazy shell module wait for theirs; `rest` is read by readApiError, which waits
  // for it). A "change" re-renders the whole app synchronously (the provider reads Lingui through
  // useSyncExternalStore), and landing on a page still being adopted it made React adopt all of it in one
  // long task: the longest of a tool's start-up (/rich-menu-manager, issue 39).
  Object.assign(i18n.messages, messages);
  shownWithoutParams.clear();
}

/** The language's texts, already loaded (the prerender imports the compiled catalogs itself). */
export function setLangNow(next: Lang, catalog: Catalog) {
  wanted = next;
  publish(next, catalog);
}

/**
 * The text in the chosen language, ICU placeholders (`{name}`, plural, select) filled from params: the
 * catalog's translation of this literal text only. Components take Lingui's `_` from `useLingui()`; this is
 * for the code they call (render helpers such as the Flex preview's, tables, hooks' toasts), cached where it
 * has no params. Messages built in shared/ and the server are data, shown with `tm()` (`descriptor.ts`); a
 * filled-in sentence is never parsed back.
 */
export function t(text: string, params?: Params): string {
  if (params) return i18n._(text, params);
  let shown = shownWithoutParams.get(text);
  if (shown === undefined) {
    shown = i18n._(text);
    // Texts of LINE's or the server's pass through here too: the map is a cache, not a record of them.
    if (shownWithoutParams.size > 2000) shownWithoutParams.clear();
    shownWithoutParams.set(text, shown);
  }
  return shown;
}

/** A message given as data (descriptor.ts): the catalog's text for its id, else its own (English) message. */
export function formatMessage(id: string, values: Params | undefined, message: string | undefined): string {
  // Messages of server/ alone, or of a lazily loaded shell module, are in no first paint's part: loaded
  // the first time one is shown (it re-renders).
  if (lang && !Object.hasOwn(i18n.messages, id)) loadAfterPaint();
  return i18n._(id, values, message === undefined ? undefined : { message });
}

/** Marks a text for translation where it is declared (tables), to be passed through t() where shown. */
export const msg = (text: string): string => text;

export function chosenLang(): Lang | null {
  return lang;
}

/**
 * The user's choice: saved at the click (a reload right after it keeps it), then its catalog loaded and
 * every screen re-rendered in it.
 */
export async function chooseLang(lang: Lang): Promise<void> {
  saveChoice(lang);
  await applyLang(lang);
  if (chosenLang() === lang) onChoice?.(lang);
}

export function onLangChosen(listener: ((lang: Lang) => void) | null) {
  onChoice = listener;
}

/**
 * The language shown, re-rendering the caller on a switch through Lingui's context: Lingui's own
 * `i18n.locale` is "en" before boot has settled a language too, where this is null (`pageLang()`).
 */
export function useLang(): Lang | null {
  useLingui();
  return lang;
}

/** Texts written in Thai (the spec's home and Upload Image) before any catalog: `<html lang>` of those pages. */
const THAI_SOURCE = new Set(["/", "/upload-image"]);

/** `<html lang>`: the language shown, or before one is settled the language the page's texts are written in. */
export function pageLang(path: string, lang: Lang | null): Lang {
  return lang ?? (THAI_SOURCE.has(path) ? "th" : "en");
}

/** For tests: back to the texts as written. */
export function resetLangForTests(only: readonly string[] = Object.keys(CATALOGS)) {
  parts.clear();
  for (const name of only) parts.add(name);
  wanted = null;
  publish(null, {});
}
