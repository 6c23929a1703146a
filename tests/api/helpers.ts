import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
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
  store: Pick<Backing, "query" | "count" | "objects">;
  /** A fresh, emulator-signed ID token for sandbox user `index` (0, 1, 2). */
  idToken(index?: number): Promise<string>;
  /** Authorization header for sandbox user `index`. */
  auth(index?: number): Promise<Record<string, string>>;
  /** Channel credential headers for the emulator's sandbox channel. */
  channel(): Record<string, string>;
  /** The storage it runs on: `sameStorageAs` starts a second app (another instance) on it. */
  backing: Backing;
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

/**
 * The real app in sandbox mode on a fresh backing of the suite's set-up (`testSetup`: SQLite + local files +
 * memory, or PostgreSQL + S3 + Redis), the LINE emulator on a random loopback port.
 */
export async function createTestApp(
  opts: { clock?: () => number; env?: Record<string, string>; sameStorageAs?: TestApp } & InfraOptions = {},
) {
  // A second instance shares the first one's database (and files); the first one closes them.
  const backing = opts.sameStorageAs?.backing ?? (await createBacking());
  const dataDir = backing.dataDir;
  const infra = infraSetup({ ...backing.infra, ...opts });
  const config = parseConfig({ ...backing.env, ...infra.env, ...opts.env }, {});
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
    store: backing,
    backing,
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
      if (!opts.sameStorageAs) await backing.close();
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

/** The app on a real loopback socket, for what only a socket shows (the Host header, keep-alive). */
export async function serveOnLoopback(
  t: TestApp,
): Promise<{ port: number; origin: string; close(): Promise<void> }> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test app made with `env`, served on loopback while `run` runs, then closed. */
export async function withServedApp(
  env: Record<string, string>,
  run: (served: { port: number; origin: string }, t: TestApp) => Promise<void>,
): Promise<void> {
  const t = await createTestApp({ env });
  const served = await serveOnLoopback(t);
  try {
    await run(served, t);
  } finally {
    await served.close();
    await t.close();
  }
}
