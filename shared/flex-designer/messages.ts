import type { Place } from "../flex/schema.ts";
import { type Descriptor, descriptor } from "../text/descriptor.ts";

/**
 * Every text the designer's domain gives the UI, as descriptors (id, English ICU message, values): the web
 * translates them where they are shown. Places and blocks are ICU `select`s so the words around them are
 * translated too; component types, JSON keys and numbers are shown as they are.
 */

const PLACE =
  "{place, select, block {a header, body or footer} hero {the hero} horizontal {a horizontal box} vertical {a vertical box} baseline {a baseline box} span {a text} altContent {a video's stand-in} other {{place}}}";
const BLOCK = "{block, select, header {header} hero {hero} body {body} footer {footer} other {{block}}}";

export const DESIGNER_MESSAGES = {
  notAContainer: () =>
    descriptor("flexDesigner.open.notAContainer", "This JSON is not a Flex bubble or carousel"),
  jsonEmpty: () => descriptor("flexDesigner.json.empty", "The JSON is empty: the design stays as it was"),
  jsonInvalid: (line: number, column: number) =>
    descriptor(
      "flexDesigner.json.invalid",
      "The JSON is not valid at line {line}, column {column}: the design waits until it is",
      {
        line,
        column,
      },
    ),
  notFound: (path: string) => descriptor("flexDesigner.path.notFound", "Nothing to edit at {path}", { path }),
  notANode: (path: string) =>
    descriptor("flexDesigner.path.notANode", "{path} is a property, not a part of the outline", { path }),
  alreadyFirst: () => descriptor("flexDesigner.move.alreadyFirst", "It is already the first"),
  alreadyLast: () => descriptor("flexDesigner.move.alreadyLast", "It is already the last"),
  noBoxBefore: () => descriptor("flexDesigner.move.noBoxBefore", "There is nothing before it to move into"),
  notABoxBefore: (type: string) =>
    descriptor(
      "flexDesigner.move.notABoxBefore",
      "The item before it is a {type}, not a box: only a box takes other components",
      {
        type,
      },
    ),
  notAllowedIn: (type: string, place: Place) =>
    descriptor("flexDesigner.place.notAllowed", `{type} is not allowed in ${PLACE}`, { type, place }),
  topOfBlock: (block: string) =>
    descriptor(
      "flexDesigner.move.topOfBlock",
      `It is already at the top of the ${BLOCK}: there is no box to move out of`,
      {
        block,
      },
    ),
  spanStaysInText: () => descriptor("flexDesigner.move.spanStaysInText", "A span stays inside its text"),
  altContentFixed: () =>
    descriptor(
      "flexDesigner.move.altContentFixed",
      "A video's stand-in (altContent) belongs to the video and cannot be moved",
    ),
  blocksFixed: () =>
    descriptor(
      "flexDesigner.move.blocksFixed",
      "A bubble's blocks keep LINE's order: header, hero, body, footer",
    ),
  singleBubble: () =>
    descriptor(
      "flexDesigner.bubble.single",
      "The message is a single bubble: turn it into a carousel to have more bubbles",
    ),
  carouselFull: (max: number) =>
    descriptor("flexDesigner.carousel.full", "A carousel holds at most {max} bubbles", { max }),
  carouselNeedsBubble: () =>
    descriptor("flexDesigner.carousel.needsBubble", "A carousel needs at least 1 bubble"),
  containerStays: () =>
    descriptor(
      "flexDesigner.delete.container",
      "The message itself cannot be deleted: delete its parts, or start over",
    ),
  altContentRequired: () =>
    descriptor(
      "flexDesigner.delete.altContent",
      "A video needs its stand-in (altContent): delete the video instead",
    ),
  blockTaken: (block: string) =>
    descriptor("flexDesigner.add.blockTaken", `The bubble already has a ${BLOCK}`, { block }),
  oneBlock: (block: string) =>
    descriptor("flexDesigner.duplicate.oneBlock", `A bubble has only one ${BLOCK}`, { block }),
  nothingInside: (type: string) =>
    descriptor("flexDesigner.add.nothingInside", "Nothing can be added inside a {type}", { type }),
  videoInCarousel: () =>
    descriptor("flexDesigner.video.inCarousel", "A video cannot be the hero of a bubble in a carousel"),
  videoBubbleSize: (size: string) =>
    descriptor("flexDesigner.video.bubbleSize", "A video needs a kilo, mega or giga bubble, not {size}", {
      size,
    }),
  videoHeroOnly: () => descriptor("flexDesigner.video.heroOnly", "A video can only be the hero of a bubble"),
  carouselHasVideo: () =>
    descriptor(
      "flexDesigner.carousel.hasVideo",
      "The hero is a video, which a carousel cannot hold: replace it with its stand-in image to continue",
    ),
  videoConverted: () =>
    descriptor(
      "flexDesigner.carousel.videoConverted",
      "The video hero was replaced by its stand-in (altContent) for the carousel",
    ),
  chooseBubble: (count: number) =>
    descriptor("flexDesigner.bubble.choose", "Choose which of the {count} bubbles to keep", { count }),
  noSuchBubble: (index: number, count: number) =>
    descriptor("flexDesigner.bubble.noSuch", "There is no bubble {number}: the carousel has {count}", {
      number: index + 1,
      count,
    }),
  alreadyCarousel: () => descriptor("flexDesigner.carousel.already", "The message is already a carousel"),
  alreadyBubble: () => descriptor("flexDesigner.bubble.already", "The message is already a single bubble"),
  structuralKey: (key: string) =>
    descriptor(
      "flexDesigner.set.structural",
      "{key} is changed through the outline (add, move, delete), not as a property",
      {
        key,
      },
    ),
  requiredProperty: (key: string) =>
    descriptor("flexDesigner.set.required", "LINE requires {key}: it can be changed but not removed", {
      key,
    }),
  bubbleStaysInCarousel: () =>
    descriptor("flexDesigner.move.bubbleStays", "A bubble stays at the top level of the carousel"),
  notAnObject: (path: string) =>
    descriptor("flexDesigner.set.notAnObject", "{path} holds no object to set a property on", { path }),
  layoutMisfit: (layout: string, type: string, count: number) =>
    descriptor(
      "flexDesigner.set.layoutMisfit",
      "{count, plural, one {# child} other {# children}} cannot stay in a {layout} box (the first is a {type}): move them out first",
      { layout, type, count },
    ),
  sizeSharedInCarousel: () =>
    descriptor(
      "flexDesigner.set.sizeShared",
      "Every bubble of a carousel has the same size: all of them were changed",
    ),
  tooManyAnimated: (max: number) =>
    descriptor("flexDesigner.animated.tooMany", "A message may have at most {max} animated images", { max }),
  clipEmpty: () => descriptor("flexDesigner.paste.empty", "The clipboard holds no Flex component or bubble"),
  bubbleNeedsCarousel: () =>
    descriptor(
      "flexDesigner.paste.bubbleNeedsCarousel",
      "A bubble can only be pasted into a carousel: make the message a carousel first",
    ),
  componentNeedsBubble: () =>
    descriptor(
      "flexDesigner.paste.componentNeedsBubble",
      "Select a box, a component or a bubble's block to paste a component",
    ),
  sizeMeter: (bytes: number, max: number) =>
    descriptor("flexDesigner.size.meter", "{bytes} of {max} bytes", { bytes, max }),
  sizeOver: (bytes: number, max: number) =>
    descriptor("flexDesigner.size.over", "{bytes} bytes: over LINE's limit of {max} bytes", { bytes, max }),
  bubbleOver: (number: number, bytes: number, max: number) =>
    descriptor(
      "flexDesigner.size.bubbleOver",
      "Bubble {number} is {bytes} bytes: over LINE's limit of {max} bytes per bubble",
      {
        number,
        bytes,
        max,
      },
    ),
  liffNonUriActions: (count: number) =>
    descriptor(
      "flexDesigner.share.nonUriActions",
      "Only links can be shared from LIFF: {count, plural, one {# action is} other {# actions are}} not a URI action",
      { count },
    ),
  actionOnlyIn: (type: string, where: "quickReply" | "richMenu") =>
    descriptor(
      "flexDesigner.action.onlyIn",
      "{type} actions are only available in {where, select, quickReply {quick reply buttons} other {rich menus}}",
      { type, where },
    ),
  pictureOnly: () => descriptor("flexDesigner.picture.only", "A picture goes into an image or an icon"),
  pictureSizeUnknown: () =>
    descriptor(
      "flexDesigner.picture.sizeUnknown",
      "The picture's width and height are unknown, so its aspect ratio cannot be set",
    ),
  videoUriOnly: () => descriptor("flexDesigner.action.videoUriOnly", "A video takes only a URI action"),
} satisfies Record<string, (...args: never[]) => Descriptor>;
