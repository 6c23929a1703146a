import { RICH_MENU_IMAGE_MESSAGES } from "../../../shared/richmenu/index.ts";
import { MessageError, type MessageLike } from "../../../shared/text/descriptor.ts";

export interface ReadImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** A data URL of the file; rejects with 'Failed to read image file'. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string"
        ? resolve(reader.result)
        : reject(new Error(RICH_MENU_IMAGE_MESSAGES.readFailed));
    reader.onerror = () => reject(new Error(RICH_MENU_IMAGE_MESSAGES.readFailed));
    reader.readAsDataURL(file);
  });
}

/** Decodes an image URL to learn its pixel size; rejects with 'Failed to load image'. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(RICH_MENU_IMAGE_MESSAGES.loadFailed));
    image.src = url;
  });
}

/** Reads and decodes a picked file: its data URL and natural size, or the spec's error message. */
export async function readImageFile(file: Blob): Promise<ReadImage> {
  const dataUrl = await readAsDataUrl(file);
  const image = await loadImage(dataUrl);
  return { dataUrl, width: image.naturalWidth, height: image.naturalHeight };
}

export function errorMessage(error: unknown, fallback: string): MessageLike {
  if (error instanceof MessageError) return error.described;
  return error instanceof Error && error.message ? error.message : fallback;
}
