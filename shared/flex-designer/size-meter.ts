import type { Descriptor } from "../flex/descriptor.ts";
import { BUBBLE_MAX_BYTES, CAROUSEL_MAX_BYTES } from "../flex/limits.ts";
import { isFlexObject } from "../flex/types.ts";
import { jsonByteLength } from "../flex/values.ts";
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

export function measureSize(container: unknown): SizeMeter {
  const carousel = isFlexObject(container) && container.type === "carousel";
  const max = carousel ? CAROUSEL_MAX_BYTES : BUBBLE_MAX_BYTES;
  const bytes = jsonByteLength(container);
  const ratio = bytes / max;
  const level = ratio > 1 ? "over" : ratio >= SIZE_WARNING_RATIO ? "near" : "ok";
  const bubblesOver: SizeMeter["bubblesOver"] = [];
  if (carousel && Array.isArray(container.contents)) {
    container.contents.forEach((bubble, index) => {
      const size = jsonByteLength(bubble);
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
