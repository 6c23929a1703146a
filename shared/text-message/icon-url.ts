/**
 * Rules for the sender icon URL and quick-reply button icon URLs (spec section 5). The syntax
 * checks run on every change; the square and size checks need the image (loaded in the
 * browser) and its Content-Length (read by the server's icon check, since browsers usually
 * cannot read another origin's headers). "1 MB" is 1,048,576 bytes, as for rich menu images.
 */
import { MAX_IMAGE_BYTES } from "../richmenu/image.ts";

const ICON_URL_MAX = 2000;
export const ICON_MAX_BYTES = MAX_IMAGE_BYTES;

export const ICON_URL_MESSAGES = {
  https: "URL must start with https://",
  tooLong: "URL must not exceed 2,000 characters",
  png: "URL must end with .png (PNG format only)",
  notSquare: "Image must have a 1:1 aspect ratio (width = height)",
  tooLarge: "Image file size must not exceed 1 MB",
  sizeUnknown: "Unable to validate image size. Please ensure the URL is accessible.",
  loadFailed: "Unable to load image. Please check the URL.",
  previewFailed: "Failed to load image preview",
} as const;

/** The first failing syntax rule (https, length, .png), or null when the URL passes them. */
export function checkIconUrlSyntax(url: string): string | null {
  if (!url.startsWith("https://")) return ICON_URL_MESSAGES.https;
  if (url.length > ICON_URL_MAX) return ICON_URL_MESSAGES.tooLong;
  if (!url.toLowerCase().endsWith(".png")) return ICON_URL_MESSAGES.png;
  return null;
}

/** The square rule, once the image has loaded and its natural size is known. */
export function checkIconDimensions(width: number, height: number): string | null {
  return width === height ? null : ICON_URL_MESSAGES.notSquare;
}

/** The size rule from a HEAD request's Content-Length; null/undefined means it could not be read. */
export function checkIconContentLength(contentLength: number | null | undefined): string | null {
  if (
    contentLength === null ||
    contentLength === undefined ||
    !Number.isFinite(contentLength) ||
    contentLength < 0
  ) {
    return ICON_URL_MESSAGES.sizeUnknown;
  }
  return contentLength > ICON_MAX_BYTES ? ICON_URL_MESSAGES.tooLarge : null;
}
