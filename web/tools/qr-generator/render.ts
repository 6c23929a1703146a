import { type QRCodeRenderersOptions, toDataURL, toString as toQrString } from "qrcode";
import { normalizeHexColor, type QrSettings } from "../../../shared/qr/index.ts";

/** Invalid colours are passed through unchanged so the library rejects them like any other failure. */
function renderOptions(settings: QrSettings): QRCodeRenderersOptions {
  return {
    errorCorrectionLevel: settings.errorCorrectionLevel,
    margin: settings.margin,
    width: settings.size,
    color: {
      dark: normalizeHexColor(settings.darkColor) ?? settings.darkColor,
      light: normalizeHexColor(settings.lightColor) ?? settings.lightColor,
    },
  };
}

export function renderQrPngDataUrl(text: string, settings: QrSettings): Promise<string> {
  return toDataURL(text, { ...renderOptions(settings), type: "image/png" });
}

export function renderQrSvg(text: string, settings: QrSettings): Promise<string> {
  return toQrString(text, { ...renderOptions(settings), type: "svg" });
}

/** The qrcode library's message when no version up to 40 can hold the data. */
export function isDataTooBigError(error: unknown): boolean {
  return error instanceof Error && /too big/i.test(error.message);
}
