import { chromium, devices } from "@playwright/test";
import { rampPng } from "/work/main/tests/e2e/rich-menu-helpers.ts";

const base = "http://localhost:5872";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [label, opts] of [
  ["phone", { ...devices["Pixel 5"], viewport: { width: 375, height: 812 } }],
  ["desktop", { viewport: { width: 1280, height: 800 } }],
] as const) {
  const context = await browser.newContext(opts as never);
  const page = await context.newPage();
  const t0 = Date.now();
  const lap = (s: string) => console.log(label, s, Date.now() - t0);
  await page.goto(`${base}/rich-menu-manager`);
  await page.getByRole("heading", { level: 1, name: "Rich Menu Builder" }).waitFor();
  lap("loaded");
  await page.screenshot({ path: `/tmp/rm/${label}-1.png`, fullPage: true });
  await page.getByLabel("Upload Image").setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: rampPng(2500, 1686) });
  await page.getByRole("application", { name: "Rich menu areas" }).waitFor();
  lap("image");
  await page.getByLabel("Layout template").selectOption("grid-2x3");
  lap("template");
  await page.screenshot({ path: `/tmp/rm/${label}-2.png`, fullPage: true });
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await page.screenshot({ path: `/tmp/rm/${label}-3.png`, fullPage: true });
  await context.close();
}
await browser.close();
