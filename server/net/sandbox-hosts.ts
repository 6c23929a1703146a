/**
 * Where sandbox mode may send a webhook (the relay's mirror, a test event): this machine (loopback: the
 * emulator, a bot started next to it) and what the operator names in SANDBOX_BOT_HOSTS (a bot on the LAN):
 * host names, addresses and CIDR ranges. Nothing else — no private, link-local, metadata, CGNAT or public
 * address — so a sandbox reachable from a network is no proxy into it. Outside sandbox mode the public-only
 * policy of address-policy.ts applies instead.
 */
import ipaddr from "ipaddr.js";
import { classifyAddress } from "./address-policy.ts";

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export interface SandboxBotHosts {
  /** Host names (lower case, no trailing dot): any address they resolve to is accepted. */
  names: ReadonlySet<string>;
  /** Addresses (as /32 or /128) and CIDR ranges. */
  ranges: readonly Range[];
}

export const NO_SANDBOX_BOT_HOSTS: SandboxBotHosts = { names: new Set(), ranges: [] };

const HOST_NAME = /^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** The name as a URL's hostname gives it, for comparison: lower case, without a trailing dot. */
export function normalName(host: string): string {
  return host.toLowerCase().replace(/\.$/, "");
}

/** An address as IPv4 when it is an IPv4-mapped IPv6 one; null when it is no address (four-part decimal only). */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!address.includes(":"))
    return ipaddr.IPv4.isValidFourPartDecimal(address) ? ipaddr.IPv4.parse(address) : null;
  return ipaddr.IPv6.isValid(address) ? ipaddr.process(address) : null;
}

/** SANDBOX_BOT_HOSTS: a comma (or space) list; every entry that is neither a name, an address nor a CIDR is a problem. */
export function parseSandboxBotHosts(value: string | undefined): {
  hosts: SandboxBotHosts;
  problems: string[];
} {
  const names = new Set<string>();
  const ranges: Range[] = [];
  const problems: string[] = [];
  for (const entry of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    const text = entry.replace(/^\[(.*)\]$/, "$1");
    if (text.includes("/")) {
      const [address = "", bits = ""] = text.split("/");
      const parsed = parse(address);
      const prefix = Number(bits);
      const max = parsed?.kind() === "ipv4" ? 32 : 128;
      if (parsed && /^\d{1,3}$/.test(bits) && prefix <= max) ranges.push([parsed, prefix]);
      else problems.push(`SANDBOX_BOT_HOSTS: "${entry}" is not a CIDR range`);
      continue;
    }
    const address = parse(text);
    if (address) ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
    else if (HOST_NAME.test(normalName(text))) names.add(normalName(text));
    else problems.push(`SANDBOX_BOT_HOSTS: "${entry}" is not a host name, an address or a CIDR range`);
  }
  return { hosts: { names, ranges }, problems };
}

/** Loopback, or inside a range the operator named. */
export function sandboxAddressAllowed(address: string, hosts: SandboxBotHosts): boolean {
  if (classifyAddress(address).range === "loopback") return true;
  const parsed = parse(address.replace(/^\[(.*)\]$/, "$1"));
  if (!parsed) return false;
  return hosts.ranges.some(
    ([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits),
  );
}
