import type { FlexObject } from "../../flex/types.ts";

/** Building blocks of the templates: plain Flex JSON, no default values written. */

export type Lang = "en" | "th";

export const IMAGES = {
  cafe: "https://scdn.line-apps.com/n/channel_devcenter/img/fx/01_1_cafe.png",
  restaurant: "https://scdn.line-apps.com/n/channel_devcenter/img/fx/01_2_restaurant.png",
  movie: "https://scdn.line-apps.com/n/channel_devcenter/img/fx/01_3_movie.png",
  shirt: "https://scdn.line-apps.com/n/channel_devcenter/img/fx/01_5_carousel.png",
  watch: "https://scdn.line-apps.com/n/channel_devcenter/img/fx/01_6_carousel.png",
  code: "https://scdn.line-apps.com/n/channel_devcenter/img/fx/linecorp_code_withborder.png",
  star: "https://scdn.line-apps.com/n/channel_devcenter/img/fx/review_gold_star_28.png",
  news1: "https://scdn.line-apps.com/n/channel_devcenter/img/flexsnapshot/clip/clip1.jpg",
  news2: "https://scdn.line-apps.com/n/channel_devcenter/img/flexsnapshot/clip/clip2.jpg",
  news3: "https://scdn.line-apps.com/n/channel_devcenter/img/flexsnapshot/clip/clip3.jpg",
  profile: "https://scdn.line-apps.com/n/channel_devcenter/img/flexsnapshot/clip/clip13.jpg",
} as const;

export const LINK = "https://line.me";

export function text(words: string, style: Readonly<Record<string, unknown>> = {}): FlexObject {
  return { type: "text", text: words, ...style };
}

export function vbox(contents: FlexObject[], style: Readonly<Record<string, unknown>> = {}): FlexObject {
  return { type: "box", layout: "vertical", contents, ...style };
}

export function hbox(contents: FlexObject[], style: Readonly<Record<string, unknown>> = {}): FlexObject {
  return { type: "box", layout: "horizontal", contents, ...style };
}

/** A label on the start side and its value on the end side, the rows of receipts and tickets. */
export function row(
  label: string,
  value: string,
  valueStyle: Readonly<Record<string, unknown>> = {},
): FlexObject {
  return hbox([
    text(label, { size: "sm", color: "#555555", flex: 0 }),
    text(value, { size: "sm", color: "#111111", align: "end", ...valueStyle }),
  ]);
}

/** A URI button: the only action LIFF can share. */
export function link(label: string, uri: string = LINK, style = "primary", color?: string): FlexObject {
  return {
    type: "button",
    style,
    ...(color ? { color } : {}),
    action: { type: "uri", label, uri },
  };
}

export function separator(margin = "md"): FlexObject {
  return { type: "separator", margin };
}

export function hero(url: string, aspectRatio = "20:13"): FlexObject {
  return {
    type: "image",
    url,
    size: "full",
    aspectRatio,
    aspectMode: "cover",
    action: { type: "uri", uri: LINK },
  };
}
