import { aspectRatioOf } from "../../../shared/flex/image-box.ts";
import { IMAGE_SIZE_KEYWORDS } from "../../../shared/flex/tokens.ts";
import { isKeyword } from "../../../shared/flex/values.ts";
import { Look, memoise } from "./look.ts";
import { itemLook, type Slot } from "./look-layout.ts";
import type { FlexProps } from "./props.ts";
import { colorOf, fontSizeInto, measure } from "./style-units.ts";

const GRAVITIES = new Set(["top", "center", "bottom"]);
const ALIGNS = new Set(["start", "end"]);

/** "w / h" for CSS aspect-ratio; undefined for 1:1, the stylesheet's default. */
const aspectRatioCss = memoise((value) => {
  const ratio = aspectRatioOf(value);
  return ratio.width === ratio.height ? undefined : `${ratio.width} / ${ratio.height}`;
});

/** Image component box: aligns the drawing area (centre by default) and applies gravity. */
export function imageBoxLook(image: FlexProps, slot: Slot): Look {
  const look = itemLook(image, slot, "fx-ib");
  if (ALIGNS.has(image.align as string)) look.add(`a-${image.align}`);
  if (GRAVITIES.has(image.gravity as string)) look.add(`g-${image.gravity}`);
  return look;
}

/** A URL as a CSS string, so quotes or backslashes in pasted JSON cannot break out of the declaration. */
export function cssUrl(url: string): string {
  return `url("${url
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/[\r\n\f]/g, "")}")`;
}

/**
 * The drawing area: `size` wide (at most its column), its height `aspectRatio` of its own width (CSS
 * aspect-ratio: a padding-bottom % would take the column's width), so an image that fails to load still holds
 * its place. The picture is its background: a URL that fails leaves the area empty at the same size (no
 * broken-image icon); fit shows the whole image (the default), cover fills the area and crops.
 */
export function drawingAreaLook(image: FlexProps, url: string | undefined): Look {
  const look = new Look("fx-da");
  const size = image.size;
  if (isKeyword(IMAGE_SIZE_KEYWORDS, size)) look.add(`iw-${size}`);
  else look.set("width", measure(size) ?? "100px");
  const ratio = aspectRatioCss(image.aspectRatio);
  if (ratio !== undefined) look.set("aspectRatio", ratio);
  const background = colorOf(image.backgroundColor);
  if (background) look.set("backgroundColor", background);
  if (url !== undefined) pictureInto(look, url, image.aspectMode === "cover");
  return look;
}

export function pictureInto(look: Look, url: string, cover: boolean): void {
  look.add("pic").set("backgroundImage", cssUrl(url));
  if (cover) look.add("cover");
}

/** Icons are 1em tall at their font size and as wide as their aspect ratio; the bottom sits on the baseline. */
export function iconLooks(icon: FlexProps, slot: Slot, url: string): { box: Look; picture: Look } {
  const box = itemLook(icon, slot, "fx-icb");
  fontSizeInto(box, icon.size, icon.scaling === true, "md");
  const picture = new Look("fx-icp");
  const ratio = aspectRatioOf(icon.aspectRatio);
  if (ratio.width !== ratio.height) picture.set("width", `${ratio.width / ratio.height}em`);
  pictureInto(picture, url, false);
  return { box, picture };
}

const BUTTON_STYLES = new Set(["primary", "secondary"]);

export function buttonBoxLook(button: FlexProps, slot: Slot): Look {
  const look = itemLook(button, slot, "fx-btnb");
  if (GRAVITIES.has(button.gravity as string)) look.add(`g-${button.gravity}`);
  return look;
}

/** The tappable face: link style by default; `color` is the text colour of links, else the fill. */
export function buttonLook(button: FlexProps): Look {
  const look = new Look("fx-btn");
  const filled = BUTTON_STYLES.has(button.style as string);
  if (filled) look.add(`btn-${button.style}`);
  if (button.height === "sm") look.add("btn-sm");
  if (button.scaling === true) look.add("btn-scaled");
  const color = colorOf(button.color);
  if (color) look.set(filled ? "backgroundColor" : "color", color);
  return look;
}
