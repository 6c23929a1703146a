import { z } from "zod";

export const sandboxLoginBodySchema = z.object({ userId: z.string().regex(/^U[0-9a-f]{32}$/) });

export interface SandboxLoginResponse {
  idToken: string;
  accessToken: string;
  profile: { userId: string; displayName: string; pictureUrl?: string; statusMessage?: string };
}
