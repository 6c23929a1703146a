import { request } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { networkInterfaces } from "node:os";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { hostCheck } from "../../server/http/host-check.ts";
import { withServedApp } from "./helpers.ts";
import { fileForm, makePng } from "./images-helpers.ts";

// The Host a request names, over a real socket (fetch cannot set Host): only PUBLIC_BASE_URL's host, a
// loopback name or address, or an address of this machine is answered; anything else is a 400 before any
// route runs, so no link is ever built on it (and a DNS-rebound page cannot read the sandbox).
// Checked by breaking it: with hostCheck removed from createApp, the evil.example upload answers 201 with
// a link on http://evil.example: the first and the PUBLIC_BASE_URL tests fail.

interface Answer {
  status: number;
  text: string;
}

/** `path` on the server at `port`, with `host` as the Host header; the body is a form if given. */
async function ask(
  port: number,
  host: string,
  path: string,
  form?: FormData,
  headers: Record<string, string> = {},
) {
  const encoded = form ? new Request("http://form/", { method: "POST", body: form }) : undefined;
  const body = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: form ? "POST" : "GET",
        headers: {
          host,
          ...headers,
          ...(encoded && body
            ? { "content-type": encoded.headers.get("content-type") ?? "", "content-length": body.length }
            : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The app made with `env` on a loopback port while `run` runs. */
const served = (env: Record<string, string>, run: (port: number) => Promise<void>) =>
  withServedApp(env, ({ port }) => run(port));

/** An address of this machine that is not loopback (the LAN address a phone would use), if it has one. */
function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === "IPv4")?.address;
}

describe("the Host header", () => {
  it("a host this machine does not have is refused with 400 and a clear message, before any route", async () => {
    await served({}, async (port) => {
      for (const host of ["evil.example", `evil.example:${port}`, "localhost.evil.example", "10.255.255.1"]) {
        const upload = await ask(port, host, "/api/images", fileForm(await makePng(12, 12, 31)));
        expect(upload.status, host).toBe(400);
        // Coded, so the screen shows it in the user's language (Thai in web/i18n/locales/shared/th.json).
        expect(JSON.parse(upload.text)).toMatchObject({
          code: "request.wrong-host-local",
          params: { host },
          error: expect.stringContaining(`does not answer to the host "${host}"`),
        });
        expect((await ask(port, host, "/api/health")).status).toBe(400);
        expect((await ask(port, host, "/")).status).toBe(400);
      }
    });
  });

  it("loopback names and addresses and this machine's addresses are answered, and links use them", async () => {
    await served({}, async (port) => {
      const hosts = [
        `localhost:${port}`,
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
        "app.localhost",
        "LOCALHOST.",
      ];
      const lan = lanAddress();
      if (lan) hosts.push(`${lan}:${port}`);
      for (const host of hosts) {
        const upload = await ask(port, host, "/api/images", fileForm(await makePng(12, 12, 32)));
        expect(upload.status, `${host}: ${upload.text}`).toBeLessThan(300);
        const { link } = JSON.parse(upload.text) as { link: string };
        expect(new URL(link).host.toLowerCase()).toBe(new URL(`http://${host}`).host.toLowerCase());
      }
    });
  });

  it("PUBLIC_BASE_URL's host is answered; links then always use PUBLIC_BASE_URL", async () => {
    await served({ PUBLIC_BASE_URL: "https://tools.example.com" }, async (port) => {
      const upload = await ask(port, "tools.example.com", "/api/images", fileForm(await makePng(12, 12, 33)));
      expect(upload.status).toBe(201);
      expect((JSON.parse(upload.text) as { link: string }).link).toMatch(
        /^https:\/\/tools\.example\.com\/i\//,
      );
      expect((await ask(port, "other.example.com", "/api/health")).status).toBe(400);
    });
  });

  it("behind a trusted proxy, X-Forwarded-Host still names the links (the proxy vouches for it)", async () => {
    await served({ TRUST_PROXY: "1" }, async (port) => {
      const upload = await ask(
        port,
        `localhost:${port}`,
        "/api/images",
        fileForm(await makePng(12, 12, 34)),
        {
          "x-forwarded-host": "tools.example.com",
          "x-forwarded-proto": "https",
        },
      );
      expect(upload.status).toBe(201);
      expect((JSON.parse(upload.text) as { link: string }).link).toMatch(
        /^https:\/\/tools\.example\.com\/i\//,
      );
    });
  });
});

/**
 * Sends `head` (a request line and headers, CRLF-separated, no body) as it is; the whole answer, once the
 * server closes (HTTP/1.0, or `Connection: close`). The socket stays open for writing until then: a
 * half-closed one may be dropped before a slower answer is written.
 */
function raw(port: number, head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n`));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(text)?.[1] ?? 0), text }));
  });
}

describe("the request line", () => {
  it("an absolute-form request line never names the links: the checked Host does", async () => {
    await withServedApp({}, async ({ port }, t) => {
      const auth = await t.auth(0);
      const created = await t.app.request("/api/webhooks/relays", { method: "POST", headers: auth });
      expect(created.status).toBe(201);
      const answer = await raw(
        port,
        [
          "GET http://evil.example/api/webhooks/relays HTTP/1.1",
          `Host: 127.0.0.1:${port}`,
          `Authorization: ${auth.Authorization}`,
          "Connection: close",
        ].join("\r\n"),
      );
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain("evil.example");
      expect(answer.text).toContain(`http://127.0.0.1:${port}/hooks/`);
    });
  });

  it("HTTP/1.0 without Host: refused outside sandbox mode, answered in it", async () => {
    const app = (sandbox: boolean) =>
      new Hono()
        .use("*", hostCheck({ publicBaseUrl: "https://tools.example.com", sandbox }))
        .get("/", (c) => c.text("ok"));
    for (const sandbox of [false, true]) {
      const server = serve({ fetch: app(sandbox).fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise((resolve) => server.once("listening", resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const answer = await raw(port, "GET / HTTP/1.0");
        expect(answer.status, `sandbox ${sandbox}`).toBe(sandbox ? 200 : 400);
        if (!sandbox) expect(answer.text).toContain("Host header");
        expect((await raw(port, "GET / HTTP/1.0\r\nHost: tools.example.com")).status).toBe(200);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    }
  });
});
