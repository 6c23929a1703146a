import { aspectRatio, boolean, type Check, color, count, httpsUrl, length, oneOf, string } from "./checks.ts";
import { MEDIA_URL_MAX_LENGTH } from "./limits.ts";
import {
  BORDER_WIDTH_KEYWORDS,
  BUTTON_HEIGHTS,
  IMAGE_SIZE_KEYWORDS,
  SIZE_KEYWORDS,
  SPACE_KEYWORDS,
  SPACER_KEYWORDS,
} from "./tokens.ts";

/**
 * Property tables of every Flex component (Messaging API reference). Properties holding components or
 * actions (contents, altContent, background, action) are walked by the validator, not checked here.
 */
export interface ComponentSpec {
  required: readonly string[];
  props: Readonly<Record<string, Check>>;
}

const SIZE_LABEL = "xxs…5xl";
const SPACE_LABEL = "none…xxl";
const space = length({ keywords: SPACE_KEYWORDS, label: SPACE_LABEL, px: "positive" });
const offset = length({ keywords: SPACE_KEYWORDS, label: SPACE_LABEL, px: "signed", percent: "signed" });
const dimension = length({ px: "positive", percent: "positive" });
const padding = length({ keywords: SPACE_KEYWORDS, label: SPACE_LABEL, px: "positive", percent: "positive" });
const fontSize = length({ keywords: SIZE_KEYWORDS, label: SIZE_LABEL, px: "positive" });
const mediaUrl = httpsUrl(MEDIA_URL_MAX_LENGTH);

const weight = oneOf(["regular", "bold"]);
const fontStyle = oneOf(["normal", "italic"]);
const decoration = oneOf(["none", "underline", "line-through"]);
const align = oneOf(["start", "end", "center"]);
const gravity = oneOf(["top", "bottom", "center"]);
const adjustMode = oneOf(["shrink-to-fit"]);

/** Placement properties shared by components that sit in a box. */
const placement = {
  margin: space,
  position: oneOf(["relative", "absolute"]),
  offsetTop: offset,
  offsetBottom: offset,
  offsetStart: offset,
  offsetEnd: offset,
};

export const COMPONENT_SPECS: Readonly<Record<string, ComponentSpec>> = {
  box: {
    required: ["layout", "contents"],
    props: {
      ...placement,
      layout: oneOf(["horizontal", "vertical", "baseline"]),
      flex: count,
      spacing: space,
      backgroundColor: color,
      borderColor: color,
      borderWidth: length({ keywords: BORDER_WIDTH_KEYWORDS, px: "positive" }),
      cornerRadius: space,
      width: dimension,
      maxWidth: dimension,
      height: dimension,
      maxHeight: dimension,
      paddingAll: padding,
      paddingTop: padding,
      paddingBottom: padding,
      paddingStart: padding,
      paddingEnd: padding,
      justifyContent: oneOf([
        "center",
        "flex-start",
        "flex-end",
        "space-between",
        "space-around",
        "space-evenly",
      ]),
      alignItems: oneOf(["center", "flex-start", "flex-end"]),
    },
  },
  button: {
    required: ["action"],
    props: {
      ...placement,
      flex: count,
      height: oneOf(BUTTON_HEIGHTS),
      style: oneOf(["primary", "secondary", "link"]),
      color,
      gravity,
      adjustMode,
      scaling: boolean,
    },
  },
  image: {
    required: ["url"],
    props: {
      ...placement,
      url: mediaUrl,
      flex: count,
      align,
      gravity,
      size: length({
        keywords: IMAGE_SIZE_KEYWORDS,
        label: `${SIZE_LABEL}, full`,
        px: "positive",
        percent: "positive",
      }),
      aspectRatio,
      aspectMode: oneOf(["fit", "cover"]),
      backgroundColor: color,
      animated: boolean,
    },
  },
  video: {
    required: ["url", "previewUrl", "altContent"],
    props: { url: mediaUrl, previewUrl: mediaUrl, aspectRatio },
  },
  icon: {
    required: ["url"],
    props: { ...placement, url: mediaUrl, size: fontSize, aspectRatio, scaling: boolean },
  },
  text: {
    required: [],
    props: {
      ...placement,
      text: string,
      flex: count,
      size: fontSize,
      align,
      gravity,
      color,
      weight,
      style: fontStyle,
      decoration,
      wrap: boolean,
      lineSpacing: length({ px: "positive" }),
      maxLines: count,
      adjustMode,
      scaling: boolean,
    },
  },
  span: {
    required: [],
    props: { text: string, size: fontSize, color, weight, style: fontStyle, decoration },
  },
  separator: { required: [], props: { margin: space, color } },
  filler: { required: [], props: { flex: count } },
  /** Discontinued in Flex Message Update 2 (2020) but still found in older messages; kept for them. */
  spacer: { required: [], props: { size: oneOf(SPACER_KEYWORDS) } },
};

/** Component types a user may write, in the reference's order (spacer is legacy and left out). */
export const COMPONENT_TYPES = [
  "box",
  "button",
  "image",
  "video",
  "icon",
  "text",
  "span",
  "separator",
  "filler",
];

/** Where a component sits, which decides the types allowed there. */
export type Place = "block" | "hero" | "horizontal" | "vertical" | "baseline" | "span" | "altContent";

const IN_BOX = ["box", "button", "image", "text", "separator", "filler"];
export const ALLOWED_TYPES: Readonly<Record<Place, readonly string[]>> = {
  block: ["box"],
  hero: ["box", "image", "video"],
  horizontal: [...IN_BOX, "spacer"],
  vertical: [...IN_BOX, "spacer"],
  baseline: ["icon", "text", "filler", "spacer"],
  span: ["span"],
  altContent: ["box", "image"],
};
