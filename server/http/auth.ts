import { createMiddleware } from "hono/factory";
import type { IdentityVerifier, VerifiedUser } from "../identity.ts";
import type { ChannelCredentials } from "../line/channel-clients.ts";
import { errorJson } from "./errors.ts";

export type UserEnv = { Variables: { user: VerifiedUser } };
export type ChannelEnv = { Variables: { channel: ChannelCredentials } };

/** Requires `Authorization: Bearer <LIFF ID token>`; the verified `sub` becomes the user id. */
export function requireUser(identity: IdentityVerifier) {
  return createMiddleware<UserEnv>(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return errorJson(c, 401, { code: "auth.id-token-missing" });
    const user = await identity.verify(match[1]);
    if (!user) return errorJson(c, 401, { code: "auth.id-token-invalid" });
    c.set("user", user);
    await next();
  });
}

/** Channel credentials travel per request in headers; they are never logged, stored or echoed. */
export function requireChannel() {
  return createMiddleware<ChannelEnv>(async (c, next) => {
    const channelId = c.req.header("x-line-channel-id")?.trim() ?? "";
    const channelSecret = c.req.header("x-line-channel-secret")?.trim() ?? "";
    if (!channelId || !channelSecret) {
      return errorJson(c, 400, { code: "channel.credentials-missing" });
    }
    if (!/^\d{1,20}$/.test(channelId)) return errorJson(c, 400, { code: "channel.id-not-digits" });
    if (channelSecret.length > 128) return errorJson(c, 400, { code: "channel.secret-too-long" });
    c.set("channel", { channelId, channelSecret });
    await next();
  });
}
