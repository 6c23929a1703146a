import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { buildRuntime } from "../../server/runtime.ts";
import { type Backing, createBacking } from "./backing.ts";

export { testSetup } from "./backing.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  runtime: Awaited<ReturnType<typeof buildRuntime>>;
  dataDir: string;
  /** The app's database as the test's own connection sees it (query, count). */
  store: Pick<Backing, "query" | "count">;
  /** A fresh, emulator-signed ID token for sandbox user `index` (0, 1, 2). */
  idToken(index?: number): Promise<string>;
  /** Authorization header for sandbox user `index`. */
  auth(index?: number): Promise<Record<string, string>>;
  /** Channel credential headers for the emulator's sandbox channel. */
  channel(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * The real app in sandbox mode on a fresh database of the suite's set-up (`testSetup`), the LINE emulator
 * on a random loopback port.
 */
export async function createTestApp(opts: { clock?: () => number; env?: Record<string, string> } = {}) {
  const backing = await createBacking();
  const dataDir = backing.dataDir;
  const config = parseConfig({ ...backing.env, ...opts.env }, {});
  const runtime = await buildRuntime(config, opts.clock ? { clock: opts.clock } : {});
  const app = createApp(runtime.deps);
  const sandbox = runtime.deps.sandbox;
  if (!sandbox) throw new Error("test app must run in sandbox mode");
  const testApp: TestApp = {
    app,
    runtime,
    dataDir,
    store: backing,
    async idToken(index = 0) {
      const user = sandbox.users[index];
      if (!user) throw new Error(`no sandbox user ${index}`);
      return sandbox.mintIdToken(user.userId);
    },
    async auth(index = 0) {
      return { Authorization: `Bearer ${await testApp.idToken(index)}` };
    },
    channel() {
      const channel = sandbox.channels[0];
      if (!channel) throw new Error("no sandbox channel");
      return { "X-Line-Channel-Id": channel.channelId, "X-Line-Channel-Secret": channel.channelSecret };
    },
    async close() {
      await runtime.close();
      await backing.close();
    },
  };
  return testApp;
}

export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) };
}
