/**
 * Query of the server's icon check (GET /api/icon-check?url=), which reads the icon's
 * Content-Length for the 1 MB rule. The URL must already pass the syntax rules, with the same
 * messages the builder shows.
 */
import { z } from "zod";
import { checkIconUrlSyntax } from "./icon-url.ts";

export const iconCheckQuerySchema = z.object({
  url: z.string().superRefine((url, ctx) => {
    const error = checkIconUrlSyntax(url);
    if (error) ctx.addIssue({ code: "custom", message: error });
  }),
});

/**
 * What the icon check answers: the byte size (HEAD Content-Length, else the ranged GET's total)
 * and the pixel size read from the image header, each null when it could not be read; `ok`
 * when the icon passes the size and square rules, else `error` holds the spec's message.
 */
export interface IconCheckResult {
  ok: boolean;
  contentLength: number | null;
  width: number | null;
  height: number | null;
  contentType: string | null;
  error?: string;
}
