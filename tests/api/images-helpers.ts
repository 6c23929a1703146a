import sharp from "sharp";
import type { TestApp } from "./helpers.ts";

/** A noisy image, so PNG compression cannot shrink it to nothing and every test image differs. */
function noisyImage(width: number, height: number, seed = 0) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 37) % 256, g: 120, b: 200 },
      noise: { type: "gaussian", mean: 100 + (seed % 50), sigma: 20 },
    },
  });
}

export async function makePng(width: number, height: number, seed = 0): Promise<Buffer> {
  return noisyImage(width, height, seed).png().toBuffer();
}

export async function makeJpeg(width: number, height: number, seed = 0): Promise<Buffer> {
  return noisyImage(width, height, seed).jpeg({ quality: 80 }).toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A valid PNG of exactly `size` bytes: a small image plus a tEXt comment chunk (with a correct CRC)
 * that fills the rest, inserted before IEND.
 */
export async function pngOfExactSize(size: number, seed = 0): Promise<Buffer> {
  const base = await makePng(64, 64, seed);
  const iendAt = base.length - 12;
  const dataLength = size - base.length - 12;
  if (dataLength < 8) throw new Error(`cannot pad a ${base.length}-byte PNG to ${size}`);
  const data = Buffer.alloc(dataLength, 0x61);
  data.write("Comment\0", 0, "latin1");
  const typeAndData = Buffer.concat([Buffer.from("tEXt", "latin1"), data]);
  const chunk = Buffer.alloc(12 + dataLength);
  chunk.writeUInt32BE(dataLength, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 8 + dataLength);
  const png = Buffer.concat([base.subarray(0, iendAt), chunk, base.subarray(iendAt)]);
  if (png.length !== size) throw new Error("padding arithmetic is off");
  return png;
}

export function fileForm(bytes: Uint8Array | string, name = "image.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
}

/** What is on disk and in the table: the proof that a refused upload stored nothing. */
/** What the app has stored: image rows and the originals in its object store. */
export async function storedState(t: TestApp) {
  return { objects: t.store.objects(), rows: await t.store.count("images") };
}
