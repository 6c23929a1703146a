/**
 * Geometry of an image component's drawing area, as LINE lays it out: the width comes from `size` (capped by
 * the column the image sits in), the height from `aspectRatio` applied to that width — never to the column's
 * width, which is what a `padding-bottom: %` box would do.
 */
import { IMAGE_SIZE_PX, SIZE_KEYWORDS } from "./tokens.ts";
import { isAcceptedAspectRatio, isKeyword, PERCENT, PX, parseAspectRatio } from "./values.ts";

/** Height over width for "{width}:{height}"; 1 (square) when absent or not accepted by LINE. */
export function aspectRatioOf(value: unknown): { width: number; height: number } {
  const ratio = parseAspectRatio(value);
  return ratio && isAcceptedAspectRatio(ratio) ? ratio : { width: 1, height: 1 };
}

/** Width of the drawing area as CSS: xxs…5xl → px, full → 100%, px and % as written; md by default. */
export function imageWidth(value: unknown): string {
  if (value === "full") return "100%";
  if (isKeyword(SIZE_KEYWORDS, value)) return `${IMAGE_SIZE_PX[value]}px`;
  if (typeof value === "string" && (PX.test(value) || PERCENT.test(value))) return value;
  return `${IMAGE_SIZE_PX.md}px`;
}

/** The drawing area's size in px inside a column `columnPx` wide (what the CSS above lays out). */
export function imageBoxSize(
  image: { size?: unknown; aspectRatio?: unknown },
  columnPx: number,
): { width: number; height: number } {
  const width = Math.min(columnPx, widthPx(imageWidth(image.size), columnPx));
  const ratio = aspectRatioOf(image.aspectRatio);
  return { width, height: (width * ratio.height) / ratio.width };
}

function widthPx(css: string, columnPx: number): number {
  const value = Number.parseFloat(css);
  return css.endsWith("%") ? (columnPx * value) / 100 : value;
}
