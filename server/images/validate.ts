import sharp from "sharp";
import { detectImageType, readImageDimensions } from "../../shared/images/dimensions.ts";

/** The one upload size limit of the product (spec: "Upload image: max 1 MB"): 1 MB = 1,048,576 bytes. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/**
 * A 1 MB PNG of one flat colour can claim a huge canvas; decoding it would take seconds and gigabytes.
 * 50 megapixels is far beyond any LINE image (rich menus are at most 2500 × 1686).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type HostedImageType = "png" | "jpeg";

/** Why an upload was refused; routes turn the reason into a status and a message in their language. */
export type ImageRejection = "empty" | "too-large" | "unsupported-type" | "undecodable" | "too-many-pixels";

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`Image refused: ${reason}`);
  }
}

export interface CheckedImage {
  type: HostedImageType;
  /** Upright size, as a viewer shows it (EXIF orientation applied). */
  width: number;
  height: number;
}

/**
 * Accepts only PNG and JPEG decided by magic bytes (never the name or the declared type), within the
 * size and pixel limits, and only when the whole file decodes: a truncated file would break in LINE.
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  if (bytes.length === 0) throw new ImageRejectedError("empty");
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejectedError("too-large");
  const type = detectImageType(bytes);
  if (type !== "png" && type !== "jpeg") throw new ImageRejectedError("unsupported-type");
  const header = readImageDimensions(bytes);
  if (!header) throw new ImageRejectedError("undecodable");
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw new ImageRejectedError("too-many-pixels");
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS });
    const metadata = await image.metadata();
    // stats() walks every pixel, so a damaged or truncated stream fails here, not in the user's chat.
    await image.stats();
    const upright = metadata.autoOrient;
    return { type, width: upright.width, height: upright.height };
  } catch {
    throw new ImageRejectedError("undecodable");
  }
}

export function mimeTypeOf(type: HostedImageType): "image/png" | "image/jpeg" {
  return type === "png" ? "image/png" : "image/jpeg";
}
