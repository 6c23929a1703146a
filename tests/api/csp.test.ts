import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { API_CSP, HTML_CSP, IMAGE_CSP } from "../../server/http/csp.ts";
import { SECURITY_HEADERS } from "../../server/http/security-headers.ts";
import { CONFIG_PLACEHOLDER } from "../../server/http/spa.ts";
import { buildRuntime } from "../../server/runtime.ts";
import { fileForm, makePng } from "./images-helpers.ts";

const root = mkdtempSync(join(tmpdir(), "ldt-csp-"));
const webRoot = join(root, "web");
let runtime: Awaited<ReturnType<typeof buildRuntime>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  mkdirSync(join(webRoot, "assets"), { recursive: true });
  writeFileSync(join(webRoot, "index.html"), `<html><head>${CONFIG_PLACEHOLDER}</head></html>`);
  writeFileSync(join(webRoot, "assets", "app-1.js"), "console.log(1)");
  runtime = await buildRuntime(parseConfig({ DATA_DIR: join(root, "data") }, {}), { webRoot });
  app = createApp(runtime.deps);
});
afterAll(async () => {
  await runtime.close();
  rmSync(root, { recursive: true, force: true });
});

const csp = (res: Response) => res.headers.get("content-security-policy");

describe("security headers", () => {
  it("every answer, built at once or through the context, carries Hono's secure headers", async () => {
    // What the app asks of Hono's middleware: its defaults, with cross-origin resources and openers open.
    const bare = new Hono()
      .use(
        secureHeaders({ crossOriginResourcePolicy: "cross-origin", crossOriginOpenerPolicy: "unsafe-none" }),
      )
      .get("/", (c) => c.body(null));
    const expected = [...(await bare.request("/")).headers];
    expect(expected.length).toBeGreaterThan(10);
    for (const path of ["/api/health", "/api/nope", "/assets/app-1.js", "/"]) {
      const res = await app.request(path);
      for (const [name, value] of expected) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      expect(res.headers.has("x-powered-by"), path).toBe(false);
    }
  });
});

describe("Content-Security-Policy", () => {
  it("HTML: self by default, LIFF's own origins only where the SDK needs them", async () => {
    const res = await app.request("/flex-storage");
    expect(csp(res)).toBe(HTML_CSP);
    const directives = Object.fromEntries(
      HTML_CSP.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]),
    );
    expect(directives).toMatchObject({
      "default-src": "'self'",
      "img-src": "'self' https: data: blob:",
      "style-src": "'self' 'unsafe-inline'",
      "connect-src": "'self' https://api.line.me https://liffsdk.line-scdn.net",
      "frame-ancestors": "'self'",
      "object-src": "'none'",
    });
    expect(HTML_CSP).not.toContain("unsafe-eval");
    expect(directives["script-src"]).not.toContain("unsafe-inline");
  });

  it("API answers, errors included, and static files load nothing", async () => {
    for (const path of ["/api/health", "/api/nope", "/assets/app-1.js"]) {
      expect(csp(await app.request(path)), path).toBe(API_CSP);
    }
  });

  it("hosted images and renditions are sandboxed", async () => {
    const upload = await app.request("/api/imagemaps", {
      method: "POST",
      body: fileForm(await makePng(300, 200)),
    });
    const { baseUrl } = (await upload.json()) as { baseUrl: string };
    const sha = baseUrl.split("/").at(-1);
    for (const path of [`/i/${sha}.png`, `/imagemaps/${sha}/240`, "/i/missing.png"]) {
      expect(csp(await app.request(path)), path).toBe(IMAGE_CSP);
    }
    expect(IMAGE_CSP).toBe("default-src 'none'; sandbox");
  });

  it("hosted image answers (200, HEAD, 304) carry every security header beside their cache headers", async () => {
    const upload = await app.request("/api/images", {
      method: "POST",
      body: fileForm(await makePng(64, 48)),
    });
    const path = new URL(((await upload.json()) as { link: string }).link).pathname;
    const etag = `"${path.slice(3, -4)}"`;
    const answers = [
      await app.request(path),
      await app.request(path, { method: "HEAD" }),
      await app.request(path, { headers: { "if-none-match": etag } }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 304]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers.get(name), name).toBe(value);
      expect(csp(res)).toBe(IMAGE_CSP);
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    expect(answers[0]?.headers.get("content-type")).toBe("image/png");
    expect(Number(answers[1]?.headers.get("content-length"))).toBe(
      (await answers[0]?.arrayBuffer())?.byteLength,
    );
  });
});
