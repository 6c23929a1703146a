/**
 * Rich menu image rules (spec section 5; LINE's "Rich menu image requirements": JPEG or PNG,
 * width 800–2500 px, height ≥ 250 px, width/height ≥ 1.45, max file size 1 MB).
 * "1 MB" is the product's one MAX_IMAGE_BYTES (shared/images/limits.ts).
 */
import { MAX_IMAGE_BYTES } from "../images/limits.ts";
import type { MessageLike } from "../text/descriptor.ts";
import type { ValidationResult } from "./types.ts";

export { MAX_IMAGE_BYTES };
export const RICH_MENU_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

export const RICH_MENU_IMAGE_LIMITS = {
  minWidth: 800,
  maxWidth: 2500,
  minHeight: 250,
  minAspectRatio: 1.45,
  maxBytes: MAX_IMAGE_BYTES,
} as const;

export const RICH_MENU_IMAGE_MESSAGES = {
  invalidType: "Please select a valid image file (PNG or JPEG)",
  tooLarge: "File size must not exceed 1 MB",
  width: "Image width must be between 800 and 2500 pixels",
  height: "Image height must be at least 250 pixels",
  aspectRatio: "Image aspect ratio must be at least 1.45",
  readFailed: "Failed to read image file",
  loadFailed: "Failed to load image",
  /** The simple editor (spec 2.4) accepts any image type and only says this. */
  notAnImage: "Please select an image file",
  accepted: "Image uploaded successfully!",
  /** The server decodes every pixel: a truncated or header-only file would break in LINE. */
  undecodable: "The image could not be decoded: the file is damaged or incomplete",
} as const;

/** What the browser knows about a picked file; width/height once the image has been decoded. */
export interface ImageFacts {
  type: string;
  size: number;
  width?: number;
  height?: number;
}

export function isRichMenuImageType(type: string): boolean {
  return (RICH_MENU_IMAGE_TYPES as readonly string[]).includes(type);
}

/** The simple editor's only check: any image/* type. */
export function isAnyImageType(type: string): boolean {
  return type.startsWith("image/");
}

/**
 * Checks a picked file in the spec's order. A wrong type stops there (nothing else about the
 * file is trustworthy); the other rules all report, dimensions only once they are known.
 */
export function validateRichMenuImage(facts: ImageFacts): ValidationResult {
  const m = RICH_MENU_IMAGE_MESSAGES;
  const limits = RICH_MENU_IMAGE_LIMITS;
  if (!isRichMenuImageType(facts.type)) return { valid: false, errors: [m.invalidType] };
  const errors: MessageLike[] = [];
  if (facts.size > limits.maxBytes) errors.push(m.tooLarge);
  const { width, height } = facts;
  if (width !== undefined && (width < limits.minWidth || width > limits.maxWidth)) errors.push(m.width);
  if (height !== undefined && height < limits.minHeight) errors.push(m.height);
  if (width !== undefined && height !== undefined && height > 0 && width / height < limits.minAspectRatio) {
    errors.push(m.aspectRatio);
  }
  return { valid: errors.length === 0, errors };
}

/** True when the only thing wrong is the file size, which recompression can fix. */
export function canFixByRecompressing(facts: ImageFacts): boolean {
  const { errors } = validateRichMenuImage(facts);
  return errors.length === 1 && errors[0] === RICH_MENU_IMAGE_MESSAGES.tooLarge;
}

/**
 * JPEG qualities tried in turn by the one-click recompression (canvas.toBlob(…, "image/jpeg",
 * q)) until the result fits in 1 MB: from barely visible loss down to 0.4, below which rich
 * menu text and icons visibly smear and a smaller source image is the better fix.
 */
export function recompressionQualities(): number[] {
  return [0.92, 0.85, 0.78, 0.7, 0.6, 0.5, 0.4];
}
