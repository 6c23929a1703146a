import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { postbackEvent, textMessageEvent } from "../../shared/webhook/samples.ts";
import { RefusedUrlError, safeFetch } from "../net/safe-fetch.ts";
import { NO_SANDBOX_BOT_HOSTS, type SandboxBotHosts } from "../net/sandbox-hosts.ts";
import { lineError, requestBodyErrors, uniqueDetails } from "./errors.ts";
import { isRecord, readJsonBody } from "./http.ts";
import type { SandboxInbox } from "./inbox.ts";
import { messageRuleErrors } from "./messaging-rules.ts";
import type { LineOpenApi } from "./openapi.ts";
import { detailsFromAjv } from "./openapi-errors.ts";
import type { ChannelState, SandboxEnv } from "./state.ts";
import type { DeliveryResult, SandboxChannel, SandboxUser } from "./types.ts";

// The webhook side of the platform: the channel's webhook URL (get / set / test), delivery of a signed
// event when a sandbox user types into the Sandbox Chat, and the reply API with tokens that work once and
// expire. See README.md beside this file.

const WEBHOOK_MESSAGES = {
  // Documented by LINE (Messaging API reference, reply message): a used, expired or unknown token.
  invalidReplyToken: "Invalid reply token",
  // Emulator wording: a test with no URL set on the channel and none in the request.
  noEndpoint: "The webhook URL is not set",
} as const;

/** LINE asks bots to reply within one minute; tests shorten it (option or PUT /sandbox/reply-token-lifetime). */
const DEFAULT_REPLY_TOKEN_LIFETIME_MS = 60_000;
/** LINE gives up on a bot after a few seconds; the emulator waits as long. */
const DELIVERY_TIMEOUT_MS = 5_000;

/** A channel bot's user id (the `destination` of its webhooks): fixed per channel id. */
function botUserIdOf(channelId: string): string {
  return `U${createHash("sha256").update(`sandbox-bot:${channelId}`).digest("hex").slice(0, 32)}`;
}

/**
 * POSTs `body` signed with the channel secret, as LINE delivers webhooks, through the app's outbound guard in
 * sandbox mode: loopback and the operator's SANDBOX_BOT_HOSTS only, anything else refused before connecting
 * (a webhook URL is whatever a sandbox user set, so the emulator must not reach the LAN or a metadata address).
 */
async function deliverWebhook(
  url: string,
  channel: SandboxChannel,
  body: string,
  now: () => number,
  botHosts: SandboxBotHosts = NO_SANDBOX_BOT_HOSTS,
) {
  const signature = createHmac("sha256", channel.channelSecret).update(body).digest("base64");
  const timestamp = new Date(now()).toISOString();
  try {
    const res = await safeFetch(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "x-line-signature": signature,
          "user-agent": "LineBotWebhook/2.0",
        },
        body: Buffer.from(body),
        maxBytes: 1024,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      },
      { sandboxTargets: botHosts, timeoutMs: DELIVERY_TIMEOUT_MS },
    );
    const ok = res.status >= 200 && res.status < 300;
    return {
      success: ok,
      timestamp,
      statusCode: res.status,
      reason: ok ? "OK" : "ERROR_STATUS_CODE",
      detail: String(res.status),
    } satisfies DeliveryResult;
  } catch (error) {
    const refused = error instanceof RefusedUrlError;
    const timedOut = !refused && /timed out/i.test((error as Error).message);
    return {
      success: false,
      timestamp,
      statusCode: 0,
      reason: timedOut ? "REQUEST_TIMEOUT" : "COULD_NOT_CONNECT",
      detail: refused
        ? `Refused: ${(error as Error).message}`
        : timedOut
          ? "Request timed out"
          : "Could not connect to the webhook URL",
    } satisfies DeliveryResult;
  }
}

export interface WebhookPlatform {
  routes: Hono<SandboxEnv>;
  /** A sandbox user typed `text` into the chat with `channel`'s bot: the signed message event, if a URL is set. */
  chat(channel: ChannelState, user: SandboxUser, text: string): Promise<DeliveryResult | null>;
  /** A rich menu postback (or richmenuswitch) tapped by `user`: the signed postback event, if a URL is set. */
  postback(
    channel: ChannelState,
    user: SandboxUser,
    data: string,
    params?: Record<string, string>,
  ): Promise<DeliveryResult | null>;
  setReplyTokenLifetime(ms: number): void;
}

async function validBody(c: Context, openapi: LineOpenApi, path: string, method: string, required: boolean) {
  const text = await c.req.text();
  if (!required && text.trim() === "") return {};
  const json = await readJsonBody(c);
  if (!json.ok) return lineError(c, 400, "The request body is not valid JSON");
  const validate = openapi.requestBody("messaging-api", path, method);
  const details = validate(json.value) ? [] : detailsFromAjv(validate.errors);
  if (path === "/v2/bot/message/reply") {
    const seen = new Set(details.map((d) => d.property));
    details.push(...messageRuleErrors(json.value).filter((d) => !seen.has(d.property)));
  }
  if (details.length > 0) return requestBodyErrors(c, uniqueDetails(details));
  return isRecord(json.value) ? json.value : {};
}

export function webhookPlatform(opts: {
  openapi: LineOpenApi;
  now: () => number;
  inbox: SandboxInbox;
  users: readonly SandboxUser[];
  replyTokenLifetimeMs?: number;
  /** Where webhooks may go besides loopback (the operator's SANDBOX_BOT_HOSTS). */
  botHosts?: SandboxBotHosts;
}): WebhookPlatform {
  const { openapi, now, inbox } = opts;
  let lifetimeMs = opts.replyTokenLifetimeMs ?? DEFAULT_REPLY_TOKEN_LIFETIME_MS;

  const routes = new Hono<SandboxEnv>()
    .get("/v2/bot/channel/webhook/endpoint", (c) => c.json(c.var.channel.webhook))
    .put("/v2/bot/channel/webhook/endpoint", async (c) => {
      const body = await validBody(c, openapi, "/v2/bot/channel/webhook/endpoint", "put", true);
      if (body instanceof Response) return body;
      // LINE also demands https; the emulator takes http, so a sandbox on a plain-http origin can be its bot.
      c.var.channel.webhook.endpoint = String(body.endpoint);
      return c.json({});
    })
    .post("/v2/bot/channel/webhook/test", async (c) => {
      const body = await validBody(c, openapi, "/v2/bot/channel/webhook/test", "post", false);
      if (body instanceof Response) return body;
      const { channel } = c.var;
      const url =
        typeof body.endpoint === "string" && body.endpoint ? body.endpoint : channel.webhook.endpoint;
      if (!url) return lineError(c, 400, WEBHOOK_MESSAGES.noEndpoint);
      // The console's Verify: no events, only the destination.
      const payload = JSON.stringify({ destination: botUserIdOf(channel.channel.channelId), events: [] });
      return c.json(await deliverWebhook(url, channel.channel, payload, now, opts.botHosts));
    })
    .post("/v2/bot/message/reply", async (c) => {
      const body = await validBody(c, openapi, "/v2/bot/message/reply", "post", true);
      if (body instanceof Response) return body;
      const { channel } = c.var;
      const token = channel.replyTokens.get(String(body.replyToken));
      // One use: the token is gone whether this reply is delivered or not.
      channel.replyTokens.delete(String(body.replyToken));
      if (!token || token.expiresAt <= now()) return lineError(c, 400, WEBHOOK_MESSAGES.invalidReplyToken);
      const messages = body.messages as { type: string }[];
      inbox.add({
        via: "reply",
        from: { id: channel.channel.channelId, name: channel.channel.name },
        to: [token.to],
        messages,
      });
      return c.json({ sentMessages: messages.map(() => ({ id: randomUUID(), quoteToken: randomUUID() })) });
    });

  /** Delivers one event with a fresh reply token to the channel's webhook URL, when one is set and on. */
  async function deliverEvent(
    channel: ChannelState,
    user: SandboxUser,
    makeEvent: (seed: string, replyToken: string) => Record<string, unknown>,
  ): Promise<DeliveryResult | null> {
    const { endpoint, active } = channel.webhook;
    if (!endpoint || !active) return null;
    for (const [token, entry] of channel.replyTokens)
      if (entry.expiresAt <= now()) channel.replyTokens.delete(token);
    const replyToken = randomBytes(16).toString("hex");
    channel.replyTokens.set(replyToken, {
      to: { id: user.userId, name: user.displayName },
      expiresAt: now() + lifetimeMs,
    });
    const event = makeEvent(randomBytes(16).toString("hex"), replyToken);
    const payload = JSON.stringify({ destination: botUserIdOf(channel.channel.channelId), events: [event] });
    return deliverWebhook(endpoint, channel.channel, payload, now, opts.botHosts);
  }

  const chat = (channel: ChannelState, user: SandboxUser, text: string) =>
    deliverEvent(channel, user, (seed, replyToken) =>
      textMessageEvent({ now: now(), userId: user.userId, seed, text, replyToken }),
    );
  const postback = (
    channel: ChannelState,
    user: SandboxUser,
    data: string,
    params?: Record<string, string>,
  ) =>
    deliverEvent(channel, user, (seed, replyToken) =>
      postbackEvent({
        now: now(),
        userId: user.userId,
        seed,
        data,
        replyToken,
        ...(params ? { params } : {}),
      }),
    );

  return {
    routes,
    chat,
    postback,
    setReplyTokenLifetime(ms) {
      lifetimeMs = ms;
    },
  };
}
