import { randomBytes, timingSafeEqual } from "node:crypto";
import { type Context, Hono } from "hono";
import { oauthError } from "./errors.ts";
import { formFields } from "./http.ts";
import type { SandboxChannel } from "./index.ts";
import type { LineOpenApi } from "./openapi.ts";

// Channel access tokens: short-lived (POST /v2/oauth/accessToken, 30 days) and stateless
// (POST /oauth2/v3/token, 15 minutes), issued for channel id + secret. A token opens the
// Messaging API for its own channel only, until it expires.

const SHORT_LIVED_SEC = 30 * 24 * 3600;
const STATELESS_SEC = 15 * 60;
const FORM = "application/x-www-form-urlencoded";

export interface ChannelTokenStore {
  issue(channelId: string, lifetimeSec: number): string;
  /** The channel a token was issued for, or null when the token is unknown or expired. */
  channelIdFor(token: string): string | null;
}

export function createChannelTokenStore(now: () => number): ChannelTokenStore {
  const tokens = new Map<string, { channelId: string; expiresAt: number }>();
  return {
    issue(channelId, lifetimeSec) {
      const token = randomBytes(48).toString("base64url");
      tokens.set(token, { channelId, expiresAt: now() + lifetimeSec * 1000 });
      return token;
    },
    channelIdFor(token) {
      const entry = tokens.get(token);
      return entry && entry.expiresAt > now() ? entry.channelId : null;
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface TokenRouteDeps {
  channels: readonly SandboxChannel[];
  tokens: ChannelTokenStore;
  openapi: LineOpenApi;
}

export function channelTokenRoutes({ channels, tokens, openapi }: TokenRouteDeps): Hono {
  const app = new Hono();

  // Checks shared by both endpoints, with LINE's answers: a missing field or a channel id that
  // does not exist is `invalid_request`, a wrong secret is `invalid_client`.
  async function issue(c: Context, path: string, lifetimeSec: number): Promise<Response> {
    const form = await formFields(c);
    if (!openapi.requestBody("channel-access-token", path, "post", FORM)(form)) {
      return oauthError(c, "invalid_request", "some parameters missed or invalid");
    }
    if (form.grant_type !== "client_credentials") {
      return oauthError(c, "unsupported_grant_type", "unsupported grant_type");
    }
    if (form.client_id === undefined) {
      // The JWT-assertion form of /oauth2/v3/token: sandbox channels have no assertion signing keys.
      return oauthError(c, "invalid_client", "invalid client_assertion");
    }
    const channel = channels.find((candidate) => candidate.channelId === form.client_id);
    if (!channel) return oauthError(c, "invalid_request", "some parameters in the wrong format");
    if (!sameSecret(form.client_secret ?? "", channel.channelSecret)) {
      return oauthError(c, "invalid_client", "invalid client_secret");
    }
    const accessToken = tokens.issue(channel.channelId, lifetimeSec);
    return c.json({ access_token: accessToken, expires_in: lifetimeSec, token_type: "Bearer" });
  }

  app.post("/v2/oauth/accessToken", (c) => issue(c, "/v2/oauth/accessToken", SHORT_LIVED_SEC));
  app.post("/oauth2/v3/token", (c) => issue(c, "/oauth2/v3/token", STATELESS_SEC));
  return app;
}
