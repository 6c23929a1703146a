import { detectImageType, readImageDimensions } from "../../../shared/images/dimensions.ts";
import { parseImageDataUrl } from "../../../shared/richmenu/api.ts";
import {
  RICH_MENU_IMAGE_MESSAGES,
  type RICH_MENU_IMAGE_TYPES,
  validateRichMenuImage,
} from "../../../shared/richmenu/index.ts";
import { ApiError } from "../../http/errors.ts";

export type RichMenuImageType = (typeof RICH_MENU_IMAGE_TYPES)[number];

export interface DecodedImage {
  bytes: Uint8Array;
  /** What the bytes are (magic bytes), not what the client declared. */
  type: RichMenuImageType;
  width: number;
  height: number;
}

function invalid(messages: string[]): ApiError {
  const details = messages.map((message) => ({ path: "imageBase64", message }));
  return new ApiError(422, messages[0] ?? RICH_MENU_IMAGE_MESSAGES.invalidType, details);
}

/**
 * Decodes the data URL and applies the wizard's image rules to the real bytes (format by magic
 * bytes, ≤ 1 MB, width 800–2500, height ≥ 250, aspect ≥ 1.45), so LINE never sees an image the
 * wizard would have refused. Whether it matches the menu's size is LINE's call.
 */
export function decodeRichMenuImage(dataUrl: string): DecodedImage {
  const parsed = parseImageDataUrl(dataUrl);
  if (!parsed) throw invalid([RICH_MENU_IMAGE_MESSAGES.invalidType]);
  const bytes = new Uint8Array(Buffer.from(parsed.base64, "base64"));
  const format = detectImageType(bytes);
  const dimensions = readImageDimensions(bytes);
  if ((format !== "png" && format !== "jpeg") || !dimensions) {
    throw invalid([RICH_MENU_IMAGE_MESSAGES.invalidType]);
  }
  const type: RichMenuImageType = format === "png" ? "image/png" : "image/jpeg";
  const check = validateRichMenuImage({ type, size: bytes.byteLength, ...dimensions });
  if (!check.valid) throw invalid(check.errors);
  return { bytes, type, ...dimensions };
}
