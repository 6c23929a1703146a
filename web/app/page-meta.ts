import { t } from "../i18n/i18n.ts";

/**
 * What a page tells crawlers and share sheets, not its reader: its meta description, canonical URL and
 * social card (`og:*`, `twitter:*`). No screen shows them, so they are not in the entry: the server writes
 * the page's own into the HTML (the prerender reads the description here, web/prerender.tsx), and the app
 * loads this module after its first render and applies them on each navigation and language switch
 * (meta.ts, `usePageMeta`), with the descriptions' own part of the messages (`descriptions`).
 */
export const DEFAULT_DESCRIPTION =
  "Visual builder for LINE rich menus: upload an image, design clickable areas and generate the JSON " +
  "configuration. Plus Flex message, imagemap, text message, audience, image upload and QR code tools.";

/** By route path (web/app/routes.ts); home and any path no route has get {@link DEFAULT_DESCRIPTION}. */
export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "/rich-menu-manager":
    "Design a LINE rich menu on a canvas, set each area's action and deploy it to your channel.",
  "/rich-menu-builder": "Draw rich menu areas on any image and get the JSON, no channel credentials needed.",
  "/flex-storage": "Create, edit and store Flex messages with automatic 1-month expiration.",
  "/flex-designer": "Build a Flex Message part by part, with a live preview: no JSON to write.",
  "/flex-formatter": "Paste Flex JSON, check it against LINE's schema, wrap it as a message and preview it.",
  "/imagemap-builder": "Upload an image, draw tappable areas and generate imagemap message JSON.",
  "/text-message": "Build a text message with sender details and quick reply buttons as JSON.",
  "/audience": "List, filter, create and delete audience groups of your LINE channel.",
  "/webhook": "See what LINE sends your bot, check signatures and reply.",
  "/liff-apps": "Manage LIFF apps and channel access tokens.",
  "/upload-image": "Upload a PNG or JPEG and get a public link to use in your bot.",
  "/qr-generator": "Generate QR codes for URLs, text, contact information and WiFi networks.",
  "/sandbox-chat": "Messages pushed, sent to a chat or shared in sandbox mode, drawn as LINE would.",
  "/insights": "Rich menu clicks, followers, deliveries.",
};

/** The meta description of a path, in the current language. */
export function routeDescription(path: string): string {
  return t(ROUTE_DESCRIPTIONS[path] ?? DEFAULT_DESCRIPTION);
}

const SOCIAL_IMAGE = "/og-image.png";

function setMeta(attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  // The prerendered page has most of these already: an equal write is still a DOM mutation.
  if (el.content !== content) el.content = content;
}

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement("link");
    el.rel = "canonical";
    document.head.appendChild(el);
  }
  if (el.href !== href) el.href = href;
}

/** Description, canonical URL and social card of the page at `path`, whose document title is `title`. */
export function applyPageMeta(title: string, path: string) {
  const url = new URL(path, window.location.origin).toString();
  const image = new URL(SOCIAL_IMAGE, window.location.origin).toString();
  const description = routeDescription(path);
  setMeta("name", "description", description);
  setCanonical(url);
  setMeta("property", "og:title", title);
  setMeta("property", "og:description", description);
  setMeta("property", "og:url", url);
  setMeta("property", "og:image", image);
  setMeta("property", "og:type", "website");
  setMeta("name", "twitter:card", "summary_large_image");
  setMeta("name", "twitter:image", image);
}
