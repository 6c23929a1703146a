/**
 * An outbound HTTPS request to a user-supplied URL that cannot be turned against the server
 * (SSRF): https only; the host is resolved here and every answer must be a public address;
 * the connection goes to that vetted address (so a DNS rebind between check and connect
 * cannot switch it) with SNI and certificate checks for the original hostname; redirects are
 * followed by hand, at most 3, each hop vetted again; one deadline covers the whole exchange;
 * the body is read only up to a byte limit, then the connection is dropped.
 */
import { lookup } from "node:dns/promises";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { classifyAddress, isIpLiteral, unbracket } from "./address-policy.ts";
import { normalName, type SandboxBotHosts, sandboxAddressAllowed } from "./sandbox-hosts.ts";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * How requests reach the network. Production uses the defaults; tests inject a resolver, a CA
 * for their self-signed server and the loopback allowance. Nothing in config or the
 * environment can set these.
 */
export interface SafeFetchTransport {
  resolve?: Resolver;
  /** Test-only: hostnames whose loopback addresses are accepted (a local test server). */
  allowLoopbackHosts?: ReadonlySet<string>;
  /** Trusted CA certificates (PEM) replacing the system roots: a test server's own certificate. */
  ca?: string;
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * Sandbox mode only (the webhook relay and test events reach a bot on this machine or the LAN): http
   * URLs are accepted, and loopback plus what the operator named (SANDBOX_BOT_HOSTS) instead of public
   * addresses; everything else is refused before any connection. Set from config in sandbox mode only.
   */
  sandboxTargets?: SandboxBotHosts;
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 5000, maxRedirects: 3 } as const;

export const SAFE_FETCH_MESSAGES = {
  https: "URL must start with https://",
  redirectHttps: "Redirects must stay on https://",
  notPublic: "URL must point to a public internet address",
  notSandboxTarget:
    "In sandbox mode a bot must be on this machine or on a host named in the server's SANDBOX_BOT_HOSTS",
  tooManyRedirects: "Too many redirects (at most 3 are followed)",
  badUrl: "URL is not valid",
} as const;

/** The URL was refused by policy (not fetched): a client error. */
export class RefusedUrlError extends Error {}

/** The fetch was allowed but failed: DNS, connection, TLS, timeout or a broken response. */
export class FetchFailedError extends Error {}

export interface SafeRequest {
  method: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  /** POST only: sent as it is. A POST's redirects are not followed (LINE does not follow them either). */
  body?: Uint8Array;
  /** Most body bytes read; the connection is dropped once reached. */
  maxBytes: number;
  /** Stops reading early once the bytes so far are enough (e.g. an image header). */
  enough?: (body: Buffer) => boolean;
  signal: AbortSignal;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

function parseUrl(value: string | URL, base?: URL): URL {
  try {
    return new URL(value, base);
  } catch {
    throw new RefusedUrlError(SAFE_FETCH_MESSAGES.badUrl);
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new FetchFailedError("Request timed out"));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new FetchFailedError("Request timed out"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The address to connect to: every answer for the host must be public, else the URL is refused. */
export async function vetHost(
  hostname: string,
  transport: SafeFetchTransport,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = unbracket(hostname);
  const allowLoopback = transport.allowLoopbackHosts?.has(host.toLowerCase()) ?? false;
  const sandbox = transport.sandboxTargets;
  // localhost and *.localhost are loopback by definition (RFC 6761), whatever a resolver says.
  const loopbackName = /(^|\.)localhost\.?$/i.test(host);
  if (loopbackName && !sandbox && !allowLoopback) throw new RefusedUrlError(SAFE_FETCH_MESSAGES.notPublic);
  let answers: ResolvedAddress[];
  if (isIpLiteral(host)) answers = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  else {
    try {
      answers = await abortable((transport.resolve ?? systemResolver)(host), signal);
    } catch (error) {
      if (error instanceof FetchFailedError) throw error;
      throw new FetchFailedError(`Could not resolve ${host}`);
    }
  }
  const first = answers[0];
  if (!first) throw new FetchFailedError(`Could not resolve ${host}`);
  if (sandbox) {
    // A name the operator gave is trusted wherever it points; any other host must be loopback or in a range.
    if (sandbox.names.has(normalName(host))) return first;
    if (!answers.every((a) => sandboxAddressAllowed(a.address, sandbox)))
      throw new RefusedUrlError(SAFE_FETCH_MESSAGES.notSandboxTarget);
    return first;
  }
  // One private answer is enough to refuse: a mixed answer set is a rebinding trick.
  if (!answers.every((a) => classifyAddress(a.address, { allowLoopback }).allowed)) {
    throw new RefusedUrlError(SAFE_FETCH_MESSAGES.notPublic);
  }
  return first;
}

function readBody(res: IncomingMessage, request: SafeRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (body: Buffer) => {
      if (settled) return;
      settled = true;
      resolve(body.subarray(0, request.maxBytes));
    };
    res.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size < request.maxBytes && !request.enough?.(Buffer.concat(chunks))) return;
      finish(Buffer.concat(chunks));
      // Drop the connection: nothing more of the body is needed or wanted.
      res.destroy();
    });
    res.on("end", () => finish(Buffer.concat(chunks)));
    res.on("error", (error) => {
      if (!settled) reject(new FetchFailedError(error.message));
    });
    res.on("close", () => {
      if (settled) return;
      reject(new FetchFailedError(request.signal.aborted ? "Request timed out" : "Connection closed early"));
    });
  });
}

/** One request to the vetted address, no redirect handling. */
function requestOnce(
  url: URL,
  target: ResolvedAddress,
  request: SafeRequest,
  transport: SafeFetchTransport,
): Promise<SafeResponse> {
  const hostname = unbracket(url.hostname);
  const send = url.protocol === "http:" ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: target.address,
        family: target.family,
        port: url.port === "" ? (url.protocol === "http:" ? 80 : 443) : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: request.method,
        // The certificate is checked against the URL's hostname, never the address.
        ...(isIpLiteral(hostname) ? {} : { servername: hostname }),
        ...(transport.ca ? { ca: [transport.ca] } : {}),
        headers: { host: url.host, "user-agent": "LINE-DEV-Tools-icon-check/1.0", ...request.headers },
        agent: false,
        signal: request.signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const done = (body: Buffer) => resolve({ url: url.href, status, headers: res.headers, body });
        if (request.method === "HEAD" || REDIRECT_STATUSES.has(status) || request.maxBytes === 0) {
          res.destroy();
          done(Buffer.alloc(0));
          return;
        }
        readBody(res, request).then(done, reject);
      },
    );
    req.on("error", (error) => {
      reject(
        request.signal.aborted
          ? new FetchFailedError("Request timed out")
          : new FetchFailedError(error.message),
      );
    });
    req.end(request.body);
  });
}

function allowedProtocol(url: URL, transport: SafeFetchTransport): boolean {
  return url.protocol === "https:" || (transport.sandboxTargets !== undefined && url.protocol === "http:");
}

/** How long a check of a URL that is being saved may wait for DNS. */
const TARGET_CHECK_MS = 3_000;

/**
 * A URL that is saved to be fetched later (a relay's bot URL), checked now without connecting: throws
 * RefusedUrlError when the policy would refuse it on every use (a scheme, or an address that is not
 * allowed: loopback, private, metadata… outside sandbox mode). A name that does not resolve now passes.
 */
export async function checkTarget(url: string, transport: SafeFetchTransport = {}): Promise<void> {
  const parsed = parseUrl(url);
  if (!allowedProtocol(parsed, transport)) throw new RefusedUrlError(SAFE_FETCH_MESSAGES.https);
  try {
    await vetHost(parsed.hostname, transport, AbortSignal.timeout(TARGET_CHECK_MS));
  } catch (error) {
    if (error instanceof RefusedUrlError) throw error;
  }
}

/** Fetches `url` under the SSRF rules above; throws RefusedUrlError or FetchFailedError. */
export async function safeFetch(
  url: string,
  request: SafeRequest,
  transport: SafeFetchTransport = {},
): Promise<SafeResponse> {
  const maxRedirects = transport.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  let current = parseUrl(url);
  const allowed = (u: URL) => allowedProtocol(u, transport);
  if (!allowed(current)) throw new RefusedUrlError(SAFE_FETCH_MESSAGES.https);
  for (let redirects = 0; ; redirects++) {
    const target = await vetHost(current.hostname, transport, request.signal);
    const response = await requestOnce(current, target, request, transport);
    const location = response.headers.location;
    if (request.method === "POST" || !REDIRECT_STATUSES.has(response.status) || !location) return response;
    if (redirects >= maxRedirects) throw new RefusedUrlError(SAFE_FETCH_MESSAGES.tooManyRedirects);
    current = parseUrl(location, current);
    if (!allowed(current)) throw new RefusedUrlError(SAFE_FETCH_MESSAGES.redirectHttps);
  }
}
