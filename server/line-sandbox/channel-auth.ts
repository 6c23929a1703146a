import type { MiddlewareHandler } from "hono";
import { lineError, MESSAGES } from "./errors.ts";
import { bearerToken } from "./http.ts";
import type { ChannelState, SandboxEnv } from "./state.ts";
import type { ChannelTokenStore } from "./tokens.ts";

/** Guards /v2/bot/*: a valid channel access token selects the channel whose state the call sees. */
export function requireChannelToken(
  tokens: ChannelTokenStore,
  channels: ReadonlyMap<string, ChannelState>,
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const channelId = token === null ? null : tokens.channelIdFor(token);
    const channel = channelId === null ? undefined : channels.get(channelId);
    if (!channel) return lineError(c, 401, MESSAGES.authenticationFailed);
    c.set("channel", channel);
    await next();
  };
}
