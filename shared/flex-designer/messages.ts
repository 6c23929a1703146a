import { type Descriptor, descriptor } from "../flex/descriptor.ts";
import type { Place } from "../flex/schema.ts";

/**
 * Every text the designer's domain gives the UI, as descriptors (id, English ICU message, values): the web
 * translates them where they are shown. Places and blocks are ICU `select`s so the words around them are
 * translated too; component types, JSON keys and numbers are shown as they are.
 */

const PLACE =
  "{place, select, block {a header, body or footer} hero {the hero} horizontal {a horizontal box} vertical {a vertical box} baseline {a baseline box} span {a text} altContent {a video's stand-in} other {{place}}}";
const BLOCK = "{block, select, header {header} hero {hero} body {body} footer {footer} other {{block}}}";

const d = (id: string, message: string, values: Readonly<Record<string, string | number>> = {}) =>
  descriptor(`flexDesigner.${id}`, message, values);

export const DESIGNER_MESSAGES = {
  notAContainer: () => d("open.notAContainer", "This JSON is not a Flex bubble or carousel"),
  jsonEmpty: () => d("json.empty", "The JSON is empty: the design stays as it was"),
  jsonInvalid: (line: number, column: number) =>
    d("json.invalid", "The JSON is not valid at line {line}, column {column}: the design waits until it is", {
      line,
      column,
    }),
  notFound: (path: string) => d("path.notFound", "Nothing to edit at {path}", { path }),
  notANode: (path: string) => d("path.notANode", "{path} is a property, not a part of the outline", { path }),
  alreadyFirst: () => d("move.alreadyFirst", "It is already the first"),
  alreadyLast: () => d("move.alreadyLast", "It is already the last"),
  noBoxBefore: () => d("move.noBoxBefore", "There is nothing before it to move into"),
  notABoxBefore: (type: string) =>
    d("move.notABoxBefore", "The item before it is a {type}, not a box: only a box takes other components", {
      type,
    }),
  notAllowedIn: (type: string, place: Place) =>
    d("place.notAllowed", `{type} is not allowed in ${PLACE}`, { type, place }),
  topOfBlock: (block: string) =>
    d("move.topOfBlock", `It is already at the top of the ${BLOCK}: there is no box to move out of`, {
      block,
    }),
  spanStaysInText: () => d("move.spanStaysInText", "A span stays inside its text"),
  altContentFixed: () =>
    d("move.altContentFixed", "A video's stand-in (altContent) belongs to the video and cannot be moved"),
  blocksFixed: () => d("move.blocksFixed", "A bubble's blocks keep LINE's order: header, hero, body, footer"),
  singleBubble: () =>
    d("bubble.single", "The message is a single bubble: turn it into a carousel to have more bubbles"),
  carouselFull: (max: number) => d("carousel.full", "A carousel holds at most {max} bubbles", { max }),
  carouselNeedsBubble: () => d("carousel.needsBubble", "A carousel needs at least 1 bubble"),
  containerStays: () =>
    d("delete.container", "The message itself cannot be deleted: delete its parts, or start over"),
  altContentRequired: () =>
    d("delete.altContent", "A video needs its stand-in (altContent): delete the video instead"),
  blockTaken: (block: string) => d("add.blockTaken", `The bubble already has a ${BLOCK}`, { block }),
  oneBlock: (block: string) => d("duplicate.oneBlock", `A bubble has only one ${BLOCK}`, { block }),
  nothingInside: (type: string) => d("add.nothingInside", "Nothing can be added inside a {type}", { type }),
  videoInCarousel: () => d("video.inCarousel", "A video cannot be the hero of a bubble in a carousel"),
  videoBubbleSize: (size: string) =>
    d("video.bubbleSize", "A video needs a kilo, mega or giga bubble, not {size}", { size }),
  videoHeroOnly: () => d("video.heroOnly", "A video can only be the hero of a bubble"),
  carouselHasVideo: () =>
    d(
      "carousel.hasVideo",
      "The hero is a video, which a carousel cannot hold: replace it with its stand-in image to continue",
    ),
  videoConverted: () =>
    d("carousel.videoConverted", "The video hero was replaced by its stand-in (altContent) for the carousel"),
  chooseBubble: (count: number) =>
    d("bubble.choose", "Choose which of the {count} bubbles to keep", { count }),
  noSuchBubble: (index: number, count: number) =>
    d("bubble.noSuch", "There is no bubble {number}: the carousel has {count}", { number: index + 1, count }),
  alreadyCarousel: () => d("carousel.already", "The message is already a carousel"),
  alreadyBubble: () => d("bubble.already", "The message is already a single bubble"),
  structuralKey: (key: string) =>
    d("set.structural", "{key} is changed through the outline (add, move, delete), not as a property", {
      key,
    }),
  requiredProperty: (key: string) =>
    d("set.required", "LINE requires {key}: it can be changed but not removed", { key }),
  bubbleStaysInCarousel: () => d("move.bubbleStays", "A bubble stays at the top level of the carousel"),
  notAnObject: (path: string) =>
    d("set.notAnObject", "{path} holds no object to set a property on", { path }),
  layoutMisfit: (layout: string, type: string, count: number) =>
    d(
      "set.layoutMisfit",
      "{count, plural, one {# child} other {# children}} cannot stay in a {layout} box (the first is a {type}): move them out first",
      { layout, type, count },
    ),
  sizeSharedInCarousel: () =>
    d("set.sizeShared", "Every bubble of a carousel has the same size: all of them were changed"),
  tooManyAnimated: (max: number) =>
    d("animated.tooMany", "A message may have at most {max} animated images", { max }),
  clipEmpty: () => d("paste.empty", "The clipboard holds no Flex component or bubble"),
  bubbleNeedsCarousel: () =>
    d(
      "paste.bubbleNeedsCarousel",
      "A bubble can only be pasted into a carousel: make the message a carousel first",
    ),
  componentNeedsBubble: () =>
    d("paste.componentNeedsBubble", "Select a box, a component or a bubble's block to paste a component"),
  sizeMeter: (bytes: number, max: number) => d("size.meter", "{bytes} of {max} bytes", { bytes, max }),
  sizeOver: (bytes: number, max: number) =>
    d("size.over", "{bytes} bytes: over LINE's limit of {max} bytes", { bytes, max }),
  bubbleOver: (number: number, bytes: number, max: number) =>
    d("size.bubbleOver", "Bubble {number} is {bytes} bytes: over LINE's limit of {max} bytes per bubble", {
      number,
      bytes,
      max,
    }),
  liffNonUriActions: (count: number) =>
    d(
      "share.nonUriActions",
      "Only links can be shared from LIFF: {count, plural, one {# action is} other {# actions are}} not a URI action",
      { count },
    ),
  actionOnlyIn: (type: string, where: "quickReply" | "richMenu") =>
    d(
      "action.onlyIn",
      "{type} actions are only available in {where, select, quickReply {quick reply buttons} other {rich menus}}",
      { type, where },
    ),
  pictureOnly: () => d("picture.only", "A picture goes into an image or an icon"),
  pictureSizeUnknown: () =>
    d("picture.sizeUnknown", "The picture's width and height are unknown, so its aspect ratio cannot be set"),
  videoUriOnly: () => d("action.videoUriOnly", "A video takes only a URI action"),
} satisfies Record<string, (...args: never[]) => Descriptor>;
