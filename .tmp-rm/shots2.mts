import { chromium, devices } from "@playwright/test";
import { rampPng } from "../tests/e2e/rich-menu-helpers.ts";
const base = "http://localhost:5872";
const png = rampPng(2500, 1686);
const headers = { "X-Line-Channel-Id": "2009000002", "X-Line-Channel-Secret": "18b97d3726f9d2bc764b04b797bea982", "content-type": "application/json" };
for (const name of ["Main menu", "Campaign menu with a rather long name"]) {
  const res = await fetch(`${base}/api/rich-menus`, { method: "POST", headers, body: JSON.stringify({ richMenu: { size: { width: 2500, height: 1686 }, selected: false, name, chatBarText: "Menu", areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 1686 }, action: { type: "message", text: "Hi" } }] }, imageBase64: `data:image/png;base64,${png.toString("base64")}`, imageType: "image/png" }) });
  console.log(res.status);
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [label, opts] of [["phone", { ...devices["Pixel 5"], viewport: { width: 375, height: 812 } }], ["desktop", { viewport: { width: 1280, height: 800 } }]] as const) {
  const page = await (await browser.newContext(opts as never)).newPage();
  await page.goto(`${base}/rich-menu-manager`);
  await page.getByRole("heading", { level: 1, name: "Rich Menu Builder" }).waitFor();
  await page.getByLabel("Channel ID").fill("2009000002");
  await page.getByRole("textbox", { name: "Channel Secret" }).fill("18b97d3726f9d2bc764b04b797bea982");
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await page.getByRole("button", { name: "Get Rich Menus" }).click();
  await page.getByText("Main menu").first().waitFor();
  await page.screenshot({ path: `/tmp/rm/${label}-manage.png`, fullPage: true });
  await page.getByRole("button", { name: "Preview Main menu" }).click();
  await page.getByRole("img", { name: "Design of Main menu" }).waitFor();
  await page.screenshot({ path: `/tmp/rm/${label}-preview.png` });
  console.log(label, await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
}
await browser.close();
