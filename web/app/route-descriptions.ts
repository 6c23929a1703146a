import { t } from "../i18n/i18n.ts";

/**
 * Each page's meta description (`<meta name="description">`, `og:description`): no screen shows it, so it is
 * not in the entry. The server writes the page's own into the HTML (the prerender reads it here,
 * web/prerender.tsx); the app loads this module after its first render and sets it on each navigation
 * and language switch (meta.ts, `usePageMeta`), with its own part of the messages (`descriptions`).
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
