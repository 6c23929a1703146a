import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { CONFIG_PLACEHOLDER } from "../../server/http/spa.ts";
import { buildRuntime } from "../../server/runtime.ts";

describe("SPA fallback", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-spa-"));
  const webRoot = join(dataDir, "web");
  let runtime: Awaited<ReturnType<typeof buildRuntime>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    mkdirSync(join(webRoot, "assets"), { recursive: true });
    writeFileSync(join(webRoot, "index.html"), `<html><head>${CONFIG_PLACEHOLDER}</head></html>`);
    writeFileSync(join(webRoot, "assets", "app-1234.js"), "console.log(1)");
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
});
