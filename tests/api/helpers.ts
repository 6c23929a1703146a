import { randomBytes } from "node:crypto";
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

// --- Infrastructure switches (object store, Redis, rate limits) -------------------------------
export interface InfraOptions {
  /** S3_* variables of a server the test started (infra-services.ts startS3Server). */
  s3?: { env: Record<string, string> };
  /** Redis URL (TEST_REDIS_URL or a private server); keys get a prefix unique to this app unless given. */
  redis?: { url: string; keyPrefix?: string };
  /** Raises every rate limit (a fuzz or load test reaching validation). */
  rateLimitMultiplier?: number;
}

function infraSetup(opts: InfraOptions) {
  const env: Record<string, string> = {
    ...opts.s3?.env,
    ...(opts.redis ? { REDIS_URL: opts.redis.url } : {}),
  };
  const runtime = {
    ...(opts.redis
      ? { redisKeyPrefix: opts.redis.keyPrefix ?? `ldt-test-${randomBytes(6).toString("hex")}:` }
      : {}),
    ...(opts.rateLimitMultiplier ? { rateLimitMultiplier: opts.rateLimitMultiplier } : {}),
  };
  return { env, runtime };
}
// ----------------------------------------------------------------------------------------------

/** The real app in sandbox mode: temp database, LINE emulator on a random loopback port. */
export async function createTestApp(
  opts: { clock?: () => number; env?: Record<string, string> } & InfraOptions = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-api-"));
  const infra = infraSetup(opts);
  const config = parseConfig({ DATA_DIR: dataDir, ...infra.env, ...opts.env }, {});
  const runtime = await buildRuntime(config, {
    ...infra.runtime,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
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
