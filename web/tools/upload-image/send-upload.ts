import { readUploadResponse, UPLOAD_MESSAGES, type UploadOutcome } from "./upload-rules.ts";

export interface UploadHandle {
  done: Promise<UploadOutcome | "aborted">;
  abort(): void;
}

/**
 * POST /api/images with XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` receives whole percentages of the request body sent.
 */
export function sendUpload(file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const form = new FormData();
  form.append("file", file);
  const done = new Promise<UploadOutcome | "aborted">((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => resolve(readUploadResponse(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, message: UPLOAD_MESSAGES.failed });
    xhr.ontimeout = () => resolve({ ok: false, message: UPLOAD_MESSAGES.failed });
    xhr.onabort = () => resolve("aborted");
  });
  xhr.open("POST", "/api/images");
  xhr.timeout = 120_000;
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
