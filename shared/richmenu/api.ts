/**
 * Request bodies of the rich menu API (spec section 7, createRichMenuWithImage), as zod schemas
 * the server validates with. The rules are the shared validators above, so the server rejects
 * exactly what the wizard would have refused, with the same messages.
 */
import { z } from "zod";
import { MAX_IMAGE_BYTES, RICH_MENU_IMAGE_MESSAGES, RICH_MENU_IMAGE_TYPES } from "./image.ts";
import { RICH_MENU_MESSAGES, validateRichMenu } from "./rich-menu.ts";
import type { RichMenuAction, RichMenuConfig } from "./types.ts";
import { ACTION_MESSAGES } from "./validate-action.ts";

export const IMAGE_DATA_URL_MESSAGE = "Image must be a base64 data URL (data:image/png;base64,...)";

export interface ImageDataUrl {
  /** The media type written in the URL, "" when it names none. */
  mimeType: string;
  base64: string;
  /** Size of the decoded bytes, computed without decoding. */
  byteLength: number;
}

const DATA_URL = /^data:([^;,]*)(?:;[^;,]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/** Splits "data:image/png;base64,…" into its parts; null when it is not a base64 data URL. */
export function parseImageDataUrl(value: string): ImageDataUrl | null {
  const match = DATA_URL.exec(value.trim());
  if (!match) return null;
  const base64 = match[2] ?? "";
  if (base64.length === 0 || base64.length % 4 !== 0) return null;
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return { mimeType: match[1] ?? "", base64, byteLength: (base64.length / 4) * 3 - padding };
}

const numberField = z.number({ message: "Must be a number" });

const actionSchema = z.custom<RichMenuAction>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  { message: ACTION_MESSAGES.notObject },
);

/** The `richMenu` of the create body; every rule of validateRichMenu is enforced. */
export const richMenuConfigSchema = z
  .object({
    size: z.object({ width: numberField, height: numberField }),
    selected: z.boolean().default(false),
    name: z.string(),
    chatBarText: z.string(),
    areas: z.array(
      z.object({
        bounds: z.object({ x: numberField, y: numberField, width: numberField, height: numberField }),
        action: actionSchema,
      }),
    ),
  })
  .superRefine((config, ctx) => {
    for (const message of validateRichMenu(config as RichMenuConfig).errors)
      ctx.addIssue({ code: "custom", message });
  });

/**
 * POST body: { richMenu, imageBase64 (data URL), imageType (default image/jpeg), setDefault }.
 * `setDefault` (optional, default false) makes the new menu the channel's default right away.
 * The image's declared types are checked here; its real format (magic bytes) and pixel size are
 * the server's job once decoded.
 */
export const createRichMenuRequestSchema = z
  .object({
    richMenu: richMenuConfigSchema,
    imageBase64: z
      .string({ message: RICH_MENU_MESSAGES.imageRequired })
      .min(1, RICH_MENU_MESSAGES.imageRequired),
    imageType: z
      .enum(RICH_MENU_IMAGE_TYPES, { message: RICH_MENU_IMAGE_MESSAGES.invalidType })
      .default("image/jpeg"),
    setDefault: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.imageBase64 === "") return;
    const image = parseImageDataUrl(body.imageBase64);
    const path = ["imageBase64"];
    if (!image) {
      ctx.addIssue({ code: "custom", message: IMAGE_DATA_URL_MESSAGE, path });
      return;
    }
    if (image.mimeType !== "" && !(RICH_MENU_IMAGE_TYPES as readonly string[]).includes(image.mimeType)) {
      ctx.addIssue({ code: "custom", message: RICH_MENU_IMAGE_MESSAGES.invalidType, path });
    }
    if (image.byteLength > MAX_IMAGE_BYTES) {
      ctx.addIssue({ code: "custom", message: RICH_MENU_IMAGE_MESSAGES.tooLarge, path });
    }
  });

export type CreateRichMenuRequest = z.output<typeof createRichMenuRequestSchema>;
export type CreateRichMenuRequestInput = z.input<typeof createRichMenuRequestSchema>;

/** LINE rich menu IDs look like "richmenu-" + 32 hex; this also keeps paths injection-free. */
export const richMenuIdSchema = z
  .string()
  .regex(/^richmenu-[A-Za-z0-9_-]{1,64}$/, "Rich menu ID must look like richmenu-…");
