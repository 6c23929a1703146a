/**
 * The shell's icons (route table, header, sidebar, home cards): lucide's drawings, put once into index.html
 * as an SVG sprite at build time (vite.config.ts) and drawn by `<ShellIcon>` as a `<use>` of it. As lucide's
 * React components they cost the entry 3.8 KB gzip (the icons and lucide's runtime) and React one element
 * per path to build and hydrate; a `<use>` is two elements and no icon code (docs/performance.md).
 * Tools keep lucide-react: their icons load with their chunk.
 */
export const SHELL_ICONS = [
  "house",
  "layout-grid",
  "panels-top-left",
  "braces",
  "pencil-ruler",
  "wand-sparkles",
  "image",
  "message-square-text",
  "users",
  "webhook",
  "key-square",
  "upload",
  "qr-code",
  "messages-square",
  "chart-no-axes-column",
  "x",
  "panel-left",
  "languages",
  "log-out",
  "user-round",
  "square-plus",
] as const;

export type ShellIconName = (typeof SHELL_ICONS)[number];

/** The sprite's element id of an icon. */
export const shellIconId = (name: ShellIconName) => `icon-${name}`;
