import { JSON_TOO_DEEP_MESSAGE, jsonValueTooDeep } from "../json/depth.ts";
import { desc } from "../text/descriptor.ts";
import { checkAction } from "./actions.ts";
import { notOneOf, quote, type Report } from "./checks.ts";
import { ANIMATED_IMAGES_MAX, BUBBLE_MAX_BYTES, CAROUSEL_MAX_BUBBLES, CAROUSEL_MAX_BYTES } from "./limits.ts";
import { BLOCK_STYLE_PROPERTIES, BUBBLE_PROPERTIES, toCheckSpec } from "./schema.ts";
import { BUBBLE_SIZES, type BubbleSize, DEFAULT_BUBBLE_SIZE } from "./tokens.ts";
import { type FlexObject, type FlexProblem, isFlexObject } from "./types.ts";
import { jsonByteLength } from "./values.ts";
import { type BubbleContext, checkComponent, checkProps, joinPath } from "./walk.ts";

/**
 * Checks a Flex container (the `contents` of a flex message) against LINE's rules: the official schema,
 * the reference's required properties, enums, value formats, nesting rules and size limits.
 * Paths are relative to the container, e.g. `contents[2].body.contents[0].size`.
 */
export function validateFlexContainer(value: unknown): FlexProblem[] {
  const problems: FlexProblem[] = [];
  const report: Report = (path, message) => {
    problems.push({ path, message });
  };
  const animated = { count: 0 };
  // Checked before any walk: the checks below recurse once per level.
  if (jsonValueTooDeep(value)) {
    report("", JSON_TOO_DEEP_MESSAGE);
    return problems;
  }
  if (!isFlexObject(value)) {
    report("", "the container must be a JSON object");
  } else if (value.type === "bubble") {
    checkBubble(value, "", { report, animated, inCarousel: false });
  } else if (value.type === "carousel") {
    checkCarousel(value, report, animated);
  } else if (value.type === undefined) {
    report("type", "is required");
  } else {
    report("type", notOneOf(value.type, "bubble, carousel"));
  }
  if (animated.count > ANIMATED_IMAGES_MAX) {
    report(
      "",
      desc("{count} animated images; the maximum is {max} per message", {
        count: animated.count,
        max: ANIMATED_IMAGES_MAX,
      }),
    );
  }
  return problems;
}

function checkCarousel(carousel: FlexObject, report: Report, animated: { count: number }): void {
  const bubbles = carousel.contents;
  if (bubbles === undefined) {
    report("contents", "is required");
    return;
  }
  if (!Array.isArray(bubbles)) {
    report("contents", "must be an array of bubbles");
    return;
  }
  if (bubbles.length === 0) report("contents", "a carousel needs at least 1 bubble");
  if (bubbles.length > CAROUSEL_MAX_BUBBLES) {
    report(
      "contents",
      desc("{count} bubbles; the maximum is {max}", { count: bubbles.length, max: CAROUSEL_MAX_BUBBLES }),
    );
  }
  const firstSize = sizeOf(bubbles[0]);
  bubbles.forEach((bubble, index) => {
    const path = `contents[${index}]`;
    if (!isFlexObject(bubble) || bubble.type !== "bubble") {
      report(path, "must be a bubble");
      return;
    }
    checkBubble(bubble, path, { report, animated, inCarousel: true });
    if (index > 0 && sizeOf(bubble) !== firstSize && BUBBLE_SIZES.includes(sizeOf(bubble))) {
      report(
        `${path}.size`,
        desc("every bubble in a carousel must have the same size (the first is {size})", {
          size: quote(firstSize),
        }),
      );
    }
  });
  const bytes = jsonByteLength(carousel);
  if (bytes > CAROUSEL_MAX_BYTES) {
    report(
      "",
      desc("the carousel is {bytes} bytes of JSON; the maximum is 50 KB ({max} bytes)", {
        bytes,
        max: CAROUSEL_MAX_BYTES,
      }),
    );
  }
}

function sizeOf(bubble: unknown): BubbleSize {
  const size = isFlexObject(bubble) ? bubble.size : undefined;
  return typeof size === "string" && (BUBBLE_SIZES as readonly string[]).includes(size)
    ? (size as BubbleSize)
    : DEFAULT_BUBBLE_SIZE;
}

const BUBBLE_SPEC = toCheckSpec(BUBBLE_PROPERTIES);
const BLOCK_STYLE_SPEC = toCheckSpec(BLOCK_STYLE_PROPERTIES);
const BLOCKS = ["header", "hero", "body", "footer"] as const;

function checkBubble(bubble: FlexObject, path: string, context: Omit<BubbleContext, "size">): void {
  const { report } = context;
  const at = (key: string) => joinPath(path, key);
  const bubbleContext: BubbleContext = { ...context, size: sizeOf(bubble) };
  checkProps(bubble, BUBBLE_SPEC, path, report);
  for (const block of BLOCKS) {
    if (bubble[block] === undefined) continue;
    checkComponent(bubble[block], at(block), block === "hero" ? "hero" : "block", bubbleContext);
  }
  checkStyles(bubble.styles, at("styles"), report);
  if (bubble.action !== undefined) {
    checkAction(bubble.action, at("action"), { isButton: false, isVideo: false }, report);
  }
  const bytes = jsonByteLength(bubble);
  if (bytes > BUBBLE_MAX_BYTES) {
    report(
      path,
      desc("the bubble is {bytes} bytes of JSON; the maximum is 30 KB ({max} bytes)", {
        bytes,
        max: BUBBLE_MAX_BYTES,
      }),
    );
  }
}

function checkStyles(styles: unknown, path: string, report: Report): void {
  if (styles === undefined) return;
  if (!isFlexObject(styles)) {
    report(path, "must be an object");
    return;
  }
  for (const block of BLOCKS) {
    const style = styles[block];
    if (style === undefined) continue;
    if (!isFlexObject(style)) report(`${path}.${block}`, "must be an object");
    else checkProps(style, BLOCK_STYLE_SPEC, `${path}.${block}`, report);
  }
}
