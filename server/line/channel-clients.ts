import { channelAccessToken, HTTPFetchError, insight, manageAudience, messagingApi } from "@line/bot-sdk";
import { API_ERRORS, type ApiMessage } from "../../shared/api/errors.ts";
import type { MessageLike } from "../../shared/text/descriptor.ts";
import { channelCacheKey, seal, unseal } from "../cache/sealed.ts";
import { memoryTtlCache, type TtlCache } from "../cache/ttl-cache.ts";
import { ApiError, RetryLaterError } from "../http/errors.ts";

export interface ChannelCredentials {
  channelId: string;
  channelSecret: string;
}

export interface ChannelClients {
  messaging: messagingApi.MessagingApiClient;
  blob: messagingApi.MessagingApiBlobClient;
  audience: manageAudience.ManageAudienceClient;
  insight: insight.InsightClient;
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

/**
 * How long one call to LINE may take before the user gets 504 (README "API"): LINE answers in well under a
 * second; a call still unanswered after this is not going to help the person waiting for it.
 */
export const LINE_TIMEOUT_MS = 10_000;
export const LINE_TIMEOUT = `LINE did not answer within ${LINE_TIMEOUT_MS / 1000} s, try again`;

/** LINE took longer than LINE_TIMEOUT_MS: 504, an ApiError already so it is never a 500 on any path. */
export class LineTimeoutError extends ApiError {
  constructor() {
    super(504, LINE_TIMEOUT);
    this.name = "LineTimeoutError";
  }
}

/** Rejects with LineTimeoutError when `promise` has not settled within `ms`. */
export function withLineDeadline<T>(promise: Promise<T>, ms = LINE_TIMEOUT_MS): Promise<T> {
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
      throw lineError(error, "Invalid Channel ID or Channel Secret");
    }
  }

  return {
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
        insight: underDeadline(new insight.InsightClient({ channelAccessToken, baseURL: opts.apiBaseUrl })),
      };
    },
  };
}

export const LINE_UNREACHABLE = API_ERRORS["line.unreachable"];

/** Retry-After as LINE sent it (seconds or an HTTP date), in whole seconds; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Turns an SDK failure into the app's error shape with LINE's own message and details.
 * LINE answers `{ message, details }` (Messaging API) or `{ error, error_description }` (OAuth).
 * LINE's 5xx is 502 (503 + its Retry-After when LINE sent one) with a message naming LINE; LINE's 429
 * stays 429 with LINE's message and its Retry-After; no answer at all is 502, a late one 504.
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
    const said = body.message ?? body.error_description ?? body.error;
    const retryAfter = retryAfterSeconds(error.headers?.get?.("retry-after") ?? null);
    if (error.status >= 500) {
      const message: ApiMessage = said
        ? { code: "line.failed", params: { status: error.status, line: said } }
        : { code: "line.failed-retry", params: { status: error.status } };
      if (error.status === 503 && retryAfter !== null)
        return new RetryLaterError(message, retryAfter, { upstream: error });
      return new ApiError(502, message, undefined, error);
    }
    const message: MessageLike | ApiMessage = said
      ? { code: "line.rejected", params: { line: said } }
      : fallback;
    if (error.status === 429 && retryAfter !== null)
      return new RetryLaterError(message, retryAfter, { status: 429 });
    // LINE's 401/403 are about the channel, not our user's session: keep 401 for "not logged in".
    const status = error.status === 404 || error.status === 429 ? error.status : 400;
    return new ApiError(status, message, body.details ?? (body.error ? { error: body.error } : undefined));
  }
  // No answer from LINE at all (refused, reset): nothing the user can fix but wait.
  return new ApiError(502, { code: "line.unreachable" }, undefined, error);
}
