import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../../server/config.ts";
import {
  OBJECT_STORE_UNAVAILABLE,
  type ObjectStore,
  ObjectStoreUnavailableError,
  openObjectStore,
} from "../../server/object-store/index.ts";
import { createTestApp } from "./helpers.ts";
import { fileForm, makePng } from "./images-helpers.ts";
import { freePort, type S3TestServer, startS3Server } from "./infra-services.ts";

// The object store behind the image host, against a real S3-protocol server (s3rver) on loopback
// and against the local folder: one contract, both implementations.

let s3: S3TestServer;
const localDir = mkdtempSync(join(tmpdir(), "ldt-store-"));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  rmSync(localDir, { recursive: true, force: true });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const stores: [string, () => Promise<ObjectStore>][] = [
  ["local folder", () => openObjectStore(parseConfig({ DATA_DIR: localDir }, {}))],
  ["s3 (s3rver)", () => openObjectStore(parseConfig({ DATA_DIR: localDir, ...s3.env }, {}))],
];

describe.each(stores)("ObjectStore: %s", (kind, open) => {
  it("puts, gets, streams and reports keys; missing keys are null/false", async () => {
    const store = await open();
    try {
      await store.ping();
      const bytes = await makePng(20, 20, kind.length);
      expect(await store.has("a".repeat(64))).toBe(false);
      expect(await store.get("a".repeat(64))).toBeNull();
      expect(await store.stream("a".repeat(64))).toBeNull();
      await store.put("b".repeat(64), bytes, "image/png");
      await store.put(`renditions/${"b".repeat(64)}-240`, bytes.subarray(0, 10), "image/png");
      expect(await store.has("b".repeat(64))).toBe(true);
      expect((await store.get("b".repeat(64)))?.equals(bytes)).toBe(true);
      const stream = await store.stream("b".repeat(64));
      expect(stream && (await readAll(stream)).equals(bytes)).toBe(true);
      expect((await store.get(`renditions/${"b".repeat(64)}-240`))?.equals(bytes.subarray(0, 10))).toBe(true);
      // Content-addressed: writing the same key again is harmless.
      await store.put("b".repeat(64), bytes, "image/png");
      expect((await store.get("b".repeat(64)))?.length).toBe(bytes.length);
    } finally {
      store.close();
    }
  });
});

describe("S3 store unreachable", () => {
  it("ping and every operation throw ObjectStoreUnavailableError, with one log line each", async () => {
    const port = await freePort();
    const env = { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` };
    const store = await openObjectStore(parseConfig({ DATA_DIR: localDir, ...env }, {}));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(store.ping()).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
      await expect(store.put("c".repeat(64), Buffer.from("x"), "image/png")).rejects.toMatchObject({
        code: "storage.unreachable",
        message: OBJECT_STORE_UNAVAILABLE,
      });
      await expect(store.has("c".repeat(64))).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
      expect(log).toHaveBeenCalledTimes(3);
      expect(String(log.mock.calls[0]?.[0])).not.toContain("S3RVER");
    } finally {
      log.mockRestore();
      store.close();
    }
  });
});

describe("image host on S3", () => {
  it("stores uploads and renditions in the bucket (nothing in DATA_DIR) and serves them byte-identical", async () => {
    const t = await createTestApp({ s3 });
    try {
      const png = await makePng(80, 40, 7);
      const res = await t.app.request("/api/images", { method: "POST", body: fileForm(png) });
      expect(res.status).toBe(201);
      const { link, sha256 } = (await res.json()) as { link: string; sha256: string };
      const served = await t.app.request(new URL(link).pathname);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      const head = await t.app.request(new URL(link).pathname, { method: "HEAD" });
      expect(head.headers.get("content-length")).toBe(String(png.length));

      const map = await t.app.request("/api/imagemaps", { method: "POST", body: fileForm(png) });
      const { baseUrl } = (await map.json()) as { baseUrl: string };
      const rendition = await t.app.request(`${new URL(baseUrl).pathname}/240`);
      expect(rendition.status).toBe(200);
      const meta = await sharp(Buffer.from(await rendition.arrayBuffer())).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 240, height: 120 });

      // Another instance with its own process state reads the same objects from the bucket.
      const other = await openObjectStore(parseConfig({ DATA_DIR: localDir, ...s3.env }, {}));
      expect((await other.get(sha256))?.equals(png)).toBe(true);
      expect(await other.has(`renditions/${sha256}-240`)).toBe(true);
      other.close();
      const imagesDir = join(t.dataDir, "images");
      expect(existsSync(imagesDir) ? readdirSync(imagesDir) : []).toEqual([]);
    } finally {
      await t.close();
    }
  });

  // Checked by breaking it: with storage.ts writing the row before the object, this test fails.
  it("answers 503 with a clear message and stores no metadata row when S3 is down", async () => {
    const own = await startS3Server();
    const t = await createTestApp({ s3: own });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await own.stop();
      for (const path of ["/api/images", "/api/imagemaps"]) {
        const res = await t.app.request(path, { method: "POST", body: fileForm(await makePng(30, 30, 9)) });
        expect(res.status, path).toBe(503);
        expect(res.headers.get("retry-after"), path).toBe("5");
        expect(await res.json()).toMatchObject({
          error: OBJECT_STORE_UNAVAILABLE,
          code: "storage.unreachable",
        });
      }
      expect(await t.store.count("images")).toBe(0);
    } finally {
      log.mockRestore();
      await t.close();
    }
  });
});
