import type { AppConfig } from "./config.ts";
import { isLoopback } from "./http/host-check.ts";

/**
 * What the server says about where it listens, once it does. Sandbox mode has no real login and sends
 * webhooks on its users' behalf (to this machine and to SANDBOX_BOT_HOSTS), so a sandbox reachable beyond
 * loopback is a warning that names the risk, on stderr.
 */
export function listenNotice(config: Pick<AppConfig, "host" | "sandbox">): {
  info?: string;
  warning?: string;
} {
  const where = config.host ? config.host : "every interface";
  if (config.host && isLoopback(config.host.replace(/^\[(.*)\]$/, "$1")))
    return { info: `Listening on ${config.host} only.` };
  if (!config.sandbox)
    return { info: config.host ? `Listening on ${config.host} only.` : "Listening on every interface." };
  return {
    warning: `WARNING: sandbox mode is listening on ${where}: anyone who can reach this port can log in as a sandbox user and have this server post webhooks to services on this machine (loopback) and to SANDBOX_BOT_HOSTS. Use it only on a network you trust, or set HOST=127.0.0.1 to keep it on this machine.`,
  };
}
