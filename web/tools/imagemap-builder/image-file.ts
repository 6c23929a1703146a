/**
 * Reading the chosen imagemap image in the browser: PNG or JPEG by type and magic bytes, its
 * natural size from decoding it, and the size it is edited at (both sides ≤ 1040).
 */
import { IMAGEMAP_MESSAGES, type ImageSize, scaleToImagemap } from "../../../shared/imagemap/index.ts";
import { detectImageType } from "../../../shared/images/dimensions.ts";

export interface ChosenImage {
  file: File;
  /** Object URL of the file, for the editor; revoke it when the image is replaced. */
  url: string;
  original: ImageSize;
  /** The size areas are drawn in: scaled down so both sides are at most 1040. */
  scaled: ImageSize;
}

class InvalidImageError extends Error {
  constructor() {
    super(IMAGEMAP_MESSAGES.invalidImage);
  }
}

async function hasImageBytes(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const type = detectImageType(head);
  return type === "png" || type === "jpeg";
}

function naturalSize(url: string): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new InvalidImageError());
    image.src = url;
  });
}

/** Throws InvalidImageError (the spec's message) for anything but a decodable PNG or JPEG. */
export async function readImagemapImage(file: File): Promise<ChosenImage> {
  if (!(await hasImageBytes(file))) throw new InvalidImageError();
  const url = URL.createObjectURL(file);
  try {
    const original = await naturalSize(url);
    if (original.width < 1 || original.height < 1) throw new InvalidImageError();
    const { width, height } = scaleToImagemap(original.width, original.height);
    return { file, url, original, scaled: { width, height } };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}
