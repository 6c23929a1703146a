import { aspectRatioOf } from "../../../shared/flex/image-box.ts";
import { IMAGE_SIZE_KEYWORDS } from "../../../shared/flex/tokens.ts";
import { baseList, type ClassName, classIn, classOf, classTable, Look, memoise } from "./look.ts";
import { GRAVITY_CLASSES, itemLook, type Slot } from "./look-layout.ts";
import type { FlexProps } from "./props.ts";
import { colorOf, fontSizeInto, measure } from "./style-units.ts";
import { ICON_URL_VAR, ICON_WIDTH_VAR } from "./stylesheet.ts";

const IMAGE_BOX = baseList("fx-ib");
const DRAWING_AREA = baseList("fx-da");
const ICON_BOX = baseList("fx-icb");
const BUTTON_BOX = baseList("fx-btnb");
const BUTTON = baseList("fx-btn");
const ALIGN_CLASSES = classTable(["start", "end"], (align) => `a-${align}`);
const IMAGE_WIDTH_CLASSES = classTable(IMAGE_SIZE_KEYWORDS, (size) => `iw-${size}`);
const FULL_WIDTH = IMAGE_WIDTH_CLASSES.get("full");
const SELF_ALIGN_CLASSES = classTable(["start", "end"], (align) => `as-${align}`);
const SELF_CENTER = classOf("as-center");
const PICTURE = classOf("pic");
const COVER = classOf("cover");
/** A video's drawing area: black until its preview loads. */
export const VIDEO = classOf("video");
const BUTTON_STYLE_CLASSES = classTable(["primary", "secondary"], (style) => `btn-${style}`);
const BUTTON_SMALL = classOf("btn-sm");
const BUTTON_SCALED = classOf("btn-scaled");

/** "w / h" for CSS aspect-ratio; undefined for 1:1, the stylesheet's default. */
const aspectRatioCss = memoise((value) => {
  const ratio = aspectRatioOf(value);
  return ratio.width === ratio.height ? undefined : `${ratio.width} / ${ratio.height}`;
});

/** Image component box: aligns the drawing area (centre by default) and applies gravity. */
export function imageBoxLook(image: FlexProps, slot: Slot): Look {
  const look = itemLook(image, slot, IMAGE_BOX);
  addKnown(look, ALIGN_CLASSES, image.align);
  addKnown(look, GRAVITY_CLASSES, image.gravity);
  return look;
}

const CSS_STRING_UNSAFE = /[\\"\r\n\f]/;
/** URLs an unquoted url() holds as written (CSS Syntax, url token): no quotes, brackets, spaces or escapes. */
const CSS_URL_TOKEN = /^[\w\-.~:/?#[\]@!$&*+,;=%\u0080-\uffff]+$/;

/**
 * A URL for CSS, so quotes or backslashes in pasted JSON cannot break out of the declaration. Almost every
 * URL is a plain url token and goes unquoted: React escapes the style attribute, and a `"` (&quot;) makes it
 * copy the value a character at a time, which was a tenth of the preview's time across the corpus's images.
 * Memoised: a message repeats its icons, and the one string is made flat once, not on every node.
 */
const cssUrl = memoise((url) => {
  if (CSS_URL_TOKEN.test(url)) return `url(${url})`;
  // One test instead of three replaces.
  if (!CSS_STRING_UNSAFE.test(url)) return `url("${url}")`;
  return `url("${url
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/[\r\n\f]/g, "")}")`;
});

/**
 * The drawing area: `size` wide (at most its column), its height `aspectRatio` of its own width (CSS
 * aspect-ratio: a padding-bottom % would take the column's width), so an image that fails to load still holds
 * its place. The picture is its background: a URL that fails leaves the area empty at the same size (no
 * broken-image icon); fit shows the whole image (the default), cover fills the area and crops.
 */
export function drawingAreaLook(image: FlexProps, url: string | undefined): Look {
  return areaInto(new Look(DRAWING_AREA), image, url, false);
}

/**
 * Whether the drawing area can be the image's box (one element less): in a column that stretches it
 * across, or as a hero with no block style, where it neither grows nor is placed by offsets from its
 * column's edges, the box is as tall as the area and only aligns it across.
 */
export function imageIsItsArea(image: FlexProps, slot: Slot): boolean {
  if (image.position === "absolute" || (image.flex !== undefined && image.flex !== 0)) return false;
  // A tappable area has no place for the animated mark.
  if (image.animated === true && image.action !== undefined) return false;
  if (slot.layout === "vertical") return slot.stretch === true;
  const frame = slot.block;
  return slot.layout === "hero" && frame !== undefined && !frame.background && !frame.separator;
}

/** The drawing area as the image's box: its place in the column, aligned across by itself. */
export function imageAreaItemLook(image: FlexProps, slot: Slot, url: string | undefined): Look {
  return areaInto(itemLook(image, slot, DRAWING_AREA), image, url, true);
}

function areaInto(look: Look, image: FlexProps, url: string | undefined, aligned: boolean): Look {
  const size = image.size;
  const width = IMAGE_WIDTH_CLASSES.get(size);
  if (width !== undefined) look.add(width);
  else look.set("width", measure(size) ?? "100px");
  // A full-width area has nowhere to move across.
  if (aligned && width !== FULL_WIDTH) look.add(SELF_ALIGN_CLASSES.get(image.align) ?? SELF_CENTER);
  const ratio = aspectRatioCss(image.aspectRatio);
  if (ratio !== undefined) look.set("aspectRatio", ratio);
  const background = colorOf(image.backgroundColor);
  if (background) look.set("backgroundColor", background);
  if (url !== undefined) pictureInto(look, url, image.aspectMode === "cover");
  return look;
}

function pictureInto(look: Look, url: string, cover: boolean): void {
  look.add(PICTURE).set("backgroundImage", cssUrl(url));
  if (cover) look.add(COVER);
}

/**
 * Icons are 1em tall at their font size and as wide as their aspect ratio; the bottom sits on the baseline.
 * The picture is the box's ::before, its URL and width handed down in custom properties: one element per
 * icon instead of two.
 */
export function iconLook(icon: FlexProps, slot: Slot, url: string): Look {
  const look = itemLook(icon, slot, ICON_BOX);
  fontSizeInto(look, icon.size, icon.scaling === true, "md");
  const ratio = aspectRatioOf(icon.aspectRatio);
  if (ratio.width !== ratio.height) look.set(ICON_WIDTH_VAR, `${ratio.width / ratio.height}em`);
  look.set(ICON_URL_VAR, cssUrl(url));
  return look;
}

export function buttonBoxLook(button: FlexProps, slot: Slot): Look {
  const look = itemLook(button, slot, BUTTON_BOX);
  addKnown(look, GRAVITY_CLASSES, button.gravity);
  return look;
}

/**
 * Whether the button's face can be its own box (one element less): in a column that stretches it across,
 * where it neither grows nor is stretched between offsets, its box is exactly the face, so gravity has
 * nothing to move. Not in rows: there the face's padding would count in its flex share, which its box's
 * does not.
 */
export function buttonIsItsBox(button: FlexProps, slot: Slot): boolean {
  return (
    slot.layout === "vertical" &&
    slot.stretch === true &&
    button.position !== "absolute" &&
    (button.flex === undefined || button.flex === 0)
  );
}

/** The face as its own box: the face's look over its place in the column. */
export function buttonItemLook(button: FlexProps, slot: Slot): Look {
  return faceInto(itemLook(button, slot, BUTTON), button);
}

/** The tappable face: link style by default; `color` is the text colour of links, else the fill. */
export function buttonLook(button: FlexProps): Look {
  return faceInto(new Look(BUTTON), button);
}

function faceInto(look: Look, button: FlexProps): Look {
  const fill = classIn(BUTTON_STYLE_CLASSES, button.style);
  const filled = fill !== undefined;
  if (filled) look.add(fill);
  if (button.height === "sm") look.add(BUTTON_SMALL);
  if (button.scaling === true) look.add(BUTTON_SCALED);
  const color = colorOf(button.color);
  if (color) look.set(filled ? "backgroundColor" : "color", color);
  return look;
}

function addKnown(look: Look, classes: Map<unknown, ClassName>, value: unknown): void {
  const known = classIn(classes, value);
  if (known !== undefined) look.add(known);
}
