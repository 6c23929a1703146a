import { z } from "zod";
import { storable } from "./stored-text.ts";

/** A login event as the web app reports it; the user id comes from the verified ID token, never from here. */
export const loginLogBodySchema = storable(
  z.object({
    displayName: z.string().trim().min(1).max(200),
    pictureUrl: z.url().max(2000).optional(),
    userAgent: z.string().max(1000).optional(),
    loginMethod: z.enum(["auto", "manual"]),
    liffId: z.string().max(100),
  }),
);
