import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { SAFE_FETCH_MESSAGES, type SafeFetchTransport } from "../../server/net/safe-fetch.ts";
import { NO_SANDBOX_BOT_HOSTS, parseSandboxBotHosts } from "../../server/net/sandbox-hosts.ts";
import type { RelayView } from "../../shared/webhook/api.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";
import { startTestBot, type TestBot } from "./webhooks-helpers.ts";

// Sandbox mode is no open proxy: a test event (POST /api/webhooks/send) and a relay's bot URL reach this
// machine's loopback and what SANDBOX_BOT_HOSTS names, nothing else, in every spelling; refused with 422
// before any connection (the names resolve through a table: no DNS, and no address below is ever dialled).
// Outside sandbox mode a bot URL that can never be reached is refused when it is saved.

const TABLE: Record<string, string[]> = {
  "metadata.test": ["169.254.169.254"],
  "intranet.test": ["10.0.0.5"],
  "public.test": ["93.184.216.34"],
  "mixed.test": ["127.0.0.1", "10.0.0.1"],
  "mapped.test": ["::ffff:169.254.169.254"],
  "loop.test": ["127.0.0.1"],
  "bot.lan": ["192.168.1.20"],
};
const resolve = async (host: string) =>
  (TABLE[host] ?? []).map((address) => ({ address, family: (address.includes(":") ? 6 : 4) as 4 | 6 }));

/** Every spelling of an address that is not loopback: decimal, hex, octal, short, mapped, NAT64, 6to4… */
const REFUSED_IN_SANDBOX = [
  "http://10.0.0.1/hook",
  "http://167772161/hook",
  "http://0xa.0.0.1/hook",
  "http://012.0.0.1/hook",
  "http://10.1/hook",
  "http://172.16.0.1/hook",
  "http://192.168.1.1/hook",
  "http://100.64.0.1/hook",
  "http://169.254.169.254/latest/meta-data/",
  "http://0xa9fea9fe/latest",
  "http://2852039166/latest",
  "http://[::ffff:169.254.169.254]/latest",
  "http://[::ffff:a9fe:a9fe]/latest",
  "http://[64:ff9b::a9fe:a9fe]/latest",
  "http://[2002:a9fe:a9fe::]/latest",
  "http://[::a9fe:a9fe]/latest",
  "http://[fd00::1]/hook",
  "http://[fe80::1]/hook",
  "http://0.0.0.0/hook",
  "http://[::]/hook",
  "http://93.184.216.34/hook",
  "https://93.184.216.34/hook",
  "http://[2606:4700:4700::1111]/hook",
  "http://metadata.test/latest",
  "http://intranet.test/hook",
  "http://public.test/hook",
  "http://mixed.test/hook",
  "http://mapped.test/hook",
];

let t: TestApp;
let auth: Record<string, string>;
let bot: TestBot;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 20 });
  auth = await t.auth(0);
  bot = await startTestBot();
});
afterAll(async () => {
  await bot?.close();
  await t?.close();
});

const withTransport = (transport: SafeFetchTransport) =>
  createApp({ ...t.runtime.deps, webhookTransport: transport });

async function send(app: ReturnType<typeof createApp>, url: string) {
  const res = await app.request(
    "/api/webhooks/send",
    jsonRequest("POST", { url, body: "{}", signature: "x" }, auth),
  );
  return { status: res.status, body: (await res.json()) as { params?: { reason?: { message?: string } } } };
}

describe("sandbox mode: test events and bot URLs", () => {
  it("the app's own sandbox transport reaches a bot on loopback, in its spellings", async () => {
    const port = new URL(bot.url).port;
    for (const host of [
      "127.0.0.1",
      "localhost",
      "127.1",
      "2130706433",
      "0x7f.0.0.1",
      "[::ffff:127.0.0.1]",
    ]) {
      const before = bot.received.length;
      const { status } = await send(t.app, `http://${host}:${port}/webhook`);
      expect(status, host).toBe(200);
      expect(bot.received.length, host).toBe(before + 1);
    }
  });

  it("refuses private, link-local, metadata, CGNAT and public addresses in every spelling, before connecting", async () => {
    const sandbox = withTransport({ sandboxTargets: NO_SANDBOX_BOT_HOSTS, resolve });
    for (const url of REFUSED_IN_SANDBOX) {
      const { status, body } = await send(sandbox, url);
      expect(status, url).toBe(422);
      expect(body.params?.reason?.message, url).toBe(SAFE_FETCH_MESSAGES.notSandboxTarget);
    }
    // The app's own transport (the system resolver) says the same for the address spellings.
    for (const url of REFUSED_IN_SANDBOX.filter((u) => !u.includes(".test/"))) {
      expect((await send(t.app, url)).status, url).toBe(422);
    }
  });

  it("reaches what SANDBOX_BOT_HOSTS names: a name, an address, a CIDR range", async () => {
    const { hosts, problems } = parseSandboxBotHosts("bot.lan, 10.0.0.1 172.16.0.0/12");
    expect(problems).toEqual([]);
    // Dialled for real only through the name pointing at the test bot; the others must pass the policy and
    // then fail to connect (a refused port on loopback stands in for a LAN host).
    const named = withTransport({
      sandboxTargets: hosts,
      resolve: async (host) => (host === "bot.lan" ? [{ address: "127.0.0.1", family: 4 }] : resolve(host)),
    });
    const port = new URL(bot.url).port;
    const before = bot.received.length;
    expect((await send(named, `http://bot.lan:${port}/webhook`)).status).toBe(200);
    expect(bot.received.length).toBe(before + 1);
    const policy = withTransport({ sandboxTargets: hosts, resolve, timeoutMs: 1 });
    for (const url of ["http://10.0.0.1:9/hook", "http://172.20.1.2:9/hook"]) {
      const { status } = await send(policy, url);
      expect(status, url).toBe(200); // allowed: the answer reports the failed delivery, not a refusal
    }
    expect((await send(policy, "http://10.0.0.2/hook")).status).toBe(422);
    expect((await send(policy, "http://192.168.1.1/hook")).status).toBe(422);
  });

  it("a relay's bot URL is refused when saved, not only on delivery", async () => {
    const created = await t.app.request("/api/webhooks/relays", { method: "POST", headers: auth });
    const { relay } = (await created.json()) as { relay: RelayView };
    const patch = (app: ReturnType<typeof createApp>, forwardUrl: string) =>
      app.request(`/api/webhooks/relays/${relay.id}`, jsonRequest("PATCH", { forwardUrl }, auth));
    expect((await patch(t.app, "http://169.254.169.254/latest")).status).toBe(422);
    expect((await patch(t.app, bot.url)).status).toBe(200);
    // Outside sandbox mode: loopback, private and metadata never reach anything.
    const guarded = withTransport({ resolve });
    for (const url of [
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://10.0.0.8/hook",
      "https://169.254.169.254/latest",
      "https://[::1]/hook",
      "https://metadata.test/latest",
      "http://public.test/hook",
    ]) {
      const res = await patch(guarded, url);
      expect(res.status, url).toBe(422);
    }
    expect((await patch(guarded, "https://public.test/hook")).status).toBe(200);
    await t.app.request(`/api/webhooks/relays/${relay.id}`, { method: "DELETE", headers: auth });
  });
});
