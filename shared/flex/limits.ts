/** Limits from the Messaging API reference (Flex Message, its components and action objects). */

export const DEFAULT_ALT_TEXT = "Flex Message";
/** altText "Max character limit: 1500", counted in UTF-16 code units like JavaScript's length. */
export const ALT_TEXT_MAX_LENGTH = 1500;

export const CAROUSEL_MAX_BUBBLES = 12;
/**
 * "The maximum size of JSON data that defines a bubble is 30 KB" (carousel: 50 KB). LINE does not say
 * whether a KB is 1000 or 1024 bytes; the lower reading warns before LINE could reject, so it is used.
 */
export const BUBBLE_MAX_BYTES = 30_000;
export const CAROUSEL_MAX_BYTES = 50_000;

/** "You can specify a value of true up to 10 images in a single message." */
export const ANIMATED_IMAGES_MAX = 10;

export const MEDIA_URL_MAX_LENGTH = 2000;
export const URI_MAX_LENGTH = 1000;
/** Action labels in Flex Messages (required on buttons, optional and not shown elsewhere). */
export const FLEX_ACTION_LABEL_MAX_LENGTH = 40;
/** Labels of the quick-reply-only and rich-menu-only actions. */
export const SHORT_ACTION_LABEL_MAX_LENGTH = 20;
export const ACTION_TEXT_MAX_LENGTH = 300;
export const CLIPBOARD_TEXT_MAX_LENGTH = 1000;
export const RICH_MENU_ALIAS_MAX_LENGTH = 32;
