/**
 * GET /api/icon-check against a local HTTPS server (self-signed, generated with openssl per
 * run) reached through an injected resolver: "icons.test" → 127.0.0.1 is the only loopback
 * name the injected transport allows, so every other way to loopback or private space must
 * be refused. The tests connect to loopback only.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { AppDeps } from "../../server/deps.ts";
import { SAFE_FETCH_MESSAGES, type SafeFetchTransport } from "../../server/net/safe-fetch.ts";
import { ICON_CHECK_RATE_LIMIT, type IconCheckDeps } from "../../server/routes/icon-check/index.ts";
import type { IconCheckResult } from "../../shared/text-message/api.ts";
import { ICON_URL_MESSAGES } from "../../shared/text-message/icon-url.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

function png(width: number, height: number): Buffer {
  return PNG.sync.write(new PNG({ width, height }));
}

const SQUARE = png(64, 64);
const WIDE = png(64, 32);
const BIG = Buffer.concat([png(64, 64), Buffer.alloc(1_100_000)]);
/** Served slowly: the first part at once, the rest only after this delay. */
const SLOW_TAIL_DELAY_MS = 3000;

interface Seen {
  method: string;
  path: string;
  range: string | undefined;
}

let t: TestApp;
let server: Server;
let port = 0;
let certDir = "";
let ca = "";
const seen: Seen[] = [];
let slowTailFinished: boolean | null = null;

function makeCertificate(dir: string) {
  execFileSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    join(dir, "key.pem"),
    "-out",
    join(dir, "cert.pem"),
    "-days",
    "1",
    "-subj",
    "/CN=icons.test",
    "-addext",
    "subjectAltName=DNS:icons.test,DNS:localhost,IP:127.0.0.1,IP:::1",
  ]);
  return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem"), "utf8") };
}

function send(req: IncomingMessage, res: ServerResponse, body: Buffer, type = "image/png") {
  res.writeHead(200, { "content-type": type, "content-length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location });
  res.end();
}

/** A 206 answer to a Range request, with the total in Content-Range, and no length on HEAD. */
function sendRanged(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  if (req.method === "HEAD") {
    res.writeHead(200, { "content-type": "image/png", "transfer-encoding": "chunked" });
    res.end();
    return;
  }
  const part = body.subarray(0, 65536);
  res.writeHead(206, {
    "content-type": "image/png",
    "content-range": `bytes 0-${part.length - 1}/${body.length}`,
    "content-length": part.length,
  });
  res.end(part);
}

function slowTail(req: IncomingMessage, res: ServerResponse) {
  const body = Buffer.concat([SQUARE, Buffer.alloc(500_000)]);
  res.writeHead(200, { "content-type": "image/png", "content-length": body.length });
  if (req.method === "HEAD") return res.end();
  slowTailFinished = false;
  res.write(body.subarray(0, 4096));
  const timer = setTimeout(
    () => res.end(body.subarray(4096), () => (slowTailFinished = true)),
    SLOW_TAIL_DELAY_MS,
  );
  res.on("close", () => clearTimeout(timer));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? "/", "https://icons.test").pathname;
  seen.push({ method: req.method ?? "", path, range: req.headers.range });
  const hop = /^\/hop\/(\d+)\.png$/.exec(path);
  if (hop) {
    const left = Number(hop[1]);
    return left === 0 ? send(req, res, SQUARE) : redirect(res, `/hop/${left - 1}.png`);
  }
  switch (path) {
    case "/square.png":
      return send(req, res, SQUARE);
    case "/wide.png":
      return send(req, res, WIDE);
    case "/big.png":
      return send(req, res, BIG);
    case "/no-head-length.png":
      return sendRanged(req, res, SQUARE);
    case "/big-no-head-length.png":
      return sendRanged(req, res, BIG);
    case "/head-refused.png":
      if (req.method === "HEAD") {
        res.writeHead(405);
        return res.end();
      }
      return sendRanged(req, res, SQUARE);
    case "/not-an-image.png":
      return send(req, res, Buffer.from("<html>hello</html>"), "text/html");
    case "/slow-tail.png":
      return slowTail(req, res);
    case "/hang.png":
      return; // never answers
    case "/redirect-loopback-ip.png":
      return redirect(res, `https://127.0.0.1:${port}/square.png`);
    case "/redirect-localhost.png":
      return redirect(res, `https://localhost:${port}/square.png`);
    case "/redirect-private.png":
      return redirect(res, `https://intranet.test:${port}/square.png`);
    case "/redirect-http.png":
      return redirect(res, `http://icons.test:${port}/square.png`);
    default:
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
  }
}

const HOSTS: Record<string, string[]> = {
  "icons.test": ["127.0.0.1"],
  localhost: ["127.0.0.1"],
  "intranet.test": ["10.1.2.3"],
  "mixed.test": ["93.184.216.34", "192.168.1.10"],
  "metadata.test": ["169.254.169.254"],
  "mapped.test": ["::ffff:127.0.0.1"],
};

function transport(extra: Partial<SafeFetchTransport> = {}): SafeFetchTransport {
  return {
    resolve: async (hostname) => {
      const answers = HOSTS[hostname];
      if (!answers) throw new Error(`ENOTFOUND ${hostname}`);
      return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    },
    allowLoopbackHosts: new Set(["icons.test"]),
    ca,
    ...extra,
  };
}

/** The real app with the test transport injected (never reachable from config). */
function appWith(extra: Partial<SafeFetchTransport> = {}) {
  // Memory counters: every app made here starts from zero, whatever the set-up shares through Redis.
  const deps: AppDeps & IconCheckDeps = {
    ...t.runtime.deps,
    rateLimits: {},
    iconCheckTransport: transport(extra),
  };
  return createApp(deps);
}

let app: ReturnType<typeof createApp>;

async function check(url: string, target = app) {
  const res = await target.request(`/api/icon-check?url=${encodeURIComponent(url)}`);
  return { status: res.status, body: (await res.json()) as IconCheckResult & { error?: string } };
}

const local = (path: string) => `https://icons.test:${port}${path}`;

beforeAll(async () => {
  t = await createTestApp();
  certDir = mkdtempSync(join(tmpdir(), "ldt-icon-cert-"));
  const { key, cert } = makeCertificate(certDir);
  ca = cert;
  server = createServer({ key, cert }, handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  app = appWith();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(certDir, { recursive: true, force: true });
  await t.close();
});

describe("icon check against a reachable HTTPS host", () => {
  it("returns size, dimensions and type of a square PNG", async () => {
    const { status, body } = await check(local("/square.png"));
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      contentLength: SQUARE.length,
      width: 64,
      height: 64,
      contentType: "image/png",
    });
  });

  it("reads at most the first 64 KB with a Range request after the HEAD", async () => {
    seen.length = 0;
    await check(local("/square.png"));
    expect(seen).toEqual([
      { method: "HEAD", path: "/square.png", range: undefined },
      { method: "GET", path: "/square.png", range: "bytes=0-65535" },
    ]);
  });

  it("refuses a non-square image with the spec's message", async () => {
    const { status, body } = await check(local("/wide.png"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: false, width: 64, height: 32, error: ICON_URL_MESSAGES.notSquare });
  });

  it("refuses more than 1 MB from the HEAD's Content-Length without fetching the body", async () => {
    seen.length = 0;
    const { body } = await check(local("/big.png"));
    expect(body).toMatchObject({ ok: false, contentLength: BIG.length, error: ICON_URL_MESSAGES.tooLarge });
    expect(seen.map((s) => s.method)).toEqual(["HEAD"]);
  });

  it("falls back to the ranged GET's Content-Range total when HEAD has no length", async () => {
    expect((await check(local("/no-head-length.png"))).body).toMatchObject({
      ok: true,
      contentLength: SQUARE.length,
      width: 64,
    });
    expect((await check(local("/big-no-head-length.png"))).body).toMatchObject({
      ok: false,
      contentLength: BIG.length,
      error: ICON_URL_MESSAGES.tooLarge,
    });
  });

  it("uses the ranged GET when the host refuses HEAD", async () => {
    expect((await check(local("/head-refused.png"))).body).toMatchObject({ ok: true, width: 64, height: 64 });
  });

  it("stops reading once the header is known, even when the host ignores Range", async () => {
    const started = Date.now();
    const { body } = await check(local("/slow-tail.png"));
    expect(body).toMatchObject({ ok: true, width: 64, height: 64 });
    expect(Date.now() - started).toBeLessThan(SLOW_TAIL_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slowTailFinished).toBe(false);
  });

  it("answers 'Unable to validate' for a missing file, an unknown host and a timeout", async () => {
    expect((await check(local("/missing.png"))).body).toMatchObject({
      ok: false,
      error: ICON_URL_MESSAGES.sizeUnknown,
    });
    expect((await check(`https://nowhere.test:${port}/a.png`)).body.error).toBe(
      ICON_URL_MESSAGES.sizeUnknown,
    );
    const started = Date.now();
    const timedOut = await check(local("/hang.png"), appWith({ timeoutMs: 300 }));
    expect(timedOut.body).toMatchObject({ ok: false, error: ICON_URL_MESSAGES.sizeUnknown });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports a body that is not an image as unloadable", async () => {
    expect((await check(local("/not-an-image.png"))).body).toMatchObject({
      ok: false,
      error: ICON_URL_MESSAGES.loadFailed,
    });
  });

  it("fails TLS (not refuses) when the host's certificate is not trusted", async () => {
    const untrusted = appWith({ ca: undefined });
    expect((await check(local("/square.png"), untrusted)).body).toMatchObject({
      ok: false,
      error: ICON_URL_MESSAGES.sizeUnknown,
    });
  });
});

describe("redirects", () => {
  it("follows up to 3 redirects and refuses a 4th", async () => {
    expect((await check(local("/hop/3.png"))).body).toMatchObject({ ok: true, width: 64 });
    const refused = await check(local("/hop/4.png"));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(SAFE_FETCH_MESSAGES.tooManyRedirects);
  });

  it("refuses redirects to loopback, private addresses and plain http", async () => {
    for (const path of ["/redirect-loopback-ip.png", "/redirect-localhost.png", "/redirect-private.png"]) {
      const { status, body } = await check(local(path));
      expect(status, path).toBe(422);
      expect(body.error, path).toBe(SAFE_FETCH_MESSAGES.notPublic);
    }
    const http = await check(local("/redirect-http.png"));
    expect(http.status).toBe(422);
    expect(http.body.error).toBe(SAFE_FETCH_MESSAGES.redirectHttps);
  });

  it("never requests the redirect target it refused", async () => {
    seen.length = 0;
    await check(local("/redirect-loopback-ip.png"));
    expect(seen.map((s) => s.path)).toEqual(["/redirect-loopback-ip.png"]);
  });
});

describe("SSRF refusals", () => {
  it("refuses http:// with the spec's message", async () => {
    const { status, body } = await check(`http://icons.test:${port}/square.png`);
    expect(status).toBe(422);
    expect(body.error).toBe(ICON_URL_MESSAGES.https);
  });

  it("refuses loopback, private, link-local, metadata and other special addresses by default", async () => {
    const defaultApp = t.app;
    for (const host of [
      "127.0.0.1",
      `127.0.0.1:${port}`,
      "10.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "[::1]",
      `[::1]:${port}`,
      "[::ffff:127.0.0.1]",
      "[::ffff:169.254.169.254]",
      "[fd00::1]",
      "[fe80::1]",
      "[::]",
      "localhost",
    ]) {
      const { status, body } = await check(`https://${host}/icon.png`, defaultApp);
      expect(status, host).toBe(422);
      expect(body.error, host).toBe(SAFE_FETCH_MESSAGES.notPublic);
    }
  });

  it("refuses loopback for every name but the test server's, even with the test transport", async () => {
    for (const url of [`https://127.0.0.1:${port}/square.png`, `https://localhost:${port}/square.png`]) {
      const { status, body } = await check(url);
      expect(status, url).toBe(422);
      expect(body.error, url).toBe(SAFE_FETCH_MESSAGES.notPublic);
    }
  });

  it("refuses hostnames resolving to private, metadata, mapped-loopback or mixed answers", async () => {
    seen.length = 0;
    for (const host of ["intranet.test", "metadata.test", "mapped.test", "mixed.test"]) {
      const { status, body } = await check(`https://${host}:${port}/square.png`);
      expect(status, host).toBe(422);
      expect(body.error, host).toBe(SAFE_FETCH_MESSAGES.notPublic);
    }
    expect(seen).toEqual([]);
  });

  it("checks the URL rules first (length, .png)", async () => {
    expect((await check(local("/square.jpg"))).body.error).toBe(ICON_URL_MESSAGES.png);
    expect((await check(`https://icons.test/${"a".repeat(2000)}.png`)).body.error).toBe(
      ICON_URL_MESSAGES.tooLong,
    );
  });

  it("is rate limited", async () => {
    const limited = appWith();
    const statuses: number[] = [];
    for (let i = 0; i <= ICON_CHECK_RATE_LIMIT.limit; i++) {
      statuses.push((await check("http://example.com/a.png", limited)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
