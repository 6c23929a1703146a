import { resolve } from "node:path";
import { openCacheBackend, ttlCache } from "./cache/index.ts";
import type { AppConfig } from "./config.ts";
import { openDatabase } from "./db/index.ts";
import type { AppDeps, SandboxDeps } from "./deps.ts";
import { createLineIdentityVerifier } from "./identity.ts";
import { createImageStorage } from "./images/storage.ts";
import { createLineClientFactory } from "./line/channel-clients.ts";
import { SANDBOX_GROUPS } from "./line-sandbox/fixtures.ts";
import type { LineSandbox } from "./line-sandbox/index.ts";
import { remoteSandbox } from "./line-sandbox/remote.ts";
import { openObjectStore } from "./object-store/index.ts";
import { startFlexMessageSweeper } from "./routes/flex-messages/store.ts";
import { createWebhookLive } from "./routes/webhooks/live.ts";
import { startWebhookSweeper } from "./routes/webhooks/sweeper.ts";

const LINE_API = "https://api.line.me";
const LINE_API_DATA = "https://api-data.line.me";

function localSandbox(emulator: LineSandbox): SandboxDeps {
  return {
    users: emulator.users,
    channels: emulator.channels,
    loginChannel: emulator.loginChannel,
    registerAssertionKey: async (channelId, jwk) =>
      [...emulator.channels, emulator.loginChannel].some((c) => c.channelId === channelId)
        ? emulator.registerAssertionKey(channelId, jwk)
        : null,
    mintIdToken: (userId) => emulator.mintIdToken(userId),
    mintTokens: async (userId) => ({
      idToken: await emulator.mintIdToken(userId),
      accessToken: emulator.mintAccessToken(userId),
    }),
    groups: SANDBOX_GROUPS,
    chat: (input) => emulator.chat(input),
    richMenuSeen: async (input) => emulator.richMenuSeen(input),
    richMenuTap: (input) => emulator.richMenuTap(input),
    messageSeen: async (input) => emulator.messageSeen(input),
    messageClick: async (input) => emulator.messageClick(input),
    inbox: { list: async () => emulator.inbox.list(), add: async (entry) => emulator.inbox.add(entry) },
  };
}

export interface Runtime {
  deps: AppDeps;
  /** The emulator's origin in sandbox mode. */
  sandboxOrigin?: string;
  close(): Promise<void>;
}

/**
 * Wires real dependencies from a parsed config: the database, and in sandbox mode the LINE
 * emulator on its own loopback port. Explicit LINE base URLs always win over the emulator.
 */
export async function buildRuntime(
  config: AppConfig,
  opts: {
    clock?: () => number;
    webRoot?: string;
    redisKeyPrefix?: string;
    rateLimitMultiplier?: number;
  } = {},
): Promise<Runtime> {
  const clock = opts.clock ?? Date.now;
  const db = await openDatabase(config);
  const objectStore = await openObjectStore(config);
  const cache = await openCacheBackend(config.redisUrl, opts.redisKeyPrefix);
  const stopFlexSweeper = startFlexMessageSweeper(db.flexMessages, clock);
  const stopWebhookSweeper = startWebhookSweeper(db.webhooks, clock);
  const webhookLive = createWebhookLive(cache.redis);
  // Sandbox mode starts its own emulator unless LINE_API_BASE_URL names one shared by several instances.
  // Imported only then: the emulator's validators (ajv, yaml, the OpenAPI files, jose) are most of the
  // server's code, and a LIFF deployment or an instance of a shared platform never needs them.
  const emulator =
    config.sandbox && !config.lineApiBaseUrl
      ? (await import("./line-sandbox/index.ts")).createLineSandbox({
          loginChannelId: config.loginChannelId,
          now: clock,
          botHosts: config.sandboxBotHosts,
        })
      : null;
  const running = emulator ? await emulator.listen(0) : null;
  const apiBaseUrl = config.lineApiBaseUrl ?? running?.origin ?? LINE_API;
  const dataBaseUrl = config.lineApiDataBaseUrl ?? running?.origin ?? LINE_API_DATA;

  const deps: AppDeps = {
    config,
    db,
    clock,
    images: createImageStorage({ store: objectStore, metadata: db.images, clock }),
    objectStore,
    cache,
    webhookLive,
    rateLimits: {
      ...(cache.redis ? { redis: cache.redis } : {}),
      ...(opts.rateLimitMultiplier ? { multiplier: opts.rateLimitMultiplier } : {}),
    },
    identity: createLineIdentityVerifier({
      baseUrl: apiBaseUrl,
      channelId: config.loginChannelId,
      now: clock,
      cache: ttlCache(cache.redis, "idtoken", clock),
    }),
    line: createLineClientFactory({
      apiBaseUrl,
      dataBaseUrl,
      now: clock,
      cache: ttlCache(cache.redis, "chtoken", clock),
    }),
    backends: [
      { role: "database", kind: db.dialect === "pg" ? "postgres" : "sqlite", ping: () => db.ping() },
      { role: "objectStore", kind: objectStore.kind, ping: () => objectStore.ping() },
      { role: "cache", kind: cache.kind, ping: () => cache.ping() },
    ],
    ...(config.sandbox
      ? { sandbox: emulator ? localSandbox(emulator) : remoteSandbox(apiBaseUrl, config.loginChannelId) }
      : {}),
    ...(opts.webRoot ? { webRoot: resolve(opts.webRoot) } : {}),
  };
  return {
    deps,
    ...(running ? { sandboxOrigin: running.origin } : {}),
    async close() {
      stopFlexSweeper();
      stopWebhookSweeper();
      await webhookLive.close();
      await running?.close();
      objectStore.close();
      await cache.close();
      await db.close();
    },
  };
}
