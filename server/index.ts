import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, parseConfig, readLiffConfigFile } from "./config.ts";
import { buildRuntime } from "./runtime.ts";

async function main() {
  const config = parseConfig(process.env, readLiffConfigFile());
  const webRoot = resolve("dist/web");
  const runtime = await buildRuntime(config, existsSync(webRoot) ? { webRoot } : {});
  const app = createApp(runtime.deps);
  const listen = { fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) };
  const server = serve(listen, (info) => {
    const mode = config.sandbox
      ? `sandbox mode (LINE emulator at ${runtime.sandboxOrigin})`
      : `LIFF ${config.liffId}`;
    console.log(`LINE DEV Tools on http://localhost:${info.port} — ${mode}`);
    if (!config.host) {
      console.log(
        `Listening on every interface${config.sandbox ? ": anyone on your network can open it and log in as a sandbox user" : ""}. HOST=127.0.0.1 restricts it to this machine.`,
      );
    } else console.log(`Listening on ${config.host} only.`);
  });
  const shutdown = () => {
    server.close();
    void runtime.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
