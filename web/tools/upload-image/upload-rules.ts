import type { MessageLike } from "../../../shared/text/descriptor.ts";
/**
 * Upload Image screen (Thai UI, spec sections 2.7, 4, 5, 8): its messages, the client-side file check
 * and how a server answer is read. No React and no DOM beyond File/Blob, so it is unit-tested.
 */

import { apiErrorMessage } from "../../../shared/api/errors.ts";
import { detectImageType } from "../../../shared/images/dimensions.ts";
import { MAX_IMAGE_BYTES } from "../../../shared/images/limits.ts";
import { msg } from "../../i18n/i18n.ts";

/** The server's own limit (shared/images/limits.ts), checked before the bytes leave the phone. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

export const UPLOAD_MESSAGES = {
  tooLarge: msg("ไฟล์ต้องมีขนาดไม่เกิน 1MB"),
  wrongType: msg("รองรับไฟล์ PNG และ JPEG เท่านั้น"),
  noFile: msg("กรุณาเลือกไฟล์ที่ต้องการอัปโหลด"),
  noLink: msg("ไม่ได้รับ URL ของรูปภาพ"),
  failed: msg("เกิดข้อผิดพลาดในการอัปโหลด"),
  failedToast: msg("อัปโหลดรูปภาพไม่สำเร็จ"),
  successToast: msg("อัปโหลดรูปภาพสำเร็จ!"),
  copiedToast: msg("คัดลอก URL แล้ว!"),
  copyFailedToast: msg("คัดลอก URL ไม่สำเร็จ กรุณาคัดลอกจากช่อง URL"),
} as const;

/**
 * The same rules as the server: PNG or JPEG by the file's first bytes (a renamed text file is refused
 * even when the browser guesses image/png from its name), at most 1 MB. Null when the file is fine.
 */
export async function checkImageFile(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = detectImageType(head);
  if (type !== "png" && type !== "jpeg") return UPLOAD_MESSAGES.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export type UploadOutcome = { ok: true; link: string } | { ok: false; message: MessageLike };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function stringField(body: unknown, key: string): string | null {
  if (typeof body !== "object" || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** A 2xx must carry a link; any other answer shows the server's own error text, else the default. */
export function readUploadResponse(status: number, text: string): UploadOutcome {
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    const link = stringField(body, "link");
    return link ? { ok: true, link } : { ok: false, message: UPLOAD_MESSAGES.noLink };
  }
  // The answer's message as data (its code), shown through tm() in the language shown.
  return { ok: false, message: apiErrorMessage(body) ?? UPLOAD_MESSAGES.failed };
}

/** "532 B", "245.3 KB", "1.00 MB": file sizes as the selected-file alert shows them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
