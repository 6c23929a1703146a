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

export type IconCheckQuery = z.output<typeof iconCheckQuerySchema>;

/** What the icon check answers: the byte size when the server could read it, else null. */
export interface IconCheckResult {
  contentLength: number | null;
}
