import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageType, readImageDimensions } from "../../shared/images/dimensions.ts";

async function encode(format: "png" | "jpeg" | "gif" | "webp", width: number, height: number, options = {}) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 6, g: 199, b: 85 } } });
  return new Uint8Array(await image.toFormat(format, options).toBuffer());
}

describe("detectImageType", () => {
  it.each(["png", "jpeg", "gif", "webp"] as const)("recognises %s by its magic bytes", async (format) => {
    expect(detectImageType(await encode(format, 4, 3))).toBe(format);
  });

  it("returns null for text, empty input and a truncated PNG signature", () => {
    expect(detectImageType(new TextEncoder().encode("hello world"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it("does not mistake a RIFF file that is not WebP (WAV) for WebP", () => {
    const wav = new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt ");
    expect(detectImageType(wav)).toBeNull();
  });
});

describe("readImageDimensions", () => {
  it.each([
    ["png", 2500, 1686],
    ["png", 800, 250],
    ["jpeg", 1200, 810],
    ["gif", 37, 19],
  ] as const)("reads a %s of %ix%i", async (format, width, height) => {
    expect(readImageDimensions(await encode(format, width, height))).toEqual({ width, height });
  });

  it("reads a progressive JPEG (SOF2) whose frame header follows several segments", async () => {
    const bytes = await encode("jpeg", 1040, 701, { progressive: true });
    expect(readImageDimensions(bytes)).toEqual({ width: 1040, height: 701 });
  });

  it("reads a JPEG with EXIF metadata before the frame header", async () => {
    const image = sharp({ create: { width: 641, height: 333, channels: 3, background: "#fff" } });
    const bytes = new Uint8Array(await image.jpeg().withMetadata({ orientation: 1 }).toBuffer());
    expect(readImageDimensions(bytes)).toEqual({ width: 641, height: 333 });
  });

  it.each([
    ["VP8 ", { lossless: false }],
    ["VP8L", { lossless: true }],
  ])("reads a WebP whose first chunk is %s", async (chunk, options) => {
    const bytes = await encode("webp", 301, 157, options);
    expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe(chunk);
    expect(readImageDimensions(bytes)).toEqual({ width: 301, height: 157 });
  });

  it("reads an extended (VP8X) WebP with alpha", async () => {
    const image = sharp({ create: { width: 5000, height: 3, channels: 4, background: "#0000" } });
    const bytes = new Uint8Array(await image.webp({ lossless: false, alphaQuality: 50 }).toBuffer());
    expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("VP8X");
    expect(readImageDimensions(bytes)).toEqual({ width: 5000, height: 3 });
  });

  it("returns null for a PNG cut off inside its header", async () => {
    const png = await encode("png", 10, 10);
    expect(readImageDimensions(png.slice(0, 20))).toBeNull();
  });

  it("returns null for a PNG whose first chunk is not IHDR", async () => {
    const png = await encode("png", 10, 10);
    png.set(new TextEncoder().encode("tEXt"), 12);
    expect(readImageDimensions(png)).toBeNull();
  });

  it("returns null for a JPEG that reaches the scan without a frame header", () => {
    // SOI, an APP0 segment of length 4, then SOS.
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xda, 0x00, 0x02]);
    expect(readImageDimensions(bytes)).toBeNull();
  });

  it("returns null for a JPEG truncated in the middle of a segment", async () => {
    const jpeg = await encode("jpeg", 100, 100);
    expect(readImageDimensions(jpeg.slice(0, 30))).toBeNull();
  });

  it("returns null for data that is not an image", () => {
    expect(readImageDimensions(new TextEncoder().encode("not an image at all, just text"))).toBeNull();
  });
});
