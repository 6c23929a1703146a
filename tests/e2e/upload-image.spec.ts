import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./driver.ts";
import { noisyGreenPng } from "./images.ts";

const MESSAGES = {
  tooLarge: "ไฟล์ต้องมีขนาดไม่เกิน 1MB",
  wrongType: "รองรับไฟล์ PNG และ JPEG เท่านั้น",
  noFile: "กรุณาเลือกไฟล์ที่ต้องการอัปโหลด",
  noLink: "ไม่ได้รับ URL ของรูปภาพ",
  failed: "เกิดข้อผิดพลาดในการอัปโหลด",
  failedToast: "อัปโหลดรูปภาพไม่สำเร็จ",
  successToast: "อัปโหลดรูปภาพสำเร็จ!",
  copiedToast: "คัดลอก URL แล้ว!",
};

const fileInput = (page: Page) => page.getByLabel("เลือกไฟล์รูปภาพ");
const uploadButton = (page: Page) => page.getByRole("button", { name: "อัปโหลด", exact: true });
const urlField = (page: Page) => page.getByLabel("URL ของรูปภาพ");

async function choose(page: Page, name: string, buffer: Buffer, mimeType = "image/png") {
  await fileInput(page).setInputFiles({ name, mimeType, buffer });
}

// A Thai browser: the screen in the spec's Thai (an English one gets its English, language.spec.ts).
test.use({ locale: "th-TH" });

test.beforeEach(async ({ app }) => {
  await app.open("/upload-image");
  await expect(app.heading("อัปโหลดรูปภาพ")).toBeVisible();
});

test("uploads a PNG with progress, copies the link and serves the same bytes", async ({
  app,
  page,
  request,
}, testInfo) => {
  const png = await noisyGreenPng(720, 400);
  await choose(page, "line-banner.png", png);
  const selected = page.getByRole("status").filter({ hasText: "ไฟล์ที่เลือก" });
  await expect(selected).toContainText("line-banner.png");
  await expect(selected).toContainText(/\d+(\.\d+)? (KB|MB)/);

  // Hold the answer so the busy state can be seen; the body has been sent by then.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/images", async (route) => {
    await held;
    await route.continue();
  });
  await uploadButton(page).click();
  const progress = page.getByRole("progressbar", { name: "ความคืบหน้าการอัปโหลด" });
  await expect(progress).toBeVisible();
  expect(Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole("button", { name: "กำลังอัปโหลด..." })).toBeDisabled();
  release();

  await app.expectToast(MESSAGES.successToast);
  await expect(page.getByRole("heading", { name: "อัปโหลดสำเร็จ" })).toBeVisible();
  const link = await urlField(page).inputValue();
  const sha = createHash("sha256").update(png).digest("hex");
  expect(link).toBe(`${new URL(page.url()).origin}/i/${sha}.png`);
  await expect(urlField(page)).toHaveAttribute("readonly", "");

  const preview = page.getByRole("img", { name: "ตัวอย่างรูปภาพที่อัปโหลด" });
  await expect(preview).toHaveAttribute("src", link);
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(720);

  await page.getByRole("button", { name: "คัดลอก URL" }).click();
  await app.expectToast(MESSAGES.copiedToast);
  if (testInfo.project.name === "desktop") {
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  }

  const served = await request.get(link);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  const head = await request.head(link);
  expect(head.headers()["content-length"]).toBe(String(png.length));

  await app.expectNoHorizontalScroll();
  await page.getByRole("button", { name: "อัปโหลดรูปภาพใหม่" }).click();
  await expect(urlField(page)).toHaveCount(0);
  await expect(selected).toHaveCount(0);
  await expect(fileInput(page)).toBeEnabled();
  await expect(uploadButton(page)).toBeEnabled();
});

test("an invalid file shows its error and clears the selection; a new pick clears the message", async ({
  page,
}) => {
  const selected = page.getByRole("status").filter({ hasText: "ไฟล์ที่เลือก" });
  await choose(page, "fine.png", await noisyGreenPng(20, 20));
  await expect(selected).toContainText("fine.png");

  await choose(page, "notes.png", Buffer.from("this is not an image"));
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.wrongType);
  await expect(selected).toHaveCount(0);

  await choose(page, "ok.png", await noisyGreenPng(20, 20));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(selected).toContainText("ok.png");

  const oversized = Buffer.concat([await noisyGreenPng(8, 8), Buffer.alloc(1024 * 1024)]);
  await choose(page, "huge.png", oversized);
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.tooLarge);
  await expect(selected).toHaveCount(0);

  await uploadButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.noFile);
});

test("shows the server's error, a missing link and the default error with the failure toast", async ({
  app,
  page,
}) => {
  // Right magic bytes but cut in half: only the server's full decode notices.
  const png = await noisyGreenPng(300, 300);
  await choose(page, "broken.png", png.subarray(0, Math.floor(png.length / 2)));
  await uploadButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("ไม่สามารถอ่านไฟล์รูปภาพได้ ไฟล์อาจเสียหาย");
  await app.expectToast(MESSAGES.failedToast);

  await page.route("**/api/images", (route) => route.fulfill({ status: 200, json: { ok: true } }));
  await choose(page, "a.png", await noisyGreenPng(10, 10));
  await uploadButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.noLink);

  await page.unroute("**/api/images");
  await page.route("**/api/images", (route) =>
    route.fulfill({ status: 502, body: "<html>Bad gateway</html>" }),
  );
  await uploadButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.failed);
  await expect(page.getByRole("heading", { name: "อัปโหลดสำเร็จ" })).toHaveCount(0);
});

test("drag and drop selects a file and Cancel clears it", async ({ page }) => {
  const png = await noisyGreenPng(30, 30);
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
    return transfer;
  }, png.toString("base64"));
  await page.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer });
  const selected = page.getByRole("status").filter({ hasText: "ไฟล์ที่เลือก" });
  await expect(selected).toContainText("dropped.png");
  await page.getByRole("button", { name: "ยกเลิก" }).click();
  await expect(selected).toHaveCount(0);
  await expect(page.getByRole("button", { name: "ยกเลิก" })).toBeDisabled();
});

test("the picker is reachable by keyboard and the page fits a phone", async ({ app, page }) => {
  await fileInput(page).focus();
  await expect(fileInput(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(uploadButton(page)).toBeFocused();
  await app.expectNoHorizontalScroll();
  expect(app.consoleErrors).toEqual([]);
});
