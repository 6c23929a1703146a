import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { buildRuntime } from "../../server/runtime.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  runtime: Awaited<ReturnType<typeof buildRuntime>>;
  dataDir: string;
  /** A fresh, emulator-signed ID token for sandbox user `index` (0, 1, 2). */
  idToken(index?: number): Promise<string>;
  /** Authorization header for sandbox user `index`. */
  auth(index?: number): Promise<Record<string, string>>;
  /** Channel credential headers for the emulator's sandbox channel. */
  channel(): Record<string, string>;
  close(): Promise<void>;
}

/** The real app in sandbox mode: temp database, LINE emulator on a random loopback port. */
export async function createTestApp(opts: { clock?: () => number; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-api-"));
  const config = parseConfig({ DATA_DIR: dataDir, ...opts.env }, {});
  const runtime = await buildRuntime(config, opts.clock ? { clock: opts.clock } : {});
  const app = createApp(runtime.deps);
  const sandbox = runtime.deps.sandbox;
  if (!sandbox) throw new Error("test app must run in sandbox mode");
  const testApp: TestApp = {
    app,
    runtime,
    dataDir,
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
      rmSync(dataDir, { recursive: true, force: true });
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
