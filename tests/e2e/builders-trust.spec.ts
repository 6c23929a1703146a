import type { Page } from "@playwright/test";
import { confirmStartOver, readDraft, reloadApp } from "./draft-helpers.ts";
import { type AppDriver, expect, test } from "./driver.ts";
import {
  areaButtons,
  areaCard,
  drag,
  openAreaCard,
  rampPng,
  SANDBOX_CHANNEL,
  surface,
  surfacePoints,
} from "./rich-menu-helpers.ts";

/*
 * Issue 23, "Builders you can trust on a phone". Tests tagged @timing race a reload against the
 * draft's storage: run them many times with `--grep @timing --repeat-each=20` (tests/e2e/README.md).
 */

test.describe.configure({ timeout: 180_000 });

const BUBBLE = JSON.stringify({
  type: "bubble",
  body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Kept at once" }] },
});

/** One builder as the timing tests use it: a field to edit, the value typed, and what empty looks like. */
interface Builder {
  path: string;
  draftKey: string;
  edit: (page: Page, value: string) => Promise<void>;
  value: (page: Page) => ReturnType<Page["getByLabel"]>;
  typed: string;
  draftText: string;
}

const BUILDERS: Builder[] = [
  {
    path: "/text-message",
    draftKey: "text-message",
    edit: (page, value) => page.getByLabel(/^Message Text/).fill(value),
    value: (page) => page.getByLabel(/^Message Text/),
    typed: "Typed just before the reload",
    draftText: "Typed just before the reload",
  },
  {
    path: "/flex-formatter",
    draftKey: "flex-formatter",
    edit: (page, value) => page.getByLabel("Flex JSON", { exact: true }).fill(value),
    value: (page) => page.getByLabel("Flex JSON", { exact: true }),
    typed: BUBBLE,
    draftText: "Kept at once",
  },
  {
    path: "/imagemap-builder",
    draftKey: "imagemap-builder",
    edit: (page, value) => page.getByLabel(/^Alt Text/).fill(value),
    value: (page) => page.getByLabel(/^Alt Text/),
    typed: "Alt text typed just before the reload",
    draftText: "Alt text typed just before the reload",
  },
  {
    path: "/rich-menu-manager",
    draftKey: "rich-menu-manager",
    edit: (page, value) => page.getByLabel("Name", { exact: true }).fill(value),
    value: (page) => page.getByLabel("Name", { exact: true }),
    typed: "Menu typed just before the reload",
    draftText: "Menu typed just before the reload",
  },
];

test("@timing an edit then an immediate reload keeps the edit, in every builder", async ({ app, page }) => {
  for (const builder of BUILDERS) {
    await app.open(builder.path);
    await builder.edit(page, builder.typed);
    // No wait: the page goes right after the keystrokes, as a LIFF window closing does.
    await reloadApp(app);
    await expect(builder.value(page), builder.path).toHaveValue(builder.typed, { timeout: 30_000 });
    await confirmStartOver(app);
  }
});

test("@timing Start over then an immediate reload keeps every builder empty, the tab group included", async ({
  app,
  page,
}) => {
  for (const builder of BUILDERS) {
    await app.open(builder.path);
    await builder.edit(page, builder.typed);
    // A draft that is really stored, so a Start over has something to bring back.
    await expect
      .poll(() => readDraft(page, builder.draftKey), { timeout: 8_000 })
      .toContain(builder.draftText);
    await confirmStartOver(app);
    await reloadApp(app);
    await expect(app.button("Start over"), builder.path).toBeDisabled({ timeout: 30_000 });
    await expect(builder.value(page), builder.path).toHaveValue("");
  }

  // The Rich Menu Builder's tab group goes too (it is kept by "Create Another Rich Menu", not by Start over).
  await app.open("/rich-menu-manager");
  await page.getByRole("tab", { name: "Tab group" }).click();
  await app.field("Group Name").fill("Tabs to forget");
  await expect
    .poll(() => readDraft(page, "rich-menu-manager"), { timeout: 8_000 })
    .toContain("Tabs to forget");
  await confirmStartOver(app);
  await reloadApp(app);
  await expect(app.button("Start over")).toBeDisabled({ timeout: 30_000 });
  await page.getByRole("tab", { name: "Tab group" }).click();
  await expect(app.field("Group Name")).toHaveValue("");
});

test("an imagemap hosted in sandbox mode stays valid after a reload", async ({ app, page }) => {
  await app.open("/imagemap-builder");
  await page
    .getByLabel("Choose file")
    .setInputFiles({ name: "map.png", mimeType: "image/png", buffer: rampPng(1040, 520) });
  await expect(page.getByText("1040 × 520").first()).toBeVisible();
  await page.getByLabel(/^Alt Text/).fill("Hosted imagemap");
  await app.button("Quick Add").click();
  await page.getByLabel("Action type").selectOption("message");
  await page.getByLabel("Message text").fill("Hello");
  await app.button("Host this image").click();
  await expect(page.getByLabel(/^Base URL/)).toHaveValue(/\/imagemaps\/[0-9a-f]{64}$/);
  const baseUrl = await page.getByLabel(/^Base URL/).inputValue();
  await app.showPane("JSON");
  const verdict = page.getByText(/^Valid imagemap message/);
  await expect(verdict).toBeVisible();
  const said = await verdict.textContent();
  await expect(app.button("Send to my LINE")).toBeEnabled();

  await expect.poll(() => readDraft(page, "imagemap-builder"), { timeout: 8_000 }).toContain("hostedUrl");
  await reloadApp(app);
  await expect(page.getByLabel(/^Base URL/)).toHaveValue(baseUrl, { timeout: 30_000 });
  await app.showPane("JSON");
  await expect(page.getByText(/^Valid imagemap message/)).toHaveText(said ?? "");
  await expect(page.getByText("LINE would refuse this message:")).toHaveCount(0);
  await expect(app.button("Send to my LINE")).toBeEnabled();
});

const GROUP_IMAGE = rampPng(2500, 843);

/** How many rich menus the sandbox channel holds, asked of the LINE emulator through the API. */
async function menuCount(page: Page): Promise<number> {
  const headers = {
    "X-Line-Channel-Id": SANDBOX_CHANNEL.id,
    "X-Line-Channel-Secret": SANDBOX_CHANNEL.secret,
  };
  const res = await page.request.get("/api/rich-menus", { headers });
  return ((await res.json()) as { richmenus: unknown[] }).richmenus.length;
}

/** The Rich Menu Builder's tab group with the sandbox channel, a name, and 2 tabs across the top. */
async function tabGroup(app: AppDriver, name: string) {
  const { page } = app;
  await app.open("/rich-menu-manager");
  await app.fillSandboxChannel();
  await page.getByRole("tab", { name: "Tab group" }).click();
  await app.field("Group Name").fill(name);
  await app.field("Group Chat Bar Text").fill("Menu");
  await app.button("2 tabs across the top").click();
  return page.getByRole("tablist", { name: "Pages" }).getByRole("tab");
}

test("renaming an alias updates the switch data the tab template wrote, never data the user typed", async ({
  app,
  page,
}) => {
  const pageTabs = await tabGroup(app, "Renamed");
  await pageTabs.nth(1).click();
  await page.getByLabel("Page alias ID", { exact: true }).fill("home");
  const tab2 = await openAreaCard(page, 2);
  await expect(tab2.getByLabel("Rich Menu Alias ID")).toHaveValue("home");
  await expect(tab2.getByLabel("Data")).toHaveValue("tab=2&alias=home");
  // Data the user typed is theirs: a later rename leaves it as it is.
  await tab2.getByLabel("Data").fill("my-own-data");
  await tab2.getByLabel("Data").blur();
  await page.getByLabel("Page alias ID", { exact: true }).fill("shop");
  await expect(tab2.getByLabel("Rich Menu Alias ID")).toHaveValue("shop");
  await expect(tab2.getByLabel("Data")).toHaveValue("my-own-data");
  // Page 1's switch to page 2 was generated: it follows both renames.
  await pageTabs.nth(0).click();
  await expect((await openAreaCard(page, 2)).getByLabel("Data")).toHaveValue("tab=2&alias=shop");
});

test("a published tab group says so after a reload and never re-publishes silently (menus counted at the emulator)", async ({
  app,
  page,
}, info) => {
  const stamp = `${info.project.name.slice(0, 1)}${Date.now() % 100000}`;
  const pageTabs = await tabGroup(app, `Once ${stamp}`);
  for (const [index, aliasId] of [`one-${stamp}`, `two-${stamp}`].entries()) {
    await pageTabs.nth(index).click();
    await page.getByLabel("Page alias ID", { exact: true }).fill(aliasId);
    await page
      .getByLabel("Upload page image")
      .setInputFiles({ name: `${aliasId}.png`, mimeType: "image/png", buffer: GROUP_IMAGE });
    await expect(page.getByText(`${aliasId}.png · 2500 × 843 px`)).toBeVisible();
  }

  const before = await menuCount(page);
  await app.button("Publish group").click();
  await expect(page.getByText("Group published", { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await menuCount(page)).toBe(before + 2);

  await expect.poll(() => readDraft(page, "rich-menu-manager"), { timeout: 8_000 }).toContain("published");
  await reloadApp(app);
  await expect(page.getByText("Published as 2 menus")).toBeVisible({ timeout: 30_000 });
  await app.fillSandboxChannel();
  await app.button("Publish again").click();
  const question = page.getByRole("alertdialog", { name: "Publish this group again?" });
  await expect(question).toContainText("creates 2 new menus");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toHaveCount(0);
  expect(await menuCount(page)).toBe(before + 2);
});

const MENU_IMAGE = rampPng(2500, 1686);

/** The wizard with an image and the given areas imported as JSON. */
async function wizardWithAreas(app: AppDriver, areas: unknown[]) {
  const { page } = app;
  await app.open("/rich-menu-manager");
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: MENU_IMAGE });
  await expect(surface(page)).toBeVisible();
  await expect(surface(page).locator("img")).toHaveJSProperty("complete", true);
  await page.getByRole("button", { name: "Import JSON" }).click();
  await page
    .getByRole("textbox", { name: "Rich menu JSON" })
    .fill(JSON.stringify({ size: { width: 2500, height: 1686 }, areas }));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(areaButtons(page)).toHaveCount(areas.length);
}

test("a drag that starts on a selected area's edge never moves it", async ({ app, page }) => {
  await wizardWithAreas(app, [
    { bounds: { x: 125, y: 200, width: 875, height: 1200 }, action: { type: "message", text: "A" } },
  ]);
  await openAreaCard(page, 1);
  await expect(areaButtons(page).first()).toHaveAttribute("aria-pressed", "true");
  // Just inside the right edge, a third of the way down (away from the edge's middle handle), towards the neighbour.
  const { rect } = await surfacePoints(page, [0, 0], [1, 1]);
  const scale = rect.width / 2500;
  const start = { x: Math.round(rect.left + 1000 * scale - 3), y: Math.round(rect.top + 600 * scale) };
  await drag(app, start, { x: start.x + Math.round(400 * scale), y: start.y + Math.round(200 * scale) });
  await expect(areaButtons(page).first()).not.toHaveAccessibleName(/^Area 1: 875×1200 at 125,200\b/);
  // Resized along its right edge: the left edge and the top stay where they were.
  await expect(areaButtons(page).first()).toHaveAccessibleName(/^Area 1: \d+×1200 at 125,200\b/);
  await expect(areaButtons(page)).toHaveCount(1);
});

test("overlapping areas are both warned, naming the one a tap reaches; one tap trims them apart", async ({
  app,
  page,
}) => {
  await wizardWithAreas(app, [
    { bounds: { x: 0, y: 0, width: 1200, height: 1686 }, action: { type: "message", text: "Left" } },
    { bounds: { x: 800, y: 0, width: 1700, height: 1686 }, action: { type: "message", text: "Right" } },
  ]);
  for (const n of [1, 2])
    await expect(areaCard(page, n).getByText("Overlaps", { exact: true })).toBeVisible();
  await expect(areaCard(page, 1)).toContainText(
    "Overlaps Area 2: a tap on the shared part goes to Area 2, the one on top",
  );
  await expect(areaCard(page, 2)).toContainText(
    "Overlaps Area 1: a tap on the shared part goes to Area 2, the one on top",
  );
  await areaCard(page, 2).getByRole("button", { name: "Trim to the edge of area 1" }).click();
  await expect(areaButtons(page).nth(1)).toHaveAccessibleName(/^Area 2: 1300×1686 at 1200,0\b/);
  await expect(page.getByText("Overlaps", { exact: true })).toHaveCount(0);
});

test("the imagemap's area table fits a phone: nothing cut off sideways", async ({ app, page }) => {
  test.skip(!app.isPhone(), "the desktop column has room for every column");
  await app.open("/imagemap-builder");
  await page
    .getByLabel("Choose file")
    .setInputFiles({ name: "map.png", mimeType: "image/png", buffer: rampPng(1040, 520) });
  await app.button("Quick Add").click();
  const table = page.getByRole("table", { name: "Imagemap areas" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow, "the table scrolls sideways inside its card").toBeLessThanOrEqual(0);
  await expect(table.getByRole("button", { name: "Delete area 1" })).toBeInViewport();
  await app.expectNoHorizontalScroll();
});
