import { z } from "zod";
import { richMenuIdSchema } from "../richmenu/api.ts";

// The Sandbox Chat's rich menu: shown (an impression) and tapped (a click) by the logged-in sandbox user.

const channelIdSchema = z.string().regex(/^\d{1,20}$/, "Channel ID must be digits only");

export const sandboxRichMenuSeenSchema = z.object({
  channelId: channelIdSchema,
  richMenuId: richMenuIdSchema,
});

export const sandboxRichMenuTapSchema = sandboxRichMenuSeenSchema.extend({
  area: z.number().int().min(0).max(19),
  /** A datetimepicker's chosen value, sent as LINE sends it in the postback's params. */
  params: z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      time: z.string().regex(/^\d{2}:\d{2}$/),
      datetime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
    })
    .partial()
    .optional(),
});

/** What a tap did on the platform's side; the chat performs the rest (open a URI, describe the camera…). */
export interface SandboxRichMenuTapResult {
  action: Record<string, unknown>;
  delivery: { success: boolean; statusCode: number; reason: string } | null;
  richMenuId?: string;
}
