import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Prerendered first screens (web/prerender.tsx, written by server/prerender.mjs at build time): each
 * route's HTML carries its header, title and first card, in the spec's default texts, so the page paints
 * before any JavaScript runs; the app replaces it on its first render (web/main.tsx).
 */
export interface RouteShell {
  /** `<html lang>` of the spec's default texts ("th" on home and Upload Image). */
  lang: string;
  title: string;
  description: string;
  html: string;
}

export type Shells = Record<string, RouteShell>;

/** Next to Vite's manifest: written by the build, read once by the server. */
export const SHELLS_FILE = join(".vite", "prerendered.json");

export async function readShells(webRoot: string): Promise<Shells> {
  const text = await readFile(join(webRoot, SHELLS_FILE), "utf8").catch(() => "{}");
  return JSON.parse(text) as Shells;
}

/** `/upload-image/` and `/upload-image` are the same route (as web/app/routes.ts `routeFor` has it). */
export const shellKey = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

/**
 * Runs before the first paint and keeps the prerendered screen invisible until the app renders when it
 * would show the wrong thing: a stored language choice (web/i18n) would flash the default texts in the
 * other language, and a LIFF deep link (`?liff.state=/route`) is about to become another route.
 * Its hash is in the HTML CSP (csp.ts): inline scripts are otherwise refused.
 */
export const SHELL_CHECK_SCRIPT =
  'try{if(localStorage.getItem("line-dev-tools.lang")||/[?&]liff\\.state=/.test(location.search))document.documentElement.dataset.shellHidden=""}catch(e){}';

export const SHELL_CHECK_SCRIPT_HASH = `'sha256-${createHash("sha256").update(SHELL_CHECK_SCRIPT).digest("base64")}'`;

/**
 * Hidden, keeping its layout, when the script above says so, and from 768 px up: the shell is the phone layout
 * (no sidebar), so a desktop waits for the app rather than see the page jump sideways.
 */
const SHELL_STYLE =
  "html[data-shell-hidden] #root[data-shell]{visibility:hidden}@media (min-width:768px){#root[data-shell]{visibility:hidden}}";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** index.html with the route's prerendered screen, language, title and description; the boot screen hidden. */
export function withShell(html: string, shell: RouteShell): string {
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(shell.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(shell.description)}" />`,
    )
    .replace("<head>", `<head><script>${SHELL_CHECK_SCRIPT}</script><style>${SHELL_STYLE}</style>`)
    .replace('<div id="boot-loader"', '<div id="boot-loader" hidden')
    .replace('<div id="root"></div>', `<div id="root" data-shell>${shell.html}</div>`);
}

/**
 * The entry's stylesheet, inlined: the first paint needs it, and a separate request would put a round trip
 * (and, over HTTP/1.1, one of the six connections) between the HTML and that paint.
 */
export async function inlineStylesheets(html: string, webRoot: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)];
  let result = html;
  for (const [link, file] of links) {
    const css = await readFile(join(webRoot, file as string), "utf8").catch(() => null);
    if (css === null || css.includes("</style")) continue;
    result = result.replace(link, `<style>${css}</style>`);
  }
  return result;
}
