import type { Page } from "@playwright/test";
import { type AppDriver, expect, test } from "./driver.ts";
import { englishInOverlays, englishSentences } from "./english-text.ts";
import { drawArea, rampPng, surface } from "./rich-menu-helpers.ts";

/**
 * Issue 24, after the first screen (language.spec.ts): the dialogs and toasts an action opens, read in
 * Thai with the sweep's text reader. Each check lists what it read in English under the place it was, so
 * one run names every leftover. Checked by breaking it: with the Thai of the Revoke dialog's description
 * replaced by its English in the webhook catalog, the webhook test listed "Revoke confirmation: The URL
 * stops working at once…".
 */

test.use({ locale: "th-TH" });
// Several flows per test, each through the real server.
test.describe.configure({ timeout: 180_000 });

const SOMCHAI = "Somchai (sandbox)";
const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** What the open dialogs and toasts show in English, each line named by where it was read. */
async function leftoversIn(page: Page, where: string, into: string[]) {
  into.push(...(await englishInOverlays(page)).map((text) => `${where}: ${text}`));
}

/** Sandbox LINE Login through the Thai header button and user chooser, the chooser read on the way. */
const loginInThai = (app: AppDriver, into: string[]) =>
  app.loginAsSandboxUserThai(SOMCHAI, () => leftoversIn(app.page, "login dialog", into));

test("Flex Storage in Thai: login, save, copy, share picker, delete confirmation and a 422 toast", async ({
  app,
  page,
}) => {
  const found: string[] = [];
  await app.open("/flex-storage");
  await loginInThai(app, found);
  const title = `ทดสอบ ${test.info().project.name} ${Date.now()}`;
  await page.getByLabel("ชื่อ", { exact: true }).fill(title);
  await app.button("โหลดตัวอย่าง").click();

  // A 422 from the server's own validator: the body is changed on its way, so the server refuses it.
  await page.route("**/api/flex-messages", (route) =>
    route.request().method() === "POST"
      ? route.continue({
          postData: JSON.stringify({ ...route.request().postDataJSON(), altText: "x".repeat(2000) }),
        })
      : route.fallback(),
  );
  const refused = page.waitForResponse(
    (res) => res.url().endsWith("/api/flex-messages") && res.status() === 422,
  );
  await app.button("บันทึก Flex Message").click();
  await refused;
  // The API's code and params, translated by the web's one error reader.
  await expect(toast(page, "ข้อความแทนต้องยาวไม่เกิน 1500 ตัวอักษร")).toBeVisible();
  await leftoversIn(page, "422 toast", found);
  await page.unrouteAll();

  await app.button("บันทึก Flex Message").click();
  await expect(toast(page, "บันทึก Flex Message สำเร็จแล้ว!")).toBeVisible();
  await leftoversIn(page, "saved toast", found);

  const saved = page
    .getByRole("list", { name: "Flex Message ที่บันทึกไว้" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await saved.getByRole("button", { name: "คัดลอก", exact: true }).click();
  await expect(toast(page, "คัดลอก JSON ไปยังคลิปบอร์ดแล้ว!")).toBeVisible();
  await leftoversIn(page, "copy toast", found);

  await saved.getByRole("button", { name: "แชร์", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "แชร์ให้" });
  await expect(picker).toBeVisible();
  await leftoversIn(page, "share target picker", found);
  await picker.getByRole("button", { name: "ยกเลิก", exact: true }).click();
  await expect(toast(page, "ยกเลิกการแชร์แล้ว")).toBeVisible();
  await leftoversIn(page, "share cancelled toast", found);

  await saved.getByRole("button", { name: `ลบ "${title}"` }).click();
  const confirm = page.getByRole("alertdialog", { name: "ลบ Flex Message นี้?" });
  await expect(confirm).toBeVisible();
  await leftoversIn(page, "delete confirmation", found);
  await confirm.getByRole("button", { name: "ลบ", exact: true }).click();
  await expect(toast(page, "ลบข้อความสำเร็จแล้ว!")).toBeVisible();
  await leftoversIn(page, "deleted toast", found);
  expect([...new Set(found)]).toEqual([]);
});

test("Webhook Inspector in Thai: created and copied toasts, Intercept and Revoke confirmations", async ({
  app,
  page,
}) => {
  const found: string[] = [];
  await app.open("/webhook");
  await loginInThai(app, found);
  await app.fillSandboxChannel();
  await app.button("สร้าง URL ตรวจสอบ").click();
  await expect(toast(page, "สร้าง URL ตรวจสอบแล้ว")).toBeVisible();
  await leftoversIn(page, "created toast", found);
  await page.getByRole("button", { name: "คัดลอก", exact: true }).first().click();
  await expect(toast(page, "คัดลอก URL แล้ว")).toBeVisible();
  await leftoversIn(page, "copied toast", found);

  await page.getByRole("tab", { name: "เชื่อมต่อ", exact: true }).click();
  await app.button("เชื่อม Channel กับ URL นี้").click();
  await expect(toast(page, "ตอนนี้ Channel ส่ง Webhook ไปที่ URL ตรวจสอบแล้ว")).toBeVisible();
  await leftoversIn(page, "connected toast", found);
  await page.getByRole("radio", { name: /^ดักรับ/ }).click();
  const intercept = page.getByRole("alertdialog", { name: "เปลี่ยนเป็นโหมดดักรับหรือไม่?" });
  await expect(intercept).toBeVisible();
  await leftoversIn(page, "Intercept confirmation", found);
  await intercept.getByRole("button", { name: "ยกเลิก", exact: true }).click();
  await expect(intercept).toHaveCount(0);

  await page.getByRole("tab", { name: "ตรวจดู", exact: true }).click();
  await page.getByRole("button", { name: "เพิกถอน", exact: true }).first().click();
  const revoke = page.getByRole("alertdialog", { name: "เพิกถอน URL ตรวจสอบนี้หรือไม่?" });
  await expect(revoke).toBeVisible();
  await leftoversIn(page, "Revoke confirmation", found);
  await revoke.getByRole("button", { name: "เพิกถอน", exact: true }).click();
  await expect(toast(page, "เพิกถอน URL ตรวจสอบแล้ว")).toBeVisible();
  await leftoversIn(page, "revoked toast", found);
  expect([...new Set(found)]).toEqual([]);
});

test("Flex Designer in Thai: the bubble-to-keep question, the property sheet and a copy toast", async ({
  app,
  page,
}) => {
  const found: string[] = [];
  await app.open("/flex-designer");
  await app.button("เริ่มจากว่างเปล่า").click();
  await app.button("เปลี่ยนเป็นแครูเซล (หลายบับเบิล)").click();
  const outline = page.getByRole("tree", { name: "โครงร่าง" });
  await outline.getByRole("treeitem", { name: /^แครูเซล/ }).click();
  const actions = page.getByRole("toolbar", { name: "แก้ไขส่วนที่เลือก" });
  await actions.getByRole("button", { name: "เพิ่ม", exact: true }).click();
  await page.getByRole("list", { name: "เพิ่ม" }).getByRole("button", { name: "บับเบิล", exact: true }).click();
  await expect(outline.getByRole("treeitem", { name: /^บับเบิล/ })).toHaveCount(2);
  await app.button("เปลี่ยนเป็นบับเบิลเดียว").click();
  const ask = page.getByRole("alertdialog", { name: "เปลี่ยนเป็นบับเบิลเดียว" });
  await expect(ask).toBeVisible();
  await leftoversIn(page, "bubble to keep", found);
  await ask.getByRole("button", { name: "เก็บบับเบิลนี้" }).click();
  await expect(ask).toHaveCount(0);
  await expect(outline.getByRole("treeitem", { name: /^บับเบิล/ })).toHaveCount(1);

  // A part copied: the toast says where it pastes.
  await outline.getByRole("treeitem").nth(2).click();
  await actions.getByRole("button", { name: "คัดลอก", exact: true }).click();
  await expect(toast(page, "คัดลอกแล้ว: วางลงในข้อความนี้หรือข้อความอื่นได้")).toBeVisible();
  await leftoversIn(page, "copied toast", found);

  // The property sheet: a dialog on a phone, a side panel (the page) on a desktop.
  if (app.isPhone()) {
    await actions.getByRole("button", { name: "พร็อพเพอร์ตี", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "พร็อพเพอร์ตี" });
    await expect(sheet).toBeVisible();
    await leftoversIn(page, "property sheet", found);
    await sheet.getByRole("button", { name: "ปิด", exact: true }).click();
    await expect(sheet).toBeHidden();
  } else {
    await expect(page.getByRole("region", { name: "พร็อพเพอร์ตี" })).toBeVisible();
    found.push(...(await englishSentences(page)).map((text) => `property panel: ${text}`));
  }
  expect([...new Set(found)]).toEqual([]);
});

const MENU_IMAGE = rampPng(2500, 1686);

/** An area's card in the Thai editor, opened as a click on its header does. */
async function openThaiAreaCard(page: Page, n: number) {
  const card = page.getByRole("region", { name: `พื้นที่ ${n}`, exact: true });
  const header = card.getByRole("button", { name: new RegExp(`^พื้นที่ ${n} `) });
  if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
  await expect(header).toHaveAttribute("aria-expanded", "true");
  return card;
}

test("Rich Menu Builder in Thai: example action and invalid areas questions, created, listed, previewed and deleted", async ({
  app,
  page,
}) => {
  const found: string[] = [];
  const name = `เมนู ${test.info().project.name} ${Date.now()}`;
  await app.open("/rich-menu-manager");
  await page.getByLabel("ชื่อ", { exact: true }).fill(name);
  await page.getByLabel("ข้อความแถบเมนู", { exact: true }).fill("เมนู");
  await page
    .getByLabel("อัปโหลดรูปภาพ")
    .setInputFiles({ name: "m.png", mimeType: "image/png", buffer: MENU_IMAGE });
  await expect(surface(page)).toBeVisible();
  await drawArea(app, [0.05, 0.1], [0.45, 0.9], 2500);
  await drawArea(app, [0.55, 0.1], [0.95, 0.9], 2500);
  await expect(surface(page).getByRole("button", { name: /^พื้นที่ \d+:/ })).toHaveCount(2);
  const second = await openThaiAreaCard(page, 2);
  await second.getByLabel("ประเภท Action").selectOption("uri");
  await second.getByLabel("URI", { exact: true }).fill("not a url");
  await openThaiAreaCard(page, 1);
  await app.fillSandboxChannel();

  await page.getByRole("button", { name: "สร้าง Rich Menu", exact: true }).click();
  const example = page.getByRole("alertdialog", { name: "ใช้ Action ตัวอย่างต่อหรือไม่?" });
  await expect(example).toBeVisible();
  await leftoversIn(page, "example action question", found);
  await example.getByRole("button", { name: "สร้างต่อไป" }).click();
  const invalid = page.getByRole("alertdialog", { name: "บางพื้นที่ไม่ถูกต้อง" });
  await expect(invalid).toBeVisible();
  await leftoversIn(page, "invalid areas question", found);
  await invalid.getByRole("button", { name: "สร้างโดยไม่รวมพื้นที่เหล่านั้น" }).click();
  await expect(toast(page, "สร้าง Rich Menu และอัปโหลดรูปภาพสำเร็จแล้ว!")).toBeVisible();
  await leftoversIn(page, "created toast", found);

  await page.getByRole("tab", { name: "จัดการ Rich Menu ที่มีอยู่" }).click();
  await app.button("ดึงรายการ Rich Menu").click();
  await expect(toast(page, "ดึงรายการ Rich Menu สำเร็จแล้ว!")).toBeVisible();
  await leftoversIn(page, "fetched toast", found);
  await app.button(`ดูตัวอย่าง ${name}`).click();
  const preview = page.getByRole("dialog", { name: "ตัวอย่าง Rich Menu" });
  await expect(preview).toBeVisible();
  await leftoversIn(page, "rich menu preview", found);
  await preview.getByRole("button", { name: "ปิด", exact: true }).click();
  await expect(preview).toHaveCount(0);
  await app.button(`ลบ ${name}`).click();
  const remove = page.getByRole("alertdialog", { name: "ลบ Rich Menu นี้?" });
  await expect(remove).toBeVisible();
  await leftoversIn(page, "delete confirmation", found);
  await remove.getByRole("button", { name: "ลบ", exact: true }).click();
  await expect(toast(page, `ลบ "${name}" สำเร็จแล้ว!`)).toBeVisible();
  await leftoversIn(page, "deleted toast", found);
  expect([...new Set(found)]).toEqual([]);
});

test("Audience in Thai: the delete confirmation and its toast", async ({ app, page, request }) => {
  const found: string[] = [];
  const description = `ลบ ${test.info().project.name} ${Date.now()}`;
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
  await page.getByRole("form", { name: "ตัวกรอง Audience" }).getByLabel("คำอธิบาย").fill(description);
  await app.button("ดึงรายการ Audience").click();
  await app.button(`ลบ Audience ${description}`).click();
  const confirm = page.getByRole("alertdialog", { name: "ลบ Audience นี้?" });
  await expect(confirm).toContainText(description);
  await leftoversIn(page, "delete confirmation", found);
  await confirm.getByRole("button", { name: "ลบ", exact: true }).click();
  await expect(toast(page, "ลบ Audience สำเร็จแล้ว!")).toBeVisible();
  await leftoversIn(page, "deleted toast", found);
  expect([...new Set(found)]).toEqual([]);
});
