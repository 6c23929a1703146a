import { hostname as machineHostname, networkInterfaces } from "node:os";
import type { MiddlewareHandler } from "hono";
import ipaddr from "ipaddr.js";
import { errorJson } from "./errors.ts";

/*
 * Which Host a request may name. Links the server builds (hosted images, imagemap base URLs) come from
 * the request's origin when PUBLIC_BASE_URL is unset (sandbox mode), and a page served under a name an
 * attacker controls (DNS rebinding: evil.example resolving to a laptop's sandbox) could read every
 * answer. So a request is answered only under a name this server really has: PUBLIC_BASE_URL's, a
 * loopback name or address, or an address (or the name) of this machine, which keeps "open
 * http://<LAN address>:3000 on a phone" working. X-Forwarded-Host is a trusted proxy's (TRUST_PROXY)
 * business and is not checked here.
 */

/** The host part of a Host header: lowercase, without port, brackets or a trailing dot; null if malformed. */
export function hostOf(header: string): string | null {
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed?.[1]) return bracketed[1];
  const named = /^([a-z0-9.-]+?)\.?(?::\d{1,5})?$/.exec(value);
  return named?.[1] ? named[1] : null;
}

/** Loopback by name (`localhost`, `*.localhost`: RFC 6761) or address (127.0.0.0/8, ::1, mapped 127.x). */
export function isLoopback(host: string): boolean {
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (!ipaddr.isValid(host)) return false;
  const address = ipaddr.process(host);
  return address.range() === "loopback";
}

/** The same address however it was written (::ffff:192.168.1.5 = 192.168.1.5; IPv6 zero runs). */
function canonical(host: string): string {
  return ipaddr.isValid(host) ? ipaddr.process(host).toString() : host;
}

export interface AllowedHosts {
  /** PUBLIC_BASE_URL's host (canonical, as hostOf gives it), when set. */
  publicHost: string | undefined;
  /** This machine's names and addresses (canonical), as last read. */
  machine: ReadonlySet<string>;
}

export function isAllowedHost(host: string, allowed: AllowedHosts): boolean {
  const same = canonical(host);
  return same === allowed.publicHost || isLoopback(host) || allowed.machine.has(same);
}

/** This machine's addresses on every interface, and its host name (bare and `.local`, as mDNS gives it). */
function machineHosts(): Set<string> {
  const hosts = new Set<string>();
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address } of addresses ?? []) hosts.add(canonical(address.split("%")[0] ?? address));
  }
  const name = machineHostname().toLowerCase();
  if (name) hosts.add(name).add(`${name}.local`);
  return hosts;
}

/** A laptop changes networks: an unknown host re-reads the interfaces, at most this often. */
const MACHINE_REREAD_MS = 2_000;
/** Host header values answered before, so the usual request costs one lookup. */
const KNOWN_HOSTS_KEPT = 64;

export function hostCheck(options: {
  publicBaseUrl: string | undefined;
  sandbox?: boolean;
}): MiddlewareHandler {
  const publicHost = options.publicBaseUrl ? hostOf(new URL(options.publicBaseUrl).host) : null;
  const allowed = {
    publicHost: publicHost === null ? undefined : canonical(publicHost),
    machine: machineHosts(),
  };
  let readAt = Date.now();
  const known = new Set<string>();
  return async (c, next) => {
    const sent = c.req.header("host");
    // Over a socket (the Node adapter's env) a request without Host is an HTTP/1.0 one: it names no host the
    // check could hold, and the adapter fills in its own. Outside sandbox mode it is refused; without a
    // socket (app.request in tests) the URL's host is the one the caller chose.
    if (sent === undefined && (c.env as { incoming?: unknown } | undefined)?.incoming) {
      if (options.sandbox) return next();
      return errorJson(c, 400, { code: "request.no-host" });
    }
    const header = sent ?? new URL(c.req.url).host;
    if (known.has(header)) return next();
    const host = hostOf(header);
    let ok = host !== null && isAllowedHost(host, allowed);
    if (!ok && host !== null && Date.now() - readAt >= MACHINE_REREAD_MS) {
      allowed.machine = machineHosts();
      readAt = Date.now();
      // What was this machine's may be another's on the new network.
      known.clear();
      ok = isAllowedHost(host, allowed);
    }
    if (!ok) {
      const named = header.slice(0, 100);
      return errorJson(
        c,
        400,
        allowed.publicHost
          ? { code: "request.wrong-host", params: { host: named, publicHost: allowed.publicHost } }
          : { code: "request.wrong-host-local", params: { host: named } },
      );
    }
    if (known.size < KNOWN_HOSTS_KEPT) known.add(header);
    return next();
  };
}
