import type { Context } from "hono";
import { accepts } from "hono/accepts";
import { langFromCookie } from "../../shared/page/startup-cookies.ts";
import { LANGS, type Lang, pickLang } from "../../shared/text/lang.ts";

/**
 * The language a page request is served in: the `lang` cookie's choice, else Accept-Language read by
 * hono/accepts (most wanted first, q=0 meaning "not this one") under the browser's rule, `pickLang`.
 */
export function requestLang(c: Context): Lang {
  return (
    langFromCookie(c.req.header("cookie")) ??
    (accepts(c, {
      header: "Accept-Language",
      supports: [...LANGS],
      default: "en",
      match: (wanted) =>
        pickLang(wanted.filter(({ type, q }) => q > 0 && type !== "*").map(({ type }) => type)),
    }) as Lang)
  );
}
