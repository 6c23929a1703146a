import { chromium } from "@playwright/test";
import { chromiumPath, startServer, stopServer } from "../bench-server.ts";
const build = await startServer("s", process.cwd(), 4797);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
for (const [name, viewport] of [["phone", { width: 375, height: 812 }], ["desktop", { width: 1280, height: 900 }]] as const) {
  const context = await browser.newContext({ viewport, hasTouch: name === "phone", isMobile: name === "phone" });
  const page = await context.newPage();
  await page.goto(`${build.base}/flex-designer`);
  await page.locator("#boot-loader").waitFor({ state: "detached" });
  await page.screenshot({ path: `/tmp/designer-${name}-start.png` });
  await page.getByRole("button", { name: "Event invitation" }).click();
  await page.getByRole("treeitem", { name: /LINE Developer Meetup/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/designer-${name}-edit.png`, fullPage: name === "desktop" });
  if (name === "phone") {
    await page.getByRole("button", { name: "Properties" }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/designer-${name}-sheet.png` });
  }
  await context.close();
}
await browser.close();
stopServer(build);
