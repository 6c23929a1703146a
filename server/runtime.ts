import { resolve } from "node:path";
import type { AppConfig } from "./config.ts";
import { openDatabase } from "./db/index.ts";
import type { AppDeps } from "./deps.ts";
import { createLineIdentityVerifier } from "./identity.ts";
import { createImageStorage } from "./images/storage.ts";
import { createLineClientFactory } from "./line/channel-clients.ts";
import { createLineSandbox } from "./line-sandbox/index.ts";
import { startFlexMessageSweeper } from "./routes/flex-messages/store.ts";

const LINE_API = "https://api.line.me";
const LINE_API_DATA = "https://api-data.line.me";

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
  opts: { clock?: () => number; webRoot?: string } = {},
): Promise<Runtime> {
  const clock = opts.clock ?? Date.now;
  const db = await openDatabase(config);
  const stopFlexSweeper = startFlexMessageSweeper(db.flexMessages, clock);
  const emulator = config.sandbox
    ? createLineSandbox({ loginChannelId: config.loginChannelId, now: clock })
    : null;
  const running = emulator ? await emulator.listen(0) : null;
  const apiBaseUrl = config.lineApiBaseUrl ?? running?.origin ?? LINE_API;
  const dataBaseUrl = config.lineApiDataBaseUrl ?? running?.origin ?? LINE_API_DATA;

  const deps: AppDeps = {
    config,
    db,
    clock,
    images: createImageStorage({ dataDir: config.dataDir, metadata: db.images, clock }),
    identity: createLineIdentityVerifier({
      baseUrl: apiBaseUrl,
      channelId: config.loginChannelId,
      now: clock,
    }),
    line: createLineClientFactory({ apiBaseUrl, dataBaseUrl, now: clock }),
    ...(emulator
      ? {
          sandbox: {
            users: emulator.users,
            channels: emulator.channels,
            mintIdToken: (userId: string) => emulator.mintIdToken(userId),
            mintAccessToken: (userId: string) => emulator.mintAccessToken(userId),
          },
        }
      : {}),
    ...(opts.webRoot ? { webRoot: resolve(opts.webRoot) } : {}),
  };
  return {
    deps,
    ...(running ? { sandboxOrigin: running.origin } : {}),
    async close() {
      stopFlexSweeper();
      await running?.close();
      await db.close();
    },
  };
}
