import type { Page } from "@playwright/test";
import { expect, test } from "./driver.ts";
import { createThroughApi, SANDBOX_CHANNEL } from "./rich-menu-helpers.ts";

const CHANNEL_HEADERS = {
  "X-Line-Channel-Id": SANDBOX_CHANNEL.id,
  "X-Line-Channel-Secret": SANDBOX_CHANNEL.secret,
};
const menuRows = (page: Page) => page.locator('tbody tr, ul[aria-label="Rich menus"] > li');

test("edit a copy: the swap keeps the alias and the default on the new menu, and deletes the old one", async ({
  app,
  page,
}, info) => {
  // Three menus set up through the API, an image round trip and two batch moves polled to the end.
  test.slow();
  const stamp = `${info.project.name}-${Date.now() % 100000}`;
  const name = `Swap ${stamp}`;
  const aliasId = `swap-${stamp}`.toLowerCase().slice(0, 32);
  const old = await createThroughApi(page, name, { height: 843, chatBarText: "Swap", selected: false });
  expect(
    (await page.request.post(`/api/rich-menus/${old}/default`, { headers: CHANNEL_HEADERS })).status(),
  ).toBe(200);
  const alias = await page.request.post("/api/rich-menus/aliases", {
    headers: CHANNEL_HEADERS,
    data: { richMenuAliasId: aliasId, richMenuId: old },
  });
  expect(alias.status()).toBe(201);

  await app.open("/rich-menu-manager");
  await app.fillSandboxChannel();
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await app.button("Get Rich Menus").click();
  await app.expectToast("Rich menus fetched successfully!");
  await app.button(`Edit a copy of ${name}`).click();
  await app.expectToast(`"${name}" loaded into the editor: change it, then publish it as a replacement`);
  await expect(page.getByRole("tab", { name: "Create Rich Menu" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByRole("button", { name: "Area 1: 2500×843 at 0,0, Message" })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill(`${name} v2`);
  await app.button("Publish as replacement").click();
  const dialog = page.getByRole("dialog", { name: `Replace "${name}"?` });
  await dialog.getByLabel("Delete the old menu after the swap").check();
  await dialog.getByRole("button", { name: "Publish swap" }).click();
  const progress = dialog.getByRole("list", { name: "Swap progress" });
  await expect(
    progress.getByRole("listitem").filter({ hasText: "Make the new menu the default" }),
  ).toContainText("done");
  await expect(progress.getByRole("listitem").filter({ hasText: `Re-point alias ${aliasId}` })).toContainText(
    "done",
  );
  await expect(dialog.getByRole("status").filter({ hasText: "Swap complete" })).toContainText(
    "which was deleted",
  );
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.getByRole("tab", { name: "Manage Existing" }).click();
  const row = menuRows(page).filter({ hasText: `${name} v2` });
  await expect(row).toContainText("Default");
  await expect(row).toContainText(`Aliases: ${aliasId}`);
  await expect(menuRows(page).filter({ hasText: old })).toHaveCount(0);
  await app.expectNoHorizontalScroll();
  expect(app.consoleErrors).toEqual([]);
});

test("link by user ID list: a bad line is reported by its number, the valid IDs are linked", async ({
  app,
  page,
}, info) => {
  // A menu created through the API, two bulk calls and a lookup, each a server round trip to LINE.
  test.slow();
  const name = `List ${info.project.name} ${Date.now() % 100000}`;
  await createThroughApi(page, name, { height: 843, chatBarText: "List", selected: false });
  const somchai = "U059b797f5e2c31a37fb5cd68f3dd902f";
  const malee = "U3764792d24f2717f5d4c4d57bafcbf58";

  await app.open("/rich-menu-manager");
  await app.fillSandboxChannel();
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await app.button("Get Rich Menus").click();
  await app.expectToast("Rich menus fetched successfully!");
  await page.getByLabel("Menu for these users").selectOption({ label: name });
  await page.getByLabel("User IDs").fill([somchai, "U12345", malee].join("\n"));
  await expect(page.getByRole("list", { name: "Invalid IDs" })).toHaveText("Line 2: U12345");
  await app.button("Link to these users").click();
  await expect(page.getByRole("status").filter({ hasText: "Linked 2 users." })).toBeVisible();

  await page.getByLabel("User ID", { exact: true }).fill(malee);
  await app.button("Check").click();
  await expect(page.getByText(`${malee} sees "${name}", linked to them.`)).toBeVisible();
  await app.button("Unlink these users").click();
  await expect(page.getByRole("status").filter({ hasText: "Unlinked 2 users." })).toBeVisible();
  await app.expectNoHorizontalScroll();
  expect(app.consoleErrors).toEqual([]);
});

test("in Thai: the user ID list, its notes, the link run and the fetch toast are Thai", async ({
  app,
  page,
}, info) => {
  test.slow();
  const name = `Thai ${info.project.name} ${Date.now() % 100000}`;
  await createThroughApi(page, name, { height: 843, chatBarText: "Thai", selected: false });
  const somchai = "U059b797f5e2c31a37fb5cd68f3dd902f";

  await app.open("/rich-menu-manager");
  await app.chooseLanguage("ไทย");
  await app.fillSandboxChannel();
  await page.getByRole("tab", { name: "จัดการ Rich Menu ที่มีอยู่" }).click();
  await app.button("ดึงรายการ Rich Menu").click();
  await app.expectToast("ดึงรายการ Rich Menu สำเร็จแล้ว!");
  await expect(app.button(`แก้ไขสำเนาของ ${name}`).first()).toBeVisible();
  await page.getByLabel("เมนูสำหรับผู้ใช้เหล่านี้").selectOption({ label: name });
  await page.getByLabel("รายการ ID ผู้ใช้", { exact: true }).fill([somchai, "U12345"].join("\n"));
  await expect(page.getByRole("list", { name: "ID ที่ไม่ถูกต้อง" })).toHaveText("บรรทัด 2: U12345");
  await expect(page.getByText("ID ที่ถูกต้อง 1 รายการ, ID ไม่ถูกต้อง 1 รายการ")).toBeVisible();
  await app.button("ลิงก์กับผู้ใช้เหล่านี้").click();
  await expect(page.getByRole("status").filter({ hasText: "ลิงก์ผู้ใช้ 1 คน แล้ว" })).toBeVisible();
  expect(app.consoleErrors).toEqual([]);
});
