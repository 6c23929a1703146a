/**
 * Which IP addresses the server may connect to on a user's behalf (SSRF protection).
 * Only global unicast passes: ipaddr.js's special ranges (loopback, private, link-local with the
 * cloud metadata address, multicast, broadcast, …) are refused first, then every block of IANA's
 * IPv4 and IPv6 Special-Purpose Address Registries (listed below, so the policy does not depend on
 * ipaddr.js's table), the deprecated IPv4-compatible block ::/96, and any IPv6 address outside
 * 2000::/3, the only global unicast space IANA allocates.
 * IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are judged as the IPv4 address they carry.
 */
import ipaddr from "ipaddr.js";

export interface AddressVerdict {
  allowed: boolean;
  /** ipaddr.js range name ("private", "loopback", "unicast" …), a block name below, or "invalid". */
  range: string;
}

/**
 * IANA special-purpose registries (iana-ipv4-special-registry, iana-ipv6-special-registry, 2024
 * revisions), all refused, even the few marked globally reachable: none is a web server's address.
 */
export const SPECIAL_PURPOSE_BLOCKS: readonly { cidr: string; name: string }[] = [
  { cidr: "0.0.0.0/8", name: "thisNetwork" },
  { cidr: "10.0.0.0/8", name: "private" },
  { cidr: "100.64.0.0/10", name: "sharedAddressSpace" },
  { cidr: "127.0.0.0/8", name: "loopback" },
  { cidr: "169.254.0.0/16", name: "linkLocal" },
  { cidr: "172.16.0.0/12", name: "private" },
  { cidr: "192.0.0.0/24", name: "ietfProtocolAssignments" },
  { cidr: "192.0.2.0/24", name: "documentation" },
  { cidr: "192.31.196.0/24", name: "as112" },
  { cidr: "192.52.193.0/24", name: "amt" },
  { cidr: "192.88.99.0/24", name: "deprecated6to4Relay" },
  { cidr: "192.168.0.0/16", name: "private" },
  { cidr: "192.175.48.0/24", name: "as112DirectDelegation" },
  { cidr: "198.18.0.0/15", name: "benchmarking" },
  { cidr: "198.51.100.0/24", name: "documentation" },
  { cidr: "203.0.113.0/24", name: "documentation" },
  { cidr: "224.0.0.0/4", name: "multicast" },
  { cidr: "240.0.0.0/4", name: "reserved" },
  { cidr: "255.255.255.255/32", name: "broadcast" },
  { cidr: "::/96", name: "ipv4Compatible" },
  { cidr: "::1/128", name: "loopback" },
  { cidr: "64:ff9b::/96", name: "ipv4Ipv6Translation" },
  { cidr: "64:ff9b:1::/48", name: "localIpv4Ipv6Translation" },
  { cidr: "100::/64", name: "discardOnly" },
  { cidr: "100:0:0:1::/64", name: "dummyPrefix" },
  { cidr: "2001::/23", name: "ietfProtocolAssignments" },
  { cidr: "2001:db8::/32", name: "documentation" },
  { cidr: "2002::/16", name: "6to4" },
  { cidr: "2620:4f:8000::/48", name: "as112DirectDelegation" },
  { cidr: "3fff::/20", name: "documentation" },
  { cidr: "5f00::/16", name: "segmentRouting" },
  { cidr: "fc00::/7", name: "uniqueLocal" },
  { cidr: "fe80::/10", name: "linkLocal" },
  { cidr: "ff00::/8", name: "multicast" },
];

const PARSED_BLOCKS = SPECIAL_PURPOSE_BLOCKS.map((block) => ({
  name: block.name,
  range: ipaddr.parseCIDR(block.cidr),
}));
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/** Strips the brackets URL hostnames put around IPv6 literals. */
export function unbracket(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(unbracket(hostname));
}

function specialBlock(address: ipaddr.IPv4 | ipaddr.IPv6): string | null {
  for (const block of PARSED_BLOCKS) {
    const [network] = block.range;
    if (network.kind() === address.kind() && address.match(block.range)) return block.name;
  }
  if (address.kind() === "ipv6" && !address.match(GLOBAL_UNICAST_V6)) return "notGlobalUnicast";
  return null;
}

/**
 * The address in canonical form. IPv6 goes through the WHATWG URL parser first: ipaddr.js reads
 * "::8.8.8.8" (IPv4-compatible, ::/96) as if it were IPv4-mapped "::ffff:8.8.8.8".
 */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!text.includes(":")) return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : null;
  let canonical: string;
  try {
    canonical = unbracket(new URL(`http://[${text}]/`).hostname);
  } catch {
    return null;
  }
  if (!ipaddr.IPv6.isValid(canonical)) return null;
  const v6 = ipaddr.IPv6.parse(canonical);
  // IPv4-mapped (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

export function classifyAddress(address: string, opts: { allowLoopback?: boolean } = {}): AddressVerdict {
  const parsed = parseAddress(unbracket(address));
  if (!parsed) return { allowed: false, range: "invalid" };
  const range = parsed.range();
  if (range === "loopback") return { allowed: opts.allowLoopback === true, range };
  if (range !== "unicast") return { allowed: false, range };
  const block = specialBlock(parsed);
  return block ? { allowed: false, range: block } : { allowed: true, range };
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).allowed;
}
