import { MAX_IMAGE_BYTES, recompressionQualities } from "../../../shared/richmenu/index.ts";

/** Encodes the picture once at a JPEG quality (canvas.toBlob in the browser; injected in tests). */
export type JpegEncoder<B extends { size: number }> = (quality: number) => Promise<B>;

export interface Recompressed<B> {
  blob: B;
  quality: number;
}

/**
 * Tries the qualities from best to worst and stops at the first encoding that fits in 1 MB, so
 * the image loses no more than it has to. null when even the lowest quality is too large.
 */
export async function recompressToFit<B extends { size: number }>(
  encode: JpegEncoder<B>,
  qualities: readonly number[] = recompressionQualities(),
  maxBytes: number = MAX_IMAGE_BYTES,
): Promise<Recompressed<B> | null> {
  for (const quality of qualities) {
    const blob = await encode(quality);
    if (blob.size <= maxBytes) return { blob, quality };
  }
  return null;
}

export const RECOMPRESS_FAILED_MESSAGE =
  "The image is still larger than 1 MB at the lowest JPEG quality. Please use a simpler or smaller image.";
