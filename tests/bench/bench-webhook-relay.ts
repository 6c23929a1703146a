/**
 * POST /hooks/<id> answer time, as LINE sees it: a real server on loopback (SQLite in a temp folder, and
 * PostgreSQL when TEST_DATABASE_URL is set), a ~2 KB webhook body, 4 senders at once, 800 requests after 50
 * warm-up; prints p50 / p95 / p99 / max. Mirror mode without a bot URL (forwarding happens after the answer
 * anyway). The relay's per-URL rate limit is raised for the run.
 *   npx tsx tests/bench/bench-webhook-relay.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { buildRuntime } from "../../server/runtime.ts";
import { sampleEvent } from "../../shared/webhook/samples.ts";
import { freshPgDatabase } from "../api/backing.ts";

const WARMUP = 50;
const REQUESTS = 800;
const CONCURRENCY = 4;

const body = JSON.stringify({
  destination: "U0123456789abcdef0123456789abcdef",
  events: Array.from({ length: 3 }, (_, i) =>
    sampleEvent("message", { now: Date.now(), userId: "U059b797f5e2c31a37fb5cd68f3dd902f", seed: `abc${i}` }),
  ),
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function run(label: string, env: Record<string, string>) {
  const config = parseConfig({ ...env, LIFF_ID: "" }, {});
  const runtime = await buildRuntime(config, { rateLimitMultiplier: 1000 });
  const server = serve({ fetch: createApp(runtime.deps).fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const user = runtime.deps.sandbox?.users[0]?.userId ?? "";
    const token = (await runtime.deps.sandbox?.mintIdToken(user)) ?? "";
    const created = await fetch(`${origin}/api/webhooks/relays`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    const { relay } = (await created.json()) as { relay: { id: string } };
    const post = async () => {
      const started = performance.now();
      const res = await fetch(`${origin}/hooks/${relay.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-line-signature": "bench" },
        body,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`relay answered ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await post();
    const times: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < REQUESTS) times.push(await post());
      }),
    );
    times.sort((x, y) => x - y);
    const f = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `${label}: ${times.length} requests of ${body.length} B, ${CONCURRENCY} at once — p50 ${f(percentile(times, 50))}, p95 ${f(percentile(times, 95))}, p99 ${f(percentile(times, 99))}, max ${f(times.at(-1) ?? 0)}`,
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await runtime.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "ldt-bench-relay-"));
try {
  await run("SQLite", { DATA_DIR: dataDir });
  if (process.env.TEST_DATABASE_URL) {
    const database = await freshPgDatabase();
    try {
      await run("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else console.log("PostgreSQL: skipped (set TEST_DATABASE_URL)");
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
