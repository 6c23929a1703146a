/**
 * `npx tsx tests/bench/bench-infra.ts`: what the shared infrastructure costs per request, in figures.
 * - Upload + serve of a ~100 KB PNG through the app: local folder vs S3 (s3rver on loopback).
 * - One rate-limit check: memory vs Redis (a private redis-server) vs Redis down (memory fallback).
 * Prints medians and p95 of N runs each; s3rver and the private Redis run on this machine.
 */
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { connectRedis } from "../../server/cache/redis-link.ts";
import { createTestApp, type InfraOptions } from "../api/helpers.ts";
import { fileForm, makePng } from "../api/images-helpers.ts";
import { startPrivateRedis, startS3Server } from "../api/infra-services.ts";

const UPLOADS = 40;
const CHECKS = 2_000;

function summary(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `${label.padEnd(44)} median ${at(0.5).toFixed(3)} ms   p95 ${at(0.95).toFixed(3)} ms   (n=${ms.length})`,
  );
}

async function uploads(label: string, infra: InfraOptions) {
  const t = await createTestApp({ ...infra, rateLimitMultiplier: 100 });
  const upload: number[] = [];
  const serve: number[] = [];
  try {
    for (let i = 0; i < UPLOADS; i++) {
      const png = await makePng(180, 180, 1000 + i);
      let start = performance.now();
      const res = await t.app.request("/api/images", { method: "POST", body: fileForm(png) });
      const { link } = (await res.json()) as { link: string };
      upload.push(performance.now() - start);
      start = performance.now();
      await (await t.app.request(new URL(link).pathname)).arrayBuffer();
      serve.push(performance.now() - start);
    }
  } finally {
    await t.close();
  }
  summary(`upload ~100 KB PNG, ${label}`, upload);
  summary(`serve /i/…, ${label}`, serve);
}

async function checks(label: string, limiter: RateLimiterMemory | RateLimiterRedis) {
  const ms: number[] = [];
  for (let i = 0; i < CHECKS; i++) {
    const start = performance.now();
    await limiter.consume(`bench-${i % 50}`).catch(() => {});
    ms.push(performance.now() - start);
  }
  summary(`rate-limit check, ${label}`, ms);
}

const s3 = await startS3Server();
await uploads("local folder", {});
await uploads("S3 (s3rver)", { s3 });
await s3.stop();

const redis = await startPrivateRedis();
const link = await connectRedis(redis.url, "bench:");
const memory = () => new RateLimiterMemory({ points: 1e9, duration: 60 });
await checks("memory", memory());
const shared = new RateLimiterRedis({
  storeClient: link.client,
  points: 1e9,
  duration: 60,
  keyPrefix: "bench:rl",
  insuranceLimiter: memory(),
  rejectIfRedisNotReady: true,
});
await checks("Redis", shared);
await redis.stop();
await new Promise((r) => setTimeout(r, 200));
await checks("Redis down (memory fallback)", shared);
await link.close();
