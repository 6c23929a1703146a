// Image type and pixel size read straight from the file header, without decoding pixels.
// Pure byte arithmetic so both the browser and the server can use it.

export type ImageType = "png" | "jpeg" | "gif" | "webp";

export interface ImageDimensions {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((value, index) => bytes[offset + index] === value);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

function byteAt(bytes: Uint8Array, index: number): number {
  return bytes[index] ?? 0;
}

function uint16BE(bytes: Uint8Array, offset: number): number {
  return (byteAt(bytes, offset) << 8) | byteAt(bytes, offset + 1);
}

function uint16LE(bytes: Uint8Array, offset: number): number {
  return byteAt(bytes, offset) | (byteAt(bytes, offset + 1) << 8);
}

function uint24LE(bytes: Uint8Array, offset: number): number {
  return uint16LE(bytes, offset) | (byteAt(bytes, offset + 2) << 16);
}

function uint32BE(bytes: Uint8Array, offset: number): number {
  return uint16BE(bytes, offset) * 0x10000 + uint16BE(bytes, offset + 2);
}

/** The container format named by the file's magic bytes, or null when it is none of the four. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

function positive(width: number, height: number): ImageDimensions | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

// The IHDR chunk must come first, right after the 8-byte signature.
function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || !startsWith(bytes, ascii("IHDR"), 12)) return null;
  return positive(uint32BE(bytes, 16), uint32BE(bytes, 20));
}

// Start-of-frame markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

// Markers that stand alone, with no length field after them.
function isStandaloneMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = byteAt(bytes, offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (isStandaloneMarker(marker)) {
      offset += 2;
      continue;
    }
    // End of image or start of scan before any frame header: nothing to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = uint16BE(bytes, offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return positive(uint16BE(bytes, offset + 7), uint16BE(bytes, offset + 5));
    }
    offset += 2 + length;
  }
  return null;
}

function gifDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 10) return null;
  return positive(uint16LE(bytes, 6), uint16LE(bytes, 8));
}

// The first chunk after "WEBP" decides the layout: lossy (VP8), lossless (VP8L) or extended (VP8X).
function webpDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 30) return null;
  if (startsWith(bytes, ascii("VP8 "), 12)) {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return positive(uint16LE(bytes, 26) & 0x3fff, uint16LE(bytes, 28) & 0x3fff);
  }
  if (startsWith(bytes, ascii("VP8L"), 12)) {
    if (bytes[20] !== 0x2f) return null;
    const b1 = byteAt(bytes, 22);
    const b2 = byteAt(bytes, 23);
    const b3 = byteAt(bytes, 24);
    const width = 1 + (byteAt(bytes, 21) | ((b1 & 0x3f) << 8));
    const height = 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6));
    return positive(width, height);
  }
  if (startsWith(bytes, ascii("VP8X"), 12)) {
    return positive(1 + uint24LE(bytes, 24), 1 + uint24LE(bytes, 27));
  }
  return null;
}

/** Pixel width and height from the header of a PNG, JPEG, GIF or WebP file; null when unreadable. */
export function readImageDimensions(bytes: Uint8Array): ImageDimensions | null {
  switch (detectImageType(bytes)) {
    case "png":
      return pngDimensions(bytes);
    case "jpeg":
      return jpegDimensions(bytes);
    case "gif":
      return gifDimensions(bytes);
    case "webp":
      return webpDimensions(bytes);
    default:
      return null;
  }
}
