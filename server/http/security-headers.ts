import type { MiddlewareHandler } from "hono";
import { API_CSP, HTML_CSP, IMAGE_CSP } from "./csp.ts";

/**
 * Headers every response carries: hono's secureHeaders defaults, with X-Frame-Options SAMEORIGIN (LIFF
 * pages are opened by LINE itself; the API never needs to be framed), and cross-origin resource and opener
 * policies open (hosted images are fetched by LINE and shown by other sites; LIFF opens LINE's windows).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Cross-Origin-Opener-Policy": "unsafe-none",
  "Origin-Agent-Cluster": "?1",
  "Referrer-Policy": "no-referrer",
  "Strict-Transport-Security": "max-age=15552000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "SAMEORIGIN",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
};

/** Everything an API answer carries, for responses built with their headers at once. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": API_CSP,
};

/** Everything a hosted image answer carries besides its own headers. */
export const IMAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": IMAGE_CSP,
};

const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);
const HOSTED_IMAGE_PATH = /^\/(i|imagemaps)\//;

/** Responses built with every security header already: securityHeaders() leaves them as they are. */
const complete = new WeakSet<Response>();

export function markSecured<R extends Response>(res: R): R {
  complete.add(res);
  return res;
}

/**
 * Sets the security headers and the CSP that fits each response: HTML, a hosted image, or anything else.
 * They go onto the response's own headers: `c.header()` after the handler would rebuild the response
 * around a stream of its body, which cost more than the rest of a small request.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (complete.has(c.res)) return;
    const headers = c.res.headers;
    const policy = headers.get("content-type")?.startsWith("text/html")
      ? HTML_CSP
      : HOSTED_IMAGE_PATH.test(c.req.path)
        ? IMAGE_CSP
        : API_CSP;
    for (const [name, value] of SECURITY_HEADER_ENTRIES) headers.set(name, value);
    headers.set("Content-Security-Policy", policy);
    headers.delete("X-Powered-By");
  };
}
