import { chromium } from "@playwright/test";
import { rampPng } from "../tests/e2e/rich-menu-helpers.ts";
const png = rampPng(2500, 1686);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto("http://localhost:5872/rich-menu-manager");
await page.getByRole("heading", { level: 1, name: "Rich Menu Builder" }).waitFor();
for (let i = 0; i < 3; i++) {
  let t = Date.now();
  await page.getByLabel("Upload Image").setInputFiles({ name: `m${i}.png`, mimeType: "image/png", buffer: png });
  console.log("setInputFiles", Date.now() - t); t = Date.now();
  await page.getByText(`m${i}.png`).waitFor();
  console.log("accepted", Date.now() - t);
}
await browser.close();
