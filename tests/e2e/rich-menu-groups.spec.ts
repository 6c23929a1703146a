import { expect, test } from "./driver.ts";
import { rampPng, SANDBOX_CHANNEL } from "./rich-menu-helpers.ts";

const IMAGE = rampPng(2500, 843);

test("tab group: 3 tabs published in one go, then switched in the tap-through preview", async ({
  app,
  page,
}, info) => {
  // Three 2500 × 843 images go through the picker's checks on a throttled phone.
  test.setTimeout(120_000);
  const stamp = `${info.project.name.slice(0, 1)}${Date.now() % 100000}`;
  const aliases = ["a", "b", "c"].map((letter) => `tab-${stamp}-${letter}`);

  await app.open("/rich-menu-manager");
  await app.fillSandboxChannel();
  await page.getByRole("tab", { name: "Tab group" }).click();
  await app.field("Group Name").fill(`Shop ${stamp}`);
  await app.field("Group Chat Bar Text").fill("Shop menu");
  await app.button("3 tabs across the top").click();

  const pageTabs = page.getByRole("tablist", { name: "Pages" }).getByRole("tab");
  await expect(pageTabs).toHaveCount(3);
  for (const [index, aliasId] of aliases.entries()) {
    await pageTabs.nth(index).click();
    await expect(pageTabs.nth(index)).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Page alias ID", { exact: true }).fill(aliasId);
    await page
      .getByLabel("Upload page image")
      .setInputFiles({ name: `${aliasId}.png`, mimeType: "image/png", buffer: IMAGE });
    await expect(page.getByText(`${aliasId}.png · 2500 × 843 px`)).toBeVisible();
  }
  await expect(pageTabs.nth(2)).toHaveAccessibleName(`Page 3 (${aliases[2]})`);

  await page.getByRole("switch", { name: "Set page 1 as default" }).click();
  await app.button("Publish group").click();
  // One request: the server decodes three images and makes 13 LINE calls (slow on a loaded machine).
  await expect(page.getByRole("progressbar", { name: "Publishing group" })).toHaveAttribute(
    "aria-valuenow",
    "100",
    {
      timeout: 60_000,
    },
  );
  await expect(page.getByText("Group published", { exact: true })).toBeVisible();
  const steps = page.getByRole("list", { name: "Publish steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(13);
  await expect(steps.last()).toContainText("Set page 1 as default");

  // The channel holds what the preview shows: each alias on its own new menu, page 1 the default.
  const headers = {
    "X-Line-Channel-Id": SANDBOX_CHANNEL.id,
    "X-Line-Channel-Secret": SANDBOX_CHANNEL.secret,
  };
  const { aliases: onChannel } = (await (
    await page.request.get("/api/rich-menus/aliases", { headers })
  ).json()) as {
    aliases: { richMenuAliasId: string; richMenuId: string }[];
  };
  const targets = aliases.map((id) => onChannel.find((alias) => alias.richMenuAliasId === id)?.richMenuId);
  expect(new Set(targets).size).toBe(3);
  const menus = (await (await page.request.get("/api/rich-menus", { headers })).json()) as {
    defaultRichMenuId: string | null;
  };
  expect(menus.defaultRichMenuId).toBe(targets[0]);

  const phone = page.getByRole("region", { name: "Phone preview" });
  await phone.scrollIntoViewIfNeeded();
  const shown = page.getByText(/^Showing page \d of 3/);
  await expect(shown).toHaveText(`Showing page 1 of 3 (${aliases[0]})`);
  await phone.getByRole("button", { name: `Area 2: switches to alias ${aliases[1]}` }).click();
  await expect(shown).toHaveText(`Showing page 2 of 3 (${aliases[1]})`);
  await expect(phone.getByRole("status")).toHaveText(`Switched to page 2 (${aliases[1]})`);
  await phone.getByRole("button", { name: `Area 3: switches to alias ${aliases[2]}` }).click();
  await expect(shown).toHaveText(`Showing page 3 of 3 (${aliases[2]})`);
  await phone.getByRole("button", { name: `Area 1: switches to alias ${aliases[0]}` }).click();
  await expect(shown).toHaveText(`Showing page 1 of 3 (${aliases[0]})`);
  expect(app.consoleErrors).toEqual([]);
});
