import { describe, expect, it } from "vitest";
import { UPLOAD_RATE_LIMIT } from "../../server/routes/images/upload.ts";
import { withServedApp } from "./helpers.ts";
import { fileForm, makePng } from "./images-helpers.ts";

// Who the client is, behind or without a proxy: the app served over a real loopback socket, so the
// socket address is 127.0.0.1 and X-Forwarded-* are whatever the client sends.
// Checked by breaking it: with clientAddress reading the first X-Forwarded-For entry again (the old
// code), the three address tests fail; with requestOrigin trusting forwarded headers always, the
// evil.example test fails.

const served = (env: Record<string, string>, run: (origin: string) => Promise<void>) =>
  withServedApp(env, ({ origin }) => run(origin));

/** Uploads with an empty form: refused with 400 (cheap), yet counted by the limit like any upload. */
async function emptyUploads(origin: string, forwardedFor: (i: number) => string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${origin}/api/images`, {
      method: "POST",
      body: new FormData(),
      headers: { "X-Forwarded-For": forwardedFor(i) },
    });
    statuses.push(res.status);
  }
  return statuses;
}

const LIMIT = UPLOAD_RATE_LIMIT.limit;

describe("client address for rate limits", () => {
  it("without TRUST_PROXY a forged X-Forwarded-For changes nothing: the socket address is counted", async () => {
    await served({}, async (origin) => {
      const statuses = await emptyUploads(origin, (i) => `198.51.100.${i}`, LIMIT + 1);
      expect(statuses.slice(0, LIMIT).every((s) => s === 400)).toBe(true);
      expect(statuses[LIMIT]).toBe(429);
    });
  });

  it("with TRUST_PROXY=1 the right-most hop is the client; entries left of it are not trusted", async () => {
    await served({ TRUST_PROXY: "1" }, async (origin) => {
      // A client forging left-hand entries behind one proxy: still one client.
      const forged = await emptyUploads(origin, (i) => `10.0.0.${i}, 203.0.113.5`, LIMIT + 1);
      expect(forged[LIMIT]).toBe(429);
      // Different right-most hops are different clients.
      const distinct = await emptyUploads(origin, (i) => `203.0.113.${100 + i}`, LIMIT + 1);
      expect(distinct.every((s) => s === 400)).toBe(true);
    });
  });

  it("with TRUST_PROXY as CIDRs only listed proxies are skipped, from the right", async () => {
    // Loopback (the socket) and 10.0.0.0/8 are proxies: the client is the right-most address outside them.
    await served({ TRUST_PROXY: "127.0.0.1/8, 10.0.0.0/8" }, async (origin) => {
      const statuses = await emptyUploads(origin, (i) => `192.0.2.${i}, 203.0.113.9, 10.1.2.3`, LIMIT + 1);
      expect(statuses[LIMIT]).toBe(429);
      const others = await emptyUploads(origin, (i) => `203.0.113.${150 + i}, 10.1.2.3`, 3);
      expect(others.every((s) => s === 400)).toBe(true);
    });
    // The socket (loopback) is not a listed proxy: its X-Forwarded-For is ignored.
    await served({ TRUST_PROXY: "10.0.0.0/8" }, async (origin) => {
      const statuses = await emptyUploads(origin, (i) => `203.0.113.${i}`, LIMIT + 1);
      expect(statuses[LIMIT]).toBe(429);
    });
  });
});

describe("forwarded host headers in returned links", () => {
  const evil = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };

  it("are ignored without TRUST_PROXY: evil.example never appears in a link", async () => {
    await served({}, async (origin) => {
      const png = await makePng(12, 12, 21);
      for (const path of ["/api/images", "/api/imagemaps"]) {
        const res = await fetch(`${origin}${path}`, { method: "POST", body: fileForm(png), headers: evil });
        const text = await res.text();
        expect(res.status, text).toBeLessThan(300);
        expect(text).not.toContain("evil.example");
        expect(text).toContain(origin);
      }
    });
  });

  it("are honoured behind a trusted proxy", async () => {
    await served({ TRUST_PROXY: "1" }, async (origin) => {
      const res = await fetch(`${origin}/api/images`, {
        method: "POST",
        body: fileForm(await makePng(12, 12, 22)),
        headers: evil,
      });
      expect(((await res.json()) as { link: string }).link).toMatch(/^https:\/\/evil\.example\/i\//);
    });
  });
});
