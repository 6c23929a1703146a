export const QR_DATA_TYPES = ["url", "text", "vcard", "wifi"] as const;
export type QrDataType = (typeof QR_DATA_TYPES)[number];

export const WIFI_SECURITY_TYPES = ["WPA2", "WPA", "WEP", "nopass"] as const;
export type WifiSecurity = (typeof WIFI_SECURITY_TYPES)[number];

export const QR_SIZES = [128, 256, 512, 1024] as const;
export type QrSize = (typeof QR_SIZES)[number];

export const QR_ERROR_CORRECTION_LEVELS = ["L", "M", "Q", "H"] as const;
export type QrErrorCorrectionLevel = (typeof QR_ERROR_CORRECTION_LEVELS)[number];

export interface QrContact {
  firstName: string;
  lastName: string;
  organization: string;
  phone: string;
  email: string;
  website: string;
}

export interface QrWifi {
  ssid: string;
  password: string;
  security: WifiSecurity;
  /** No control on screen; kept so the payload states H:false explicitly. */
  hidden: boolean;
}

export interface QrSettings {
  size: QrSize;
  errorCorrectionLevel: QrErrorCorrectionLevel;
  /** Raw text of the hex box; may be invalid while the user types. */
  darkColor: string;
  lightColor: string;
  /** Quiet zone in modules; no control on screen. */
  margin: number;
}

export interface QrFormState {
  dataType: QrDataType;
  url: string;
  text: string;
  contact: QrContact;
  wifi: QrWifi;
  settings: QrSettings;
}
