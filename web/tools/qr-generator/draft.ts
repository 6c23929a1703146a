import {
  createDefaultQrFormState,
  QR_DATA_TYPES,
  QR_ERROR_CORRECTION_LEVELS,
  QR_SIZES,
  type QrFormState,
  WIFI_SECURITY_TYPES,
} from "../../../shared/qr/index.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { z } from "../../lib/drafts/zod.ts";

const text = z.string();

export const QR_DRAFT: DraftSpec<QrFormState> = {
  key: "qr-generator",
  version: 1,
  schema: z.object({
    dataType: z.enum(QR_DATA_TYPES),
    url: text,
    text,
    contact: z.object({
      firstName: text,
      lastName: text,
      organization: text,
      phone: text,
      email: text,
      website: text,
    }),
    wifi: z.object({
      ssid: text,
      password: text,
      security: z.enum(WIFI_SECURITY_TYPES),
      hidden: z.boolean(),
    }),
    settings: z.object({
      size: z.union(QR_SIZES.map((size) => z.literal(size))),
      errorCorrectionLevel: z.enum(QR_ERROR_CORRECTION_LEVELS),
      darkColor: text,
      lightColor: text,
      margin: z.number().int().min(0),
    }),
  }),
};

const DEFAULT_STATE = JSON.stringify(createDefaultQrFormState());

/** Anything typed or changed from the defaults is work worth keeping. */
export function qrHasWork(state: QrFormState): boolean {
  return JSON.stringify(state) !== DEFAULT_STATE;
}
