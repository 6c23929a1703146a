import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Hono } from "hono";
import type { PublicConfig } from "../config.ts";

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

/** Placeholder in web/index.html replaced by the runtime configuration, so one build serves any LIFF app. */
export const CONFIG_PLACEHOLDER = "<!--app-config-->";

function configScript(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<script id="app-config" type="application/json">${json}</script>`;
}

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
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => {
    indexHtml ??= readFile(join(webRoot, "index.html"), "utf8").then((html) =>
      html.replace(CONFIG_PLACEHOLDER, configScript(config)),
    );
    return indexHtml;
  };

  app.get("*", async (c) => {
    const path = safeDecode(new URL(c.req.url).pathname);
    const file = path === null ? "" : normalize(join(webRoot, path));
    if (path !== null && path !== "/" && file.startsWith(webRoot + sep) && extname(file)) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const body = await readFile(file);
        const immutable = path.startsWith("/assets/");
        return c.body(body, 200, {
          "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
        });
      }
      if (path.startsWith("/assets/")) return c.text("Not found", 404);
    }
    return c.html(await loadIndex(), 200, { "cache-control": "no-cache" });
  });
}
