import { jsonValueTooDeep } from "../json/depth.ts";

/** Value grammar of Flex properties (Messaging API reference and "Flex Message layout"). */

/** Non-negative integer or decimal pixels, e.g. "50px", "23.5px", "0px". */
export const PX = /^\d+(?:\.\d+)?px$/;
/** Offsets may move a component either way, e.g. "-2px". */
export const SIGNED_PX = /^-?\d+(?:\.\d+)?px$/;
export const PERCENT = /^\d+(?:\.\d+)?%$/;
export const SIGNED_PERCENT = /^-?\d+(?:\.\d+)?%$/;
/** Hex colour in #RRGGBB or #RRGGBBAA form. */
export const COLOR = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const ANGLE = /^\d+(?:\.\d+)?deg$/;

const ASPECT_RATIO = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/;
export const ASPECT_RATIO_MIN = 1;
export const ASPECT_RATIO_MAX = 100_000;

export interface AspectRatio {
  width: number;
  height: number;
}

/** "{width}:{height}" as numbers, or null when it is not of that form. Ranges are checked by the validator. */
export function parseAspectRatio(value: unknown): AspectRatio | null {
  if (typeof value !== "string") return null;
  const match = ASPECT_RATIO.exec(value);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Whether LINE accepts the ratio: both sides 1…100000 and the height at most three times the width. */
export function isAcceptedAspectRatio(ratio: AspectRatio): boolean {
  const inRange = (side: number) => side >= ASPECT_RATIO_MIN && side <= ASPECT_RATIO_MAX;
  return inRange(ratio.width) && inRange(ratio.height) && ratio.height <= ratio.width * 3;
}

/** Number of degrees in "90deg", or null. */
export function parseAngle(value: unknown): number | null {
  return typeof value === "string" && ANGLE.test(value) ? Number.parseFloat(value) : null;
}

/** Number in "25%", or null. */
export function parsePercent(value: unknown): number | null {
  return typeof value === "string" && PERCENT.test(value) ? Number.parseFloat(value) : null;
}

export function isColor(value: unknown): value is string {
  return typeof value === "string" && COLOR.test(value);
}

export function isKeyword<T extends string>(keywords: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (keywords as readonly string[]).includes(value);
}

/**
 * Bytes of the compact JSON text, the size LINE's 30 KB / 50 KB limits are about. A value nested past
 * MAX_JSON_DEPTH is never stringified (that recursion could overflow the stack): it counts as
 * infinitely large, so every size limit refuses it.
 */
export function jsonByteLength(value: unknown): number {
  if (jsonValueTooDeep(value)) return Number.POSITIVE_INFINITY;
  return new TextEncoder().encode(JSON.stringify(value) ?? "").length;
}
