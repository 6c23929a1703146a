import type { Locator, Page } from "@playwright/test";
import { type AppDriver, expect, test } from "./driver.ts";
import { latinOnThaiScreen } from "./english-text.ts";
import { createThroughApi, drawArea, rampPng, SANDBOX_CHANNEL, surface } from "./rich-menu-helpers.ts";

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

/*
 * After use: each tool's editors, sheets, dialogs and toasts, opened as an operator would, read the same
 * way, on a phone and on a desktop (their layouts show different texts: panes, sheets, tables). One test
 * per tool.
 */

/** Each choice of a select in turn, the screen read after each (only the chosen option shows). */
async function eachChoice(
  page: Page,
  select: Locator,
  where: string,
  into: string[],
  atEach?: (value: string) => Promise<void>,
) {
  // A tool restoring its draft shows its form a moment after the page is up.
  await expect(select).toBeVisible();
  const values = await select
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values.length, `${where}: its choices`).toBeGreaterThan(1);
  for (const value of values) {
    await select.selectOption(value);
    await read(page, `${where} [${value}]`, into);
    await atEach?.(value);
  }
}

const toastWith = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test.describe("after use", () => {
  test("Rich Menu Builder: an area's card with every action type and its choices", async ({ app, page }) => {
    const found: string[] = [];
    await app.open("/rich-menu-manager");
    await page
      .getByLabel("อัปโหลดรูปภาพ")
      .setInputFiles({ name: "m.png", mimeType: "image/png", buffer: rampPng(2500, 1686) });
    await expect(surface(page)).toBeVisible();
    await drawArea(app, [0.05, 0.1], [0.45, 0.9], 2500);
    const card = page.getByRole("region", { name: "พื้นที่ 1", exact: true });
    const header = card.getByRole("button", { name: /^พื้นที่ 1 / });
    if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
    await expect(header).toHaveAttribute("aria-expanded", "true");
    await eachChoice(page, card.getByLabel("ประเภท Action"), "rich menu area", found, async (type) => {
      if (type === "postback")
        await eachChoice(page, card.getByLabel("ตัวเลือกการป้อนข้อมูล"), "postback input option", found);
      if (type === "datetimepicker") await eachChoice(page, card.getByLabel("โหมด"), "datetime mode", found);
    });
    expect([...new Set(found)]).toEqual([]);
  });

  test("Imagemap: an area's action types and the hosted image's note", async ({ app, page }) => {
    const found: string[] = [];
    await app.open("/imagemap-builder");
    // The phone's builder panes (app.showPane() names its tab list in English); side by side on a desktop.
    const editPane = page
      .getByRole("tablist", { name: "มุมมองเครื่องมือ" })
      .getByRole("tab", { name: "แก้ไข", exact: true });
    if (await editPane.isVisible()) await editPane.click();
    await page
      .getByLabel("เลือกไฟล์")
      .setInputFiles({ name: "map.png", mimeType: "image/png", buffer: rampPng(1600, 800) });
    await expect(page.getByRole("application", { name: "พื้นที่ของ Imagemap" })).toBeVisible();
    await app.button("เพิ่มด่วน").click();
    await app.button("เลือกพื้นที่ 1").click();
    await expect(page.getByRole("heading", { name: "แก้ไขพื้นที่ 1" })).toBeVisible();
    await eachChoice(page, page.getByLabel("ประเภท Action"), "imagemap area", found);
    await app.button("โฮสต์รูปภาพนี้").click();
    await expect(page.getByText("โฮสต์รูปภาพแล้ว URL หลักพร้อมให้บริการครบทั้ง 5 ขนาด")).toBeVisible();
    await read(page, "imagemap hosted", found);
    expect([...new Set(found)]).toEqual([]);
  });

  test("Text Message: a quick reply with every action type and its choices", async ({ app, page }) => {
    const found: string[] = [];
    await app.open("/text-message");
    await app.button("เพิ่ม Quick Reply").click();
    const item = page.getByRole("group", { name: "Quick Reply ที่ 1" });
    await eachChoice(page, item.getByLabel("ประเภท Action"), "quick reply", found, async (type) => {
      if (type === "postback")
        await eachChoice(page, item.getByLabel("ตัวเลือกการป้อนข้อมูล"), "postback input option", found);
      if (type === "datetimepicker") await eachChoice(page, item.getByLabel("โหมด"), "datetime mode", found);
    });
    expect([...new Set(found)]).toEqual([]);
  });

  test("LIFF apps: the form's sizes, an added app, its delete confirmation and toasts", async ({
    app,
    page,
  }) => {
    const found: string[] = [];
    const name = `ร้าน ${Date.now()}`;
    await app.open("/liff-apps");
    await app.button("ใช้ LINE Login Channel ของ Sandbox").click();
    await expect(app.field("LINE Login Channel ID")).not.toHaveValue("");
    const form = page.getByRole("form", { name: "LIFF app" });
    await form.getByLabel("ชื่อ", { exact: true }).fill(name);
    await form.getByLabel("URL ปลายทาง").fill("https://example.com/shop");
    await eachChoice(page, form.getByLabel("ขนาด", { exact: true }), "LIFF app size", found);
    await eachChoice(page, form.getByLabel(/^ตัวเลือกเพิ่มเพื่อน/), "LIFF bot prompt", found);
    await form.getByRole("button", { name: "เพิ่ม LIFF app" }).click();
    await expect(toastWith(page, "เพิ่ม LIFF app แล้ว")).toBeVisible();
    await read(page, "LIFF app added", found);
    const card = page.getByRole("article", { name });
    await card.getByRole("button", { name: "ลบ", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    await read(page, "LIFF app delete confirmation", found);
    await confirm.getByRole("button", { name: "ลบ", exact: true }).click();
    await expect(card).toHaveCount(0);
    await read(page, "LIFF app deleted", found);
    expect([...new Set(found)]).toEqual([]);
  });

  test("Insights: each section with LINE's figures shown", async ({ app, page }) => {
    const found: string[] = [];
    await app.open("/insights");
    await app.fillSandboxChannel();
    for (const [tab, show] of [
      ["Rich Menu", "แสดงสถิติ"],
      ["ผู้ติดตาม", "แสดงผู้ติดตาม"],
      ["การส่งข้อความ", "แสดงการส่งข้อความ"],
      ["ข้อมูลประชากร", "แสดงข้อมูลประชากร"],
      ["ข้อความ", null],
    ] as const) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      // The rich menu's button waits for a menu (none in a fresh sandbox): its empty state is read.
      const button = show ? page.getByRole("button", { name: show }) : null;
      if (button && (await button.isEnabled())) {
        await button.click();
        // Figures, or LINE's privacy threshold (a menu another test just deployed has too few taps).
        await expect(button).toBeEnabled();
        const panel = page.getByRole("tabpanel");
        const csv = panel.getByRole("button", { name: /^ดาวน์โหลด .* เป็นไฟล์ \.csv$/ });
        await expect(csv.or(panel.getByRole("status")).or(panel.getByRole("alert")).first()).toBeVisible();
      }
      await read(page, `insights [${tab}]`, found);
    }
    expect([...new Set(found)]).toEqual([]);
  });

  test("Audience: the list fetched, the create panel and a delete confirmation", async ({
    app,
    page,
    request,
  }) => {
    const found: string[] = [];
    const description = `ลบ ${Date.now()}`;
    const created = await request.post("/api/audiences", {
      headers: {
        "X-Line-Channel-Id": "2009000001",
        "X-Line-Channel-Secret": "4247f31f1e872e6e9b618ec10058c42c",
      },
      data: { description, audiences: [{ id: `U${"7".padStart(32, "0")}` }] },
    });
    expect(created.status()).toBe(201);
    await app.open("/audience");
    await app.fillSandboxChannel();
    await app.button("ดึงรายการ Audience").click();
    await expect(app.button(`ลบ Audience ${description}`)).toBeVisible();
    await read(page, "audience list", found);
    await readTabs(page, "audience", found);
    await app.button(`ลบ Audience ${description}`).click();
    const confirm = page.getByRole("alertdialog", { name: "ลบ Audience นี้?" });
    await expect(confirm).toBeVisible();
    await read(page, "audience delete confirmation", found);
    await confirm.getByRole("button", { name: "ลบ", exact: true }).click();
    await expect(toastWith(page, "ลบ Audience สำเร็จแล้ว!")).toBeVisible();
    await read(page, "audience deleted", found);
    expect([...new Set(found)]).toEqual([]);
  });

  test("Webhook Inspector: every test event type, the modes and an inspector URL at work", async ({
    app,
    page,
  }) => {
    const found: string[] = [];
    await app.open("/webhook");
    await app.loginAsSandboxUserThai();
    await app.fillSandboxChannel();
    await app.button("สร้าง URL ตรวจสอบ").click();
    await expect(toastWith(page, "สร้าง URL ตรวจสอบแล้ว")).toBeVisible();
    await read(page, "inspector URL created", found);
    await page.getByRole("tab", { name: "เชื่อมต่อ", exact: true }).click();
    await app.button("เชื่อม Channel กับ URL นี้").click();
    await expect(toastWith(page, "ตอนนี้ Channel ส่ง Webhook ไปที่ URL ตรวจสอบแล้ว")).toBeVisible();
    await read(page, "channel connected", found);
    await page.getByRole("radio", { name: /^ดักรับ/ }).click();
    const intercept = page.getByRole("alertdialog", { name: "เปลี่ยนเป็นโหมดดักรับหรือไม่?" });
    await expect(intercept).toBeVisible();
    await read(page, "intercept confirmation", found);
    await intercept.getByRole("button", { name: "ยกเลิก", exact: true }).click();
    await page.getByRole("tab", { name: "อีเวนต์ทดสอบ", exact: true }).click();
    await eachChoice(page, page.getByLabel("ประเภทอีเวนต์"), "test event", found);
    expect([...new Set(found)]).toEqual([]);
  });

  test("Rich Menu Manager: deploy, the list, default, alias, preview, edit a copy and delete", async ({
    app,
    page,
  }, info) => {
    const found: string[] = [];
    const stamp = `${info.project.name}-${Date.now() % 100000}`;
    // Latin names, as a developer names menus: the user's words, shown as they are (translate="no").
    const name = `Menu ${stamp}`;
    const other = `Other ${stamp}`;
    const aliasId = `tab-${stamp}`.toLowerCase().slice(0, 32);
    await createThroughApi(page, other, { height: 843, chatBarText: "Tabs", selected: false });
    await app.open("/rich-menu-manager");
    // A failure toast: LINE refuses the secret.
    await page.getByRole("tab", { name: "จัดการ Rich Menu ที่มีอยู่" }).click();
    await app.field("Channel ID").fill(SANDBOX_CHANNEL.id);
    await page.getByRole("textbox", { name: "Channel Secret" }).fill("0".repeat(32));
    await app.button("ดึงรายการ Rich Menu").click();
    await expect(toastWith(page, "ดึงรายการ Rich Menu ไม่สำเร็จ")).toBeVisible();
    await read(page, "rich menus not fetched", found);
    await app.fillSandboxChannel();

    // Designed and deployed, then made the default from the wizard's second step.
    await page.getByRole("tab", { name: "สร้าง Rich Menu" }).click();
    await page
      .getByLabel("อัปโหลดรูปภาพ")
      .setInputFiles({ name: "m.png", mimeType: "image/png", buffer: rampPng(2500, 1686) });
    await expect(surface(page)).toBeVisible();
    await drawArea(app, [0.05, 0.1], [0.45, 0.9], 2500);
    await page.getByLabel("ชื่อ", { exact: true }).fill(name);
    await app.field("ข้อความแถบเมนู").fill("เปิดเมนู");
    await page.getByRole("button", { name: "สร้าง Rich Menu", exact: true }).click();
    // The drawn area still has the example postback: the builder asks first.
    const example = page.getByRole("alertdialog", { name: "ใช้ Action ตัวอย่างต่อหรือไม่?" });
    await expect(example).toBeVisible();
    await read(page, "example action confirmation", found);
    await example.getByRole("button", { name: "สร้างต่อไป" }).click();
    await expect(toastWith(page, "สร้าง Rich Menu และอัปโหลดรูปภาพสำเร็จแล้ว!")).toBeVisible();
    await read(page, "rich menu deployed", found);
    await page.getByRole("button", { name: "ตั้งเป็นค่าเริ่มต้น", exact: true }).click();
    await expect(toastWith(page, "ตั้ง Rich Menu เป็นค่าเริ่มต้นสำเร็จแล้ว!")).toBeVisible();
    await read(page, "rich menu made default", found);

    // The deployed list; another menu made the default through its confirmation.
    await page.getByRole("tab", { name: "จัดการ Rich Menu ที่มีอยู่" }).click();
    await app.button("ดึงรายการ Rich Menu").click();
    await expect(app.button(`แก้ไขสำเนาของ ${name}`)).toBeVisible();
    await read(page, "rich menu list", found);
    await app.button(`ตั้ง ${other} เป็นค่าเริ่มต้น`).click();
    const setDefault = page.getByRole("alertdialog", { name: "ตั้งเป็น Rich Menu เริ่มต้น?" });
    await expect(setDefault).toBeVisible();
    await read(page, "set default confirmation", found);
    await setDefault.getByRole("button", { name: "ตั้งเป็นค่าเริ่มต้น" }).click();
    await expect(toastWith(page, `ตั้ง "${other}" เป็นค่าเริ่มต้นสำเร็จแล้ว!`)).toBeVisible();
    await read(page, "other menu made default", found);

    // The alias panel: a refused ID, then an alias made.
    await app.field("ID ชื่อแทน").fill("Tab One");
    await app.button("สร้างชื่อแทน").click();
    await read(page, "alias refused", found);
    await app.field("ID ชื่อแทน").fill(aliasId);
    await page.getByLabel("ชี้ไปที่").selectOption({ label: other });
    await app.button("สร้างชื่อแทน").click();
    await expect(toastWith(page, `ตอนนี้ชื่อแทน "${aliasId}"`)).toBeVisible();
    await read(page, "alias created", found);

    await app.button(`ดูตัวอย่าง ${name}`).click();
    const preview = page.getByRole("dialog", { name: "ตัวอย่าง Rich Menu" });
    await expect(preview.getByRole("list", { name: "พื้นที่กดได้" })).toBeVisible();
    await read(page, "rich menu preview", found);
    await preview.getByRole("button", { name: "ปิด" }).first().click();
    await expect(preview).toHaveCount(0);

    // Edit a copy of the other menu (the default, with an alias) and publish it in its place.
    await app.button(`แก้ไขสำเนาของ ${other}`).click();
    await expect(toastWith(page, `โหลด "${other}" เข้าตัวแก้ไขแล้ว`)).toBeVisible();
    await read(page, "copy in the editor", found);
    await app.button("เผยแพร่แทนเมนูเดิม").click();
    const swap = page.getByRole("dialog", { name: `แทนที่ "${other}" ใช่ไหม` });
    await expect(swap).toBeVisible();
    await read(page, "swap dialog", found);
    await swap.getByLabel("ลบเมนูเดิมหลังสลับเมนู").check();
    await swap.getByRole("button", { name: "เผยแพร่และสลับเมนู" }).click();
    await expect(swap.getByRole("button", { name: "เสร็จสิ้น" })).toBeVisible();
    await read(page, "swap done", found);
    await swap.getByRole("button", { name: "เสร็จสิ้น" }).click();

    await page.getByRole("tab", { name: "จัดการ Rich Menu ที่มีอยู่" }).click();
    await app.button(`ลบ ${name}`).click();
    const confirm = page.getByRole("alertdialog", { name: "ลบ Rich Menu นี้?" });
    await expect(confirm).toBeVisible();
    await read(page, "rich menu delete confirmation", found);
    await confirm.getByRole("button", { name: "ลบ", exact: true }).click();
    await expect(toastWith(page, `ลบ "${name}" สำเร็จแล้ว!`)).toBeVisible();
    await read(page, "rich menu deleted", found);
    expect([...new Set(found)]).toEqual([]);
  });

  test("QR Generator: every data type, the options, a code with its downloads and too much data", async ({
    app,
    page,
  }) => {
    const found: string[] = [];
    await app.open("/qr-generator");
    await eachChoice(page, page.getByLabel("ประเภทข้อมูล"), "QR data type", found, async (type) => {
      if (type === "wifi") await eachChoice(page, page.getByLabel("ความปลอดภัย"), "QR Wi-Fi security", found);
    });
    await page.getByLabel("ประเภทข้อมูล").selectOption("text");
    const text = page.getByLabel("ข้อความ", { exact: true });
    await text.fill("สวัสดี LINE");
    await eachChoice(page, page.getByLabel("การแก้ไขข้อผิดพลาด"), "QR error correction", found);
    await page.getByLabel("สี QR", { exact: true }).fill("#eeeeee");
    await expect(page.getByText("QR Code นี้อาจสแกนไม่ได้")).toBeVisible();
    await read(page, "QR low contrast", found);
    await page.getByLabel("สี QR", { exact: true }).fill("#000000");
    // The code and its download buttons (the phone's Preview pane).
    await readTabs(page, "QR generated", found);
    await expect(page.getByRole("button", { name: "ดาวน์โหลด PNG" })).toBeEnabled();
    const firstTab = page.locator("main [role=tab]").first();
    if (await firstTab.isVisible()) await firstTab.click();
    await page.getByLabel("การแก้ไขข้อผิดพลาด").selectOption("H");
    await text.fill("ก".repeat(2400));
    await expect(page.getByText("ข้อมูลมากเกินไป")).toBeVisible();
    await read(page, "QR too much data", found);
    await readTabs(page, "QR too much data", found);
    expect([...new Set(found)]).toEqual([]);
  });

  test("Upload Image: a file chosen, refused, uploaded and copied", async ({ app, page }) => {
    const found: string[] = [];
    await app.open("/upload-image");
    const file = page.getByLabel("เลือกไฟล์รูปภาพ");
    await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(page.getByText("รองรับไฟล์ PNG และ JPEG เท่านั้น")).toBeVisible();
    await read(page, "upload refused", found);
    const size = { width: 400, height: 300 };
    await file.setInputFiles({
      name: "my-banner.png",
      mimeType: "image/png",
      buffer: rampPng(size.width, size.height),
    });
    await read(page, "upload file chosen", found);
    await page.getByRole("button", { name: "อัปโหลด", exact: true }).click();
    await expect(toastWith(page, "อัปโหลดรูปภาพสำเร็จ!")).toBeVisible();
    await read(page, "uploaded", found);
    await page.getByRole("button", { name: "คัดลอก URL" }).click();
    await expect(toastWith(page, "คัดลอก URL แล้ว!")).toBeVisible();
    await read(page, "URL copied", found);
    expect([...new Set(found)]).toEqual([]);
  });

  test("Sandbox Chat: a sent message, the bot's answer, the rich menu, a date picker and the camera", async ({
    app,
    page,
  }) => {
    const found: string[] = [];
    const headers = {
      "X-Line-Channel-Id": SANDBOX_CHANNEL.id,
      "X-Line-Channel-Secret": SANDBOX_CHANNEL.secret,
    };
    const size = { width: 2500, height: 843 };
    const column = (i: number) => ({ x: i * 625, y: 0, width: 625, height: 843 });
    const menu = await page.request.post("/api/rich-menus", {
      headers,
      multipart: {
        richMenu: JSON.stringify({
          size,
          selected: true,
          name: `Chat menu ${Date.now()}`,
          chatBarText: "เมนู",
          areas: [
            {
              bounds: column(0),
              action: { type: "datetimepicker", label: "นัดหมาย", data: "book", mode: "datetime" },
            },
            { bounds: column(1), action: { type: "camera", label: "กล้อง" } },
            { bounds: column(2), action: { type: "location", label: "ตำแหน่ง" } },
            { bounds: column(3), action: { type: "message", label: "ทักทาย", text: "สวัสดี" } },
          ],
        }),
        image: { name: "menu.png", mimeType: "image/png", buffer: rampPng(size.width, size.height) },
      },
    });
    expect(menu.status()).toBe(201);
    const { richMenuId } = (await menu.json()) as { richMenuId: string };
    const somchai = "U059b797f5e2c31a37fb5cd68f3dd902f";
    expect(
      (
        await page.request.post(`/api/rich-menus/${richMenuId}/users`, {
          headers,
          data: { userIds: [somchai] },
        })
      ).ok(),
    ).toBe(true);
    // The bot's answer: a push to Somchai, as a bot's reply arrives. A bot may well speak English: its words
    // (and its quick reply labels) are the message, shown as LINE shows them, never the app's.
    const login = await page.request.post("/api/sandbox/login", { data: { userId: somchai } });
    const { idToken } = (await login.json()) as { idToken: string };
    const pushed = await page.request.post("/api/line-messages/push-to-me", {
      headers: { ...headers, Authorization: `Bearer ${idToken}` },
      data: {
        messages: [
          {
            type: "text",
            text: "Welcome! Pick a size",
            quickReply: {
              items: [{ type: "action", action: { type: "message", label: "Large", text: "L" } }],
            },
          },
          { type: "text", text: "ยินดีต้อนรับ" },
        ],
      },
    });
    expect(pushed.ok()).toBe(true);

    await app.open("/sandbox-chat");
    await read(page, "chat logged out", found);
    await app.loginAsSandboxUserThai("Somchai (sandbox)", () => read(page, "login dialog", found));
    await expect(page.getByRole("listitem").filter({ hasText: "ยินดีต้อนรับ" }).last()).toBeVisible();
    await app.field("ข้อความถึงบอท Sandbox").fill("สั่งกาแฟ");
    await app.button("ส่ง").click();
    await expect(page.getByRole("listitem").filter({ hasText: "สั่งกาแฟ" }).last()).toBeVisible();
    const bar = page.getByRole("region", { name: "Rich Menu" });
    await expect(bar.getByRole("button", { name: "พื้นที่ 2: กล้อง" })).toBeVisible();
    await read(page, "chat after sending", found);
    await bar.getByRole("button", { name: "พื้นที่ 2: กล้อง" }).click();
    await expect(bar.getByRole("status")).toHaveText("ตรงนี้ LINE จะเปิดกล้อง");
    await read(page, "chat camera", found);
    await bar.getByRole("button", { name: "พื้นที่ 3: ตำแหน่ง" }).click();
    await expect(bar.getByRole("status")).toHaveText("ตรงนี้ LINE จะเปิดหน้าเลือกตำแหน่งที่ตั้ง");
    await bar.getByRole("button", { name: "พื้นที่ 1: นัดหมาย" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await read(page, "chat date picker", found);
    // Somchai's chat shows no menu of this test's any more (LINE unlinks a deleted menu).
    expect((await page.request.delete(`/api/rich-menus/${richMenuId}`, { headers })).ok()).toBe(true);
    expect([...new Set(found)]).toEqual([]);
  });

  test("Flex Storage: logged in, a message saved and listed, its share and delete dialogs", async ({
    app,
    page,
  }, info) => {
    const found: string[] = [];
    await app.open("/flex-storage");
    await app.loginAsSandboxUserThai();
    await read(page, "flex storage logged in", found);
    const title = `Coupon ${info.project.name} ${Date.now()}`;
    await page.getByLabel("ชื่อ", { exact: true }).fill(title);
    await app.button("โหลดตัวอย่าง").click();
    await app.button("บันทึก Flex Message").click();
    await expect(toastWith(page, "บันทึก Flex Message สำเร็จแล้ว!")).toBeVisible();
    const saved = page
      .getByRole("list", { name: "Flex Message ที่บันทึกไว้" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(saved).toBeVisible();
    await read(page, "flex message saved", found);
    await readTabs(page, "flex storage", found);
    await saved.getByRole("button", { name: "แชร์", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "แชร์ให้" });
    await expect(picker).toBeVisible();
    await read(page, "flex share dialog", found);
    await picker.getByRole("button", { name: "ยกเลิก", exact: true }).click();
    await expect(toastWith(page, "ยกเลิกการแชร์แล้ว")).toBeVisible();
    await saved.getByRole("button", { name: `ลบ "${title}"` }).click();
    const confirm = page.getByRole("alertdialog", { name: "ลบ Flex Message นี้?" });
    await expect(confirm).toBeVisible();
    await read(page, "flex delete confirmation", found);
    await confirm.getByRole("button", { name: "ลบ", exact: true }).click();
    await expect(toastWith(page, "ลบข้อความสำเร็จแล้ว!")).toBeVisible();
    await read(page, "flex message deleted", found);
    expect([...new Set(found)]).toEqual([]);
  });
});
