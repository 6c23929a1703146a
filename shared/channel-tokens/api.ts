import { z } from "zod";

/**
 * Request and answer shapes of /api/channel-tokens. Tokens and assertions travel in JSON bodies, never in
 * a URL (URLs end up in proxies' logs); the server relays them to LINE and keeps none.
 */

const jwt = z
  .string()
  .max(8192)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, "Not a signed JWT");
const token = z.string().min(1).max(2048);

export const assertionBodySchema = z.object({ assertion: jwt });
export const tokenBodySchema = z.object({ accessToken: token });

/** A public RSA JWK as the page shows it and the Console takes it (no private member accepted). */
export const publicJwkSchema = z
  .object({
    kty: z.literal("RSA"),
    n: z.string().min(300).max(1024),
    e: z.string().min(1).max(16),
    alg: z.literal("RS256").optional(),
    use: z.literal("sig").optional(),
    key_ops: z.array(z.string()).max(4).optional(),
    ext: z.boolean().optional(),
  })
  .strict();
export type PublicJwk = z.infer<typeof publicJwkSchema>;

export const registerKeyBodySchema = z.object({
  channelId: z.string().regex(/^\d{1,20}$/),
  jwk: publicJwkSchema,
});

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
  /** v2.1 only: the key ID that names the token in LINE's list of valid tokens. */
  keyId?: string;
}

export interface VerifiedToken {
  clientId: string;
  expiresIn: number;
  scope: string;
}
