import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, parseConfig, readLiffConfigFile } from "./config.ts";
import { listenNotice } from "./listen-notice.ts";
import { projectPath } from "./paths.ts";
import { buildRuntime } from "./runtime.ts";

/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

async function main() {
  const config = parseConfig(process.env, readLiffConfigFile());
  const webRoot = projectPath("dist/web");
  const runtime = await buildRuntime(config, existsSync(webRoot) ? { webRoot } : {});
  const app = createApp(runtime.deps);
  const listen = { fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) };
  const server = serve(listen, (info) => {
    const mode = config.sandbox
      ? `sandbox mode (LINE platform at ${runtime.sandboxOrigin ?? config.lineApiBaseUrl})`
      : `LIFF ${config.liffId}`;
    console.log(`LINE DEV Tools on http://localhost:${info.port} — ${mode}`);
    const notice = listenNotice(config);
    if (notice.info) console.log(notice.info);
    if (notice.warning) console.warn(notice.warning);
  }) as Server;

  let stopping = false;
  // A load balancer sends SIGTERM before it stops routing here: stop accepting, let what is in flight
  // finish (idle keep-alive sockets close at once), then release the database and caches.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    // Live streams never finish on their own: end them, or the drain would wait its whole timeout.
    runtime.deps.webhookLive?.closeStreams();
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
    // A keep-alive socket turns idle once its last response is sent: close it then, not at its timeout.
    const reapIdle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(force);
      clearInterval(reapIdle);
      void runtime.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
