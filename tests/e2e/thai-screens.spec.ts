import type { Page } from "@playwright/test";
import { type AppDriver, expect, test } from "./driver.ts";
import { latinOnThaiScreen } from "./english-text.ts";

/**
 * Issue 34: every route in Thai (th-TH), on a phone and a desktop, read after opening its tabs, folds,
 * sheets and dialogs; any Latin word a user sees that is not on the reviewed list
 * (english-text.ts `THAI_SCREEN_LATIN`) fails, listed under where it was read.
 */
test.use({ locale: "th-TH" });
test.describe.configure({ timeout: 240_000 });

const PATHS = [
  "/",
  "/rich-menu-manager",
  "/rich-menu-builder",
  "/flex-storage",
  "/flex-designer",
  "/flex-formatter",
  "/imagemap-builder",
  "/text-message",
  "/audience",
  "/upload-image",
  "/liff-apps",
  "/qr-generator",
  "/webhook",
  "/sandbox-chat",
  "/insights",
  "/no-such-page",
] as const;

async function read(page: Page, where: string, into: string[], scope?: string) {
  into.push(...(await latinOnThaiScreen(page, scope)).map((text) => `${where}: ${text}`));
  into.push(...(await thaiWordsBroken(page)).map((word) => `${where}: broken inside a word: ${word}`));
}

/**
 * Thai words the page breaks across two lines (Thai has no spaces: a line may end only between words).
 * Each visible text's words, as Intl.Segmenter finds them (the same ICU dictionary Chromium breaks lines
 * by), are measured: a word whose range has boxes on two lines is broken inside. Code and previews pass.
 */
function thaiWordsBroken(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = "pre, code, textarea, .cm-editor, figure, [data-flex-preview], [translate=no], .sr-only";
    const words = new Intl.Segmenter("th", { granularity: "word" });
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!/[\u0E00-\u0E7F]{2}/.test(text) || !parent || parent.closest(skip)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      for (const { segment, index, isWordLike } of words.segment(text)) {
        if (!isWordLike || !/[\u0E00-\u0E7F]/.test(segment) || segment.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(`${segment} (in "${text.trim().slice(0, 60)}")`);
      }
    }
    return broken;
  });
}

/** Each tab of the page in turn (panes on a phone, a tool's sections), read after it is chosen. */
async function readTabs(page: Page, where: string, into: string[]) {
  const tabs = page.locator("main [role=tab]");
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
    const name = (await tab.textContent())?.trim() ?? String(i);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await read(page, `${where} [${name}]`, into);
  }
}

/** The closed folds (`<details>`) of the page, opened. */
async function openFolds(page: Page) {
  const closed = page.locator("main details:not([open]) > summary");
  for (let n = await closed.count(); n > 0; n--) {
    const summary = closed.first();
    if (!(await summary.isVisible())) break;
    await summary.click();
  }
}

/** What each tool shows after use: a template, a node's properties, a dialog. */
const AFTER_USE: Partial<Record<(typeof PATHS)[number], (app: AppDriver, into: string[]) => Promise<void>>> =
  {
    // LINE's verdict on a carousel with a mistake: a long Thai sentence beside a JSON path, in a list that
    // used to break anywhere (break-all), and so inside Thai words.
    "/flex-formatter": async (app, into) => {
      const { page } = app;
      const bubble = (size: string) => ({
        type: "bubble",
        size,
        body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Hi" }] },
      });
      // Back to the first pane (on a phone the walk left the last one open).
      const firstTab = page.locator("main [role=tab]").first();
      if (await firstTab.isVisible()) await firstTab.click();
      await app
        .field("JSON ของ Flex Message")
        .fill(JSON.stringify({ type: "carousel", contents: [bubble("mega"), bubble("kilo")] }));
      const problem = page.getByRole("listitem").filter({ hasText: "ทุกบับเบิลในแครูเซลต้องมีขนาดเท่ากัน" });
      await expect(problem).toBeVisible();
      // Long enough to wrap on a phone: the check then reads where its lines end, at the common phone
      // widths (a line may happen to end between words at one of them).
      if (app.isPhone()) expect((await problem.boundingBox())?.height).toBeGreaterThan(30);
      await read(page, "/flex-formatter (problems)", into);
      if (!app.isPhone()) return;
      const viewport = page.viewportSize();
      for (const width of [360, 390, 412]) {
        await page.setViewportSize({ width, height: 812 });
        const broken = await thaiWordsBroken(page);
        into.push(...broken.map((word) => `/flex-formatter (problems, ${width} px): broken inside ${word}`));
      }
      if (viewport) await page.setViewportSize(viewport);
    },
    "/flex-designer": async (app, into) => {
      const { page } = app;
      await page.getByRole("button", { name: "คูปอง" }).click();
      const rows = page.getByRole("tree", { name: "โครงร่าง" }).getByRole("treeitem");
      await expect(rows.first()).toBeVisible();
      for (let i = 0; i < Math.min(await rows.count(), 8); i++) {
        await rows.nth(i).click();
        await read(page, `/flex-designer (node ${i})`, into);
      }
    },
  };

test("no Latin word outside the reviewed list on any Thai screen", async ({ app, page }) => {
  const found: string[] = [];
  for (const path of PATHS) {
    await app.open(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await openFolds(page);
    await read(page, path, found);
    await readTabs(page, path, found);
    await AFTER_USE[path]?.(app, found);
  }
  expect([...new Set(found)]).toEqual([]);
});

/** The `<title>` the server sends for `path` to a Thai browser: the first paint's, before any script. */
async function servedTitle(page: Page, path: string): Promise<string> {
  const html = await (
    await page.request.get(path, { headers: { "accept-language": "th-TH,th;q=0.9" } })
  ).text();
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&");
}

test("each route names its own tool in the document title, in Thai, served and after navigation", {
  tag: "@phone-only",
}, async ({ app, page }) => {
  const titles = new Map<string, string>();
  for (const path of PATHS) {
    await app.open(path);
    const title = await page.title();
    expect(title, path).toMatch(/[\u0E00-\u0E7F]/);
    expect(await servedTitle(page, path), `${path}, as served`).toBe(title);
    titles.set(path, title);
  }
  expect(titles.get("/")).toBe("LINE DEV Tools – เครื่องมือสำหรับนักพัฒนา LINE");
  expect(titles.get("/no-such-page")).toBe("ไม่พบหน้านี้ | LINE DEV Tools");
  expect(new Set(titles.values()).size, [...titles.values()].join("\n")).toBe(PATHS.length);
  // Moving within the app (no page load) renames the tab too.
  await app.open("/");
  await page.getByRole("link", { name: "เริ่มใช้งาน สร้าง QR Code" }).click();
  await expect(page).toHaveTitle(titles.get("/qr-generator") as string);
});
