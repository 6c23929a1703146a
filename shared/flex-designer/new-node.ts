import type { Place } from "../flex/schema.ts";
import type { FlexObject } from "../flex/types.ts";

/**
 * The first values of what "+ Add" creates: valid as they are (every required property set), with only
 * what makes them look right; LINE's defaults are left out. The words are the UI's, in the language shown
 * (English by default). Images start on LINE's own sample pictures until the user picks one.
 */
export interface NewNodeWords {
  /** A new text's and span's text. */
  readonly text: string;
  /** A new button's label (a URI action: the only kind LIFF can share). */
  readonly buttonLabel: string;
}

export const ENGLISH_WORDS: NewNodeWords = { text: "Text", buttonLabel: "Open link" };

const PLACEHOLDER_IMAGE_URL = "https://scdn.line-apps.com/n/channel_devcenter/img/fx/01_1_cafe.png";
const PLACEHOLDER_ICON_URL = "https://scdn.line-apps.com/n/channel_devcenter/img/fx/review_gold_star_28.png";
const PLACEHOLDER_VIDEO_URL = "https://example.com/video.mp4";
const PLACEHOLDER_LINK = "https://line.me";

/** A hero picture fills the bubble's width at LINE's common 20:13. */
function heroImage(): FlexObject {
  return {
    type: "image",
    url: PLACEHOLDER_IMAGE_URL,
    size: "full",
    aspectRatio: "20:13",
    aspectMode: "cover",
  };
}

/** A new component of `type` for `place`, or null when the type is not one the designer creates. */
export function newComponent(
  type: string,
  place: Place,
  words: NewNodeWords = ENGLISH_WORDS,
): FlexObject | null {
  switch (type) {
    case "box":
      return { type: "box", layout: "vertical", contents: [] };
    case "text":
      return { type: "text", text: words.text, wrap: true };
    case "span":
      return { type: "span", text: words.text };
    case "button":
      return {
        type: "button",
        style: "primary",
        action: { type: "uri", label: words.buttonLabel, uri: PLACEHOLDER_LINK },
      };
    case "image":
      return place === "hero" || place === "altContent"
        ? heroImage()
        : { type: "image", url: PLACEHOLDER_IMAGE_URL };
    case "video":
      return {
        type: "video",
        url: PLACEHOLDER_VIDEO_URL,
        previewUrl: PLACEHOLDER_IMAGE_URL,
        altContent: heroImage(),
        aspectRatio: "20:13",
      };
    case "icon":
      return { type: "icon", url: PLACEHOLDER_ICON_URL };
    case "separator":
      return { type: "separator" };
    case "filler":
      return { type: "filler" };
    default:
      return null;
  }
}

/** A new block: a vertical box holding one text for header, body and footer; the hero as asked. */
export function newBlock(
  block: string,
  type: string,
  words: NewNodeWords = ENGLISH_WORDS,
): FlexObject | null {
  if (block === "hero") return newComponent(type, "hero", words);
  return type === "box"
    ? { type: "box", layout: "vertical", contents: [newComponent("text", "vertical", words)] }
    : null;
}

/** A new bubble for a carousel, at the carousel's size (every bubble of a carousel has the same). */
export function newBubble(size: unknown, words: NewNodeWords = ENGLISH_WORDS): FlexObject {
  return {
    type: "bubble",
    ...(typeof size === "string" ? { size } : {}),
    body: { type: "box", layout: "vertical", contents: [newComponent("text", "vertical", words)] },
  };
}
