import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiMessage } from "../../../shared/api/errors.ts";
import type { ImageRejection } from "../../images/validate.ts";

/**
 * Every refusal an upload endpoint can answer, as coded messages: `{ error }` is English and the screen
 * that called shows `code` in its language (Upload Image's Thai is the spec's wording, sections 5 and 8).
 */
export interface UploadMessages {
  noFile: ApiMessage;
  tooLarge: ApiMessage;
  unsupportedType: ApiMessage;
  undecodable: ApiMessage;
  tooManyPixels: ApiMessage;
  /** The image queue is full (503 + Retry-After). */
  busy: ApiMessage;
}

/** Upload Image screen. */
export const UPLOAD_IMAGE_MESSAGES: UploadMessages = {
  noFile: { code: "upload.no-file" },
  tooLarge: { code: "upload.too-large" },
  unsupportedType: { code: "upload.unsupported-type" },
  undecodable: { code: "upload.undecodable" },
  tooManyPixels: { code: "upload.too-many-pixels" },
  busy: { code: "image.busy" },
};

/** Imagemap Builder: its invalid-image message and the rich menu's size message. */
export const IMAGEMAP_UPLOAD_MESSAGES: UploadMessages & { tooTall: ApiMessage } = {
  noFile: { code: "imagemap.no-file" },
  tooLarge: { code: "imagemap.too-large" },
  unsupportedType: { code: "imagemap.unsupported-type" },
  undecodable: { code: "imagemap.undecodable" },
  tooManyPixels: { code: "imagemap.too-many-pixels" },
  busy: { code: "image.busy" },
  tooTall: { code: "imagemap.too-tall" },
};

export function rejectionResponse(
  reason: ImageRejection,
  messages: UploadMessages,
): { status: ContentfulStatusCode; message: ApiMessage } {
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
