/**
 * Imagemap builder domain (spec sections 2.5, 3, 5): image scaling, new areas, the JSON-output
 * hints and the imagemap message builder. Moving, clamping, duplicating and quick add are the
 * shared canvas editor's (shared/editor).
 *
 * Coordinates: the uploaded image is scaled so both sides are ≤ 1040 ("image pixels"); areas are
 * stored in image pixels. LINE wants baseSize.width = 1040 and areas in that base, so the builder
 * rescales areas by 1040 / image width (a no-op for images that are 1040 wide).
 */
import { clampBounds } from "../editor/geometry.ts";

export const IMAGEMAP_BASE_WIDTH = 1040;
const IMAGEMAP_MAX_SIDE = 1040;
export const MAX_IMAGEMAP_AREAS = 50;
/** Widths LINE requests as {baseUrl}/{width}; the image host serves each of them. */
export const IMAGEMAP_RENDITION_WIDTHS = [1040, 700, 460, 300, 240] as const;
/** Quick add: a 150 × 100 area at (50, 50), in display pixels. */
export const QUICK_ADD_DISPLAY_BOUNDS = { x: 50, y: 50, width: 150, height: 100 } as const;

export const IMAGEMAP_ACTION_TYPES = ["uri", "message", "clipboard"] as const;
export type ImagemapActionType = (typeof IMAGEMAP_ACTION_TYPES)[number];

export const IMAGEMAP_MESSAGES = {
  invalidImage: "Please upload a valid image file (PNG or JPEG)",
  copied: "JSON copied to clipboard!",
  copyFailed: "Failed to copy to clipboard",
} as const;

export const IMAGEMAP_HINTS = {
  baseUrl: "Add Base URL",
  altText: "Add Alt Text",
  area: "Create at least one area",
} as const;

export interface ImageSize {
  width: number;
  height: number;
}

/** An area as the editor keeps it (spec section 3): bounds in image pixels plus both texts. */
export interface ImagemapArea {
  x: number;
  y: number;
  width: number;
  height: number;
  type: ImagemapActionType;
  linkUri: string;
  /** Message text, or the text copied for a clipboard action. */
  text: string;
}

export interface ImagemapState {
  baseUrl: string;
  altText: string;
  /** The scaled image, null before one is uploaded. */
  image: ImageSize | null;
  /**
   * The uploaded image's own size, when known. baseSize follows it, so it equals the 1040-wide
   * rendition LINE downloads; the scaled size is rounded and would be off by up to ~1%.
   */
  original?: ImageSize | null;
  areas: ImagemapArea[];
}

export interface ImagemapBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

type ImagemapJsonAction =
  | { type: "uri"; area: ImagemapBounds; linkUri: string }
  | { type: "message"; area: ImagemapBounds; text: string }
  | { type: "clipboard"; area: ImagemapBounds; clipboardText: string };

export interface ImagemapMessageJson {
  type: "imagemap";
  baseUrl: string;
  altText: string;
  baseSize: ImageSize;
  actions: ImagemapJsonAction[];
}

export function isImagemapImageType(type: string): boolean {
  return type === "image/png" || type === "image/jpeg";
}

/** Scales down proportionally so both sides are ≤ 1040; smaller images are kept as they are. */
export function scaleToImagemap(width: number, height: number): ImageSize & { scale: number } {
  const scale = Math.min(1, IMAGEMAP_MAX_SIDE / width, IMAGEMAP_MAX_SIDE / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scale,
  };
}

/** LINE's baseSize: width 1040, height in proportion (1040 × 1040 before an image exists). */
export function imagemapBaseSize(image: ImageSize | null): ImageSize {
  if (!image) return { width: IMAGEMAP_BASE_WIDTH, height: IMAGEMAP_BASE_WIDTH };
  return {
    width: IMAGEMAP_BASE_WIDTH,
    height: Math.round((image.height * IMAGEMAP_BASE_WIDTH) / image.width),
  };
}

/** Pixel size of the rendition LINE fetches at `width` (proportional height). */
export function imagemapRenditionSize(width: number, original: ImageSize): ImageSize {
  return { width, height: Math.max(1, Math.round((original.height * width) / original.width)) };
}

/** A new area: a uri action to the app's origin (`host`, the spec's '{host}'). */
export function newImagemapArea(bounds: ImagemapBounds, host: string): ImagemapArea {
  return { ...bounds, type: "uri", linkUri: host, text: "" };
}

/** What is still missing before the JSON output is enabled, in the spec's order. */
export function imagemapHints(state: Pick<ImagemapState, "baseUrl" | "altText" | "areas">): string[] {
  const hints: string[] = [];
  if (state.baseUrl.trim() === "") hints.push(IMAGEMAP_HINTS.baseUrl);
  if (state.altText.trim() === "") hints.push(IMAGEMAP_HINTS.altText);
  if (state.areas.length === 0) hints.push(IMAGEMAP_HINTS.area);
  return hints;
}

function toJsonAction(
  area: ImagemapArea,
  factor: { x: number; y: number },
  base: ImageSize,
): ImagemapJsonAction {
  const scaled = clampBounds(
    {
      x: area.x * factor.x,
      y: area.y * factor.y,
      width: area.width * factor.x,
      height: area.height * factor.y,
    },
    base,
  );
  if (area.type === "uri") return { type: "uri", area: scaled, linkUri: area.linkUri };
  if (area.type === "message") return { type: "message", area: scaled, text: area.text };
  return { type: "clipboard", area: scaled, clipboardText: area.text };
}

/**
 * The imagemap message. A clipboard area's text goes out as `clipboardText`: LINE's
 * ClipboardImagemapAction requires that field (a `text` would be rejected), although the spec
 * lists "text" for message and clipboard alike.
 */
export function buildImagemapJson(state: ImagemapState): ImagemapMessageJson {
  const baseSize = imagemapBaseSize(state.original ?? state.image);
  const x = state.image ? IMAGEMAP_BASE_WIDTH / state.image.width : 1;
  // From the original's size the base height is exact, while the scaled height was rounded:
  // map the image's bottom edge onto the base's.
  const y = state.image && state.original ? baseSize.height / state.image.height : x;
  const factor = { x, y };
  return {
    type: "imagemap",
    baseUrl: state.baseUrl.trim(),
    altText: state.altText,
    baseSize,
    actions: state.areas.map((area) => toJsonAction(area, factor, baseSize)),
  };
}
