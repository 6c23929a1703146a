import { chromium } from "@playwright/test";
import { bigCarousel } from "../tests/fixtures/big-carousel.ts";
import { chromiumPath, startServer, stopServer } from "../tests/bench/bench-server.ts";
const build = await startServer("this", process.cwd(), 4797);
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
  for (const kind of ["add", "move"]) {
    await page.locator('[role="treeitem"][data-path="contents[0].body"]').click();
    await tb.getByRole("button", { name: "Add" }).click();
    let target = page.getByRole("list", { name: "Add" }).getByRole("button", { name: "Text", exact: true });
    if (kind === "move") { await target.click(); await page.waitForTimeout(500); target = tb.getByRole("button", { name: "Move up" }); }
    await target.evaluate((e) => e.scrollIntoView({ block: "end" }));
    const box = await target.boundingBox();
    await page.waitForTimeout(300);
    await page.evaluate(`(() => {
      const log = [];
      window.mlog = log;
      const d = (n) => n.nodeType === 1 ? n.tagName + (n.getAttribute("role") ? "[" + n.getAttribute("role") + "]" : "") + (n.getAttribute("aria-label") ? "(" + n.getAttribute("aria-label") + ")" : "") + (n.dataset && n.dataset.path ? "{" + n.dataset.path + "}" : "") : "#text";
      const mo = new MutationObserver((records) => { for (const r of records) log.push(Math.round(performance.now()) + " " + r.type + " " + d(r.target) + " " + (r.attributeName || "") + " +" + r.addedNodes.length + " -" + r.removedNodes.length); });
      mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      window.addEventListener("pointerdown", () => log.push(Math.round(performance.now()) + " pointerdown"), { capture: true, once: true });
      window.addEventListener("click", () => { log.push(Math.round(performance.now()) + " click"); requestAnimationFrame(() => log.push(Math.round(performance.now()) + " raf1")); }, { capture: true, once: true });
    })()`);
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.waitForTimeout(600);
    console.log("=== " + kind + "\n" + (await page.evaluate(() => (window as any).mlog.slice(0, 40).join("\n"))));
  }
} finally { await browser.close(); stopServer(build); }
