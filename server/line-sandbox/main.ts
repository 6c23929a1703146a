/**
 * The LINE platform emulator as a process of its own (`npm run line-platform`, built to
 * dist/server/line-platform.js): one LINE platform shared by several app instances in sandbox mode,
 * each started with LINE_API_BASE_URL and LINE_API_DATA_BASE_URL pointing here.
 */
import { parseSandboxBotHosts } from "../net/sandbox-hosts.ts";
import { createLineSandbox } from "./index.ts";
import { LINE_PLATFORM_ENV } from "./platform-env.ts";

const env = LINE_PLATFORM_ENV.safeParse(process.env);
if (!env.success) {
  console.error(
    `Invalid configuration: ${env.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
  );
  process.exit(1);
}

const {
  LINE_PLATFORM_PORT: port,
  LINE_PLATFORM_HOST: host,
  LINE_LOGIN_CHANNEL_ID: loginChannelId,
  SANDBOX_BOT_HOSTS: botHostList,
} = env.data;
const botHosts = parseSandboxBotHosts(botHostList);
if (botHosts.problems.length > 0) {
  console.error(`Invalid configuration: ${botHosts.problems.join("; ")}`);
  process.exit(1);
}
const running = await createLineSandbox({ loginChannelId, botHosts: botHosts.hosts }).listen(port, host);
console.log(
  `LINE platform emulator on ${host}:${new URL(running.origin).port} (login channel ${loginChannelId})`,
);
const stop = () => void running.close().finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
