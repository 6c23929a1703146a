import { useLingui } from "@lingui/react";
import { ImageUp } from "lucide-react";
import { useId, useState } from "react";
import type { Command } from "../../../shared/flex-designer/index.ts";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";
import { sendUpload } from "../upload-image/send-upload.ts";
import { checkImageFile } from "../upload-image/upload-rules.ts";
import { type RecentImage, readRecentImages, rememberImage } from "./recent-images.ts";

/**
 * A picture from the app's image host: uploaded from this device (the Upload Image tool's API) or one of
 * this browser's recent uploads. Its size fills the aspect ratio (the setImage command, one undo step).
 */
export function ImagePicker({ path, dispatch }: { path: string; dispatch: (command: Command) => boolean }) {
  const { _: t } = useLingui();
  const id = useId();
  const [recent, setRecent] = useState<RecentImage[]>(readRecentImages);
  const [progress, setProgress] = useState<number | null>(null);
  const use = (image: RecentImage) =>
    dispatch({ type: "setImage", path, url: image.url, width: image.width, height: image.height });

  const upload = async (file: File) => {
    const problem = await checkImageFile(file);
    if (problem) return void toast.error(t(problem));
    const size = await pictureSize(file);
    if (!size) return void toast.error(t("This file could not be read as a picture"));
    setProgress(0);
    const outcome = await sendUpload(file, setProgress).done;
    setProgress(null);
    if (outcome === "aborted") return;
    if (!outcome.ok) return void toast.error(tm(outcome.message));
    const image = { url: outcome.link, ...size };
    setRecent(rememberImage(image));
    if (use(image)) toast.success(t("Picture uploaded and set"));
  };

  return (
    <section aria-label={t("Picture")} className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
      <label
        htmlFor={id}
        className="inline-flex min-h-9 cursor-pointer items-center gap-2 self-start rounded-md border border-gray-300 px-3 text-sm font-medium hover:bg-gray-50"
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {progress === null ? t("Upload a picture") : t("Uploading… {percent}%", { percent: progress })}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        className="sr-only"
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {recent.length > 0 ? (
        <div className="flex flex-col gap-1">
          <span className="text-xs text-gray-600">{t("Recent uploads in this browser")}</span>
          <div className="flex flex-wrap gap-2">
            {recent.map((image) => (
              <button
                key={image.url}
                type="button"
                onClick={() => use(image)}
                className="size-14 overflow-hidden rounded border border-gray-300"
                aria-label={t("Use the picture {name}", { name: image.url.split("/").at(-1) ?? image.url })}
              >
                <img src={image.url} alt="" className="size-full object-cover" loading="lazy" />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

async function pictureSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
