/**
 * The routes whose tool folder (web/tools/<tool>/: its page chunk and its part of the messages) is not the
 * path's first segment: the spec's Rich Menu Builder is at /rich-menu-manager in `rich-menu-builder`, its
 * editor at /rich-menu-builder in `rich-menu-editor`. The server preloads a route's chunk and messages by
 * this (server/http/preload.ts); tests/unit/route-tools.test.ts holds it to web/app/routes.ts.
 */
const RENAMED: Readonly<Record<string, string>> = {
  "rich-menu-manager": "rich-menu-builder",
  "rich-menu-builder": "rich-menu-editor",
};

/** The tool folder of a path: /flex-formatter → flex-formatter, /rich-menu-manager → rich-menu-builder. */
export function routeToolFolder(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return RENAMED[first] ?? first;
}
