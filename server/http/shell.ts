import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Lang } from "../../shared/text/lang.ts";

/**
 * Prerendered first screens (web/prerender.tsx, written by server/prerender.mjs at build time): each
 * route's HTML carries its header, title and first card, once per language, so the page paints
 * before any JavaScript runs; the app adopts or replaces it on its first render (web/main.tsx).
 */
export interface RouteShell {
  /** `<html lang>`: the language the page was rendered in (web/main.tsx adopts it only in that language). */
  lang: string;
  title: string;
  description: string;
  html: string;
}

export type Shells = Record<string, RouteShell>;
export type ShellsByLang = Partial<Record<Lang, Shells>>;

/**
 * A set per mode the server runs in and per language: the first screen differs between LIFF (a LIFF ID
 * configured) and sandbox mode, and the app adopts the prerendered page only when its first render is
 * the same.
 */
export interface ShellsByMode {
  real: ShellsByLang;
  sandbox: ShellsByLang;
}

/** Next to Vite's manifest: written by the build, read once by the server. */
export const SHELLS_FILE = join(".vite", "prerendered.json");

export async function readShells(webRoot: string, sandbox: boolean): Promise<ShellsByLang> {
  const text = await readFile(join(webRoot, SHELLS_FILE), "utf8").catch(() => "{}");
  const byMode = JSON.parse(text) as Partial<ShellsByMode>;
  return (sandbox ? byMode.sandbox : byMode.real) ?? {};
}

/** `/upload-image/` and `/upload-image` are the same route (as web/app/routes.ts `routeFor` has it). */
export const shellKey = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

/**
 * Runs before the first paint and keeps the prerendered screen invisible until the app renders when it
 * would show the wrong thing: a page in another language than the app will show (a choice stored in this
 * browser but not in the cookie, browser languages that differ from Accept-Language, or inside LINE with
 * no choice, where LINE's app language decides once LIFF is up), and a LIFF deep link
 * (`?liff.state=/route`) about to become another route. Its rule is `shared/text/lang.ts`'s `pickLang`,
 * written small. Its hash is in the HTML CSP (csp.ts): inline scripts are otherwise refused.
 */
const SHELL_CHECK_SCRIPT =
  'try{const d=document.documentElement,n=navigator,s=localStorage.getItem("line-dev-tools.lang"),w=s||(/ Line\\//i.test(n.userAgent)||localStorage.getItem("sandbox_opened_from")?"":[...n.languages].map(l=>l.slice(0,2).toLowerCase()).find(l=>l=="th"||l=="en")||"en");if(w!==d.lang||/[?&]liff\\.state=/.test(location.search))d.dataset.shellHidden=""}catch(e){}';

export const SHELL_CHECK_SCRIPT_HASH = `'sha256-${createHash("sha256").update(SHELL_CHECK_SCRIPT).digest("base64")}'`;

/**
 * The app's module scripts on a prerendered page, asked for only once that page has painted: with the
 * scripts in <head> a fast connection has the entry evaluated, and React's first render done, before the
 * first paint, so that paint waits for all of it (and Lighthouse's simulation counts every script in it).
 * "Painted" is the browser's first-contentful-paint entry, delivered once the frame is on screen (an
 * animation frame comes before the paint, a timer after it may still come before the frame is shown).
 * Nothing contentful will paint while the shell is hidden (the check above, 768 px and up) or the tab is:
 * then the scripts load at once, as they also do if no paint came within a second.
 * Elements are added for 2 ms per task, the next task asked for through a MessageChannel (a timer would wait
 * 4 ms once nested): each inserted script or preload starts its fetch on the main thread (about 1 ms, 4 ms at
 * 4× CPU, more on a busy phone, where the compile of the scripts already asked for competes for the cores), and
 * a tool's 30–40 of them in one go were a long task of their own (docs/performance.md); six per task, or 5 ms,
 * still made 60–70 ms ones at Lighthouse's 4×.
 * A browser without `modulepreload` (Safari before 17) gets `preload as=script` instead, which fills the same
 * cache entry for a module script (crossorigin, same-origin credentials): the build carries no polyfill for it
 * (vite.config.ts). The entry and its preloads are listed in a JSON block (`APP_SCRIPTS_ID`) rather than in
 * the script, so its text, and the CSP hash, stay the same for every build.
 */
const APP_SCRIPTS_ID = "app-scripts";

const APP_LOADER_SCRIPT = `(()=>{const d=document;let done=false;const go=()=>{if(done)return;done=true;const a=JSON.parse(d.getElementById("${APP_SCRIPTS_ID}").textContent),add=(e,p)=>{e.crossOrigin="";Object.assign(e,p);d.head.append(e)},m=d.createElement("link").relList?.supports?.("modulepreload"),q=[["script",{type:"module",src:a.entry}],...a.preload.map(h=>["link",m?{rel:"modulepreload",href:h}:{rel:"preload",as:"script",href:h}])],c=new MessageChannel,step=()=>{const end=performance.now()+2;do{const[t,p]=q.shift();add(d.createElement(t),p)}while(q.length&&end>performance.now());if(q.length)c.port2.postMessage(0)};c.port1.onmessage=step;step()};try{if(d.hidden||"shellHidden"in d.documentElement.dataset||matchMedia("(min-width:768px)").matches||!PerformanceObserver.supportedEntryTypes.includes("paint"))return go();new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});setTimeout(go,1000)}catch(e){go()}})()`;

export const APP_LOADER_SCRIPT_HASH = `'sha256-${createHash("sha256").update(APP_LOADER_SCRIPT).digest("base64")}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The page's module script and preloads, moved from <head> into the loader above. */
function deferAppScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const list = JSON.stringify({ entry, preload }).replace(/</g, "\\u003c");
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(
      "</body>",
      `<script id="${APP_SCRIPTS_ID}" type="application/json">${list}</script><script>${APP_LOADER_SCRIPT}</script></body>`,
    );
}

/**
 * Hidden, keeping its layout, when the shell check says so, and from 768 px up: the shell is the phone layout
 * (no sidebar), so a desktop waits for the app rather than see the page jump sideways. Its controls take no
 * taps until the app has them: a file chosen or text typed into the prerendered page would be lost when the
 * app renders it anew (links still work: they load the page they name).
 */
const SHELL_STYLE =
  "html[data-shell-hidden] #root[data-shell]{visibility:hidden}@media (min-width:768px){#root[data-shell]{visibility:hidden}}" +
  "#root[data-shell] :is(button,input,textarea,select,label){pointer-events:none}";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * index.html with the route's prerendered screen, language, title and description; the boot screen hidden,
 * the app's scripts asked for after the first paint.
 */
export function withShell(html: string, shell: RouteShell): string {
  return deferAppScripts(html)
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
