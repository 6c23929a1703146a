import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageDecodeQueue } from "../../server/images/decode-queue.ts";
import { IMAGEMAP_UPLOAD_MESSAGES, UPLOAD_IMAGE_MESSAGES } from "../../server/routes/images/messages.ts";
import { apiErrorFields } from "../../shared/api/errors.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { fileForm, makeJpeg, makePng, storedState } from "./images-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (bytes: Uint8Array, path = "/api/images") =>
  t.app.request(path, { method: "POST", body: fileForm(bytes) });

/** A real small PNG whose IHDR claims another size: refused from the header, never decoded. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await makePng(8, 8, 3);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe("pixel cap from the header", () => {
  it("a PNG declaring 7000 × 7000 is refused without decoding, in each screen's words", async () => {
    const before = storedState(t);
    const res = await upload(await pngDeclaring(7000, 7000));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(apiErrorFields(UPLOAD_IMAGE_MESSAGES.tooManyPixels));
    const map = await upload(await pngDeclaring(4097, 100), "/api/imagemaps");
    expect(map.status).toBe(422);
    expect(await map.json()).toEqual(apiErrorFields(IMAGEMAP_UPLOAD_MESSAGES.tooManyPixels));
    expect(storedState(t)).toEqual(before);
  });

  it("4096 × 4096, the cap itself, is stored", async () => {
    const flat = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: "#06c755" } })
      .png()
      .toBuffer();
    const res = await upload(flat);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ width: 4096, height: 4096 });
  });
});

describe("polyglots", () => {
  it.each([
    ["png", makePng],
    ["jpg", makeJpeg],
  ] as const)("bytes after the %s's end are stripped before hashing and storing", async (extension, make) => {
    const clean = await make(32, 32, 7);
    const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    const res = await upload(Buffer.concat([clean, html]));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { link: string; sha256: string; byteSize: number };
    expect(body.sha256).toBe(createHash("sha256").update(clean).digest("hex"));
    expect(body.byteSize).toBe(clean.length);
    const served = await t.app.request(new URL(body.link).pathname);
    expect(new URL(body.link).pathname.endsWith(`.${extension}`)).toBe(true);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(clean);
  });
});

describe("a full decode queue", () => {
  it("answers 503 with Retry-After and the screen's words, and stores nothing", async () => {
    const release: (() => void)[] = [];
    const blockers: Promise<unknown>[] = [];
    // Fill every running and waiting slot with tasks that hold until released.
    let full = false;
    while (!full) {
      const blocker = imageDecodeQueue.run(() => new Promise<void>((resolve) => release.push(resolve)));
      blockers.push(
        blocker.catch(() => {
          full = true;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const before = storedState(t);
    try {
      const res = await upload(await makePng(16, 16, 9));
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual(apiErrorFields(UPLOAD_IMAGE_MESSAGES.busy));
      expect(storedState(t)).toEqual(before);
    } finally {
      while (release.length > 0 || imageDecodeQueue.active + imageDecodeQueue.waiting > 0) {
        release.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await Promise.all(blockers);
    }
    expect((await upload(await makePng(16, 16, 9))).status).toBe(201);
  });
});
