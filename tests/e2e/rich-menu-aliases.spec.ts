import type { Page } from "@playwright/test";
import { expect, test } from "./driver.ts";
import { createThroughApi, drawArea, openAreaCard, rampPng, surface } from "./rich-menu-helpers.ts";

const IMAGE = rampPng(2500, 843);
const menuRows = (page: Page) => page.locator('tbody tr, ul[aria-label="Rich menus"] > li');

test("manage tab: create an alias, see it on its menu's row, re-point it, delete it", async ({
  app,
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now() % 100000}`;
  const first = `Tab one ${stamp}`;
  const second = `Tab two ${stamp}`;
  await createThroughApi(page, first, { height: 843, chatBarText: "Tabs", selected: false });
  await createThroughApi(page, second, { height: 843, chatBarText: "Tabs", selected: false });
  const aliasId = `tab-${stamp}`.toLowerCase().slice(0, 32);

  await app.open("/rich-menu-manager");
  await app.fillSandboxChannel();
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await app.button("Get Rich Menus").click();
  await app.expectToast("Rich menus fetched successfully!");

  const aliasField = page.getByLabel("Alias ID");
  await aliasField.fill("Tab One");
  await app.button("Create Alias").click();
  await expect(
    page.getByText("Alias ID must be 1–32 characters: lower-case letters, digits, _ and -"),
  ).toBeVisible();

  await aliasField.fill(aliasId);
  await page.getByLabel("Points at").selectOption({ label: first });
  await app.button("Create Alias").click();
  await app.expectToast(`Alias "${aliasId}" now points at "${first}"`);
  await expect(menuRows(page).filter({ hasText: first })).toContainText(`Aliases: ${aliasId}`);

  await page.getByLabel(`Target of ${aliasId}`).selectOption({ label: second });
  await app.expectToast(`Alias "${aliasId}" now points at "${second}"`);
  await expect(menuRows(page).filter({ hasText: second })).toContainText(`Aliases: ${aliasId}`);
  await expect(menuRows(page).filter({ hasText: first })).not.toContainText(aliasId);

  // The Create tab's rich menu switch action offers the channel's aliases.
  await page.getByRole("tab", { name: "Create Rich Menu" }).click();
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "m.png", mimeType: "image/png", buffer: IMAGE });
  await expect(surface(page)).toBeVisible();
  await drawArea(app, [0.1, 0.1], [0.5, 0.9], 2500);
  const card = await openAreaCard(page, 1);
  await card.getByLabel("Action Type").selectOption("richmenuswitch");
  const aliasInput = card.getByLabel("Rich Menu Alias ID");
  const listId = await aliasInput.getAttribute("list");
  await expect(page.locator(`datalist[id="${listId}"] option[value="${aliasId}"]`)).toHaveCount(1);
  await page.getByRole("tab", { name: "Manage Existing" }).click();

  await app.button(`Delete alias ${aliasId}`).click();
  await page
    .getByRole("alertdialog", { name: "Delete alias?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await app.expectToast(`Alias "${aliasId}" deleted`);
  await expect(menuRows(page).filter({ hasText: second })).not.toContainText(aliasId);
  await app.expectNoHorizontalScroll();
  expect(app.consoleErrors).toEqual([]);
});

test("per-user menus: link to me, which menu a user sees, LINE's not-found explained", async ({
  app,
  page,
}, info) => {
  const name = `Mine ${info.project.name} ${Date.now() % 100000}`;
  await createThroughApi(page, name, { height: 843, chatBarText: "Tabs", selected: false });
  const somchai = "U059b797f5e2c31a37fb5cd68f3dd902f";

  await app.open("/rich-menu-manager");
  await app.loginAs("Alex (sandbox)");
  await app.fillSandboxChannel();
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await app.button("Get Rich Menus").click();
  await app.expectToast("Rich menus fetched successfully!");
  await page.getByLabel("Menu to link").selectOption({ label: name });
  // Alex has not added the sandbox bot: LINE does not know him on this channel.
  await app.button("Link to me").click();
  await app.expectToast(/LINE user IDs are per provider/);

  await app.logout();
  await app.loginAs("Somchai (sandbox)");
  await app.button("Link to me").click();
  await app.expectToast(`"${name}" is now your rich menu in LINE`);
  await page.getByLabel("User ID", { exact: true }).fill(somchai);
  await app.button("Check").click();
  await expect(page.getByText(`${somchai} sees "${name}", linked to them.`)).toBeVisible();
  expect(app.consoleErrors.filter((e) => !e.includes("404"))).toEqual([]);
});
