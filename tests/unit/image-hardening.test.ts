import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createDecodeQueue, DecodeQueueFullError } from "../../server/images/decode-queue.ts";
import { checkImage, ImageRejectedError } from "../../server/images/validate.ts";
import { decodeRichMenuImage } from "../../server/routes/rich-menus/image.ts";
import { HOSTED_IMAGE_CAP, RICH_MENU_IMAGE_CAP, withinCap } from "../../shared/images/pixel-caps.ts";
import { jpegEnd, pngEnd, stripTrailingData, withoutTrailingData } from "../../shared/images/trailing.ts";
import { validateRichMenuImage } from "../../shared/richmenu/index.ts";

const HTML = new TextEncoder().encode("<html><script>alert(document.domain)</script></html>");
const concat = (a: Uint8Array, b: Uint8Array) => new Uint8Array([...a, ...b]);

function image(format: "png" | "jpeg", progressive = false) {
  const pipeline = sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: "#06c755",
      noise: { type: "gaussian", mean: 90, sigma: 30 },
    },
  });
  return (format === "png" ? pipeline.png() : pipeline.jpeg({ progressive })).toBuffer();
}

describe("bytes after the image's end are cut off (polyglots)", () => {
  it.each([
    ["png", false],
    ["jpeg", false],
    ["jpeg", true],
  ] as const)(
    "%s (progressive %s): the end is found and what follows is removed",
    async (format, progressive) => {
      const clean = new Uint8Array(await image(format, progressive));
      const end = format === "png" ? pngEnd : jpegEnd;
      expect(end(clean)).toBe(clean.length);
      expect(stripTrailingData(clean, format)).toEqual(clean);
      expect(stripTrailingData(concat(clean, HTML), format)).toEqual(clean);
    },
  );

  it("a JPEG whose entropy data is full of FF 00 stuffing is not cut early", async () => {
    const jpeg = new Uint8Array(
      await sharp({
        create: {
          width: 300,
          height: 300,
          channels: 3,
          background: "#fff",
          noise: { type: "gaussian", mean: 128, sigma: 120 },
        },
      })
        .jpeg({ quality: 100 })
        .toBuffer(),
    );
    expect(jpegEnd(concat(jpeg, HTML))).toBe(jpeg.length);
  });

  it("a broken structure is left alone (the decoder refuses it)", () => {
    const truncated = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
    expect(pngEnd(truncated)).toBeNull();
    expect(stripTrailingData(truncated, "png")).toBe(truncated);
    expect(jpegEnd(new Uint8Array([0xff, 0xd8, 0x00, 0x01]))).toBeNull();
  });
});

describe("a PNG's first bytes followed by something else", () => {
  const checked = (bytes: Uint8Array) =>
    checkImage(bytes).then(
      () => "accepted",
      (error: unknown) => (error instanceof ImageRejectedError ? error.reason : String(error)),
    );

  it("a PNG header followed by HTML is a damaged file, not one over 4096 × 4096 pixels", async () => {
    const png = new Uint8Array(await image("png"));
    // Signature and IHDR's length and type, then the page: its text stands where the width would be.
    expect(await checked(concat(png.subarray(0, 16), HTML))).toBe("undecodable");
  });

  it("a PNG without its IEND followed by HTML is refused as damaged, never stored with the page", async () => {
    const png = new Uint8Array(await image("png"));
    expect(await checked(concat(png.subarray(0, png.length - 12), HTML))).toBe("undecodable");
    expect(await checked(withoutTrailingData(concat(png, HTML)))).toBe("accepted");
  });
});

describe("the rich menu path cuts them too (deploy, group publish and swap all decode through it)", () => {
  // Checked by breaking it: with decodeRichMenuImage returning the upload as it came, both tests fail.
  it.each(["png", "jpeg"] as const)("a %s with HTML appended is forwarded without it", async (format) => {
    const pipeline = sharp({ create: { width: 1200, height: 810, channels: 3, background: "#06c755" } });
    const clean = new Uint8Array(await (format === "png" ? pipeline.png() : pipeline.jpeg()).toBuffer());
    const decoded = await decodeRichMenuImage(concat(clean, HTML));
    expect(decoded.bytes).toEqual(clean);
    expect(decoded).toMatchObject({ width: 1200, height: 810 });
  });

  it("leaves anything that is not a PNG or JPEG to the type check", () => {
    const gif = new TextEncoder().encode("GIF89a<html></html>");
    expect(withoutTrailingData(gif)).toBe(gif);
  });
});

describe("pixel caps fitted to LINE", () => {
  it("rich menus: the rules (800–2500 wide, ≥ 250 high, ratio ≥ 1.45) stop at 2500 × 1724", () => {
    expect(RICH_MENU_IMAGE_CAP).toEqual({ width: 2500, height: 1724 });
    const check = (width: number, height: number) =>
      validateRichMenuImage({ type: "image/png", size: 1000, width, height }).valid;
    expect(check(2500, 1724)).toBe(true);
    expect(check(2500, 1725)).toBe(false);
    expect(check(2501, 1000)).toBe(false);
  });

  it("hosted images: 4096 × 4096", () => {
    expect(withinCap({ width: 4096, height: 4096 }, HOSTED_IMAGE_CAP)).toBe(true);
    expect(withinCap({ width: 4097, height: 10 }, HOSTED_IMAGE_CAP)).toBe(false);
    expect(withinCap({ width: 10, height: 4097 }, HOSTED_IMAGE_CAP)).toBe(false);
  });
});

describe("decode queue", () => {
  it("runs at most `concurrency` at once, queues `waiting` more and refuses the rest", async () => {
    const queue = createDecodeQueue({ concurrency: 2, waiting: 2 });
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<string>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        releases.push(() => {
          running--;
          resolve("done");
        });
      });
    const accepted = [queue.run(task), queue.run(task), queue.run(task), queue.run(task)];
    await expect(queue.run(task)).rejects.toBeInstanceOf(DecodeQueueFullError);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(peak).toBe(2);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await Promise.all(accepted)).toEqual(["done", "done", "done", "done"]);
    expect(peak).toBe(2);
    await expect(queue.run(async () => "again")).resolves.toBe("again");
  });
});
