import { withoutTrailingData } from "../../../shared/images/trailing.ts";
import {
  RICH_MENU_IMAGE_MESSAGES,
  type RICH_MENU_IMAGE_TYPES,
  validateRichMenuImage,
} from "../../../shared/richmenu/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { englishText } from "../../../shared/text/english.ts";
import { ApiError } from "../../http/errors.ts";
import { checkImage, ImageRejectedError, type ImageRejection, mimeTypeOf } from "../../images/validate.ts";

type RichMenuImageType = (typeof RICH_MENU_IMAGE_TYPES)[number];

export interface DecodedImage {
  bytes: Uint8Array;
  /** What the bytes are (magic bytes), not what the client declared. */
  type: RichMenuImageType;
  width: number;
  height: number;
}

const REJECTION_MESSAGES: Record<ImageRejection, string> = {
  empty: RICH_MENU_IMAGE_MESSAGES.invalidType,
  "too-large": RICH_MENU_IMAGE_MESSAGES.tooLarge,
  "unsupported-type": RICH_MENU_IMAGE_MESSAGES.invalidType,
  undecodable: RICH_MENU_IMAGE_MESSAGES.undecodable,
  "too-many-pixels": RICH_MENU_IMAGE_MESSAGES.width,
};

function invalid(messages: MessageLike[]): ApiError {
  const details = messages.map((message) => ({ path: "image", message: englishText(message) }));
  return new ApiError(422, messages[0] ?? RICH_MENU_IMAGE_MESSAGES.invalidType, details);
}

/**
 * Checks the uploaded bytes like the image host does (PNG/JPEG by magic bytes, ≤ 1 MB, every
 * pixel decoded with sharp, so a truncated or header-only PNG is refused), then the wizard's
 * rich menu rules (width 800–2500, height ≥ 250, aspect ≥ 1.45). Matching the menu's size is
 * LINE's call. Bytes after the image's end (a PNG+HTML polyglot) are cut first: LINE serves a menu's
 * image to every user's app, so only the image itself is forwarded, and its size is what is checked.
 */
export async function decodeRichMenuImage(upload: Uint8Array): Promise<DecodedImage> {
  const bytes = withoutTrailingData(upload);
  let checked: Awaited<ReturnType<typeof checkImage>>;
  try {
    checked = await checkImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw invalid([REJECTION_MESSAGES[error.reason]]);
    throw error;
  }
  const type = mimeTypeOf(checked.type);
  const { width, height } = checked;
  const check = validateRichMenuImage({ type, size: bytes.byteLength, width, height });
  if (!check.valid) throw invalid(check.errors);
  return { bytes, type, width, height };
}
