import { channelAccessToken, insight, liff, manageAudience, messagingApi } from "@line/bot-sdk";
import { channelCacheKey, seal, unseal } from "../cache/sealed.ts";
import { memoryTtlCache, type TtlCache } from "../cache/ttl-cache.ts";
import { LINE_TIMEOUT_MS, LineCallError, LineTimeoutError } from "./line-errors.ts";

export interface ChannelCredentials {
  channelId: string;
  channelSecret: string;
}

export interface ChannelClients {
  messaging: messagingApi.MessagingApiClient;
  blob: messagingApi.MessagingApiBlobClient;
  audience: manageAudience.ManageAudienceClient;
  /** LIFF server API: the credentials must be a LINE Login channel's. */
  liff: liff.LiffClient;
  insight: insight.InsightClient;
}

export interface LineClientFactory {
  /** Exchanges the credentials for a channel access token (cached for its lifetime) and builds clients. */
  forChannel(credentials: ChannelCredentials): Promise<ChannelClients>;
  /**
   * A stateless channel access token of its own (never the cached one), for a reply the server sends later
   * without the credentials: it lives about 15 minutes and nothing else depends on it.
   */
  issueToken(credentials: ChannelCredentials): Promise<{ token: string; expiresAt: number }>;
  /** The Messaging API client on a token issued before. */
  messagingFor(channelAccessToken: string): messagingApi.MessagingApiClient;
  /** Channel access token calls that need no token (issue, verify, revoke, key ids), under the deadline. */
  tokens: channelAccessToken.ChannelAccessTokenClient;
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** Refresh a little before LINE's own expiry so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

/** Rejects with LineTimeoutError when `promise` has not settled within `ms`. */
function withLineDeadline<T>(promise: Promise<T>, ms = LINE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LineTimeoutError()), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The SDK's client with every call under LINE_TIMEOUT_MS: the SDK's fetch takes no signal, so the call is
 * raced instead (its socket ends by itself later); the user's answer does not wait for it.
 */
function underDeadline<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? withLineDeadline(result) : result;
      };
    },
  });
}

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
      const issued = await withLineDeadline(
        tokenClient.issueStatelessChannelTokenByClientSecret(channelId, channelSecret),
      );
      const fresh: CachedToken = { token: issued.access_token, expiresAt: now() + issued.expires_in * 1000 };
      const ttl = fresh.expiresAt - EXPIRY_MARGIN_MS - now();
      await tokens.set(key, seal(JSON.stringify(fresh), channelId, channelSecret), ttl);
      return issued.access_token;
    } catch (error) {
      throw new LineCallError(error, "Invalid Channel ID or Channel Secret");
    }
  }

  return {
    tokens: underDeadline(tokenClient),
    async issueToken({ channelId, channelSecret }) {
      try {
        const issued = await withLineDeadline(
          tokenClient.issueStatelessChannelTokenByClientSecret(channelId, channelSecret),
        );
        return { token: issued.access_token, expiresAt: now() + issued.expires_in * 1000 };
      } catch (error) {
        throw new LineCallError(error, "Invalid Channel ID or Channel Secret");
      }
    },
    messagingFor(channelAccessToken) {
      return underDeadline(
        new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: opts.apiBaseUrl }),
      );
    },
    async forChannel(credentials) {
      const channelAccessToken = await accessToken(credentials);
      return {
        messaging: underDeadline(
          new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: opts.apiBaseUrl }),
        ),
        blob: underDeadline(
          new messagingApi.MessagingApiBlobClient({ channelAccessToken, baseURL: opts.dataBaseUrl }),
        ),
        audience: underDeadline(
          new manageAudience.ManageAudienceClient({ channelAccessToken, baseURL: opts.apiBaseUrl }),
        ),
        liff: underDeadline(new liff.LiffClient({ channelAccessToken, baseURL: opts.apiBaseUrl })),
        insight: underDeadline(new insight.InsightClient({ channelAccessToken, baseURL: opts.apiBaseUrl })),
      };
    },
  };
}
