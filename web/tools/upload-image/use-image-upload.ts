import { useEffect, useRef, useState } from "react";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { sendUpload, type UploadHandle } from "./send-upload.ts";
import { checkImageFile, UPLOAD_MESSAGES } from "./upload-rules.ts";

export interface ImageUploadState {
  file: File | null;
  error: MessageLike | null;
  busy: boolean;
  /** Percent of the request body sent while busy. */
  progress: number;
  link: string | null;
}

const INITIAL: ImageUploadState = { file: null, error: null, busy: false, progress: 0, link: null };

/** The screen's state machine (spec section 4, "Upload image"). */
export function useImageUpload() {
  const [state, setState] = useState<ImageUploadState>(INITIAL);
  const request = useRef<UploadHandle | null>(null);
  // A later pick wins over an earlier one whose (async) check finishes last.
  const pickCount = useRef(0);
  const patch = (next: Partial<ImageUploadState>) => setState((previous) => ({ ...previous, ...next }));

  useEffect(() => () => request.current?.abort(), []);

  /** Picking a file clears messages; an invalid file shows its error and clears the selection. */
  async function pick(file: File) {
    const pickId = ++pickCount.current;
    patch({ error: null });
    const error = await checkImageFile(file).catch(() => UPLOAD_MESSAGES.failed);
    if (pickId !== pickCount.current) return;
    patch(error ? { file: null, error } : { file, error: null });
  }

  async function upload() {
    if (state.busy) return;
    const file = state.file;
    if (!file) {
      patch({ error: UPLOAD_MESSAGES.noFile });
      return;
    }
    patch({ busy: true, progress: 0, error: null });
    const handle = sendUpload(file, (progress) => patch({ progress }));
    request.current = handle;
    const outcome = await handle.done;
    if (request.current !== handle) return;
    request.current = null;
    if (outcome === "aborted") {
      patch({ busy: false, progress: 0 });
    } else if (outcome.ok) {
      patch({ busy: false, link: outcome.link });
      toast.success(t(UPLOAD_MESSAGES.successToast));
    } else {
      patch({ busy: false, progress: 0, error: outcome.message });
      toast.error(t(UPLOAD_MESSAGES.failedToast), { description: tm(outcome.message) });
    }
  }

  /** Cancel stops a running upload and clears the selection and its messages. */
  function cancel() {
    const running = request.current;
    request.current = null;
    running?.abort();
    pickCount.current++;
    setState(INITIAL);
  }

  return { state, pick, upload, cancel, reset: cancel };
}
