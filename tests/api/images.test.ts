import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UPLOAD_RATE_LIMIT } from "../../server/routes/images/upload.ts";
import { createTestApp, type TestApp, testSetup } from "./helpers.ts";
import { fileForm, makeJpeg, makePng, pngOfExactSize, storedState } from "./images-helpers.ts";

const MB = 1024 * 1024;
/** Upload Image's refusals: English `error` and the code its screen shows in Thai (the spec's words). */
const REFUSED = {
  noFile: { error: "Please choose a file to upload", code: "upload.no-file" },
  tooLarge: { error: "The file must be 1 MB or smaller", code: "upload.too-large" },
  wrongType: { error: "Only PNG and JPEG files are supported", code: "upload.unsupported-type" },
};

let t: TestApp;
let now = Date.parse("2025-01-15T03:00:00Z");

beforeAll(async () => {
  // Behind one trusted proxy hop: X-Forwarded-* headers count. Limits raised: only the rate-limit test,
  // on an app of its own, meets them (counters keep real time, whatever the fake clock says).
  t = await createTestApp({ clock: () => now, env: { TRUST_PROXY: "1" }, rateLimitMultiplier: 100 });
});
afterAll(() => t.close());
// A new rate-limit window for every test, so only the rate-limit test ever meets the limit.
beforeEach(() => {
  now += UPLOAD_RATE_LIMIT.windowMs + 1;
});

function upload(body: BodyInit | null, headers: Record<string, string> = {}, path = "/api/images") {
  return t.app.request(path, { method: "POST", body, headers });
}

async function uploadOk(bytes: Uint8Array, name = "image.png", type = "image/png") {
  const res = await upload(fileForm(bytes, name, type));
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as { link: string; sha256: string; width: number; height: number };
}

function pathOf(link: string): string {
  return new URL(link).pathname;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function expectRefused(
  res: Response,
  status: number,
  body: { error: string; code: string },
  before?: Awaited<ReturnType<typeof storedState>>,
) {
  const expected = before ?? (await storedState(t));
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual(body);
  expect(await storedState(t)).toEqual(expected);
}

describe("POST /api/images", () => {
  it("stores a PNG and serves identical bytes with type, nosniff, immutable cache and ETag", async () => {
    const png = await makePng(320, 200, 1);
    const res = await upload(fileForm(png, "photo.png"));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { link: string; width: number; height: number; mimeType: string };
    expect(body.link).toBe(`http://localhost/i/${sha256(png)}.png`);
    expect(body).toMatchObject({ width: 320, height: 200, mimeType: "image/png" });

    const served = await t.app.request(pathOf(body.link));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("etag")).toBe(`"${sha256(png)}"`);
    expect(served.headers.get("content-length")).toBe(String(png.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("stores a JPEG under a .jpg link served as image/jpeg", async () => {
    const jpeg = await makeJpeg(640, 480, 2);
    const { link } = await uploadOk(jpeg, "photo.jpeg", "image/jpeg");
    expect(link).toMatch(/\/i\/[0-9a-f]{64}\.jpg$/);
    const served = await t.app.request(pathOf(link));
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    // Other tools read stored images straight from the storage module.
    expect((await t.runtime.deps.images.read(sha256(jpeg)))?.equals(jpeg)).toBe(true);
    expect(await t.runtime.deps.images.read("0".repeat(64))).toBeNull();
  });

  it("answers 304 to a matching If-None-Match and HEAD with headers only", async () => {
    const png = await makePng(50, 50, 3);
    const { link } = await uploadOk(png);
    const etag = `"${sha256(png)}"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await t.app.request(pathOf(link), { headers: { "If-None-Match": ifNoneMatch } });
      expect(res.status).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(await res.text()).toBe("");
    }
    const stale = await t.app.request(pathOf(link), { headers: { "If-None-Match": '"other"' } });
    expect(stale.status).toBe(200);

    const head = await t.app.request(pathOf(link), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(head.headers.get("content-length")).toBe(String(png.length));
    expect(head.headers.get("etag")).toBe(etag);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("same bytes twice: same link, one row, one file", async () => {
    const png = await makePng(40, 30, 4);
    const before = await storedState(t);
    const first = await upload(fileForm(png, "a.png"));
    const second = await upload(fileForm(png, "b.png"));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { link: string }[];
    expect(b?.link).toBe(a?.link);
    const after = await storedState(t);
    expect(after.rows).toBe(before.rows + 1);
    expect(after.objects).toEqual([...before.objects, sha256(png)].sort());
  });

  it("accepts a valid PNG of exactly 1 MB (1,048,576 bytes)", async () => {
    const png = await pngOfExactSize(MB, 5);
    const { link } = await uploadOk(png);
    const served = await t.app.request(pathOf(link));
    expect(Number(served.headers.get("content-length"))).toBe(MB);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("refuses 1 MB + 1 byte with 413 and stores nothing", async () => {
    const png = await pngOfExactSize(MB + 1, 6);
    await expectRefused(await upload(fileForm(png)), 413, REFUSED.tooLarge);
  });

  it("refuses an oversized body from its Content-Length before reading it", async () => {
    const res = await upload(fileForm(await makePng(10, 10, 7)), {
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(2 * MB),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(REFUSED.tooLarge);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const before = await storedState(t);
    const res = await t.app.request("/api/images", {
      method: "POST",
      body: endless,
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    await expectRefused(res, 413, REFUSED.tooLarge, before);
    expect(sent).toBeLessThan(2 * MB);
  });

  it("refuses a GIF, a WebP and a text file named .png with 415 and stores nothing", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    const webp = await makePng(8, 8, 8).then((png) => sharp(png).webp().toBuffer());
    const cases: [Uint8Array | string, string, string][] = [
      [gif, "anim.gif", "image/gif"],
      [webp, "pic.png", "image/png"],
      ["not really an image\n", "notes.png", "image/png"],
    ];
    for (const [bytes, name, type] of cases) {
      await expectRefused(await upload(fileForm(bytes, name, type)), 415, REFUSED.wrongType);
    }
  });

  it("refuses a truncated PNG (right magic bytes, undecodable) with 422 and stores nothing", async () => {
    const png = await makePng(200, 200, 9);
    const before = await storedState(t);
    const res = await upload(fileForm(png.subarray(0, png.length / 2)));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "The image file could not be read; it may be damaged",
      code: "upload.undecodable",
    });
    expect(await storedState(t)).toEqual(before);
  });

  it("refuses an empty file, a missing field, a text field and a non-multipart body with 400", async () => {
    const noField = new FormData();
    noField.append("other", new Blob([new Uint8Array(await makePng(10, 10, 10))]), "x.png");
    const textField = new FormData();
    textField.append("file", "just text");
    const requests: [BodyInit | null, Record<string, string>][] = [
      [fileForm(new Uint8Array(0)), {}],
      [noField, {}],
      [textField, {}],
      [new FormData(), {}],
      [null, { "Content-Type": "multipart/form-data; boundary=x" }],
      ["garbage", { "Content-Type": "multipart/form-data; boundary=x" }],
      [new Uint8Array(await makePng(10, 10, 11)), { "Content-Type": "image/png" }],
    ];
    for (const [body, headers] of requests) {
      await expectRefused(await upload(body, headers), 400, REFUSED.noFile);
    }
  });

  it("answers 429 once a client passes the rate limit, counted per client", async () => {
    const limitedApp = await createTestApp({ env: { TRUST_PROXY: "1" } });
    const send = (body: FormData, headers: Record<string, string>) =>
      limitedApp.app.request("/api/images", { method: "POST", body, headers });
    try {
      const client = { "X-Forwarded-For": "203.0.113.77" };
      for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) {
        expect((await send(new FormData(), client)).status).toBe(400);
      }
      const limited = await send(fileForm(await makePng(10, 10, 12)), client);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await send(new FormData(), { "X-Forwarded-For": "203.0.113.78" })).status).toBe(400);
    } finally {
      await limitedApp.close();
    }
  });

  it("builds links from X-Forwarded-Proto / X-Forwarded-Host behind a proxy", async () => {
    const png = await makePng(12, 12, 13);
    const res = await upload(fileForm(png), {
      "X-Forwarded-Proto": "https, http",
      "X-Forwarded-Host": "tools.example.com",
    });
    expect(((await res.json()) as { link: string }).link).toBe(
      `https://tools.example.com/i/${sha256(png)}.png`,
    );
  });
});

describe("GET /i/:file", () => {
  it("is 404 JSON for unknown, malformed and wrong-extension names", async () => {
    const { sha256: hash } = await uploadOk(await makePng(16, 16, 14));
    for (const path of [
      `/i/${"0".repeat(64)}.png`,
      `/i/${hash}.jpg`,
      `/i/${hash}`,
      `/i/${hash.toUpperCase()}.png`,
      "/i/../app.db",
      "/i/",
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
    }
  });
});

describe("PUBLIC_BASE_URL", () => {
  it("wins over the request origin and forwarded headers", async () => {
    const other = await createTestApp({ env: { PUBLIC_BASE_URL: "https://img.example.com/" } });
    try {
      const png = await makePng(10, 10, 15);
      const res = await other.app.request("/api/images", {
        method: "POST",
        body: fileForm(png),
        headers: { "X-Forwarded-Host": "evil.example" },
      });
      const { link } = (await res.json()) as { link: string };
      expect(link).toBe(`https://img.example.com/i/${sha256(png)}.png`);
      expect((await other.app.request(pathOf(link))).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("imagemap hosting", () => {
  const WIDTHS = [1040, 700, 460, 300, 240];

  async function hostImagemap(bytes: Uint8Array, type = "image/png") {
    const res = await upload(fileForm(bytes, "map", type), {}, "/api/imagemaps");
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as {
      baseUrl: string;
      width: number;
      height: number;
      baseSize: { width: number; height: number };
    };
  }

  it("serves every LINE width with the original's format and a proportional height", async () => {
    const body = await hostImagemap(await makePng(800, 533, 16));
    expect(body.baseUrl).toMatch(/^http:\/\/localhost\/imagemaps\/[0-9a-f]{64}$/);
    expect(body).toMatchObject({ width: 800, height: 533, baseSize: { width: 1040, height: 693 } });
    for (const width of WIDTHS) {
      const res = await t.app.request(`${pathOf(body.baseUrl)}/${width}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: "png",
        width,
        height: Math.round((533 * width) / 800),
      });
    }
  });

  it("keeps JPEG as JPEG, caches renditions in the object store and revalidates by ETag", async () => {
    const { baseUrl } = await hostImagemap(await makeJpeg(1040, 600, 17), "image/jpeg");
    const hash = baseUrl.split("/").at(-1) ?? "";
    const res = await t.app.request(`${pathOf(baseUrl)}/460`);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("jpeg");
    expect(await t.runtime.deps.objectStore.has(`renditions/${hash}-460`)).toBe(true);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toBe(`"${hash}-460"`);
    const again = await t.app.request(`${pathOf(baseUrl)}/460`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    const head = await t.app.request(`${pathOf(baseUrl)}/240`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("renders upright pixels for a rotated (EXIF orientation 6) JPEG", async () => {
    const rotated = await makeJpeg(300, 200, 18).then((jpeg) =>
      sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    );
    const body = await hostImagemap(rotated, "image/jpeg");
    expect(body).toMatchObject({ width: 200, height: 300, baseSize: { width: 1040, height: 1560 } });
    const res = await t.app.request(`${pathOf(body.baseUrl)}/240`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: 240,
      height: 360,
      orientation: undefined,
    });
  });

  it("answers 404 for other widths, unknown images and the bare base URL", async () => {
    const { baseUrl } = await hostImagemap(await makePng(300, 300, 19));
    const base = pathOf(baseUrl);
    for (const path of [
      `${base}/1000`,
      `${base}/01040`,
      `${base}/1040.0`,
      `${base}/1040/extra`,
      base,
      `/imagemaps/${"a".repeat(64)}/1040`,
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it("applies the imagemap rule to an image already stored through /api/images", async () => {
    const tall = await makePng(20, 400, 22);
    await uploadOk(tall);
    const res = await upload(fileForm(tall), {}, "/api/imagemaps");
    expect(res.status).toBe(422);
  });

  // A lost file is a local-folder failure (a restored backup, a manual clean-up); a bucket has no such step.
  it.skipIf(testSetup === "shared")("writes the file again when a stored image's file was lost", async () => {
    const png = await makePng(30, 30, 23);
    const { link, sha256: hash } = await uploadOk(png);
    rmSync(join(t.dataDir, "images", hash));
    expect((await t.app.request(pathOf(link))).status).toBe(404);
    await uploadOk(png);
    expect((await t.app.request(pathOf(link))).status).toBe(200);
  });

  it("refuses wrong types and absurdly tall images in English and stores nothing", async () => {
    await expectRefused(await upload(fileForm("text", "map.png"), {}, "/api/imagemaps"), 415, {
      error: "Please upload a valid image file (PNG or JPEG)",
      code: "imagemap.unsupported-type",
    });
    await expectRefused(await upload(fileForm(await makePng(20, 400, 20)), {}, "/api/imagemaps"), 422, {
      error: "The image is too tall for an imagemap: its height may be at most 14 times its width",
      code: "imagemap.too-tall",
    });
    await expectRefused(await upload(fileForm(await pngOfExactSize(MB + 1, 21)), {}, "/api/imagemaps"), 413, {
      error: "File size must not exceed 1 MB",
      code: "imagemap.too-large",
    });
  });
});
