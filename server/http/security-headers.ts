import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { API_CSP, HTML_CSP, IMAGE_CSP } from "./csp.ts";

/**
 * Hono's secureHeaders with its defaults (X-Frame-Options SAMEORIGIN: LIFF pages are opened by LINE
 * itself; the API never needs to be framed), and cross-origin resource and opener policies open (hosted
 * images are fetched by LINE and shown by other sites; LIFF opens LINE's windows).
 */
const honoSecureHeaders = secureHeaders({
  crossOriginResourcePolicy: "cross-origin",
  crossOriginOpenerPolicy: "unsafe-none",
});

/**
 * The headers honoSecureHeaders sets, as one object, for answers built with every header at once
 * (encoding.ts, images/serve.ts): read once from an answer it made, so they are Hono's, never a copy.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    (
      await new Hono()
        .use(honoSecureHeaders)
        .get("/", (c) => c.body(null))
        .request("/")
    ).headers,
  ),
);

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

const HOSTED_IMAGE_PATH = /^\/(i|imagemaps)\//;

/** Responses built with every security header already: securityHeaders() leaves them as they are. */
const complete = new WeakSet<Response>();

export function markSecured<R extends Response>(res: R): R {
  complete.add(res);
  return res;
}

const nothingMore = async () => {};

/**
 * Hono's secure headers, and the CSP that fits each response (HTML, a hosted image, or anything else),
 * which Hono's middleware cannot choose by response; responses built complete (markSecured) are left as
 * they are. Both go onto the response's own headers: `c.header()` after the handler would rebuild the
 * response around a stream of its body, which cost more than the rest of a small request.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (complete.has(c.res)) return;
    await honoSecureHeaders(c, nothingMore);
    const policy = c.res.headers.get("content-type")?.startsWith("text/html")
      ? HTML_CSP
      : HOSTED_IMAGE_PATH.test(c.req.path)
        ? IMAGE_CSP
        : API_CSP;
    c.res.headers.set("Content-Security-Policy", policy);
  };
}
