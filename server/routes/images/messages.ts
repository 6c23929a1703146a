import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ImageRejection } from "../../images/validate.ts";

/** Every refusal an upload endpoint can answer, in the language of the screen that calls it. */
export interface UploadMessages {
  noFile: string;
  tooLarge: string;
  unsupportedType: string;
  undecodable: string;
  tooManyPixels: string;
  /** The image queue is full (503 + Retry-After). */
  busy: string;
}

/** Upload Image screen (Thai UI): the spec's own wording where it has one (sections 5 and 8). */
export const THAI_UPLOAD_MESSAGES: UploadMessages = {
  noFile: "กรุณาเลือกไฟล์ที่ต้องการอัปโหลด",
  tooLarge: "ไฟล์ต้องมีขนาดไม่เกิน 1MB",
  unsupportedType: "รองรับไฟล์ PNG และ JPEG เท่านั้น",
  undecodable: "ไม่สามารถอ่านไฟล์รูปภาพได้ ไฟล์อาจเสียหาย",
  tooManyPixels: "รูปภาพต้องมีขนาดไม่เกิน 4096 × 4096 พิกเซล",
  busy: "ระบบกำลังประมวลผลรูปภาพอื่นอยู่ กรุณาลองใหม่อีกครั้งในอีกสักครู่",
};

/** Imagemap Builder (English UI): its invalid-image message and the rich menu's size message. */
export const IMAGEMAP_UPLOAD_MESSAGES: UploadMessages & { tooTall: string } = {
  noFile: "Please choose an image to upload",
  tooLarge: "File size must not exceed 1 MB",
  unsupportedType: "Please upload a valid image file (PNG or JPEG)",
  undecodable: "The image could not be decoded; the file may be damaged",
  tooManyPixels: "The image may be at most 4096 × 4096 pixels",
  busy: "The server is busy with other images, please try again in a moment",
  tooTall: "The image is too tall for an imagemap: its height may be at most 14 times its width",
};

export function rejectionResponse(
  reason: ImageRejection,
  messages: UploadMessages,
): { status: ContentfulStatusCode; message: string } {
  switch (reason) {
    case "empty":
      return { status: 400, message: messages.noFile };
    case "too-large":
      return { status: 413, message: messages.tooLarge };
    case "unsupported-type":
      return { status: 415, message: messages.unsupportedType };
    case "undecodable":
      return { status: 422, message: messages.undecodable };
    case "too-many-pixels":
      return { status: 422, message: messages.tooManyPixels };
  }
}
