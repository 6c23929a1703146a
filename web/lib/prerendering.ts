/**
 * True while web/prerender.tsx renders a route's first screen at build time (Node, no DOM): hooks that
 * read the browser answer as on a phone that has never visited, logged out, with no draft saved.
 */
export const PRERENDERING = typeof window === "undefined";
