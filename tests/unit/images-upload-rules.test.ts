import { describe, expect, it } from "vitest";
import {
  checkImageFile,
  formatFileSize,
  MAX_UPLOAD_BYTES,
  readUploadResponse,
  UPLOAD_MESSAGES,
} from "../../web/tools/upload-image/upload-rules.ts";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function blobOf(head: number[], size: number, type = "image/png"): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new Blob([bytes], { type });
}

describe("checkImageFile", () => {
  it("accepts PNG and JPEG up to exactly 1 MB", async () => {
    expect(await checkImageFile(blobOf(PNG_HEAD, 100))).toBeNull();
    expect(await checkImageFile(blobOf(JPEG_HEAD, MAX_UPLOAD_BYTES, "image/jpeg"))).toBeNull();
  });

  it("refuses 1 MB + 1 byte with the Thai size message", async () => {
    expect(await checkImageFile(blobOf(PNG_HEAD, MAX_UPLOAD_BYTES + 1))).toBe("ไฟล์ต้องมีขนาดไม่เกิน 1MB");
  });

  it("decides the type by the first bytes, not the declared type", async () => {
    const wrong = "รองรับไฟล์ PNG และ JPEG เท่านั้น";
    expect(await checkImageFile(new Blob(["hello"], { type: "image/png" }))).toBe(wrong);
    expect(await checkImageFile(blobOf([...Buffer.from("GIF89a")], 50, "image/gif"))).toBe(wrong);
    expect(await checkImageFile(new Blob([]))).toBe(wrong);
    // A PNG the browser could not type (no extension) is still a PNG.
    expect(await checkImageFile(blobOf(PNG_HEAD, 100, ""))).toBeNull();
  });
});

describe("readUploadResponse", () => {
  it("returns the link of a 2xx answer", () => {
    expect(readUploadResponse(201, JSON.stringify({ link: "https://x.test/i/a.png" }))).toEqual({
      ok: true,
      link: "https://x.test/i/a.png",
    });
  });

  it("a 2xx without a usable link is 'ไม่ได้รับ URL ของรูปภาพ'", () => {
    for (const text of ["{}", '{"link":""}', '{"link":42}', "not json", ""]) {
      expect(readUploadResponse(200, text)).toEqual({ ok: false, message: UPLOAD_MESSAGES.noLink });
    }
    expect(UPLOAD_MESSAGES.noLink).toBe("ไม่ได้รับ URL ของรูปภาพ");
  });

  it("shows the server's error text, else 'เกิดข้อผิดพลาดในการอัปโหลด'", () => {
    expect(readUploadResponse(413, JSON.stringify({ error: "ไฟล์ต้องมีขนาดไม่เกิน 1MB" }))).toEqual({
      ok: false,
      message: "ไฟล์ต้องมีขนาดไม่เกิน 1MB",
    });
    for (const [status, text] of [
      [500, "<html>Bad gateway</html>"],
      [0, ""],
      [400, '{"error":""}'],
      [302, '{"link":"https://x.test"}'],
    ] as const) {
      expect(readUploadResponse(status, text)).toEqual({ ok: false, message: "เกิดข้อผิดพลาดในการอัปโหลด" });
    }
  });
});

describe("formatFileSize", () => {
  it("uses B, KB and MB", () => {
    expect(formatFileSize(532)).toBe("532 B");
    expect(formatFileSize(251_187)).toBe("245.3 KB");
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe("1.00 MB");
  });
});
