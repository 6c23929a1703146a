import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { HTML_CSP } from "../../server/http/csp.ts";
import { precompressDir } from "../../server/http/precompress.ts";
import { readShells, SHELLS_FILE, type Shells, type ShellsByMode } from "../../server/http/shell.ts";
import { CONFIG_PLACEHOLDER } from "../../server/http/spa.ts";
import { buildRuntime } from "../../server/runtime.ts";

const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 17}`))};`;
const PNG_BYTES = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(2048, 7)]);
const get = (
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  acceptEncoding?: string,
) =>
  app.request(path, acceptEncoding === undefined ? {} : { headers: { "accept-encoding": acceptEncoding } });

const MANIFEST = {
  "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_panel-1.js": { file: "assets/panel-1.js", imports: ["_react-1.js"] },
  "liff/sandbox.ts": { file: "assets/sandbox-1.js", imports: ["index.html"] },
  "liff/real.ts": { file: "assets/real-1.js" },
  "tools/flex-formatter/page.tsx": {
    file: "assets/page-1.js",
    imports: ["_panel-1.js", "_react-1.js", "index.html"],
  },
};
const CSS = "body{margin:0}.p-4{padding:1rem}";
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Default</title>
<meta name="description" content="Default description." />${CONFIG_PLACEHOLDER}
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>
<body><div id="boot-loader" role="status">Loading…</div><div id="root"></div></body></html>`;
const SHELLS: Shells = {
  "/upload-image": {
    lang: "th",
    title: "อัปโหลดรูปภาพ | LINE DEV Tools",
    description: "Upload a PNG & get a <link>.",
    html: "<header>LINE DEV Tools</header><main><h1>อัปโหลดรูปภาพ</h1></main>",
  },
  // The not-found page (web/prerender.tsx NOT_FOUND_PATH): every path no route has, in Thai only here.
  "/404": {
    lang: "th",
    title: "ไม่พบหน้านี้ | LINE DEV Tools",
    description: "Upload a PNG & get a <link>.",
    html: "<main><h1>404</h1></main>",
  },
};
const EN_SHELLS: Shells = {
  "/upload-image": {
    lang: "en",
    title: "Upload Image | LINE DEV Tools",
    description: "Upload a PNG & get a <link>.",
    html: "<header>LINE DEV Tools</header><main><h1>Upload Image</h1></main>",
  },
};
/** The app under test runs in sandbox mode (no LIFF ID): the LIFF set must not be served. */
const SHELLS_BY_MODE: ShellsByMode = {
  sandbox: { th: SHELLS, en: EN_SHELLS },
  real: {
    th: {
      "/upload-image": {
        ...(SHELLS["/upload-image"] as Shells[string]),
        html: "<main><h1>LIFF mode</h1></main>",
      },
    },
  },
};
const THAI = { "accept-language": "th-TH,th;q=0.9,en;q=0.8" };
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("SPA fallback", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-spa-"));
  const webRoot = join(dataDir, "web");
  let runtime: Awaited<ReturnType<typeof buildRuntime>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    mkdirSync(join(webRoot, "assets"), { recursive: true });
    writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
    writeFileSync(join(webRoot, "assets", "index-1.css"), CSS);
    mkdirSync(join(webRoot, ".vite"));
    writeFileSync(join(webRoot, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    writeFileSync(join(webRoot, SHELLS_FILE), JSON.stringify(SHELLS_BY_MODE));
    writeFileSync(join(webRoot, "assets", "app-1234.js"), "console.log(1)");
    writeFileSync(join(webRoot, "assets", "big-1234.js"), BIG_JS);
    writeFileSync(join(webRoot, "og.png"), PNG_BYTES);
    await precompressDir(webRoot);
    runtime = await buildRuntime(parseConfig({ DATA_DIR: join(dataDir, "data") }, {}), { webRoot });
    app = createApp(runtime.deps);
  });
  afterAll(async () => {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves index.html with the runtime config for a deep link", async () => {
    const res = await app.request("/qr-generator?liff.state=%2Faudience");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<script id="app-config" type="application/json">');
  });

  it("serves hashed assets immutably and refuses a missing one", async () => {
    const res = await app.request("/assets/app-1234.js");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect((await app.request("/assets/missing.js")).status).toBe(404);
  });

  it("reads a hashed asset once and keeps it; a missing one is not kept", async () => {
    const kept = join(webRoot, "assets", "kept-1234.js");
    writeFileSync(kept, "export const kept = 1;");
    expect(await (await app.request("/assets/kept-1234.js")).text()).toBe("export const kept = 1;");
    rmSync(kept);
    expect(await (await app.request("/assets/kept-1234.js")).text()).toBe("export const kept = 1;");
    const late = join(webRoot, "assets", "late-1234.js");
    expect((await app.request("/assets/late-1234.js")).status).toBe(404);
    writeFileSync(late, "export const late = 1;");
    expect(await (await app.request("/assets/late-1234.js")).text()).toBe("export const late = 1;");
  });

  it("answers /robots.txt with the robots file, not the SPA's HTML", async () => {
    copyFileSync(
      join(import.meta.dirname, "..", "..", "web", "public", "robots.txt"),
      join(webRoot, "robots.txt"),
    );
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toMatch(/^User-agent: \*\nAllow: \/\n$/);
  });

  it("answers a malformed percent escape with the SPA (its 404 screen), not a 500", async () => {
    for (const path of ["/%E0%A4%A", "/%", "/assets/%zz.js"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
  });

  it("serves a text asset's precompressed twin: brotli first, then gzip, else the file, always with Vary", async () => {
    const br = await get(app, "/assets/big-1234.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("content-type")).toContain("text/javascript");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(BIG_JS);

    const gz = await get(app, "/assets/big-1234.js", "gzip;q=1, br;q=0");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);

    const plain = await get(app, "/assets/big-1234.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(BIG_JS);
  });

  it("leaves images as they are", async () => {
    const res = await get(app, "/og.png", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it("compresses index.html with its runtime config", async () => {
    const res = await get(app, "/flex-formatter", "br");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(
      'id="app-config"',
    );
  });

  // Checked by breaking it: with the threshold at 0 the small /api/health answer came back compressed.
  it("compresses JSON responses of 1 KB or more, not smaller ones", async () => {
    const plain = await get(app, "/api/sandbox/users");
    const json = await plain.text();
    expect(json.length).toBeGreaterThanOrEqual(1024);
    const big = await get(app, "/api/sandbox/users", "gzip, br");
    expect(big.headers.get("content-encoding")).toBe("br");
    expect(big.headers.get("vary")).toContain("Accept-Encoding");
    expect(big.headers.get("content-type")).toContain("application/json");
    expect(brotliDecompressSync(Buffer.from(await big.arrayBuffer())).toString()).toBe(json);
    const gz = await get(app, "/api/sandbox/users", "gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json);

    const small = await get(app, "/api/health", "gzip, br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toContain("Accept-Encoding");
    expect(await small.json()).toMatchObject({ status: "ok" });
  });

  it("preloads the LIFF chunk and the route's chunk after its imports, not what the entry already loads", async () => {
    const formatter = await (await get(app, "/flex-formatter")).text();
    // Imports first: the app evaluates the chunks in this order, one per step (web/app/evaluate-in-steps.ts).
    expect(preloads(formatter)).toEqual(["/assets/sandbox-1.js", "/assets/panel-1.js", "/assets/page-1.js"]);
    const home = await (await get(app, "/")).text();
    expect(preloads(home)).toEqual(["/assets/sandbox-1.js"]);
    expect(preloads(await (await get(app, "/no-such-tool")).text())).toEqual(["/assets/sandbox-1.js"]);
  });

  it("inlines the entry's stylesheet: the first paint waits for no other request", async () => {
    const html = await (await get(app, "/flex-formatter")).text();
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain("/assets/index-1.css");
  });

  it("serves a prerendered route with its screen, language, title and description, the boot screen hidden", async () => {
    for (const path of ["/upload-image", "/upload-image/"]) {
      const html = await (await app.request(path, { headers: THAI })).text();
      expect(html, path).toContain('<html lang="th" ');
      expect(html).toContain("<title>อัปโหลดรูปภาพ | LINE DEV Tools</title>");
      expect(html).toContain('<meta name="description" content="Upload a PNG &amp; get a &lt;link&gt;." />');
      expect(html).toContain(`<div id="root" data-shell>${SHELLS["/upload-image"]?.html}</div>`);
      expect(html).toContain('<div id="boot-loader" hidden role="status">');
      expect(html).toContain('id="app-config"');
      expect(html).not.toContain("LIFF mode");
    }
  });

  // Checked by breaking it: with the cookie ignored, the English page answered the Thai cookie.
  it("serves the page in the cookie's language, else Accept-Language's, and says it varies on both", async () => {
    const lang = async (headers: Record<string, string>) => {
      const res = await app.request("/upload-image", { headers });
      expect(res.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
      return /<html lang="(\w+)" /.exec(await res.text())?.[1];
    };
    expect(await lang({})).toBe("en");
    expect(await lang({ "accept-language": "ja,en;q=0.5" })).toBe("en");
    expect(await lang(THAI)).toBe("th");
    expect(await lang({ "accept-language": "ja, th;q=0.8, en;q=0.5" })).toBe("th");
    expect(await lang({ ...THAI, cookie: "a=1; lang=en" })).toBe("en");
    expect(await lang({ cookie: "lang=th" })).toBe("th");
    // A cookie naming no language of the app is no choice.
    expect(await lang({ ...THAI, cookie: "lang=fr" })).toBe("th");
    const html = await (await app.request("/upload-image", { headers: { cookie: "lang=en" } })).text();
    expect(html).toContain("<h1>Upload Image</h1>");
    expect(html).toContain('<html lang="en" data-saved-lang="en" data-sidebar-state="">');
    expect(html).toContain("<title>Upload Image | LINE DEV Tools</title>");
  });

  it("copies the cookies the app starts with onto <html>, one cached page per set of them", async () => {
    const htmlTag = async (cookie?: string) => {
      const res = await app.request("/upload-image", { headers: { ...THAI, ...(cookie ? { cookie } : {}) } });
      return /<html[^>]*>/.exec(await res.text())?.[0];
    };
    expect(await htmlTag()).toBe('<html lang="th" data-saved-lang="" data-sidebar-state="">');
    expect(await htmlTag("sidebar_state=false")).toBe(
      '<html lang="th" data-saved-lang="" data-sidebar-state="false">',
    );
    expect(await htmlTag("lang=th; sidebar_state=true")).toBe(
      '<html lang="th" data-saved-lang="th" data-sidebar-state="true">',
    );
    // A page without a prerendered screen, and a value the app would not take.
    const plain = await (
      await app.request("/somewhere/else.html.x", { headers: { cookie: "sidebar_state=<b>" } })
    ).text();
    expect(/<html[^>]*>/.exec(plain)?.[0]).toContain('data-sidebar-state=""');
    expect(await htmlTag()).toBe('<html lang="th" data-saved-lang="" data-sidebar-state="">');
  });

  // Checked by breaking it: with the fallback to "/404" removed, both paths came without a title of their own.
  it("serves the not-found page, with its title, for a path no route has; a route's own path never", async () => {
    for (const path of ["/no-such-tool", "/no/such/page"]) {
      const html = await (await app.request(path, { headers: THAI })).text();
      expect(html, path).toContain("<title>ไม่พบหน้านี้ | LINE DEV Tools</title>");
      expect(html).toContain('<div id="root" data-shell><main><h1>404</h1></main></div>');
    }
    // A route without a prerendered page of its own (a page chunk in the manifest) is not "not found".
    const formatter = await (await app.request("/flex-formatter", { headers: THAI })).text();
    expect(formatter).toContain('<div id="root"></div>');
  });

  it("reads the prerendered screens of the mode it runs in", async () => {
    expect(await readShells(webRoot, false)).toEqual(SHELLS_BY_MODE.real);
    expect(await readShells(webRoot, true)).toEqual(SHELLS_BY_MODE.sandbox);
    expect(await readShells(join(dataDir, "no-build"), true)).toEqual({});
  });

  it("serves other paths without a prerendered screen, the boot screen showing", async () => {
    for (const path of ["/flex-formatter", "/no-such-tool"]) {
      const html = await (await get(app, path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html).toContain('<div id="boot-loader" role="status">');
      expect(html).toContain('<html lang="en" ');
      expect(html).not.toContain("<script>");
    }
  });

  it("lists a prerendered route's module scripts for its loader instead of asking for them in <head>", async () => {
    const html = await (await app.request("/upload-image", { headers: THAI })).text();
    expect(html).not.toContain('<script type="module"');
    expect(preloads(html)).toEqual([]);
    const list = /<script id="app-scripts" type="application\/json">([^<]*)<\/script><script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(list ?? "null")).toEqual({
      entry: "/assets/index-1.js",
      preload: ["/assets/sandbox-1.js"],
    });
    // Other pages keep them in <head>: no prerendered paint to wait for.
    const other = await (await get(app, "/no-such-tool")).text();
    expect(other).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(other).not.toContain('id="app-scripts"');
  });

  // Checked by breaking it: with the CSP's hash taken of a different text, this failed.
  it("allows every inline script of a prerendered page by its hash in the CSP", async () => {
    const res = await app.request("/upload-image", { headers: THAI });
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] as string);
    expect(inline).toHaveLength(2);
    const scriptSrc = HTML_CSP.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
    expect(res.headers.get("content-security-policy")).toBe(HTML_CSP);
    for (const script of inline) {
      const hash = createHash("sha256").update(script).digest("base64");
      expect(scriptSrc.split(" ")).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSrc).not.toContain("unsafe-inline");
  });
});
