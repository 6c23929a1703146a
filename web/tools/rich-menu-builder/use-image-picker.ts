import { useState } from "react";
import {
  canFixByRecompressing,
  type ImageFacts,
  RICH_MENU_IMAGE_MESSAGES,
  validateRichMenuImage,
} from "../../../shared/richmenu/index.ts";
import { desc, type MessageLike } from "../../../shared/text/descriptor.ts";
import {
  errorMessage,
  loadImage,
  readAsDataUrl,
  readImageFile,
} from "../../components/rich-menu/image-file.ts";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { canvasToBlob, drawOnCanvas } from "./canvas-image.ts";
import { RECOMPRESS_FAILED_MESSAGE, recompressToFit } from "./recompress.ts";
import type { LoadedImage } from "./wizard-state.ts";

/** An image that only fails the 1 MB rule, waiting for the one-click recompression. */
interface TooLarge {
  dataUrl: string;
  width: number;
  height: number;
  name: string;
}

const M = RICH_MENU_IMAGE_MESSAGES;

function jpegName(name: string): string {
  return `${name.replace(/\.[^.]+$/, "") || "rich-menu"}.jpg`;
}

/** Picking, checking (spec 5 image rules) and recompressing the rich menu image. */
export function useImagePicker(onAccept: (image: LoadedImage) => void) {
  const [errors, setErrors] = useState<MessageLike[]>([]);
  const [tooLarge, setTooLarge] = useState<TooLarge | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (messages: MessageLike[]) => {
    setErrors(messages);
    setTooLarge(null);
    if (messages[0]) toast.error(tm(messages[0]));
  };

  const check = (image: LoadedImage, note?: MessageLike) => {
    const facts: ImageFacts = {
      type: image.type,
      size: image.bytes,
      width: image.width,
      height: image.height,
    };
    const result = validateRichMenuImage(facts);
    if (result.valid) {
      setErrors([]);
      setTooLarge(null);
      onAccept(image);
      toast.success(t(M.accepted), note ? { description: tm(note) } : undefined);
    } else if (canFixByRecompressing(facts)) {
      setErrors(result.errors);
      setTooLarge(image);
      toast.error(tm(result.errors[0] ?? M.tooLarge));
    } else {
      fail(result.errors);
    }
  };

  const pick = async (file: File) => {
    // The type decides first: nothing else about a non-PNG/JPEG file is worth reading.
    if (validateRichMenuImage({ type: file.type, size: file.size }).errors.includes(M.invalidType)) {
      return fail([M.invalidType]);
    }
    setBusy(true);
    try {
      const read = await readImageFile(file);
      check({ ...read, type: file.type, bytes: file.size, name: file.name });
    } catch (error) {
      fail([errorMessage(error, M.readFailed)]);
    } finally {
      setBusy(false);
    }
  };

  const recompress = async () => {
    if (!tooLarge) return;
    setBusy(true);
    try {
      const source = await loadImage(tooLarge.dataUrl);
      const canvas = drawOnCanvas(source, tooLarge);
      const result = await recompressToFit((quality) => canvasToBlob(canvas, "image/jpeg", quality));
      if (!result) return fail([RECOMPRESS_FAILED_MESSAGE]);
      const dataUrl = await readAsDataUrl(result.blob);
      // A message as data, translated where shown.
      const note = desc("Recompressed to JPEG at quality {quality}% ({kb} KB)", {
        quality: Math.round(result.quality * 100),
        kb: Math.round(result.blob.size / 1024),
      });
      check(
        { ...tooLarge, dataUrl, type: "image/jpeg", bytes: result.blob.size, name: jpegName(tooLarge.name) },
        note,
      );
    } catch (error) {
      fail([errorMessage(error, M.loadFailed)]);
    } finally {
      setBusy(false);
    }
  };

  const clear = () => {
    setErrors([]);
    setTooLarge(null);
  };

  return { errors, canRecompress: tooLarge !== null, busy, pick, recompress, clear };
}
