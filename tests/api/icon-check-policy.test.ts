/** The address policy behind the icon check's SSRF protection, address by address. */
import { describe, expect, it } from "vitest";
import { classifyAddress, isIpLiteral, isPublicAddress } from "../../server/net/address-policy.ts";
import { RefusedUrlError, vetHost } from "../../server/net/safe-fetch.ts";

const never = new AbortController().signal;

describe("address policy", () => {
  it("allows globally routable unicast addresses", () => {
    for (const address of [
      "8.8.8.8",
      "93.184.216.34",
      "1.1.1.1",
      "2606:4700:4700::1111",
      "2001:4860:4860::8888",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("refuses loopback, private, link-local, CGNAT, unspecified, multicast and reserved space", () => {
    const refused: Record<string, string> = {
      "127.0.0.1": "loopback",
      "127.255.255.254": "loopback",
      "10.0.0.1": "private",
      "172.16.0.1": "private",
      "172.31.255.255": "private",
      "192.168.1.1": "private",
      "169.254.169.254": "linkLocal",
      "100.64.0.1": "carrierGradeNat",
      "0.0.0.0": "unspecified",
      "0.1.2.3": "unspecified",
      "224.0.0.1": "multicast",
      "255.255.255.255": "broadcast",
      "240.0.0.1": "reserved",
      "::1": "loopback",
      "::": "unspecified",
      "fc00::1": "uniqueLocal",
      "fd12:3456::1": "uniqueLocal",
      "fe80::1": "linkLocal",
      "ff02::1": "multicast",
      "64:ff9b::a00:1": "rfc6052",
      "2002:a00:1::": "6to4",
    };
    for (const [address, range] of Object.entries(refused)) {
      expect(classifyAddress(address), address).toEqual({ allowed: false, range });
    }
  });

  it("judges IPv4-mapped IPv6 addresses by the IPv4 address they carry", () => {
    expect(classifyAddress("::ffff:127.0.0.1")).toEqual({ allowed: false, range: "loopback" });
    expect(classifyAddress("[::ffff:10.0.0.1]")).toEqual({ allowed: false, range: "private" });
    expect(classifyAddress("::ffff:a9fe:a9fe")).toEqual({ allowed: false, range: "linkLocal" });
    expect(classifyAddress("::ffff:8.8.8.8")).toEqual({ allowed: true, range: "unicast" });
  });

  it("allows loopback only when asked (tests), never private space", () => {
    expect(classifyAddress("127.0.0.1", { allowLoopback: true }).allowed).toBe(true);
    expect(classifyAddress("::1", { allowLoopback: true }).allowed).toBe(true);
    expect(classifyAddress("10.0.0.1", { allowLoopback: true }).allowed).toBe(false);
  });

  it("treats garbage as refused and recognises IP literals in URL form", () => {
    expect(classifyAddress("not-an-ip")).toEqual({ allowed: false, range: "invalid" });
    expect(isIpLiteral("[::1]")).toBe(true);
    expect(isIpLiteral("127.0.0.1")).toBe(true);
    expect(isIpLiteral("example.com")).toBe(false);
  });
});

describe("vetHost", () => {
  const resolve = async (host: string) => {
    const table: Record<string, string[]> = {
      "public.test": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
      "rebind.test": ["93.184.216.34", "127.0.0.1"],
      "loop.test": ["127.0.0.1"],
    };
    return (table[host] ?? []).map((address) => ({
      address,
      family: (address.includes(":") ? 6 : 4) as 4 | 6,
    }));
  };

  it("returns the first vetted address to pin the connection to", async () => {
    await expect(vetHost("public.test", { resolve }, never)).resolves.toEqual({
      address: "93.184.216.34",
      family: 4,
    });
  });

  it("refuses a host when any of its answers is not public", async () => {
    await expect(vetHost("rebind.test", { resolve }, never)).rejects.toBeInstanceOf(RefusedUrlError);
  });

  it("allows loopback only for the hostnames the test transport names", async () => {
    const allowLoopbackHosts = new Set(["loop.test"]);
    await expect(vetHost("loop.test", { resolve, allowLoopbackHosts }, never)).resolves.toMatchObject({
      address: "127.0.0.1",
    });
    await expect(vetHost("127.0.0.1", { resolve, allowLoopbackHosts }, never)).rejects.toBeInstanceOf(
      RefusedUrlError,
    );
    await expect(vetHost("loop.test", { resolve }, never)).rejects.toBeInstanceOf(RefusedUrlError);
  });
});
