import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect, showPane, test } from "./driver.ts";

/** Reads a PNG with an independent decoder; null when no code is found. */
function decodePng(png: Buffer): { text: string | null; width: number } {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return { text: code?.data ?? null, width: image.width };
}

/** Also found behind the phone's Edit tab: the payload checks read the generated image wherever it is. */
const preview = (page: Page) => page.getByRole("img", { name: "QR code preview", includeHidden: true });

async function previewSrc(page: Page): Promise<string> {
  return (await preview(page).getAttribute("src")) ?? "";
}

function dataUrlToBuffer(src: string): Buffer {
  expect(src).toMatch(/^data:image\/png;base64,/);
  return Buffer.from(src.slice(src.indexOf(",") + 1), "base64");
}

/** The preview regenerates asynchronously, so poll until it decodes to the expected payload. */
async function expectPreviewPayload(page: Page, expected: string) {
  await expect
    .poll(async () => {
      if ((await preview(page).count()) === 0) return null;
      return decodePng(dataUrlToBuffer(await previewSrc(page))).text;
    })
    .toBe(expected);
}

async function chooseType(page: Page, label: string) {
  await page.getByLabel("Data Type").selectOption({ label });
}

test.beforeEach(async ({ app, page }) => {
  // The heading is already on the prerendered page: open() waits for the app to have taken it over.
  await app.open("/qr-generator");
  await expect(page.getByRole("heading", { level: 1, name: "QR Code Generator" })).toBeVisible();
});

test("shows the three cards with the specified defaults", async ({ page }) => {
  await expect(
    page.getByText("Generate QR codes for URLs, text, contact information and WiFi networks."),
  ).toBeVisible();
  for (const title of ["QR Code Data", "QR Code Settings"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByLabel("Data Type")).toHaveValue("url");
  const typeLabels = await page.getByLabel("Data Type").locator("option").allTextContents();
  expect(typeLabels).toEqual(["URL/Link", "Plain Text", "Contact (vCard)", "WiFi Network"]);
  await expect(page.getByLabel("Size")).toHaveValue("256");
  const sizes = await page
    .getByLabel("Size")
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(sizes).toEqual(["128", "256", "512", "1024"]);
  await expect(page.getByLabel("Error Correction")).toHaveValue("M");
  const levels = await page.getByLabel("Error Correction").locator("option").allTextContents();
  expect(levels).toEqual(["L (7%)", "M (15%)", "Q (25%)", "H (30%)"]);
  await expect(page.getByLabel("QR Color", { exact: true })).toHaveValue("#000000");
  await expect(page.getByLabel("QR Color picker")).toHaveValue("#000000");
  await expect(page.getByLabel("Background Color", { exact: true })).toHaveValue("#ffffff");
  await expect(page.getByLabel("Background Color picker")).toHaveValue("#ffffff");
  await showPane(page, "Preview");
  await expect(page.getByRole("heading", { name: "QR Code Preview" })).toBeVisible();
  await expect(page.getByText("Enter data to generate QR code")).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download PNG" })).toBeDisabled();
});

test("URL: live preview decodes to the URL and downloads as qr-code-<timestamp>.png", async ({ page }) => {
  await page.getByLabel("URL", { exact: true }).fill("https://developers.line.biz/en/?q=1&r=2");
  await expectPreviewPayload(page, "https://developers.line.biz/en/?q=1&r=2");
  expect(decodePng(dataUrlToBuffer(await previewSrc(page))).width).toBe(256);

  await showPane(page, "Preview");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PNG" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^qr-code-\d+\.png$/);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  expect(decodePng(await readFile(path)).text).toBe("https://developers.line.biz/en/?q=1&r=2");
});

test("Download SVG names the file qr-code-<timestamp>.svg", { tag: "@phone-only" }, async ({ page }) => {
  await page.getByLabel("URL", { exact: true }).fill("https://line.me");
  await expectPreviewPayload(page, "https://line.me");
  await showPane(page, "Preview");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download SVG" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^qr-code-\d+\.svg$/);
  const { readFile } = await import("node:fs/promises");
  expect(await readFile(await download.path(), "utf8")).toContain("<svg");
});

test("plain text: 4-row text area, multi-line payload, whitespace clears the preview", {
  tag: "@phone-only",
}, async ({ page }) => {
  await chooseType(page, "Plain Text");
  const text = page.getByLabel("Text", { exact: true });
  await expect(text).toHaveAttribute("rows", "4");
  await text.fill("สวัสดี LINE 👋\nsecond line");
  await expectPreviewPayload(page, "สวัสดี LINE 👋\nsecond line");
  await text.fill("   \n  ");
  await showPane(page, "Preview");
  await expect(page.getByText("Enter data to generate QR code")).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
});

test("contact: vCard 3.0 payload with escaping", { tag: "@phone-only" }, async ({ page }) => {
  await chooseType(page, "Contact (vCard)");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await page.getByLabel("First Name").fill("Jo;hn");
  await page.getByLabel("Last Name").fill("Smith, Jr.");
  await page.getByLabel("Organization").fill("LINE\\Dev");
  await page.getByLabel("Phone").fill("+66 81 234 5678");
  await page.getByLabel("Email").fill("john@example.com");
  await page.getByLabel("Website").fill("https://example.com");
  await expectPreviewPayload(
    page,
    [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Smith\\, Jr.;Jo\\;hn;;;",
      "FN:Jo\\;hn Smith\\, Jr.",
      "ORG:LINE\\\\Dev",
      "TEL:+66 81 234 5678",
      "EMAIL:john@example.com",
      "URL:https://example.com",
      "END:VCARD",
    ].join("\r\n"),
  );
});

test("WiFi: masked password, escaping, and an open network without P", { tag: "@phone-only" }, async ({
  page,
}) => {
  await chooseType(page, "WiFi Network");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  const security = page.getByLabel("Security");
  await expect(security).toHaveValue("WPA2");
  const values = await security
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values).toEqual(["WPA2", "WPA", "WEP", "nopass"]);

  await page.getByLabel("Network Name (SSID)").fill('Cafe "5G";');
  await password.fill("a:b,c\\d");
  await expectPreviewPayload(page, 'WIFI:T:WPA2;S:Cafe \\"5G\\"\\;;P:a\\:b\\,c\\\\d;H:false;;');

  await security.selectOption("WEP");
  await expectPreviewPayload(page, 'WIFI:T:WEP;S:Cafe \\"5G\\"\\;;P:a\\:b\\,c\\\\d;H:false;;');

  await security.selectOption("nopass");
  await expectPreviewPayload(page, 'WIFI:T:nopass;S:Cafe \\"5G\\"\\;;H:false;;');
});

test("settings change the generated image", async ({ page }) => {
  await page.getByLabel("URL", { exact: true }).fill("https://line.me");
  await expectPreviewPayload(page, "https://line.me");
  await page.getByLabel("Size").selectOption("512");
  await expect.poll(async () => decodePng(dataUrlToBuffer(await previewSrc(page))).width).toBe(512);
  await showPane(page, "Preview");
  const box = await preview(page).boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(400);
  await showPane(page, "Edit");

  await page.getByLabel("Error Correction").selectOption("H");
  await page.getByLabel("QR Color", { exact: true }).fill("#058c3c");
  await expect(page.getByLabel("QR Color picker")).toHaveValue("#058c3c");
  await expectPreviewPayload(page, "https://line.me");
});

test("an invalid hex colour shows an inline error, logs, and keeps the last preview", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.getByLabel("URL", { exact: true }).fill("https://line.me");
  await expectPreviewPayload(page, "https://line.me");
  const before = await previewSrc(page);

  const hex = page.getByLabel("QR Color", { exact: true });
  await hex.fill("#12");
  await expect(page.getByText("Enter a hex colour such as #000000 (3, 4, 6 or 8 digits)")).toBeVisible();
  await expect(hex).toHaveAttribute("aria-invalid", "true");
  await expect.poll(() => errors.some((text) => text.includes("Error generating QR code"))).toBe(true);
  expect(await previewSrc(page)).toBe(before);
  await showPane(page, "Preview");
  await expect(page.getByRole("button", { name: "Download PNG" })).toBeDisabled();

  await showPane(page, "Edit");
  await hex.fill("#000");
  await expect(page.getByText("Enter a hex colour such as #000000 (3, 4, 6 or 8 digits)")).toHaveCount(0);
  await showPane(page, "Preview");
  await expect(page.getByRole("button", { name: "Download PNG" })).toBeEnabled();
});

test("warns about colours that would not scan", { tag: "@phone-only" }, async ({ page }) => {
  await page.getByLabel("QR Color", { exact: true }).fill("#ffffff");
  await page.getByLabel("Background Color", { exact: true }).fill("#000000");
  await expect(page.getByText("many scanners cannot read inverted codes")).toBeVisible();
  await page.getByLabel("QR Color", { exact: true }).fill("#cccccc");
  await page.getByLabel("Background Color", { exact: true }).fill("#ffffff");
  await expect(page.getByText(/scanners need at least 3:1/)).toBeVisible();
});

test("warns when the data is too long for version 40 and keeps the last preview", {
  tag: "@phone-only",
}, async ({ page }) => {
  await chooseType(page, "Plain Text");
  const text = page.getByLabel("Text", { exact: true });
  await text.fill("short");
  await expectPreviewPayload(page, "short");
  const shortSrc = await previewSrc(page);
  await text.fill("a".repeat(2400));
  await expect(page.getByText("Too much data")).toBeVisible();
  await expectPreviewPayload(page, "short");
  await showPane(page, "Preview");
  await expect(page.getByRole("button", { name: "Download PNG" })).toBeDisabled();
  await showPane(page, "Edit");
  // Level L holds 2953 bytes, so lowering the level makes the same data fit. (jsQR does not reliably
  // read version 36+ codes, so the new image is checked for size rather than decoded.)
  await page.getByLabel("Error Correction").selectOption("L");
  await expect(page.getByText("Too much data")).toHaveCount(0);
  await expect.poll(() => previewSrc(page)).not.toBe(shortSrc);
  expect(decodePng(dataUrlToBuffer(await previewSrc(page))).width).toBe(256);
  await showPane(page, "Preview");
  await expect(page.getByRole("button", { name: "Download PNG" })).toBeEnabled();
});

test("no horizontal scroll", async ({ page }) => {
  for (const type of ["Contact (vCard)", "WiFi Network", "Plain Text"]) {
    await chooseType(page, type);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
