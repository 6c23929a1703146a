/**
 * Which IP addresses the server may connect to on a user's behalf (SSRF protection).
 * Only globally routable unicast addresses pass: ipaddr.js names every special range
 * (loopback, private 10/8 172.16/12 192.168/16, link-local 169.254/16 with the cloud metadata
 * address, CGNAT 100.64/10, 0.0.0.0/8, multicast, broadcast, reserved, unique-local fc00::/7,
 * fe80::/10, ::1, NAT64/6to4/Teredo prefixes that embed IPv4 …) and everything named is refused.
 * IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are judged as the IPv4 address they carry.
 */
import ipaddr from "ipaddr.js";

export interface AddressVerdict {
  allowed: boolean;
  /** ipaddr.js range name, e.g. "private", "loopback", "unicast"; "invalid" when unparsable. */
  range: string;
}

/** Strips the brackets URL hostnames put around IPv6 literals. */
export function unbracket(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(unbracket(hostname));
}

export function classifyAddress(address: string, opts: { allowLoopback?: boolean } = {}): AddressVerdict {
  const text = unbracket(address);
  if (!ipaddr.isValid(text)) return { allowed: false, range: "invalid" };
  // process() turns IPv4-mapped IPv6 into the plain IPv4 address, so its range is checked.
  const range = ipaddr.process(text).range();
  const allowed = range === "unicast" || (opts.allowLoopback === true && range === "loopback");
  return { allowed, range };
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).allowed;
}
