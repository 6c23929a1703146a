import { z } from "zod";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../config.ts";

/** The stand-alone emulator's environment (compose.yaml's line-platform service is checked against it). */
export const LINE_PLATFORM_ENV = z.object({
  LINE_PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  LINE_PLATFORM_HOST: z.string().trim().min(1).default("127.0.0.1"),
  LINE_LOGIN_CHANNEL_ID: z.string().trim().regex(/^\d+$/).default(SANDBOX_LOGIN_CHANNEL_ID),
  /** Where webhooks may be delivered besides loopback, as the app reads it. */
  SANDBOX_BOT_HOSTS: z.string().trim().optional(),
});
