import { detectImageType, readImageDimensions } from "../../shared/images/dimensions.ts";
import { MAX_IMAGE_BYTES } from "../../shared/images/limits.ts";
import { MESSAGES } from "./errors.ts";

// Checks on an uploaded rich menu image (POST /v2/bot/richmenu/{richMenuId}/content):
// JPEG or PNG named by the Content-Type and confirmed by the magic bytes, at most 1 MB,
// and exactly the pixel size declared by the rich menu.

export type RichMenuImageType = "image/png" | "image/jpeg";

export const IMAGE_MESSAGES = {
  // LINE's documented answer for an image whose size does not suit the rich menu.
  sizeNotAllowed: "The image size is not allowed for richmenu",
  alreadyUploaded: "An image has already been uploaded to the richmenu",
  // Emulator wording: LINE documents no message for bytes that are not the declared format.
  notDecodable: "The image is not a valid JPEG or PNG file",
} as const;

/** The Content-Type without parameters, when it is one LINE accepts for rich menu images. */
export function richMenuImageType(header: string | undefined): RichMenuImageType | null {
  const type = (header ?? "").split(";")[0]?.trim().toLowerCase();
  return type === "image/png" || type === "image/jpeg" ? type : null;
}

export type ImageCheck = { ok: true } | { ok: false; status: 400 | 413; message: string };

export function checkRichMenuImage(
  bytes: Uint8Array,
  declared: RichMenuImageType,
  menuSize: { width: number; height: number },
): ImageCheck {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, status: 413, message: MESSAGES.payloadTooLarge };
  const actual = detectImageType(bytes);
  const dimensions = readImageDimensions(bytes);
  if (actual === null || `image/${actual}` !== declared || dimensions === null) {
    return { ok: false, status: 400, message: IMAGE_MESSAGES.notDecodable };
  }
  if (dimensions.width !== menuSize.width || dimensions.height !== menuSize.height) {
    return { ok: false, status: 400, message: IMAGE_MESSAGES.sizeNotAllowed };
  }
  return { ok: true };
}
