import { type Descriptor, desc } from "../text/descriptor.ts";
import type { QrErrorCorrectionLevel } from "./types.ts";

/** Byte-mode capacity of a version 40 symbol (ISO/IEC 18004 table 7). */
export const QR_MAX_BYTES: Record<QrErrorCorrectionLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

export interface CapacityCheck {
  bytes: number;
  maxBytes: number;
  fits: boolean;
}

/**
 * Whether the text fits in byte mode at version 40. Byte mode is the worst case: the encoder may pack
 * digit or upper-case runs denser, so the generator's own result decides for borderline data.
 */
export function checkQrCapacity(text: string, level: QrErrorCorrectionLevel): CapacityCheck {
  const bytes = utf8ByteLength(text);
  const maxBytes = QR_MAX_BYTES[level];
  return { bytes, maxBytes, fits: bytes <= maxBytes };
}

export function qrTooLongMessage(check: CapacityCheck, level: QrErrorCorrectionLevel): Descriptor {
  // One literal: the template is the key of its translations.
  return desc(
    "The data is too long for a QR code at error correction level {level}: it is {bytes} bytes and the largest code (version 40) holds about {max}. Shorten the data or choose a lower level.",
    { level, bytes: check.bytes, max: check.maxBytes },
  );
}
