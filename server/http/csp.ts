import { APP_LOADER_SCRIPT_HASH, SHELL_CHECK_SCRIPT_HASH } from "./shell.ts";

/**
 * Content-Security-Policy of the web app's HTML.
 * - script-src: our bundle, plus static.line-scdn.net, where the real LIFF SDK loads its in-client
 *   extension scripts from (ios-extensions / non-ios-extensions in @liff/extensions), and the two inline
 *   scripts of a prerendered page (shell.ts: the shell check and the app's loader), by their hashes.
 * - connect-src: our API, plus what the real LIFF SDK fetches: api.line.me (LIFF server API, ID
 *   token verification) and liffsdk.line-scdn.net (its i18n manifest and texts, @liff/i18n).
 * - frame-src: the LIFF pages the SDK embeds (liff.line.me for the share target picker's and
 *   permanent-link windows, liff-subwindow.line.me for the sub window's message handler).
 * - img-src: Flex previews and profiles show images from any https host; editors draw on data:/blob:.
 * - style-src 'unsafe-inline': sonner injects its <style> element, the HTML inlines the app's stylesheet
 *   and the prerendered page carries React's style attributes; all ours, no user input reaches them.
 * - frame-ancestors 'self': LINE opens a LIFF app as a top-level page in its browser (never framed),
 *   so only our own pages may frame it, matching X-Frame-Options: SAMEORIGIN.
 * The sandbox (liff-mock and the emulator behind /api) needs nothing beyond 'self'.
 */
export const HTML_CSP = [
  "default-src 'self'",
  `script-src 'self' https://static.line-scdn.net ${SHELL_CHECK_SCRIPT_HASH} ${APP_LOADER_SCRIPT_HASH}`,
  "connect-src 'self' https://api.line.me https://liffsdk.line-scdn.net",
  "frame-src https://liff.line.me https://liff-subwindow.line.me",
  "img-src 'self' https: data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** Hosted images and renditions: nothing inside may run or load, even if a browser sniffed HTML. */
export const IMAGE_CSP = "default-src 'none'; sandbox";

/** API answers and other files: JSON and assets never need to load anything or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
