import { channelAccessToken, HTTPFetchError, manageAudience, messagingApi } from "@line/bot-sdk";
import { API_ERRORS } from "../../shared/api/errors.ts";
import { channelCacheKey, seal, unseal } from "../cache/sealed.ts";
import { memoryTtlCache, type TtlCache } from "../cache/ttl-cache.ts";
import { ApiError } from "../http/errors.ts";

export interface ChannelCredentials {
  channelId: string;
  channelSecret: string;
}

export interface ChannelClients {
  messaging: messagingApi.MessagingApiClient;
  blob: messagingApi.MessagingApiBlobClient;
  audience: manageAudience.ManageAudienceClient;
}

export interface LineClientFactory {
  /** Exchanges the credentials for a channel access token (cached for its lifetime) and builds clients. */
  forChannel(credentials: ChannelCredentials): Promise<ChannelClients>;
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** Refresh a little before LINE's own expiry so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

export function createLineClientFactory(opts: {
  apiBaseUrl: string;
  dataBaseUrl: string;
  now?: () => number;
  /** Where sealed tokens are cached (Redis is shared by every instance); this process's memory by default. */
  cache?: TtlCache;
}): LineClientFactory {
  const now = opts.now ?? Date.now;
  const tokens = opts.cache ?? memoryTtlCache(now);
  const tokenClient = new channelAccessToken.ChannelAccessTokenClient({ baseURL: opts.apiBaseUrl });

  async function accessToken({ channelId, channelSecret }: ChannelCredentials): Promise<string> {
    // Keyed by a hash and sealed with the secret: the cache never holds the secret or a readable token.
    const key = channelCacheKey(channelId, channelSecret);
    const sealed = await tokens.get(key);
    const opened = sealed ? unseal(sealed, channelId, channelSecret) : null;
    const cached = opened ? (JSON.parse(opened) as CachedToken) : null;
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now()) return cached.token;
    try {
      const issued = await tokenClient.issueStatelessChannelTokenByClientSecret(channelId, channelSecret);
      const fresh: CachedToken = { token: issued.access_token, expiresAt: now() + issued.expires_in * 1000 };
      const ttl = fresh.expiresAt - EXPIRY_MARGIN_MS - now();
      await tokens.set(key, seal(JSON.stringify(fresh), channelId, channelSecret), ttl);
      return issued.access_token;
    } catch (error) {
      throw lineError(error, "Invalid Channel ID or Channel Secret");
    }
  }

  return {
    async forChannel(credentials) {
      const channelAccessToken = await accessToken(credentials);
      return {
        messaging: new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: opts.apiBaseUrl }),
        blob: new messagingApi.MessagingApiBlobClient({ channelAccessToken, baseURL: opts.dataBaseUrl }),
        audience: new manageAudience.ManageAudienceClient({ channelAccessToken, baseURL: opts.apiBaseUrl }),
      };
    },
  };
}

export const LINE_UNREACHABLE = API_ERRORS["line.unreachable"];

/**
 * Turns an SDK failure into the app's error shape with LINE's own message and details.
 * LINE answers `{ message, details }` (Messaging API) or `{ error, error_description }` (OAuth).
 */
export function lineError(error: unknown, fallback = "LINE API request failed"): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPFetchError) {
    let body: { message?: string; details?: unknown; error?: string; error_description?: string } = {};
    try {
      body = JSON.parse(error.body);
    } catch {
      // Not JSON: keep the fallback message.
    }
    const message = body.message ?? body.error_description ?? body.error ?? fallback;
    // LINE's 401/403 are about the channel, not our user's session: keep 401 for "not logged in".
    const status =
      error.status >= 500 ? 502 : error.status === 404 || error.status === 429 ? error.status : 400;
    return new ApiError(status, message, body.details ?? (body.error ? { error: body.error } : undefined));
  }
  // No answer from LINE at all (refused, reset, timeout): nothing the user can fix but wait.
  return new ApiError(502, { code: "line.unreachable" }, undefined, error);
}
