import { describe, expect, it } from "vitest";
import { hostOf, isAllowedHost, isLoopback } from "../../server/http/host-check.ts";

describe("hostOf: the host part of a Host header", () => {
  it.each([
    ["localhost:3000", "localhost"],
    ["Tools.Example.COM", "tools.example.com"],
    ["example.com.:443", "example.com"],
    ["[::1]:3000", "::1"],
    ["[FD00::2]", "fd00::2"],
    ["192.168.1.5:3000", "192.168.1.5"],
  ])("%s → %s", (header, host) => expect(hostOf(header)).toBe(host));

  it.each(["", "a b", "evil.example/x", "[::1", "user@host", "host:99999999"])("%j is malformed", (header) =>
    expect(hostOf(header)).toBeNull(),
  );
});

describe("isLoopback", () => {
  it.each(["localhost", "app.localhost", "127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])(
    "%s is",
    (host) => expect(isLoopback(host)).toBe(true),
  );
  it.each(["localhost.evil.example", "evillocalhost", "10.0.0.1", "0.0.0.0", "::", "fd00::2"])(
    "%s is not",
    (host) => expect(isLoopback(host)).toBe(false),
  );
});

describe("isAllowedHost", () => {
  it("an address in PUBLIC_BASE_URL matches however the Host writes it", () => {
    const byAddress = { publicHost: "2001:db8::1", machine: new Set<string>() };
    expect(isAllowedHost("2001:db8:0:0::1", byAddress)).toBe(true);
    expect(isAllowedHost("2001:db8::2", byAddress)).toBe(false);
  });

  const allowed = {
    publicHost: "tools.example.com",
    machine: new Set(["192.0.2.2", "fd00::2", "vm", "vm.local"]),
  };
  it.each([
    "tools.example.com",
    "localhost",
    "127.0.0.1",
    "192.0.2.2",
    "::ffff:192.0.2.2",
    "fd00:0::2",
    "vm.local",
  ])("%s: PUBLIC_BASE_URL's, loopback or this machine's", (host) =>
    expect(isAllowedHost(host, allowed)).toBe(true),
  );
  it.each(["evil.example", "192.0.2.3", "example.com", "tools.example.com.evil.example"])(
    "%s: refused",
    (host) => expect(isAllowedHost(host, allowed)).toBe(false),
  );
});
