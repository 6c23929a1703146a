import { BUBBLE_MAX_BYTES, CAROUSEL_MAX_BYTES } from "../flex/limits.ts";
import { type FlexObject, isFlexObject } from "../flex/types.ts";
import { jsonByteLength } from "../flex/values.ts";
import { jsonValueTooDeep, MAX_JSON_DEPTH } from "../json/depth.ts";
import type { Descriptor } from "../text/descriptor.ts";
import { DESIGNER_MESSAGES as M } from "./messages.ts";

/** The meter turns to a warning at this share of the limit. */
export const SIZE_WARNING_RATIO = 0.9;

export interface SizeMeter {
  /** Bytes of the container's compact JSON, as the validator counts them. */
  bytes: number;
  /** LINE's limit for it: 30 KB for a bubble, 50 KB for a carousel (`shared/flex/limits.ts`). */
  max: number;
  ratio: number;
  level: "ok" | "near" | "over";
  /** "12345 of 30000 bytes", or what is over, for the meter's text. */
  message: Descriptor;
  /** Each bubble of a carousel is also held to 30 KB: those over it, by number (1-based). */
  bubblesOver: { number: number; bytes: number; message: Descriptor }[];
}

/**
 * Each bubble's size, by the bubble object: the commands keep every bubble they did not change, so after an
 * edit only the edited bubble is serialised again (a 50 KB carousel took about 2 ms a measure, 4 times that
 * on a slow phone, on every edit).
 */
const bubbleBytes = new WeakMap<object, { bytes: number; inCarousel: number }>();

/** Carousel and contents array: a bubble's objects are this many levels deeper in the carousel. */
const CAROUSEL_LEVELS = 2;

/** A bubble's bytes on its own, and as an item of a carousel (infinite when that nests too deep). */
function bubbleSize(bubble: FlexObject): { bytes: number; inCarousel: number } {
  const known = bubbleBytes.get(bubble);
  if (known) return known;
  const bytes = jsonByteLength(bubble);
  const size = {
    bytes,
    inCarousel: jsonValueTooDeep(bubble, MAX_JSON_DEPTH - CAROUSEL_LEVELS) ? Number.POSITIVE_INFINITY : bytes,
  };
  bubbleBytes.set(bubble, size);
  return size;
}

/** The carousel's size from its bubbles' (what JSON.stringify writes: the rest, the bubbles and a comma between). */
function carouselBytes(carousel: FlexObject, bubbles: readonly unknown[]): number {
  // An item JSON writes as null (undefined, a function) has no size of its own: measured whole.
  if (!bubbles.every(isFlexObject)) return jsonByteLength(carousel);
  const rest = jsonByteLength({ ...carousel, contents: [] });
  const commas = Math.max(0, bubbles.length - 1);
  return bubbles.reduce<number>((sum, bubble) => sum + bubbleSize(bubble).inCarousel, rest) + commas;
}

export function measureSize(container: unknown): SizeMeter {
  const carousel = isFlexObject(container) && container.type === "carousel";
  const max = carousel ? CAROUSEL_MAX_BYTES : BUBBLE_MAX_BYTES;
  const bubbles = carousel && Array.isArray(container.contents) ? container.contents : null;
  const bytes = carousel && bubbles ? carouselBytes(container, bubbles) : jsonByteLength(container);
  const ratio = bytes / max;
  const level = ratio > 1 ? "over" : ratio >= SIZE_WARNING_RATIO ? "near" : "ok";
  const bubblesOver: SizeMeter["bubblesOver"] = [];
  if (bubbles) {
    bubbles.forEach((bubble, index) => {
      const size = isFlexObject(bubble) ? bubbleSize(bubble).bytes : jsonByteLength(bubble);
      if (size > BUBBLE_MAX_BYTES) {
        bubblesOver.push({
          number: index + 1,
          bytes: size,
          message: M.bubbleOver(index + 1, size, BUBBLE_MAX_BYTES),
        });
      }
    });
  }
  const message = level === "over" ? M.sizeOver(bytes, max) : M.sizeMeter(bytes, max);
  return { bytes, max, ratio, level: bubblesOver.length > 0 ? "over" : level, message, bubblesOver };
}
