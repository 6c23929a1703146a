import { msg } from "../../i18n/i18n.ts";

/** LINE's official Flex Message Simulator (opened in a new tab; it cannot be handed JSON by URL). */
export const FLEX_SIMULATOR_URL = "https://developers.line.biz/flex-simulator/";

export const JSON_COPIED = msg("JSON copied to clipboard!");
export const PREVIEW_HTML_COPIED = msg("Preview HTML copied to clipboard!");
export const PREVIEW_NOTE = msg(
  "This preview approximates how LINE renders the message. The official Flex Message Simulator is more accurate.",
);
/** A big carousel draws its bubbles a few per task: copying meanwhile would leave the rest out. */
export const PREVIEW_STILL_DRAWING = msg("The preview is still drawing. Try again in a moment.");
