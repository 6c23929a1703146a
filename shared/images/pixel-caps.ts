// The largest image each use accepts, checked from the file header before anything is decoded.
// Fitted to what LINE itself takes, so an honest upload never hits them and a crafted header
// ("190 KB of PNG declaring 7000 × 7000") is refused without spending seconds of CPU.
import { RICH_MENU_IMAGE_LIMITS } from "../richmenu/image.ts";

export interface PixelCap {
  width: number;
  height: number;
}

/**
 * Hosted images (Upload Image): a documented cap of 4096 × 4096, above every LINE message image
 * need (LINE previews at most 1040 wide; its largest image objects are 4096 px per side).
 */
export const HOSTED_IMAGE_CAP: PixelCap = { width: 4096, height: 4096 };

/**
 * Rich menus: 800–2500 wide, at least 250 high and width/height ≥ 1.45, so at most 2500 × 1724.
 * The rich menu route enforces the rules themselves from the header (validateRichMenuImage) and never
 * decodes the image; this constant is the bound those rules imply.
 */
export const RICH_MENU_IMAGE_CAP: PixelCap = {
  width: RICH_MENU_IMAGE_LIMITS.maxWidth,
  height: Math.floor(RICH_MENU_IMAGE_LIMITS.maxWidth / RICH_MENU_IMAGE_LIMITS.minAspectRatio),
};

export function withinCap(size: { width: number; height: number }, cap: PixelCap): boolean {
  return size.width <= cap.width && size.height <= cap.height;
}
