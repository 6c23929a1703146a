import { Hono } from "hono";
import {
  ASSERTION_TYPE,
  assertionBodySchema,
  type IssuedToken,
  tokenBodySchema,
  type VerifiedToken,
} from "../../../shared/channel-tokens/index.ts";
import type { AppDeps } from "../../deps.ts";
import { type ChannelEnv, requireChannel } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";

/** Issues and revokes per client and minute. */
const TOKEN_WRITES_PER_MINUTE = 30;

const GRANT = "client_credentials";

function issued(token: { access_token: string; expires_in: number; key_id?: string }): IssuedToken {
  return {
    accessToken: token.access_token,
    expiresIn: token.expires_in,
    ...(token.key_id ? { keyId: token.key_id } : {}),
  };
}

const verified = (v: { client_id: string; expires_in: number; scope?: string }): VerifiedToken => ({
  clientId: v.client_id,
  expiresIn: v.expires_in,
  scope: v.scope ?? "",
});

/**
 * Channel access tokens (channel-access-token.yml) through the SDK's ChannelAccessTokenClient. The server
 * relays: it sees the signed assertion (replayable until its short `exp`) and the tokens, keeps neither and
 * logs no body; the private key that signs assertions never leaves the browser. Tokens and assertions come
 * in JSON bodies, never in a URL.
 */
export function channelTokenRoutes(deps: AppDeps) {
  const writes = rateLimit(deps, {
    name: "channel-token-writes",
    limit: TOKEN_WRITES_PER_MINUTE,
    windowMs: 60_000,
  });
  const client = deps.line.tokens;
  const relay = async <T>(call: () => Promise<T>, fallback: string): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw lineError(error, fallback);
    }
  };
  return new Hono<ChannelEnv>()
    .post("/v2.1", writes, validate("json", assertionBodySchema), async (c) => {
      const { assertion } = c.req.valid("json");
      const token = await relay(
        () => client.issueChannelTokenByJWT(GRANT, ASSERTION_TYPE, assertion),
        "Failed to issue the token",
      );
      return c.json(issued(token), 201);
    })
    .post("/v2.1/kids", validate("json", assertionBodySchema), async (c) => {
      const { assertion } = c.req.valid("json");
      const { kids } = await relay(
        () => client.getsAllValidChannelAccessTokenKeyIds(ASSERTION_TYPE, assertion),
        "Failed to list the key IDs",
      );
      return c.json({ kids }, 200);
    })
    .post("/v2.1/verify", validate("json", tokenBodySchema), async (c) => {
      const { accessToken } = c.req.valid("json");
      const result = await relay(
        () => client.verifyChannelTokenByJWT(accessToken),
        "Failed to verify the token",
      );
      return c.json(verified(result), 200);
    })
    .post("/v2.1/revoke", writes, requireChannel(), validate("json", tokenBodySchema), async (c) => {
      const { channelId, channelSecret } = c.get("channel");
      const { accessToken } = c.req.valid("json");
      await relay(
        () => client.revokeChannelTokenByJWT(channelId, channelSecret, accessToken),
        "Failed to revoke the token",
      );
      return c.json({ revoked: true }, 200);
    })
    .post("/stateless", writes, requireChannel(), async (c) => {
      const { channelId, channelSecret } = c.get("channel");
      const token = await relay(
        () => client.issueStatelessChannelTokenByClientSecret(channelId, channelSecret),
        "Failed to issue the token",
      );
      return c.json(issued(token), 201);
    })
    .post("/short-lived", writes, requireChannel(), async (c) => {
      const { channelId, channelSecret } = c.get("channel");
      const token = await relay(
        () => client.issueChannelToken(GRANT, channelId, channelSecret),
        "Failed to issue the token",
      );
      return c.json(issued(token), 201);
    })
    .post("/short-lived/verify", validate("json", tokenBodySchema), async (c) => {
      const { accessToken } = c.req.valid("json");
      const result = await relay(() => client.verifyChannelToken(accessToken), "Failed to verify the token");
      return c.json(verified(result), 200);
    })
    .post("/short-lived/revoke", writes, validate("json", tokenBodySchema), async (c) => {
      const { accessToken } = c.req.valid("json");
      await relay(() => client.revokeChannelToken(accessToken), "Failed to revoke the token");
      return c.json({ revoked: true }, 200);
    });
}
