/**
 * Build-time only (server/prerender.mjs): renders each route's first screen to HTML with React's static
 * renderer, so the page paints its header, title and first card before any JavaScript runs. The phone
 * layout, logged out, in the spec's default texts: what the app's first render shows there. The client
 * adopts it (hydrates) when its first render is this page, else replaces it on its first commit (web/main.tsx).
 */
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./app/app.tsx";
import { documentTitle } from "./app/meta.ts";
import { routeDescription } from "./app/page-meta.ts";
import { routeFor } from "./app/routes.ts";
import { CATALOGS } from "./i18n/compiled/split/index.ts";
import { type Catalog, type Lang, setLangNow } from "./i18n/i18n.ts";
import type { LiffService } from "./liff/index.ts";

/**
 * The messages the client has at its first render on this path (web/main.tsx): the shell's part and the
 * route's (web/i18n/tooling/split-catalogs.ts), no more, so the page it adopts is the page it renders.
 */
async function settleLang(path: string, lang: Lang, also: string[] = []) {
  const tool = routeFor(path)?.Page?.tool;
  // `later` holds what only lazily imported modules show, each of which waits for it (withLaterMessages).
  const names = ["shell", "later", ...(tool && CATALOGS[tool] ? [tool] : []), ...also];
  const parts = await Promise.all(names.map(async (name) => (await CATALOGS[name]?.[lang]())?.messages));
  setLangNow(lang, Object.assign({}, ...parts) as Catalog);
}

const never = () => {
  throw new Error("LIFF is not available while prerendering");
};

/** Logged out, outside LINE: the LIFF surface the first render reads. */
const SHELL_LIFF: LiffService = {
  mode: "real",
  liffId: "",
  ready: false,
  initError: null,
  isInClient: () => false,
  isLoggedIn: () => false,
  login: never,
  logout: never,
  getProfile: never,
  getIdToken: () => null,
  canShare: () => false,
  shareTargetPicker: never,
  canSendToChat: () => false,
  sendMessages: never,
  lineVersion: () => null,
  appLanguage: () => null,
  canCreateShortcut: () => false,
  createShortcut: never,
  setLanguage: async () => {},
  sandboxUsers: async () => [],
};

/**
 * Sandbox mode (no LIFF ID), logged out, not opened from a sandbox chat: liff-mock is ready at once and
 * offers sharing and shortcuts, and the pages show the sandbox channel's controls.
 */
const SANDBOX_SHELL_LIFF: LiffService = {
  ...SHELL_LIFF,
  mode: "sandbox",
  ready: true,
  canShare: () => true,
  canCreateShortcut: () => true,
};

export type ShellMode = "real" | "sandbox";

function shell(path: string, mode: ShellMode) {
  return (
    <Router ssrPath={path}>
      <App liff={mode === "sandbox" ? SANDBOX_SHELL_LIFF : SHELL_LIFF} />
    </Router>
  );
}

/**
 * The route's first screen as plain HTML. A first pass waits for the lazy chunks (page, toaster) to load;
 * the second renders with all of them resolved, so the HTML holds the page itself rather than a Suspense
 * fallback with React's streaming scripts (which the CSP would block).
 */
export async function prerenderRoute(path: string, mode: ShellMode, lang: Lang): Promise<string> {
  await settleLang(path, lang);
  const { prelude } = await prerenderToNodeStream(shell(path, mode), {
    // A component that cannot render here would leave a client-rendered hole: fail the build instead.
    onError(error) {
      throw error;
    },
  });
  prelude.resume();
  const html = renderToString(shell(path, mode));
  // A boundary left to the client (`<!--$!-->`, an error) or still waiting (`<!--$?-->`, streaming scripts).
  if (/<!--\$[!?]|<script|<template/.test(html))
    throw new Error(`${path}: the prerendered page did not render completely`);
  return html;
}

/** The page's `<title>` and description in that language, as the app's usePageMeta sets them. */
export async function shellMeta(path: string, lang: Lang): Promise<{ title: string; description: string }> {
  await settleLang(path, lang, ["descriptions"]);
  return { title: documentTitle(routeFor(path)), description: routeDescription(path) };
}

/** Prerendered under this path: the page of any path no route has (server/http/spa.ts serves it). */
export const NOT_FOUND_PATH = "/404";

export { ROUTES } from "./app/routes.ts";
export { LANGS } from "./i18n/i18n.ts";
