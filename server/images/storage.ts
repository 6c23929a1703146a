import { createHash } from "node:crypto";
import sharp from "sharp";
import { ByteLru } from "../cache/byte-lru.ts";
import type { ImageMetadataRepository, ImageRecord } from "../db/database.ts";
import type { ObjectStore } from "../object-store/index.ts";
import { imageDecodeQueue } from "./decode-queue.ts";
import { isSha256, renditionHeight } from "./hosting.ts";
import {
  type CheckedImage,
  checkImage,
  type HostedImageType,
  MAX_IMAGE_PIXELS,
  mimeTypeOf,
} from "./validate.ts";

export interface StoredImage {
  sha256: string;
  type: HostedImageType;
  mimeType: "image/png" | "image/jpeg";
  /** File extension used in links: png or jpg. */
  extension: "png" | "jpg";
  byteSize: number;
  /** Upright size (EXIF orientation applied). */
  width: number;
  height: number;
  createdAt: Date;
}

interface Rendition {
  bytes: Buffer;
  mimeType: StoredImage["mimeType"];
  width: number;
  height: number;
}

export interface SaveOptions {
  accept?(image: CheckedImage): void;
}

export interface ImageStorage {
  /**
   * Validates and stores the bytes once; the same bytes always give the same record. `accept` may
   * add a caller's own rule: it runs after the checks and before anything is written, and throws to refuse.
   */
  save(bytes: Uint8Array, opts?: SaveOptions): Promise<{ image: StoredImage; created: boolean }>;
  get(sha256: string): Promise<StoredImage | null>;
  read(sha256: string): Promise<Buffer | null>;
  /**
   * The image resized to `width` (proportional height, same format, upscaled when the original is
   * narrower: LINE fetches every imagemap width), cached on disk. Null for unknown images and for
   * sizes outside the rendition limits.
   */
  rendition(sha256: string, width: number): Promise<Rendition | null>;
}

/** Metadata of this many images is kept in memory (about 200 bytes each). */
const KNOWN_IMAGES_CACHED = 10_000;
/**
 * Bytes of the most recently served images and renditions kept in memory: a hosted image is fetched by
 * every chat member who sees it, and reading it from the store (a file, or S3 over the network) cost more
 * than the rest of the request. Objects bigger than `HOT_OBJECT_MAX_BYTES` are always read from the store.
 */
const HOT_BYTES = 32 * 1024 * 1024;
const HOT_OBJECT_MAX_BYTES = 4 * 1024 * 1024;

/** Renditions serve LINE's fixed widths; these caps only keep a caller from asking for a giant image. */

const MAX_RENDITION_WIDTH = 2500;
const MAX_RENDITION_PIXELS = 16_000_000;

function toStoredImage(row: ImageRecord): StoredImage {
  const type: HostedImageType = row.mimeType === "image/png" ? "png" : "jpeg";
  return {
    sha256: row.sha256,
    type,
    mimeType: mimeTypeOf(type),
    extension: type === "png" ? "png" : "jpg",
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
  };
}

async function resize(original: Buffer, image: StoredImage, width: number): Promise<Buffer> {
  const height = renditionHeight(image, width);
  // rotate() applies the EXIF orientation, so the pixels are upright like the stored width and height.
  const pipeline = sharp(original, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width, height, fit: "fill" });
  return image.type === "png" ? pipeline.png().toBuffer() : pipeline.jpeg({ quality: 90 }).toBuffer();
}

/**
 * Content-addressed image host: bytes in the object store under `<sha256>`, renditions under
 * `renditions/<sha256>-<width>`, one metadata row per image in `images`.
 */
export function createImageStorage(opts: {
  store: ObjectStore;
  metadata: ImageMetadataRepository;
  clock: () => number;
}): ImageStorage {
  const { store } = opts;
  const renditionKey = (sha256: string, width: number) => `renditions/${sha256}-${width}`;
  const pending = new Map<string, Promise<Rendition | null>>();

  // Every key is content-addressed (an image's sha256, or a rendition of it): what it holds never changes.
  const hot = new ByteLru<string, Buffer>(HOT_BYTES, HOT_OBJECT_MAX_BYTES);
  const keep = (key: string, bytes: Buffer) => {
    // A slice of a larger buffer would keep all of it alive: keep an exact copy instead.
    const exact = bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength;
    hot.set(key, exact ? bytes : Buffer.from(bytes), bytes.byteLength);
  };
  const readObject = async (key: string): Promise<Buffer | null> => {
    const hit = hot.get(key);
    if (hit) return hit;
    const bytes = await store.get(key);
    if (bytes) keep(key, bytes);
    return bytes;
  };

  // Content-addressed metadata never changes once stored, so a hit can be kept (on any instance).
  const known = new Map<string, StoredImage>();
  const get = async (sha256: string): Promise<StoredImage | null> => {
    if (!isSha256(sha256)) return null;
    const hit = known.get(sha256);
    if (hit) return hit;
    const row = await opts.metadata.get(sha256);
    if (!row) return null;
    const image = toStoredImage(row);
    if (known.size >= KNOWN_IMAGES_CACHED) known.delete(known.keys().next().value ?? "");
    known.set(sha256, image);
    return image;
  };

  const read = async (sha256: string): Promise<Buffer | null> => {
    if (!(await get(sha256))) return null;
    return readObject(sha256);
  };

  async function makeRendition(image: StoredImage, width: number): Promise<Rendition | null> {
    const key = renditionKey(image.sha256, width);
    const done = (bytes: Buffer) => ({
      bytes,
      mimeType: image.mimeType,
      width,
      height: renditionHeight(image, width),
    });
    const cached = await readObject(key);
    if (cached) return done(cached);
    // The original is read past the hot cache: a resize needs it once, and it would push out served bytes.
    const original = await store.get(image.sha256);
    if (!original) return null;
    const bytes = await imageDecodeQueue.run(() => resize(original, image, width));
    await store.put(key, bytes, image.mimeType);
    keep(key, bytes);
    return done(bytes);
  }

  return {
    async save(bytes, saveOpts = {}) {
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const existing = await get(sha256);
      if (existing) {
        // These exact bytes passed every check when first stored; only the caller's own rule is left.
        saveOpts.accept?.(existing);
        // Self-healing: an object lost from the store (restored backup, manual cleanup) is written again.
        if (!(await store.has(sha256))) await store.put(sha256, bytes, existing.mimeType);
        return { image: existing, created: false };
      }
      const checked = await checkImage(bytes);
      saveOpts.accept?.(checked);
      // The object goes first: a row must never point at a missing object (an unreachable store throws here).
      if (!(await store.has(sha256))) await store.put(sha256, bytes, mimeTypeOf(checked.type));
      const { record, created } = await opts.metadata.insertIfAbsent({
        sha256,
        mimeType: mimeTypeOf(checked.type),
        byteSize: bytes.length,
        width: checked.width,
        height: checked.height,
        createdAt: new Date(opts.clock()),
      });
      return { image: toStoredImage(record), created };
    },

    get,
    read,

    async rendition(sha256, width) {
      if (!Number.isInteger(width) || width < 1 || width > MAX_RENDITION_WIDTH) return null;
      const image = await get(sha256);
      if (!image || width * renditionHeight(image, width) > MAX_RENDITION_PIXELS) return null;
      const key = renditionKey(sha256, width);
      // Concurrent requests for the same rendition (LINE fetches in parallel) share one resize.
      let job = pending.get(key);
      if (!job) {
        job = makeRendition(image, width).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      return job;
    },
  };
}
