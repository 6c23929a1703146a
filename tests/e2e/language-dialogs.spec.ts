import type { Page } from "@playwright/test";
import { type AppDriver, expect, test } from "./driver.ts";
import { englishInOverlays } from "./english-text.ts";
import { areaButtons, drawArea, rampPng, surface } from "./rich-menu-helpers.ts";

/**
 * Issue 24, after the first screen (language.spec.ts): the dialogs and toasts an action opens, read in
 * Thai with the sweep's text reader. Each check lists what it read in English under the place it was, so
 * one run names every leftover. Checked by breaking it: with the Thai of "Revoke this inspector URL?"
 * removed from the webhook catalog, the webhook test listed "Revoke this inspector URL?".
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

/** Sandbox LINE Login through the Thai header button and user chooser, read on the way. */
async function loginInThai(app: AppDriver, into: string[]) {
  const { page } = app;
  await page.getByRole("button", { name: "เข้าสู่ระบบด้วย LINE", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /เข้าสู่ระบบด้วย LINE/ });
  await expect(dialog).toBeVisible();
  await leftoversIn(page, "login dialog", into);
  await dialog.getByRole("button", { name: `เข้าสู่ระบบเป็น ${SOMCHAI}` }).click();
  await expect(page.getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
}

/** A builder's pane behind the Thai "Builder view" tabs on a phone; side by side on a desktop. */
async function showThaiPane(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 1280) >= 1024) return;
  const tab = page.getByRole("tablist", { name: "มุมมองเครื่องมือ" }).getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

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
  await expect(toast(page, /[\u0E00-\u0E7F]/)).toBeVisible();
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
