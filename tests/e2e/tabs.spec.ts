import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./driver.ts";

// Every tab list of the app is one component (web/components/ui/tabs.tsx) and speaks the WAI-ARIA tabs
// pattern: one selected tab, the only one in the Tab order, controlling a tab panel named by it; Left and
// Right move (and wrap), Home and End go to the ends, and moving selects. Checked on each kind of list.

/** The selected tab of `list` is `name`: focused, alone in the Tab order, its panel shown and named by it. */
async function expectSelected(page: Page, list: Locator, name: string) {
  const tab = list.getByRole("tab", { name, exact: true });
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(list.getByRole("tab", { selected: true })).toHaveCount(1);
  await expect(list.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await expect(tab).toHaveAttribute("tabindex", "0");
  const panel = page.locator(`[id="${await tab.getAttribute("aria-controls")}"]`);
  await expect(panel).toHaveRole("tabpanel");
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleName(name);
}

/** Walks `names` (the list's tabs in order, the first selected) with the keys, checking each stop. */
async function walkWithKeys(page: Page, list: Locator, names: string[]) {
  const first = names[0] ?? "";
  const last = names[names.length - 1] ?? "";
  await list.getByRole("tab", { name: first, exact: true }).focus();
  await expectSelected(page, list, first);
  await page.keyboard.press("ArrowRight");
  await expectSelected(page, list, names[1] ?? "");
  await page.keyboard.press("Home");
  await expectSelected(page, list, first);
  await page.keyboard.press("ArrowLeft");
  await expectSelected(page, list, last);
  await page.keyboard.press("ArrowRight");
  await expectSelected(page, list, first);
  await page.keyboard.press("End");
  await expectSelected(page, list, last);
}

test("a page's own tabs (the Rich Menu Builder's)", { tag: "@phone-only" }, async ({ app, page }) => {
  await app.open("/rich-menu-manager");
  const list = page.getByRole("tablist", { name: "Rich menu builder" });
  await walkWithKeys(page, list, ["Create Rich Menu", "Manage Existing"]);
});

test("the rich menu tab group's pages", { tag: "@phone-only" }, async ({ app, page }) => {
  await app.open("/rich-menu-manager");
  await page.getByRole("tab", { name: "Tab group" }).click();
  await app.button("2 tabs across the top").click();
  const list = page.getByRole("tablist", { name: "Pages" });
  await expect(list.getByRole("tab")).toHaveCount(2);
  const names = await list.getByRole("tab").allTextContents();
  await walkWithKeys(page, list, names);
});

test("the Flex Designer's views", { tag: "@phone-only" }, async ({ app, page }) => {
  await app.open("/flex-designer");
  await app.button("Coupon").click();
  const list = page.getByRole("tablist", { name: "Designer view" });
  await walkWithKeys(page, list, ["Design", "JSON"]);
  await expect(page.getByRole("tabpanel", { name: "JSON" })).toContainText('"text": "20% OFF"');
});

test("a builder's Edit / Preview / JSON switch on a phone", { tag: "@phone-only" }, async ({ app, page }) => {
  await app.open("/text-message");
  const list = page.getByRole("tablist", { name: "Builder view" });
  await walkWithKeys(page, list, ["Edit", "Preview", "JSON"]);
});
