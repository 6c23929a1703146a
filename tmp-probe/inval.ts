import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { bigCarousel } from "../tests/fixtures/big-carousel.ts";
import { chromiumPath, startServer, stopServer } from "../tests/bench/bench-server.ts";
const build = await startServer("this", process.cwd(), 4796);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (r) => r.fulfill({ status: 204 }));
  const page = await context.newPage();
  await page.goto(`${build.base}/flex-designer`);
  await page.evaluate((m) => sessionStorage.setItem("flex-designer:open", JSON.stringify({ message: m, origin: null })), bigCarousel());
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll("figure[data-flex-preview] [data-flex-bubble]").length === 12, undefined, { timeout: 120000 });
  const tb = page.getByRole("toolbar", { name: "Edit the selected part" });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.invalidationTracking"] });
  for (let i = 0; i < 3; i++) {
    await page.locator('[role="treeitem"][data-path="contents[0].body"]').click();
    await tb.getByRole("button", { name: "Add" }).click();
    const choice = page.getByRole("list", { name: "Add" }).getByRole("button", { name: "Text", exact: true });
    await choice.evaluate((e) => e.scrollIntoView({ block: "end" }));
    const box = await choice.boundingBox();
    await page.waitForTimeout(300);
    await page.evaluate(() => performance.mark("tap"));
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.waitForTimeout(500);
  }
  writeFileSync("/tmp/inval.json", (await browser.stopTracing()).toString("utf8"));
} finally { await browser.close(); stopServer(build); }
