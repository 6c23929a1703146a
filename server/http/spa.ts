import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Context, Hono } from "hono";
import { startupCookieAttributes } from "../../shared/page/startup-cookies.ts";
import type { Lang } from "../../shared/text/lang.ts";
import type { PublicConfig } from "../config.ts";
import { acceptedEncodings, compressBody, ENCODINGS, type Encoding } from "./encoding.ts";
import {
  liffModule,
  messagesModule,
  modulePreloads,
  readManifest,
  routeModule,
  routeTool,
} from "./preload.ts";
import { requestLang } from "./request-lang.ts";
import { inlineStylesheets, readShells, shellKey, withShell } from "./shell.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".zip": "application/zip",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/** Text files the build precompresses (vite.config.ts writes `.br` and `.gz` next to them). */
export const COMPRESSIBLE_EXTENSIONS = [".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".txt"];

/** Placeholder in web/index.html replaced by the runtime configuration, so one build serves any LIFF app. */
export const CONFIG_PLACEHOLDER = "<!--app-config-->";

function configScript(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<script id="app-config" type="application/json">${json}</script>`;
}

/** Where the build prerendered the not-found page (web/prerender.tsx `NOT_FOUND_PATH`). */
const NOT_FOUND_PATH = "/404";

/** A malformed escape (`/%E0%A4%A`) is no file: the SPA answers it with its not-found screen. */
function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: hashed assets with immutable caching, other files as they are, and
 * index.html (with the runtime config) for every other GET so deep links load directly.
 */
export function mountSpa(app: Hono, webRoot: string, config: PublicConfig) {
  const template = Promise.all([
    readFile(join(webRoot, "index.html"), "utf8").then((html) => inlineStylesheets(html, webRoot)),
    readManifest(webRoot),
    readShells(webRoot, config.sandbox),
  ]);
  // One page per prerendered route and per route chunk (a known, small set), plus one for every other path.
  const pages = new Map<string, Promise<CompressedText>>();
  const loadIndex = async (pathname: string, lang: Lang, cookies: string) => {
    const [html, manifest, shellsByLang] = await template;
    const route = routeModule(pathname);
    const chunk = manifest[route] ? route : "";
    // A path no route has (no prerendered page, no page chunk) gets the not-found page, with its title.
    const shellPath = shellsByLang[lang]?.[shellKey(pathname)] || chunk ? shellKey(pathname) : NOT_FOUND_PATH;
    const shell = shellsByLang[lang]?.[shellPath];
    const key = `${shell ? `shell:${lang}:${shellPath}` : `${lang}:${chunk}`} ${cookies}`;
    let page = pages.get(key);
    if (!page) {
      // The language's messages for the shell and the route come with the route's code (no waterfall).
      const messages = [
        messagesModule("shell", lang),
        ...(chunk ? [messagesModule(routeTool(chunk), lang), messagesModule("later", lang)] : []),
      ];
      const modules = [liffModule(config.sandbox), ...(chunk ? [chunk] : []), ...messages];
      const preloads = modulePreloads(manifest, modules);
      // The preloads go last in <head>: the entry script and its imports are asked for first, since
      // nothing runs without them (HTTP/1.1 gives an origin six connections at a time).
      const withConfig = html.replace(CONFIG_PLACEHOLDER, configScript(config));
      const withPreloads = withConfig.replace("</head>", `${preloads}</head>`);
      const withCookies = (shell ? withShell(withPreloads, shell) : withPreloads).replace(
        /<html([^>]*)>/,
        `<html$1 ${cookies}>`,
      );
      page = compressedText(withCookies);
      pages.set(key, page);
    }
    return page;
  };

  const readAsset = assetReader();
  app.get("*", async (c) => {
    const path = safeDecode(new URL(c.req.url).pathname);
    const file = path === null ? "" : normalize(join(webRoot, path));
    if (path !== null && path !== "/" && file.startsWith(webRoot + sep) && extname(file)) {
      const contentType = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
      if (path.startsWith("/assets/")) {
        if (!(await readAsset(file))) return c.text("Not found", 404);
        const headers = {
          "content-type": contentType,
          "cache-control": "public, max-age=31536000, immutable",
        };
        return serveFile(c, file, headers, readAsset);
      }
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const headers = { "content-type": contentType, "cache-control": "public, max-age=300" };
        return serveFile(c, file, headers, (name) => readFile(name).catch(() => null));
      }
    }
    // The page prerendered in the language the app will show: the cookie's choice, else Accept-Language.
    const lang = requestLang(c);
    // A handful of variants per page (web/lib/startup-cookie.ts reads them): kept like the page itself.
    const cookies = startupCookieAttributes(c.req.header("cookie"));
    const html = await loadIndex(path ?? "/", lang, cookies);
    const [encoding] = acceptedEncodings(c.req.header("accept-encoding"));
    const headers = { "cache-control": "no-cache", vary: "Accept-Encoding, Accept-Language, Cookie" };
    if (!encoding) return c.html(html.raw, 200, headers);
    return c.body(new Uint8Array(html[encoding]), 200, {
      ...headers,
      "content-type": CONTENT_TYPES[".html"] as string,
      "content-encoding": encoding,
    });
  });
}

type ReadFile = (file: string) => Promise<Buffer | null>;

/**
 * The build's hashed assets, read once and kept (a build's are about 4 MB): they never change while the
 * server runs, and a page load asks for 30–50 of them at once, each a stat and a file read otherwise
 * (0.3–0.6 ms of server CPU apiece, taken from the phone's browser when both share a machine, as in tests).
 * A missing file is not kept: any name can be asked for.
 */
function assetReader(): ReadFile {
  const kept = new Map<string, Buffer>();
  return async (file) => {
    const known = kept.get(file);
    if (known) return known;
    const body = await readFile(file).catch(() => null);
    if (body) kept.set(file, body);
    return body;
  };
}

/** A text file, or its precompressed `.br`/`.gz` twin when the client accepts it and the build wrote one. */
async function serveFile(c: Context, file: string, headers: Record<string, string>, read: ReadFile) {
  const body = async (name: string) => {
    const bytes = await read(name);
    // A view of the kept bytes, not a copy.
    return bytes ? new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength) : null;
  };
  if (!COMPRESSIBLE_EXTENSIONS.includes(extname(file))) {
    const raw = await body(file);
    return raw ? c.body(raw, 200, headers) : c.text("Not found", 404);
  }
  const accepted = acceptedEncodings(c.req.header("accept-encoding"));
  const vary = { ...headers, vary: "Accept-Encoding" };
  for (const { encoding, suffix } of ENCODINGS) {
    if (!accepted.includes(encoding)) continue;
    const compressed = await body(file + suffix);
    if (compressed) return c.body(compressed, 200, { ...vary, "content-encoding": encoding });
  }
  const raw = await body(file);
  return raw ? c.body(raw, 200, vary) : c.text("Not found", 404);
}

type CompressedText = { raw: string } & Record<Encoding, Buffer>;

/** index.html gets the runtime config, so it is compressed once at start-up rather than at build time. */
async function compressedText(text: string): Promise<CompressedText> {
  const bytes = Buffer.from(text);
  const [br, gzip] = await Promise.all([
    compressBody(bytes, "br", "best"),
    compressBody(bytes, "gzip", "best"),
  ]);
  return { raw: text, br, gzip };
}
