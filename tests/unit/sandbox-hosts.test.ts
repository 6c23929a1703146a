import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../server/config.ts";
import { listenNotice } from "../../server/listen-notice.ts";
import { parseSandboxBotHosts, sandboxAddressAllowed } from "../../server/net/sandbox-hosts.ts";

describe("SANDBOX_BOT_HOSTS", () => {
  it("reads names, addresses and CIDR ranges, comma or space separated", () => {
    const { hosts, problems } = parseSandboxBotHosts(
      "Bot.LAN., 192.168.1.20  10.8.0.0/16,[fd00::5], fd01::/64",
    );
    expect(problems).toEqual([]);
    expect([...hosts.names]).toEqual(["bot.lan"]);
    for (const address of ["192.168.1.20", "10.8.255.1", "::ffff:10.8.0.1", "fd00::5", "fd01::9"])
      expect(sandboxAddressAllowed(address, hosts), address).toBe(true);
    for (const address of ["192.168.1.21", "10.9.0.1", "169.254.169.254", "100.64.0.1", "8.8.8.8", "fd00::6"])
      expect(sandboxAddressAllowed(address, hosts), address).toBe(false);
  });

  it("loopback is always allowed, nothing else without a name", () => {
    const { hosts } = parseSandboxBotHosts(undefined);
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(sandboxAddressAllowed(address, hosts), address).toBe(true);
    for (const address of [
      "0.0.0.0",
      "::",
      "10.0.0.1",
      "172.16.0.1",
      "192.168.0.1",
      "169.254.169.254",
      "fe80::1",
    ])
      expect(sandboxAddressAllowed(address, hosts), address).toBe(false);
  });

  it("an entry that is none of the three stops the start with a line naming it", () => {
    expect(parseSandboxBotHosts("10.0.0.0/33, http://bot, 10.0.0.300").problems).toHaveLength(3);
    expect(() => parseConfig({ SANDBOX_BOT_HOSTS: "bot.lan, not a host/x" }, {})).toThrow(ConfigError);
    expect(() => parseConfig({ SANDBOX_BOT_HOSTS: "bot.lan, not a host/x" }, {})).toThrow(
      /SANDBOX_BOT_HOSTS: "/,
    );
  });
});

describe("the start-up line about where the server listens", () => {
  it("a sandbox reachable beyond loopback is a warning naming the risk", () => {
    for (const host of [undefined, "0.0.0.0", "::", "192.168.1.5", "tools-box"]) {
      const notice = listenNotice({ sandbox: true, host });
      expect(notice.warning, host).toMatch(
        /sandbox mode is listening on .*log in as a sandbox user.*webhooks/,
      );
      expect(notice.warning).toContain("HOST=127.0.0.1");
    }
  });

  it("on loopback, or outside sandbox mode, a plain line", () => {
    for (const host of ["127.0.0.1", "::1", "[::1]", "localhost"])
      expect(listenNotice({ sandbox: true, host }).warning).toBeUndefined();
    expect(listenNotice({ sandbox: false, host: undefined })).toEqual({
      info: "Listening on every interface.",
    });
  });
});
