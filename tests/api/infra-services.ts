// Real infrastructure for API tests, on loopback and private to the test: an S3-protocol server
// (s3rver) and a redis-server of our own on a free port (never the machine's shared one).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import S3rver from "s3rver";

export interface S3TestServer {
  /** S3_* variables pointing the app at this server. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "ldt-s3-"));
  const bucket = `ldt-${randomBytes(4).toString("hex")}`;
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface PrivateRedis {
  url: string;
  /** Stops the server (the app sees Redis go away). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

async function waitForPing(url: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return;
    } catch (error) {
      client.disconnect();
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** True when redis-server is installed; otherwise the suite that needs it skips with one loud line. */
export function redisServerInstalled(
  suite: string,
  howToEnable = "install redis-server (apt-get install redis-server)",
): boolean {
  const installed = spawnSync("redis-server", ["--version"]).status === 0;
  if (!installed)
    console.warn(`!!! SKIPPED ${suite}: no redis-server on this machine; to run it, ${howToEnable}.`);
  return installed;
}

/** A redis-server of this test's own: no persistence, loopback only. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const redis: PrivateRedis = {
    url,
    async start() {
      child = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
      await waitForPing(url);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGKILL");
      });
    },
  };
  await redis.start();
  return redis;
}

export interface SharedInfra {
  s3: S3TestServer;
  /** TEST_REDIS_URL when set (createTestApp gives each app a unique key prefix), else a private redis-server. */
  redis: { url: string };
  stop(): Promise<void>;
}

/**
 * The infrastructure half of the "shared" API set-up: pass `{ s3, redis }` to createTestApp. Start it
 * once per test file (beforeAll) and stop it after (afterAll).
 */
export async function startSharedInfra(): Promise<SharedInfra> {
  const s3 = await startS3Server();
  const external = process.env.TEST_REDIS_URL;
  const own = external ? null : await startPrivateRedis();
  return {
    s3,
    redis: { url: external ?? own?.url ?? "" },
    async stop() {
      await s3.stop();
      await own?.stop();
    },
  };
}
