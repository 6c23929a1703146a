import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../db/client.ts";
import { images } from "../db/schema.ts";
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

export interface Rendition {
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
  get(sha256: string): StoredImage | null;
  read(sha256: string): Promise<Buffer | null>;
  /** The original bytes as a stream; null when the image (or its file) does not exist. */
  stream(sha256: string): Promise<ReadableStream<Uint8Array> | null>;
  /**
   * The image resized to `width` (proportional height, same format, upscaled when the original is
   * narrower: LINE fetches every imagemap width), cached on disk. Null for unknown images and for
   * sizes outside the rendition limits.
   */
  rendition(sha256: string, width: number): Promise<Rendition | null>;
}

/** Renditions serve LINE's fixed widths; these caps only keep a caller from asking for a giant image. */
export const MAX_RENDITION_WIDTH = 2500;
export const MAX_RENDITION_PIXELS = 16_000_000;

function toStoredImage(row: typeof images.$inferSelect): StoredImage {
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

/** Writes through a temporary file in the same folder and renames it, so readers never see half a file. */
async function writeAtomically(dir: string, name: string, bytes: Uint8Array): Promise<void> {
  const temp = join(dir, `.tmp-${name}-${randomBytes(6).toString("hex")}`);
  try {
    await writeFile(temp, bytes, { flag: "wx" });
    await rename(temp, join(dir, name));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function fileExists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
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
 * Content-addressed image host: files under `<dataDir>/images/<sha256>`, renditions under
 * `<dataDir>/images/renditions/<sha256>-<width>`, one metadata row per image in `images`.
 */
export function createImageStorage(opts: { dataDir: string; db: Db; clock: () => number }): ImageStorage {
  const root = join(opts.dataDir, "images");
  const renditionDir = join(root, "renditions");
  const pending = new Map<string, Promise<Rendition>>();
  const ensureDirs = () => mkdir(renditionDir, { recursive: true });

  const get = (sha256: string): StoredImage | null => {
    if (!isSha256(sha256)) return null;
    const row = opts.db.select().from(images).where(eq(images.sha256, sha256)).get();
    return row ? toStoredImage(row) : null;
  };

  const read = async (sha256: string): Promise<Buffer | null> => {
    if (!get(sha256)) return null;
    return readFile(join(root, sha256)).catch((error: unknown) => {
      if (isMissingFile(error)) return null;
      throw error;
    });
  };

  async function makeRendition(image: StoredImage, width: number): Promise<Rendition> {
    const name = `${image.sha256}-${width}`;
    const cached = await readFile(join(renditionDir, name)).catch(() => null);
    const bytes =
      cached ??
      (await imageDecodeQueue.run(async () =>
        resize(await readFile(join(root, image.sha256)), image, width),
      ));
    if (!cached) await writeAtomically(renditionDir, name, bytes);
    return { bytes, mimeType: image.mimeType, width, height: renditionHeight(image, width) };
  }

  return {
    async save(bytes, saveOpts = {}) {
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const existing = get(sha256);
      if (existing) {
        // These exact bytes passed every check when first stored; only the caller's own rule is left.
        saveOpts.accept?.(existing);
        // Self-healing: a file lost from disk (restored backup, manual cleanup) is written again.
        if (!(await fileExists(join(root, sha256)))) {
          await ensureDirs();
          await writeAtomically(root, sha256, bytes);
        }
        return { image: existing, created: false };
      }
      const checked = await checkImage(bytes);
      saveOpts.accept?.(checked);
      await ensureDirs();
      // The file goes first: a row must never point at a missing file.
      if (!(await fileExists(join(root, sha256)))) await writeAtomically(root, sha256, bytes);
      const inserted = opts.db
        .insert(images)
        .values({
          sha256,
          mimeType: mimeTypeOf(checked.type),
          byteSize: bytes.length,
          width: checked.width,
          height: checked.height,
          createdAt: new Date(opts.clock()),
        })
        .onConflictDoNothing()
        .returning()
        .get();
      const image = inserted ? toStoredImage(inserted) : get(sha256);
      if (!image) throw new Error(`image ${sha256} vanished while being stored`);
      return { image, created: inserted !== undefined };
    },

    get,
    read,

    async stream(sha256) {
      if (!get(sha256)) return null;
      // Opening first turns a missing file into null instead of an error in the middle of a response.
      const handle = await open(join(root, sha256)).catch((error: unknown) => {
        if (isMissingFile(error)) return null;
        throw error;
      });
      if (!handle) return null;
      return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    },

    async rendition(sha256, width) {
      if (!Number.isInteger(width) || width < 1 || width > MAX_RENDITION_WIDTH) return null;
      const image = get(sha256);
      if (!image || width * renditionHeight(image, width) > MAX_RENDITION_PIXELS) return null;
      if (!(await fileExists(join(root, sha256)))) return null;
      await ensureDirs();
      const key = `${sha256}-${width}`;
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
