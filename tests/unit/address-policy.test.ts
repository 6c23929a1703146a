import { describe, expect, it } from "vitest";
import { classifyAddress, isPublicAddress, SPECIAL_PURPOSE_BLOCKS } from "../../server/net/address-policy.ts";

/**
 * One row per IANA special-purpose block (plus ::/96): addresses inside it, at its edges where that
 * matters. Checked against the old policy (ipaddr.js's range() alone): the ::/96 row fails there
 * (::7f00:1, ::a00:1 and ::8.8.8.8 passed as "unicast"), and removing the ::/96 entry from
 * SPECIAL_PURPOSE_BLOCKS fails the naming test below.
 */
const BLOCKS: readonly [cidr: string, inside: readonly string[]][] = [
  ["0.0.0.0/8", ["0.0.0.0", "0.255.255.255"]],
  ["10.0.0.0/8", ["10.0.0.1", "10.255.255.255"]],
  ["100.64.0.0/10", ["100.64.0.1", "100.127.255.254"]],
  ["127.0.0.0/8", ["127.0.0.1", "127.255.255.254"]],
  ["169.254.0.0/16", ["169.254.169.254", "169.254.0.1"]],
  ["172.16.0.0/12", ["172.16.0.1", "172.31.255.255"]],
  ["192.0.0.0/24", ["192.0.0.9", "192.0.0.170"]],
  ["192.0.2.0/24", ["192.0.2.1"]],
  ["192.31.196.0/24", ["192.31.196.1"]],
  ["192.52.193.0/24", ["192.52.193.1"]],
  ["192.88.99.0/24", ["192.88.99.1"]],
  ["192.168.0.0/16", ["192.168.1.1"]],
  ["192.175.48.0/24", ["192.175.48.1"]],
  ["198.18.0.0/15", ["198.18.0.1", "198.19.255.255"]],
  ["198.51.100.0/24", ["198.51.100.7"]],
  ["203.0.113.0/24", ["203.0.113.7"]],
  ["224.0.0.0/4", ["224.0.0.1", "239.255.255.255"]],
  ["240.0.0.0/4", ["240.0.0.1", "254.255.255.255"]],
  ["255.255.255.255/32", ["255.255.255.255"]],
  ["::/96 (IPv4-compatible)", ["::7f00:1", "::a00:1", "::8.8.8.8", "::"]],
  ["::1/128", ["::1"]],
  ["::ffff:0:0/96 (judged as its IPv4)", ["::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254"]],
  ["64:ff9b::/96", ["64:ff9b::7f00:1", "64:ff9b::808:808"]],
  ["64:ff9b:1::/48", ["64:ff9b:1::1"]],
  ["100::/64", ["100::1"]],
  ["100:0:0:1::/64", ["100:0:0:1::1"]],
  [
    "2001::/23",
    [
      "2001::1",
      "2001:1::1",
      "2001:2::1",
      "2001:3::1",
      "2001:4:112::1",
      "2001:10::1",
      "2001:20::1",
      "2001:30::1",
      "2001:1ff::1",
    ],
  ],
  ["2001:db8::/32", ["2001:db8::1"]],
  ["2002::/16", ["2002:7f00:1::1", "2002:808:808::1"]],
  ["2620:4f:8000::/48", ["2620:4f:8000::1"]],
  ["3fff::/20", ["3fff::1", "3fff:fff::1"]],
  ["5f00::/16", ["5f00::1"]],
  ["fc00::/7", ["fc00::1", "fd12:3456::1"]],
  ["fe80::/10", ["fe80::1", "febf::1"]],
  ["ff00::/8", ["ff02::1", "ff0e::1"]],
  ["outside 2000::/3", ["4000::1", "1000::1", "e000::1"]],
];

describe("icon check address policy: only global unicast", () => {
  it.each(BLOCKS)("refuses %s", (_block, addresses) => {
    for (const address of addresses) {
      expect({ address, allowed: isPublicAddress(address) }).toEqual({ address, allowed: false });
      expect({ address, bracketed: isPublicAddress(`[${address}]`) }).toEqual({
        address,
        bracketed: false,
      });
    }
  });

  it("allows global unicast next to the refused blocks", () => {
    for (const address of [
      "8.8.8.8",
      "1.1.1.1",
      "192.0.3.1",
      "100.128.0.1",
      "172.32.0.1",
      "198.20.0.1",
      "223.255.255.254",
      "2606:4700:4700::1111",
      "2001:4860:4860::8888",
      "2001:200::1",
      "2620:4f:8001::1",
      "3fff:1000::1",
      "::ffff:8.8.8.8",
    ]) {
      expect({ address, ...classifyAddress(address) }).toEqual({ address, allowed: true, range: "unicast" });
    }
  });

  it("names the block that refused an address ipaddr.js calls unicast", () => {
    expect(classifyAddress("::7f00:1")).toEqual({ allowed: false, range: "ipv4Compatible" });
    expect(classifyAddress("5f00::1")).toEqual({ allowed: false, range: "segmentRouting" });
  });

  it("every listed block parses and is covered by a row above", () => {
    const covered = BLOCKS.map(([cidr]) => cidr.split(" ")[0]);
    for (const { cidr } of SPECIAL_PURPOSE_BLOCKS) expect(covered).toContain(cidr);
  });
});
