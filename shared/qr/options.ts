import type { QrDataType, QrErrorCorrectionLevel, QrFormState, QrSize, WifiSecurity } from "./types.ts";

export const DEFAULT_QR_SIZE: QrSize = 256;
export const DEFAULT_QR_ERROR_CORRECTION: QrErrorCorrectionLevel = "M";
export const DEFAULT_QR_MARGIN = 4;
export const DEFAULT_DARK_COLOR = "#000000";
export const DEFAULT_LIGHT_COLOR = "#ffffff";

export const QR_DATA_TYPE_LABELS: Record<QrDataType, string> = {
  url: "URL/Link",
  text: "Plain Text",
  vcard: "Contact (vCard)",
  wifi: "WiFi Network",
};

export const QR_ERROR_CORRECTION_LABELS: Record<QrErrorCorrectionLevel, string> = {
  L: "L (7%)",
  M: "M (15%)",
  Q: "Q (25%)",
  H: "H (30%)",
};

export const WIFI_SECURITY_LABELS: Record<WifiSecurity, string> = {
  WPA2: "WPA2",
  WPA: "WPA",
  WEP: "WEP",
  nopass: "None",
};

export function createDefaultQrFormState(): QrFormState {
  return {
    dataType: "url",
    url: "",
    text: "",
    contact: { firstName: "", lastName: "", organization: "", phone: "", email: "", website: "" },
    wifi: { ssid: "", password: "", security: "WPA2", hidden: false },
    settings: {
      size: DEFAULT_QR_SIZE,
      errorCorrectionLevel: DEFAULT_QR_ERROR_CORRECTION,
      darkColor: DEFAULT_DARK_COLOR,
      lightColor: DEFAULT_LIGHT_COLOR,
      margin: DEFAULT_QR_MARGIN,
    },
  };
}

/** Download name: qr-code-<Date.now()>.png (or .svg). */
export function qrFileName(extension: "png" | "svg", timestamp: number = Date.now()): string {
  return `qr-code-${timestamp}.${extension}`;
}
