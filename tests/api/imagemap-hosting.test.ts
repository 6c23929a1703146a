/**
 * The imagemap builder's contract with the image host: what "Host this image" uploads gives a
 * Base URL whose five renditions have exactly the size the builder's JSON announces, so the
 * JSON validates and LINE's downloads match its baseSize. (The host's own behaviour — types,
 * limits, caching — is tested in images.test.ts.)
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setImage } from "../../shared/editor/index.ts";
import {
  IMAGEMAP_RENDITION_WIDTHS,
  imagemapRenditionSize,
  scaleToImagemap,
} from "../../shared/imagemap/index.ts";
import {
  createImagemapEditor,
  imagemapOutput,
  imagemapStateOf,
  quickAdd,
} from "../../web/tools/imagemap-builder/model.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy the app trusts (TRUST_PROXY), so X-Forwarded-Proto makes the links https.
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(() => t.close());

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .png()
    .toBuffer();
}

/** Uploads like the builder does (multipart field `file`), behind an HTTPS proxy. */
async function host(bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "map.png");
  const res = await t.app.request("/api/imagemaps", {
    method: "POST",
    body: form,
    headers: { "x-forwarded-proto": "https" },
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as { baseUrl: string; width: number; height: number };
}

describe("hosting an imagemap image for the builder", () => {
  for (const [width, height] of [
    [1600, 800],
    [1000, 1999],
    [700, 467],
  ] as const) {
    it(`${width} × ${height}: the JSON's baseSize is the 1040 rendition's size and every width is served`, async () => {
      const hosted = await host(await png(width, height));
      expect(hosted.baseUrl).toMatch(/^https:\/\/localhost\/imagemaps\/[0-9a-f]{64}$/);
      expect({ width: hosted.width, height: hosted.height }).toEqual({ width, height });

      const editor = quickAdd(
        setImage(createImagemapEditor(), scaleToImagemap(width, height)),
        0.5,
        "https://x.example",
      );
      const output = imagemapOutput(
        imagemapStateOf(editor, { baseUrl: hosted.baseUrl, altText: "Hosted", original: hosted }),
      );
      expect(output.problems).toEqual([]);
      const base = output.json?.baseSize;

      for (const rendition of IMAGEMAP_RENDITION_WIDTHS) {
        const res = await t.app.request(`${new URL(hosted.baseUrl).pathname}/${rendition}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        const size = { width: meta.width, height: meta.height };
        expect(size).toEqual(imagemapRenditionSize(rendition, { width, height }));
        if (rendition === 1040) expect(size).toEqual(base);
      }
    });
  }
});
