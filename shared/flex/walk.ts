import { desc, type MessageLike } from "../text/descriptor.ts";
import { checkAction } from "./actions.ts";
import { color, notOneOf, quote, type Report } from "./checks.ts";
import { ALLOWED_TYPES, COMPONENT_SPECS, COMPONENT_TYPES, type ComponentSpec, type Place } from "./schema.ts";
import type { BubbleSize } from "./tokens.ts";
import { type FlexObject, isFlexObject } from "./types.ts";
import { parseAngle, parsePercent } from "./values.ts";

/** What a component's checks need to know about the bubble around it. */
export interface BubbleContext {
  size: BubbleSize;
  inCarousel: boolean;
  report: Report;
  /** Animated images seen so far in the whole message (LINE allows 10). */
  animated: { count: number };
}

const PLACE_NAMES: Readonly<Record<Place, string>> = {
  block: "a header, body or footer block",
  hero: "the hero",
  horizontal: "a horizontal box",
  vertical: "a vertical box",
  baseline: "a baseline box",
  span: "text.contents",
  altContent: "a video's altContent",
};

export function checkComponent(node: unknown, path: string, place: Place, bubble: BubbleContext): void {
  const { report } = bubble;
  if (!isFlexObject(node)) {
    report(path, "must be an object");
    return;
  }
  const type = node.type;
  if (type === undefined) {
    report(`${path}.type`, "is required");
    return;
  }
  const spec = typeof type === "string" ? COMPONENT_SPECS[type] : undefined;
  if (!spec) {
    report(`${path}.type`, notOneOf(type, COMPONENT_TYPES.join(", ")));
    return;
  }
  if (!ALLOWED_TYPES[place].includes(type as string)) {
    report(path, misplacedMessage(type as string, place));
  }
  checkProps(node, spec, path, report);
  if (type === "box") checkBox(node, path, bubble);
  if (type === "text" && node.contents !== undefined) checkSpans(node.contents, `${path}.contents`, bubble);
  if (type === "text" && node.text === undefined && node.contents === undefined) {
    report(`${path}.text`, "is required (or contents with spans)");
  }
  if (type === "video") checkVideo(node, path, place, bubble);
  if (type === "image" && node.animated === true) bubble.animated.count++;
  if (node.action !== undefined) {
    checkAction(
      node.action,
      `${path}.action`,
      { isButton: type === "button", isVideo: type === "video" },
      report,
    );
  }
}

function misplacedMessage(type: string, place: Place): MessageLike {
  if (type === "span") return desc("span is only allowed in text.contents");
  if (type === "video") return desc("video is only allowed as the hero of a bubble");
  const allowed = ALLOWED_TYPES[place].filter((allowedType) => allowedType !== "spacer").join(", ");
  return desc("{type} is not allowed in {place} (allowed: {allowed})", {
    type,
    place: PLACE_NAMES[place],
    allowed,
  });
}

/** Path of a property: `body.contents[0]` + `size`; the container itself has the empty path. */
export function joinPath(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

export function checkProps(node: FlexObject, spec: ComponentSpec, path: string, report: Report): void {
  for (const key of spec.required) if (node[key] === undefined) report(joinPath(path, key), "is required");
  for (const [key, check] of spec.checks) {
    const problem = node[key] === undefined ? undefined : check(node[key]);
    if (problem) report(joinPath(path, key), problem);
  }
}

function checkBox(box: FlexObject, path: string, bubble: BubbleContext): void {
  const layout = box.layout;
  const place: Place = layout === "horizontal" || layout === "baseline" ? layout : "vertical";
  if (box.contents !== undefined && !Array.isArray(box.contents)) {
    bubble.report(`${path}.contents`, "must be an array of components");
  } else if (Array.isArray(box.contents)) {
    box.contents.forEach((child, index) => {
      checkComponent(child, `${path}.contents[${index}]`, place, bubble);
    });
  }
  if (box.background !== undefined) checkBackground(box.background, `${path}.background`, bubble.report);
}

function checkSpans(contents: unknown, path: string, bubble: BubbleContext): void {
  if (!Array.isArray(contents)) {
    bubble.report(path, "must be an array of spans");
    return;
  }
  contents.forEach((span, index) => {
    const spanPath = `${path}[${index}]`;
    if (isFlexObject(span) && span.type !== undefined && span.type !== "span") {
      bubble.report(
        spanPath,
        desc("text.contents may only hold spans, not {type}", { type: quote(span.type) }),
      );
      return;
    }
    checkComponent(span, spanPath, "span", bubble);
  });
}

const VIDEO_BUBBLE_SIZES: readonly string[] = ["kilo", "mega", "giga"];

function checkVideo(video: FlexObject, path: string, place: Place, bubble: BubbleContext): void {
  if (place === "hero" && bubble.inCarousel) bubble.report(path, "video cannot be used in a carousel");
  if (place === "hero" && !VIDEO_BUBBLE_SIZES.includes(bubble.size)) {
    bubble.report(
      path,
      desc("video needs a kilo, mega or giga bubble, not {size}", { size: quote(bubble.size) }),
    );
  }
  if (video.altContent !== undefined)
    checkComponent(video.altContent, `${path}.altContent`, "altContent", bubble);
}

const GRADIENT_KEYS = ["type", "angle", "startColor", "endColor"];

function checkBackground(background: unknown, path: string, report: Report): void {
  if (!isFlexObject(background)) {
    report(path, "must be an object");
    return;
  }
  for (const key of GRADIENT_KEYS) if (background[key] === undefined) report(`${path}.${key}`, "is required");
  if (background.type !== undefined && background.type !== "linearGradient") {
    report(`${path}.type`, `${quote(background.type)} is not one of linearGradient`);
  }
  const angle = parseAngle(background.angle);
  if (background.angle !== undefined && (angle === null || angle >= 360)) {
    report(`${path}.angle`, `${quote(background.angle)} must be an angle from 0deg to less than 360deg`);
  }
  for (const key of ["startColor", "endColor", "centerColor"]) {
    const problem = background[key] === undefined ? undefined : color(background[key]);
    if (problem) report(`${path}.${key}`, problem);
  }
  const position = parsePercent(background.centerPosition);
  if (background.centerPosition !== undefined && (position === null || position > 100)) {
    report(
      `${path}.centerPosition`,
      desc("{value} must be a percentage from 0% to 100%", { value: quote(background.centerPosition) }),
    );
  }
}
