import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageMetadataRepository, ImageRecord } from "../../server/db/database.ts";
import { createImageStorage } from "../../server/images/storage.ts";
import type { ObjectStore } from "../../server/object-store/object-store.ts";

/** An in-memory object store that counts reads per key. */
function countingStore() {
  const objects = new Map<string, Buffer>();
  const reads = new Map<string, number>();
  const store: ObjectStore = {
    kind: "local",
    async put(key, bytes) {
      objects.set(key, Buffer.from(bytes));
    },
    async get(key) {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return objects.get(key) ?? null;
    },
    async has(key) {
      return objects.has(key);
    },
    async stream() {
      return null;
    },
    async ping() {},
    close() {},
  };
  return { store, objects, reads: (key: string) => reads.get(key) ?? 0 };
}

function memoryMetadata(): ImageMetadataRepository {
  const rows = new Map<string, ImageRecord>();
  return {
    async get(sha256) {
      return rows.get(sha256) ?? null;
    },
    async insertIfAbsent(record) {
      const existing = rows.get(record.sha256);
      if (existing) return { record: existing, created: false };
      rows.set(record.sha256, record);
      return { record, created: true };
    },
  };
}

describe("hot image bytes", () => {
  it("a served image and a served rendition are read from the store once, then from memory", async () => {
    const { store, reads } = countingStore();
    const storage = createImageStorage({ store, metadata: memoryMetadata(), clock: () => 0 });
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#06c755" } })
      .png()
      .toBuffer();
    const { image } = await storage.save(png);

    for (let i = 0; i < 3; i++) expect((await storage.read(image.sha256))?.equals(png)).toBe(true);
    expect(reads(image.sha256)).toBe(1);

    const first = await storage.rendition(image.sha256, 240);
    const again = await storage.rendition(image.sha256, 240);
    expect(again?.bytes.equals(first?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(again?.height).toBe(160);
    // Looked for once before the resize made it; every later answer comes from memory.
    expect(reads(`renditions/${image.sha256}-240`)).toBe(1);
  });
});
