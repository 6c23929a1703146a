import { detectImageType } from "./dimensions.ts";

// Where a PNG or JPEG really ends. Anything after PNG's IEND chunk or JPEG's EOI marker is ignored by
// decoders but served byte for byte, which is how PNG+HTML polyglots are built: the host cuts it off.

const PNG_SIGNATURE_LENGTH = 8;
/** "IEND" as a big-endian 32-bit number. */
const IEND = 0x49454e44;

function uint32BE(bytes: Uint8Array, offset: number): number {
  const high = (bytes[offset] ?? 0) * 0x1000000;
  return (
    high + (((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0))
  );
}

/** Offset just after the IEND chunk's CRC, or null when the chunk list is broken before it. */
export function pngEnd(bytes: Uint8Array): number | null {
  let offset = PNG_SIGNATURE_LENGTH;
  // Every chunk is at least 12 bytes, so the loop runs at most length / 12 times.
  while (offset + 12 <= bytes.length) {
    const length = uint32BE(bytes, offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (uint32BE(bytes, offset + 4) === IEND) return end;
    offset = end;
  }
  return null;
}

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

/** Offset of the next marker after entropy-coded data: an 0xFF not followed by 0x00 or a restart. */
function skipEntropyData(bytes: Uint8Array, from: number): number {
  let i = from;
  while (i + 1 < bytes.length) {
    if (bytes[i] === 0xff) {
      const next = bytes[i + 1] as number;
      if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) return i;
    }
    i++;
  }
  return bytes.length;
}

/** Offset just after the EOI marker (FF D9), or null when the segments are broken before it. */
export function jpegEnd(bytes: Uint8Array): number | null {
  let offset = 2; // after SOI
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const length = ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number);
    if (length < 2) return null;
    offset += 2 + length;
    // Start of scan: compressed data follows until the next real marker.
    if (marker === 0xda) offset = skipEntropyData(bytes, offset);
  }
  return null;
}

/**
 * The image without bytes after its end (a view, nothing copied). Unchanged when there is nothing
 * after the end, or when the structure is broken (the decoder then refuses the file).
 */
export function stripTrailingData(bytes: Uint8Array, type: "png" | "jpeg"): Uint8Array {
  const end = type === "png" ? pngEnd(bytes) : jpegEnd(bytes);
  return end !== null && end < bytes.length ? bytes.subarray(0, end) : bytes;
}

/**
 * Any upload as it may be stored or forwarded: a PNG or JPEG (by magic bytes) without what follows its
 * end, anything else unchanged (it is refused by type later). Every path that keeps or sends image bytes
 * (the image host, imagemaps, rich menu deploy, group publish and swap) goes through this.
 */
export function withoutTrailingData(bytes: Uint8Array): Uint8Array {
  const type = detectImageType(bytes);
  return type === "png" || type === "jpeg" ? stripTrailingData(bytes, type) : bytes;
}
