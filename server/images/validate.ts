import sharp from "sharp";
import { detectImageType, readImageDimensions } from "../../shared/images/dimensions.ts";
import { MAX_IMAGE_BYTES } from "../../shared/images/limits.ts";
import { HOSTED_IMAGE_CAP, type PixelCap, withinCap } from "../../shared/images/pixel-caps.ts";
import { pngEnd } from "../../shared/images/trailing.ts";
import { imageDecodeQueue } from "./decode-queue.ts";

// The upload limit is the product's one "1 MB" (spec: "Upload image: max 1 MB"), shared with every image rule.
export { MAX_IMAGE_BYTES };
/**
 * A 1 MB PNG of one flat colour can claim a huge canvas; decoding it would take seconds and gigabytes.
 * No stored image is larger than the hosted cap (shared/images/pixel-caps.ts), so no decode needs more.
 */
export const MAX_IMAGE_PIXELS = HOSTED_IMAGE_CAP.width * HOSTED_IMAGE_CAP.height;

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
 * size limit and the use's pixel cap (read from the header, before any decoding), and only when the
 * whole file decodes: a truncated file would break in LINE. The decode waits its turn in the image
 * queue, which throws DecodeQueueFullError when it is full.
 */
export async function checkImage(bytes: Uint8Array, cap: PixelCap = HOSTED_IMAGE_CAP): Promise<CheckedImage> {
  if (bytes.length === 0) throw new ImageRejectedError("empty");
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejectedError("too-large");
  const type = detectImageType(bytes);
  if (type !== "png" && type !== "jpeg") throw new ImageRejectedError("unsupported-type");
  // A PNG's chunks run whole up to its IEND. When they do not, the file is damaged or something else with
  // a PNG's first bytes (a header followed by HTML): say so, before reading a size from bytes that are no
  // header (their text read as a width is far over any cap) and before a lenient decoder accepts it.
  if (type === "png" && pngEnd(bytes) === null) throw new ImageRejectedError("undecodable");
  const header = readImageDimensions(bytes);
  if (!header) throw new ImageRejectedError("undecodable");
  if (!withinCap(header, cap)) throw new ImageRejectedError("too-many-pixels");
  return imageDecodeQueue.run(() => decode(bytes, type, cap));
}

async function decode(bytes: Uint8Array, type: HostedImageType, cap: PixelCap): Promise<CheckedImage> {
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: cap.width * cap.height });
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
