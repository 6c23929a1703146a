import { Hono } from "hono";
import { IMAGEMAP_RENDITION_WIDTHS } from "../../../shared/imagemap/imagemap.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../http/errors.ts";
import { imageLink, imagemapBaseUrl, renditionHeight } from "../../images/hosting.ts";
import type { CheckedImage } from "../../images/validate.ts";
import { IMAGEMAP_UPLOAD_MESSAGES, UPLOAD_IMAGE_MESSAGES } from "./messages.ts";
import { readUploadedFile, requestOrigin, storeUpload, uploadBodyLimit, uploadRateLimit } from "./upload.ts";

export { hostedImageRoutes } from "./serve.ts";

/** Taller images would need a 1040-wide rendition beyond the storage's pixel cap. */
const MAX_IMAGEMAP_HEIGHT_RATIO = 14;

/** POST /api/images: see README.md in this folder. Open to anonymous users, like the spec's tools. */
export function imageRoutes(deps: AppDeps) {
  const messages = UPLOAD_IMAGE_MESSAGES;
  return new Hono().post("/", uploadRateLimit(deps, "images"), uploadBodyLimit(messages), async (c) => {
    const bytes = await readUploadedFile(c, messages);
    const { image, created } = await storeUpload(deps, bytes, messages);
    const body = {
      link: imageLink(requestOrigin(c, deps), image),
      sha256: image.sha256,
      mimeType: image.mimeType,
      byteSize: image.byteSize,
      width: image.width,
      height: image.height,
    };
    return c.json(body, created ? 201 : 200);
  });
}

function acceptImagemap(image: CheckedImage): void {
  if (image.height > image.width * MAX_IMAGEMAP_HEIGHT_RATIO) {
    throw new ApiError(422, IMAGEMAP_UPLOAD_MESSAGES.tooTall);
  }
}

/** POST /api/imagemaps: stores the image and answers the Base URL LINE appends its widths to. */
export function imagemapRoutes(deps: AppDeps) {
  const messages = IMAGEMAP_UPLOAD_MESSAGES;
  return new Hono().post("/", uploadRateLimit(deps, "imagemaps"), uploadBodyLimit(messages), async (c) => {
    const bytes = await readUploadedFile(c, messages);
    const { image, created } = await storeUpload(deps, bytes, messages, { accept: acceptImagemap });
    const baseWidth = IMAGEMAP_RENDITION_WIDTHS[0];
    const body = {
      baseUrl: imagemapBaseUrl(requestOrigin(c, deps), image.sha256),
      width: image.width,
      height: image.height,
      baseSize: { width: baseWidth, height: renditionHeight(image, baseWidth) },
      mimeType: image.mimeType,
    };
    return c.json(body, created ? 201 : 200);
  });
}
