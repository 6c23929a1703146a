import { ASPECT_RATIO_MAX, ASPECT_RATIO_MIN } from "../flex/values.ts";

/**
 * The `aspectRatio` for a picture of `width` × `height` pixels, as LINE takes it: `{width}:{height}` in
 * lowest terms, both sides 1…100000, the height at most 3 × the width (a taller picture gets 1:3 and is
 * cropped by aspectMode cover). Null when the size is not a positive number of pixels.
 */
export function aspectRatioOf(width: number, height: number): string | null {
  if (!(Number.isFinite(width) && Number.isFinite(height) && width >= 1 && height >= 1)) return null;
  let w = Math.round(width);
  let h = Math.round(height);
  if (h > w * 3) return "1:3";
  const divisor = gcd(w, h);
  w /= divisor;
  h /= divisor;
  if (w > ASPECT_RATIO_MAX || h > ASPECT_RATIO_MAX) {
    const scale = ASPECT_RATIO_MAX / Math.max(w, h);
    w = Math.max(ASPECT_RATIO_MIN, Math.round(w * scale));
    h = Math.max(ASPECT_RATIO_MIN, Math.min(Math.round(h * scale), w * 3));
  }
  return `${w}:${h}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
