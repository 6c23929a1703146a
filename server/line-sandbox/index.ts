import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SandboxBotHosts } from "../net/sandbox-hosts.ts";
import { audienceRoutes } from "./audience.ts";
import { requireChannelToken } from "./channel-auth.ts";
import { controlRoutes } from "./control-routes.ts";
import { lineError, MESSAGES, notFound } from "./errors.ts";
import { createFaultStore, type FaultStore } from "./faults.ts";
import {
  SANDBOX_CHANNELS,
  SANDBOX_FRIENDS,
  SANDBOX_GROUPS,
  SANDBOX_LOGIN_CHANNEL_NAME,
  SANDBOX_LOGIN_CHANNEL_SECRET,
  SANDBOX_MESSAGE_QUOTA,
  SANDBOX_USERS,
} from "./fixtures.ts";
import { nowInSeconds } from "./http.ts";
import { addUserLine, createSandboxInbox, type SandboxInbox } from "./inbox.ts";
import { insightRoutes } from "./insight.ts";
import { liffRoutes } from "./liff.ts";
import { createLoginAuthority } from "./login.ts";
import { loginRoutes } from "./login-routes.ts";
import { type MessageClickInput, type MessageSeenInput, messageEvents } from "./message-events.ts";
import { messagingRoutes } from "./messaging.ts";
import { lineOpenApi } from "./openapi.ts";
import { richMenuRoutes } from "./richmenu.ts";
import { richMenuAliasRoutes } from "./richmenu-alias.ts";
import { richMenuBatchRoutes } from "./richmenu-batch.ts";
import {
  type RichMenuSeenInput,
  type RichMenuTapInput,
  type RichMenuTapResult,
  richMenuTaps,
} from "./richmenu-tap.ts";
import { richMenuUserRoutes } from "./richmenu-users.ts";
import { seedAudiences } from "./seed.ts";
import { type ChannelState, createChannelStates, createSequence, type SandboxEnv } from "./state.ts";
import { assertionKeyRoutes, createAssertionKeys } from "./token-assertion.ts";
import { channelTokenRoutes, createChannelTokenStore } from "./tokens.ts";
import type { SandboxChannel, SandboxChatInput, SandboxChatResult, SandboxUser } from "./types.ts";
import { webhookPlatform } from "./webhook.ts";

// Stateful in-memory emulator of the LINE platform endpoints the product uses (LINE Login,
// channel access tokens, rich menus, audiences). One origin serves both the api.line.me and
// the api-data.line.me paths. See README.md beside this file.

export interface LineSandboxOptions {
  loginChannelId: string;
  now?: () => number /* ms, injectable clock */;
  seed?: boolean /* default true: seed audiences */;
  /** Monthly message quota per channel (default 300, LINE Thailand's free plan). */
  messageQuota?: number;
  /** How long a reply token works (default 60 s); also PUT /sandbox/reply-token-lifetime. */
  replyTokenLifetimeMs?: number;
  /** Where webhooks may be delivered besides loopback (SANDBOX_BOT_HOSTS); default: loopback only. */
  botHosts?: SandboxBotHosts;
}

export interface RunningSandbox {
  origin: string /* e.g. http://127.0.0.1:41234 */;
  close(): Promise<void>;
}

export interface LineSandbox {
  app: Hono;
  users: readonly SandboxUser[];
  channels: readonly SandboxChannel[];
  /** The LINE Login channel (ID `loginChannelId`): its LIFF apps and ID tokens. */
  loginChannel: SandboxChannel;
  /** Registers a public RSA JWK as the channel's assertion signing key (the Console's job); its kid. */
  registerAssertionKey(channelId: string, jwk: { kty: string; n: string; e: string }): string;
  /** Pushes delivered and messages the app reported sending through liff-mock. */
  inbox: SandboxInbox;
  /** Injected failures and delays of LINE calls (also at POST/DELETE /sandbox/faults). */
  faults: Pick<FaultStore, "add" | "clear">;
  mintIdToken(userId: string, opts?: { expiresInSec?: number }): Promise<string>;
  mintAccessToken(userId: string): string;
  /** Records the line in the inbox and delivers it as a signed `message` event to the channel's webhook URL. */
  chat(input: SandboxChatInput): Promise<SandboxChatResult | null>;
  /** The Sandbox Chat showed a rich menu to a user (an impression); false when user, channel or menu is unknown. */
  richMenuSeen(input: RichMenuSeenInput): boolean;
  /** A rich menu area tapped in the Sandbox Chat: counted, and its action performed (`richmenu-tap.ts`). */
  richMenuTap(input: RichMenuTapInput): Promise<RichMenuTapResult | null>;
  /** The Sandbox Chat showed sent messages to a user (`message-events.ts`): how many were sends to them. */
  messageSeen(input: MessageSeenInput): number;
  /** A user opened a URL of a sent message in the Sandbox Chat; false when the entry or URL is not theirs. */
  messageClick(input: MessageClickInput): boolean;
  setReplyTokenLifetime(ms: number): void;
  /** Listens on `hostname` (default 127.0.0.1: the emulator is a local fake). */
  listen(port?: number, hostname?: string): Promise<RunningSandbox>;
}

export { SANDBOX_CHANNELS, SANDBOX_FRIENDS, SANDBOX_GROUPS, SANDBOX_USERS } from "./fixtures.ts";
export type { SandboxInbox } from "./inbox.ts";
export type { MessageClickInput, MessageSeenInput } from "./message-events.ts";
export type { RichMenuSeenInput, RichMenuTapInput, RichMenuTapResult } from "./richmenu-tap.ts";
export type {
  DeliveryResult,
  SandboxChannel,
  SandboxChatInput,
  SandboxChatResult,
  SandboxUser,
} from "./types.ts";

/** LINE refuses request bodies over 2 MB (the rich menu image has its own 1 MB limit). */
const MAX_REQUEST_BYTES = 2 * 1024 * 1024;
const CREATED_AUDIENCE_ID_BASE = 2_100_000_000_001;

function seedChannel(channel: ChannelState, nowSec: number): void {
  for (const record of seedAudiences(nowSec)) channel.audiences.set(record.group.audienceGroupId, record);
}

// The unread body stays on the socket, so the connection cannot carry another request.
function refuseLargeBody(c: Context): Response {
  c.header("Connection", "close");
  return lineError(c, 413, MESSAGES.payloadTooLarge);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // The SDK's fetch keeps connections alive; without this, close() waits for them to time out.
    server.closeAllConnections();
  });
}

function listenOn(app: Hono, port: number, hostname: string): Promise<RunningSandbox> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      const host = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
      resolve({ origin: `http://${host}:${info.port}`, close: () => closeServer(server as Server) });
    });
    server.once("error", reject);
  });
}

export function createLineSandbox(opts: LineSandboxOptions): LineSandbox {
  const now = opts.now ?? Date.now;
  const openapi = lineOpenApi();
  const states = createChannelStates(SANDBOX_CHANNELS);
  const firstChannel = states.get(SANDBOX_CHANNELS[0]?.channelId ?? "");
  if (opts.seed !== false && firstChannel) seedChannel(firstChannel, nowInSeconds(now));
  const tokens = createChannelTokenStore(now);
  const inbox = createSandboxInbox(now);
  const loginChannel: SandboxChannel = {
    channelId: opts.loginChannelId,
    channelSecret: SANDBOX_LOGIN_CHANNEL_SECRET,
    name: SANDBOX_LOGIN_CHANNEL_NAME,
  };
  const login = createLoginAuthority({ users: SANDBOX_USERS, loginChannelId: opts.loginChannelId, now });

  // Messaging API routes see the channel of their access token; unknown /v2/bot/* paths still need one.
  const faults = createFaultStore();
  const bot = new Hono<SandboxEnv>();
  bot.use("/v2/bot/*", requireChannelToken(tokens, states));
  bot.use("/v2/bot/*", faults.middleware);
  // Alias paths first: /v2/bot/richmenu/{richMenuId} would match /v2/bot/richmenu/alias/list too.
  bot.route("/", richMenuAliasRoutes(openapi));
  // Before /v2/bot/richmenu/{richMenuId}: /batch and /progress/batch are static paths.
  bot.route("/", richMenuBatchRoutes(openapi, now));
  bot.route("/", richMenuRoutes(openapi));
  // After the default-menu routes: /v2/bot/user/{userId}/richmenu would match /user/all/richmenu.
  bot.route("/", richMenuUserRoutes(openapi));
  bot.route(
    "/",
    messagingRoutes({
      openapi,
      now,
      inbox,
      users: SANDBOX_USERS,
      groups: SANDBOX_GROUPS,
      friends: SANDBOX_FRIENDS,
      monthlyQuota: opts.messageQuota ?? SANDBOX_MESSAGE_QUOTA,
    }),
  );
  bot.route("/", insightRoutes({ openapi, now, inbox, friends: SANDBOX_FRIENDS }));
  const webhooks = webhookPlatform({
    openapi,
    now,
    inbox,
    users: SANDBOX_USERS,
    ...(opts.replyTokenLifetimeMs ? { replyTokenLifetimeMs: opts.replyTokenLifetimeMs } : {}),
    ...(opts.botHosts ? { botHosts: opts.botHosts } : {}),
  });
  bot.route("/", webhooks.routes);
  // Null when the user or channel is unknown.
  const chat = async ({ userId, channelId, text }: SandboxChatInput): Promise<SandboxChatResult | null> => {
    const user = SANDBOX_USERS.find((u) => u.userId === userId);
    const channel = states.get(channelId);
    if (!user || !channel) return null;
    addUserLine(inbox, channel.channel, user, text);
    return { delivery: await webhooks.chat(channel, user, text) };
  };
  const taps = richMenuTaps({ states, users: SANDBOX_USERS, now, inbox, webhooks, chat });
  const messages = messageEvents({ states, inbox, now });
  bot.route("/", audienceRoutes({ openapi, now, nextId: createSequence(CREATED_AUDIENCE_ID_BASE) }));

  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    // A batch control answer carries the id its progress is asked about: keep that one.
    if (!c.res.headers.has("x-line-request-id")) c.header("x-line-request-id", randomUUID());
  });
  app.use(bodyLimit({ maxSize: MAX_REQUEST_BYTES, onError: refuseLargeBody }));
  app.route("/", loginRoutes(login, tokens));
  app.route(
    "/",
    controlRoutes(
      login,
      inbox,
      faults,
      {
        users: SANDBOX_USERS,
        channels: SANDBOX_CHANNELS,
        groups: SANDBOX_GROUPS,
        friends: SANDBOX_FRIENDS,
      },
      {
        chat,
        richMenuSeen: taps.seen,
        richMenuTap: taps.tap,
        messageSeen: messages.seen,
        messageClick: messages.click,
        setReplyTokenLifetime: webhooks.setReplyTokenLifetime,
        setWebhookActive(channelId, active) {
          const channel = states.get(channelId);
          if (channel) channel.webhook.active = active;
          return channel !== undefined;
        },
      },
    ),
  );
  const tokenChannels = [...SANDBOX_CHANNELS, loginChannel];
  const channelIds = () => tokenChannels.map((channel) => channel.channelId);
  const keys = createAssertionKeys(now, channelIds);
  app.route("/", assertionKeyRoutes(keys, channelIds));
  app.route("/", channelTokenRoutes({ channels: tokenChannels, tokens, openapi, keys, now }));
  app.route("/", liffRoutes({ openapi, tokens, loginChannelIds: [loginChannel.channelId] }));
  app.route("/", bot);
  app.notFound((c) => notFound(c));
  app.onError((error, c) => {
    console.error("[line-sandbox]", error);
    return lineError(c, 500, MESSAGES.internalError);
  });

  return {
    app,
    users: SANDBOX_USERS,
    channels: SANDBOX_CHANNELS,
    loginChannel,
    inbox,
    faults,
    registerAssertionKey: (channelId, jwk) => keys.register(channelId, jwk),
    mintIdToken: login.mintIdToken,
    mintAccessToken: login.mintAccessToken,
    chat,
    richMenuSeen: taps.seen,
    richMenuTap: taps.tap,
    messageSeen: messages.seen,
    messageClick: messages.click,
    setReplyTokenLifetime: webhooks.setReplyTokenLifetime,
    listen: (port = 0, hostname = "127.0.0.1") => listenOn(app, port, hostname),
  };
}
