import { useEffect, useState } from "react";
import { isBlankQrText, type QrSettings } from "../../../shared/qr/index.ts";
import { isDataTooBigError, renderQrPngDataUrl } from "./render.ts";

type QrPreviewError = "too-long" | "failed";

export interface QrPreview {
  /** PNG data URL of the last successful generation, or null when there is nothing to show. */
  dataUrl: string | null;
  /** Set when the latest attempt failed; dataUrl then still holds the previous code. */
  error: QrPreviewError | null;
}

const EMPTY: QrPreview = { dataUrl: null, error: null };

/** Regenerates the PNG whenever the text or a setting changes; stale results are dropped. */
export function useQrPreview(text: string, settings: QrSettings): QrPreview {
  const [preview, setPreview] = useState<QrPreview>(EMPTY);
  const { size, errorCorrectionLevel, darkColor, lightColor, margin } = settings;
  useEffect(() => {
    if (isBlankQrText(text)) {
      setPreview(EMPTY);
      return;
    }
    let current = true;
    const options = { size, errorCorrectionLevel, darkColor, lightColor, margin };
    renderQrPngDataUrl(text, options).then(
      (dataUrl) => {
        if (current) setPreview({ dataUrl, error: null });
      },
      (error: unknown) => {
        console.error("Error generating QR code", error);
        if (current)
          setPreview((previous) => ({
            ...previous,
            error: isDataTooBigError(error) ? "too-long" : "failed",
          }));
      },
    );
    return () => {
      current = false;
    };
  }, [text, size, errorCorrectionLevel, darkColor, lightColor, margin]);
  return preview;
}
