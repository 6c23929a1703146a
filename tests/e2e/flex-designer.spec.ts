import type { Locator, Page } from "@playwright/test";
import { bigCarousel } from "../fixtures/big-carousel.ts";
import { type AppDriver, expect, test } from "./driver.ts";
import { noisyGreenPng } from "./images.ts";

/**
 * The Flex Designer (issue 25) on a phone (touch) and a desktop: from a template to a shared message,
 * a keyboard-only edit, a reload keeping the design, and a run in Thai.
 */

const tree = (page: Page) => page.getByRole("tree", { name: "Outline" });
const row = (page: Page, name: string | RegExp) => tree(page).getByRole("treeitem", { name });
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Edit the selected part" });

/** The property sheet: a side panel on a desktop, a half-height sheet opened from the bottom bar on a phone. */
async function properties(app: AppDriver): Promise<Locator> {
  if (!app.isPhone()) return app.page.getByRole("region", { name: "Properties" });
  await toolbar(app.page).getByRole("button", { name: "Properties" }).click();
  const dialog = app.page.getByRole("dialog", { name: "Properties" });
  await expect(dialog).toBeVisible();
  // Not modal: the preview stays in view above it (flex-designer-phone.spec.ts).
  await expect(preview(app.page)).toBeVisible();
  return dialog;
}

async function closeProperties(app: AppDriver) {
  if (!app.isPhone()) return;
  await app.page.getByRole("dialog", { name: "Properties" }).getByRole("button", { name: "Close" }).click();
  await expect(app.page.getByRole("dialog", { name: "Properties" })).toBeHidden();
  await expect(tree(app.page)).toBeVisible();
}

/** The designer's preview (its name is the altText, in either language). */
/** "+ Add" and one of what it offers there. */
async function add(page: Page, what: string) {
  await toolbar(page).getByRole("button", { name: "Add" }).click();
  await page.getByRole("list", { name: "Add" }).getByRole("button", { name: what, exact: true }).click();
}

const preview = (page: Page) => page.getByRole("region", { name: /^(Preview|ตัวอย่าง)$/ }).getByRole("figure");

test("from a template to a shared message: text, colour, size, a URI button, reorder, undo/redo, hero picture", async ({
  app,
  page,
}) => {
  await app.open("/flex-designer");
  await app.loginAs("Somchai (sandbox)");
  await expect(app.heading("Flex Designer")).toBeVisible();
  await app.button("Event invitation").click();
  await expect(tree(page)).toBeVisible();

  // A text: its words, colour and size.
  await row(page, /LINE Developer Meetup/).click();
  await expect(row(page, /LINE Developer Meetup/)).toHaveAttribute("aria-selected", "true");
  let sheet = await properties(app);
  await sheet.getByLabel("Text", { exact: true }).fill("Designer meetup");
  await sheet.getByLabel("Text colour", { exact: true }).fill("#ff0000");
  await sheet.getByLabel("Font size", { exact: true }).fill("3xl");
  await closeProperties(app);
  const title = preview(page).getByText("Designer meetup", { exact: true });
  await expect(title).toBeVisible();
  await expect(title).toHaveCSS("color", "rgb(255, 0, 0)");

  // A URI button added to the body, then moved up one place; undo and redo the move.
  await row(page, /^Body · Box/).click();
  await add(page, "Button");
  const added = row(page, /Button Open link/);
  await expect(added).toHaveAttribute("aria-selected", "true");
  const before = await added.getAttribute("data-path");
  await toolbar(page).getByRole("button", { name: "Move up" }).click();
  // The outline follows the design one paint later: wait for it rather than read it at once.
  await expect(row(page, /Button Open link/)).not.toHaveAttribute("data-path", before ?? "");
  const moved = await row(page, /Button Open link/).getAttribute("data-path");
  await app.button("Undo").click();
  await expect(row(page, /Button Open link/)).toHaveAttribute("data-path", before ?? "");
  await app.button("Redo").click();
  await expect(row(page, /Button Open link/)).toHaveAttribute("data-path", moved ?? "");
  await expect(preview(page).getByRole("button", { name: "Open link" })).toBeVisible();

  // The hero picture: uploaded from the device, its aspect ratio from its size.
  await row(page, /^Hero · Image/).click();
  sheet = await properties(app);
  await sheet.getByLabel("Upload a picture").setInputFiles({
    name: "hero.png",
    mimeType: "image/png",
    buffer: await noisyGreenPng(400, 200),
  });
  await app.expectToast("Picture uploaded and set");
  await expect(sheet.getByLabel("Aspect ratio (width:height)", { exact: true })).toHaveValue("2:1");
  await closeProperties(app);

  // A tap in the preview selects, it does not describe the action.
  await preview(page).getByText("Designer meetup", { exact: true }).click();
  await expect(row(page, /Designer meetup/)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("status").filter({ hasText: "Tapped:" })).toHaveCount(0);
  // And the other way: a row selected in the outline is outlined in the preview.
  await row(page, /^Text Talks, demos/).click();
  await expect(preview(page).locator("[data-fx-selected]")).toHaveText(/^Talks, demos/);

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await app.pickShareTargets(["Family (sandbox)"]);
  await app.expectToast("Flex message shared successfully!");
  await app.open("/sandbox-chat");
  const entry = page.getByRole("listitem", { name: "Somchai (sandbox) to Family (sandbox)" }).last();
  await expect(entry).toContainText("Designer meetup");
  await expect(entry).toContainText("Open link");
});

test("a reload keeps the design", async ({ app, page }) => {
  await app.open("/flex-designer");
  await app.button("Coupon").click();
  await row(page, /Baan Cafe/).click();
  const sheet = await properties(app);
  await sheet.getByLabel("Text", { exact: true }).fill(`Reloaded ${test.info().project.name}`);
  await closeProperties(app);
  await expect(preview(page).getByText(`Reloaded ${test.info().project.name}`)).toBeVisible();
  await page.reload();
  await expect(app.heading("Flex Designer")).toBeVisible();
  await expect(row(page, new RegExp(`Reloaded ${test.info().project.name}`))).toBeVisible();
  // The JSON tab shows the same message.
  await page.getByRole("tab", { name: "JSON" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(`"text": "Reloaded ${test.info().project.name}"`);
});

test("a keyboard-only edit on a desktop: tree keys, a field, the add menu, Ctrl+Z", async ({ app, page }) => {
  test.skip(app.isPhone(), "keyboard-only is the desktop's");
  await app.open("/flex-designer");
  await app.button("Start empty").focus();
  await page.keyboard.press("Enter");
  const bubble = row(page, /^Bubble/);
  await bubble.focus();
  await expect(bubble).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  const text = row(page, /^Text/);
  await expect(text).toBeFocused();
  await expect(text).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(row(page, /^Body · Box/)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(bubble).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(row(page, /^Body · Box/)).toHaveAttribute("aria-selected", "true");
  // The add list by keyboard: a separator into the body box.
  await toolbar(page).getByRole("button", { name: "Add" }).focus();
  await page.keyboard.press("Enter");
  const choices = page.getByRole("list", { name: "Add" });
  const addButton = toolbar(page).getByRole("button", { name: "Add" });
  await expect(choices.getByRole("button", { name: "Text" })).toBeVisible();
  // Escape closes the list (laid over the outline) and gives the focus back to "+ Add".
  await choices.getByRole("button", { name: "Text" }).focus();
  await page.keyboard.press("Escape");
  await expect(choices).toHaveCount(0);
  await expect(addButton).toBeFocused();
  await expect(addButton).toHaveAttribute("aria-expanded", "false");
  // Escape on "+ Add" itself closes it too, and Tab out of the list (into the tree it covers) closes it.
  await page.keyboard.press("Enter");
  await expect(choices).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(choices).toHaveCount(0);
  await page.keyboard.press("Enter");
  await choices.getByRole("button").last().focus();
  await page.keyboard.press("Tab");
  await expect(choices).toHaveCount(0);
  await expect(addButton).toHaveAttribute("aria-expanded", "false");
  await addButton.focus();
  await page.keyboard.press("Enter");
  await choices.getByRole("button", { name: "Separator" }).focus();
  await page.keyboard.press("Enter");
  await expect(row(page, /^Separator/)).toHaveAttribute("aria-selected", "true");
  await expect(addButton).toBeFocused();
  await page.keyboard.press("Control+z");
  await expect(row(page, /^Separator/)).toHaveCount(0);
  await page.keyboard.press("Control+Shift+z");
  await expect(row(page, /^Separator/)).toHaveCount(1);
  // A field typed into, then undone with the keyboard as one step.
  await row(page, /^Text/).click();
  const field = page.getByRole("region", { name: "Properties" }).getByLabel("Text", { exact: true });
  await field.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Typed by keys");
  await expect(preview(page).getByText("Typed by keys")).toBeVisible();
  await page.keyboard.press("Control+z");
  await expect(preview(page).getByText("Typed by keys")).toHaveCount(0);
});

test("without the platform's popover (older in-app browsers) the add list opens, is named and closes", async ({
  app,
  page,
}) => {
  // LINE's in-app browsers on older systems have no `popover`: the list then opens in the page.
  await page.addInitScript(() => {
    const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
    for (const name of ["showPopover", "hidePopover", "togglePopover"]) delete proto[name];
  });
  await app.open("/flex-designer");
  await app.button("Event invitation").click();
  await row(page, /LINE Developer Meetup/).click();
  const addButton = toolbar(page).getByRole("button", { name: "Add" });
  const addList = page.getByRole("list", { name: "Add" });
  await addButton.click();
  await expect(addList).toBeVisible();
  await expect(addList).not.toHaveAttribute("popover");
  await expect(addButton).toHaveAttribute("aria-expanded", "true");
  await expect(addList.getByRole("button").first()).toBeVisible();
  // Escape in the list closes it and gives the focus back to "+ Add".
  await addList.getByRole("button").first().focus();
  await page.keyboard.press("Escape");
  await expect(addList).toHaveCount(0);
  await expect(addButton).toBeFocused();
  await expect(addButton).toHaveAttribute("aria-expanded", "false");
  // A tap elsewhere closes it too, also when the tap on "+ Add" left the focus where it was (Safari does not
  // focus a tapped button), so no blur leaves the list.
  await row(page, /LINE Developer Meetup/).click();
  await addButton.dispatchEvent("click");
  await expect(addList).toBeVisible();
  await app.heading("Flex Designer").click();
  await expect(addList).toHaveCount(0);
  await expect(addButton).toHaveAttribute("aria-expanded", "false");
  // It still adds: a choice tapped adds that part and closes the list.
  const rows = await tree(page).getByRole("treeitem").count();
  await addButton.click();
  await addList.getByRole("button").first().click();
  await expect(tree(page).getByRole("treeitem")).toHaveCount(rows + 1);
  await expect(addList).toHaveCount(0);
});

test("quick taps act on the node the first one moved; the add list closes on a tap elsewhere", async ({
  app,
  page,
}) => {
  await app.open("/flex-designer");
  await app.button("Event invitation").click();
  const title = row(page, /LINE Developer Meetup/);
  const addList = page.getByRole("list", { name: "Add" });
  const addButton = toolbar(page).getByRole("button", { name: "Add" });
  const moveDown = toolbar(page).getByRole("button", { name: "Move down" });
  const moveUp = toolbar(page).getByRole("button", { name: "Move up" });
  await title.click();
  await expect(title).toHaveAttribute("aria-posinset", "2");
  // A double tap on "Move down" moves the node twice, however far the toolbar has caught up.
  await moveDown.click({ clickCount: 2 });
  await expect(title).toHaveAttribute("aria-posinset", "4");
  await expect(title).toHaveAttribute("aria-selected", "true");
  await app.button("Undo").click();
  await expect(title).toHaveAttribute("aria-posinset", "3");
  // The "+ Add" list lies over the outline: a tap elsewhere closes it and does what it tapped.
  await addButton.click();
  await expect(addList).toBeVisible();
  await row(page, /^Footer · Box/).click();
  await expect(addList).toHaveCount(0);
  await expect(row(page, /^Footer · Box/)).toHaveAttribute("aria-selected", "true");
  // Closed, nothing of the list is left over the rows it lay over: they take a tap, and Tab goes to the tree.
  // (The rows in the middle of the screen: on a desktop the list opens below the toolbar; on a phone above
  // the bottom bar, with the pinned preview over the top.)
  if (app.isPhone()) await tree(page).evaluate((outline) => outline.scrollIntoView({ block: "end" }));
  else await toolbar(page).evaluate((bar) => bar.scrollIntoView({ block: "center" }));
  await addButton.click();
  await expect(addList).toBeInViewport({ ratio: 1 });
  const area = await addList.boundingBox();
  await page.keyboard.press("Escape");
  await expect(addList).toHaveCount(0);
  const covered = await firstRowUnder(page, area);
  await page.mouse.click(covered.x, covered.y);
  await expect(covered.row).toHaveAttribute("aria-selected", "true");
  await toolbar(page).getByRole("button").last().focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("role", "treeitem");
  // A double tap on a choice adds it once: one Undo takes it away.
  await row(page, /^Footer · Box/).click();
  const rows = await tree(page).getByRole("treeitem").count();
  await addButton.click();
  await addList.getByRole("button", { name: "Box", exact: true }).click({ clickCount: 2 });
  await expect(tree(page).getByRole("treeitem")).toHaveCount(rows + 1);
  await expect(addList).toHaveCount(0);
  await app.button("Undo").click();
  await expect(tree(page).getByRole("treeitem")).toHaveCount(rows);
  // A choice, then "+ Add" at once: the list opens on the node just added.
  await row(page, /^Footer · Box/).click();
  await addButton.click();
  await addList.getByRole("button", { name: "Box", exact: true }).click();
  await addButton.click();
  await expect(tree(page).getByRole("treeitem")).toHaveCount(rows + 1);
  await expect(tree(page).getByRole("treeitem", { selected: true })).toHaveAccessibleName(/^Box/);
  await expect(addButton).toHaveAttribute("aria-expanded", "true");
  await expect(addList.getByRole("button", { name: "Text", exact: true })).toBeVisible();
  // Move down, "+ Add", Move up in quick succession: the node is back in its place, and the node that was
  // below it does not open the list when it is selected.
  await page.keyboard.press("Escape");
  await title.click();
  const at = await title.getAttribute("aria-posinset");
  const below = (await title.getAttribute("data-path"))?.replace(
    /\[(\d+)\]$/,
    (_, i) => `[${Number(i) + 1}]`,
  );
  await moveDown.click();
  await addButton.click();
  await moveUp.click();
  await expect(title).toHaveAttribute("aria-posinset", at ?? "");
  await tree(page).locator(`[data-path="${below}"]`).click();
  await expect(tree(page).locator(`[data-path="${below}"]`)).toHaveAttribute("aria-selected", "true");
  await expect(addButton).toHaveAttribute("aria-expanded", "false");
  await expect(addList).toHaveCount(0);
});

test("the + Add list offers what the selected node takes, and stays closed when the selection comes back to it", async ({
  app,
  page,
}) => {
  await app.open("/flex-designer");
  await app.button("Event invitation").click();
  const choices = page.getByRole("list", { name: "Add" });
  const addButton = toolbar(page).getByRole("button", { name: "Add" });
  // A text takes spans; a box takes components, not spans.
  await row(page, /LINE Developer Meetup/).click();
  await addButton.click();
  await expect(choices.getByRole("button", { name: "Span", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await row(page, /^Footer · Box/).click();
  await addButton.click();
  await expect(choices.getByRole("button", { name: "Button", exact: true })).toBeVisible();
  await expect(choices.getByRole("button", { name: "Span", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // Open on the title, moved down and back up with keys: the list closed when the title moved, and it does
  // not open again when the selection comes back to the same place.
  await row(page, /LINE Developer Meetup/).click();
  await addButton.focus();
  await page.keyboard.press("Enter");
  await expect(choices).toBeVisible();
  await toolbar(page).getByRole("button", { name: "Move down" }).focus();
  await page.keyboard.press("Enter");
  await expect(row(page, /LINE Developer Meetup/)).toHaveAttribute("aria-posinset", "3");
  await expect(choices).toHaveCount(0);
  await toolbar(page).getByRole("button", { name: "Move up" }).focus();
  await page.keyboard.press("Enter");
  await expect(row(page, /LINE Developer Meetup/)).toHaveAttribute("aria-posinset", "2");
  await expect(addButton).toHaveAttribute("aria-expanded", "false");
  await expect(choices).toHaveCount(0);
  // A choice tapped leaves the focus on "+ Add", not on a button in the list it hides.
  await addButton.click();
  await choices.getByRole("button", { name: "Span", exact: true }).click();
  await expect(row(page, /^Span/)).toHaveAttribute("aria-selected", "true");
  await expect(addButton).toBeFocused();
  // With the focus on a choice (the keyboard's, a screen reader's), a tap on another: when the list closes with
  // the result, the focus goes back to "+ Add", not to the page.
  await row(page, /^Footer · Box/).click();
  await addButton.click();
  await choices.getByRole("button", { name: "Text", exact: true }).focus();
  await choices.getByRole("button", { name: "Separator", exact: true }).click();
  await expect(row(page, /^Separator/)).toHaveAttribute("aria-selected", "true");
  await expect(choices).toHaveCount(0);
  await expect(addButton).toBeFocused();
});

/** The first outline row with a point inside `area` (where the "+ Add" list lay), and that point. */
async function firstRowUnder(
  page: Page,
  area: { x: number; y: number; width: number; height: number } | null,
) {
  if (!area) throw new Error("The add list was not shown");
  for (const candidate of await tree(page).getByRole("treeitem").all()) {
    const box = await candidate.boundingBox();
    if (!box) continue;
    const y = box.y + box.height / 2;
    if (y > area.y + 4 && y < area.y + area.height - 4)
      return { row: candidate, x: area.x + area.width / 2, y };
  }
  throw new Error("No outline row lies under the add list");
}

test.describe("in Thai", () => {
  test.use({ locale: "th-TH" });

  test("a Thai template, edited through Thai labels", async ({ app, page }) => {
    await app.open("/flex-designer");
    await expect(app.heading("ออกแบบ Flex Message")).toBeVisible();
    await app.button("คูปอง").click();
    const outline = page.getByRole("tree", { name: "โครงร่าง" });
    await outline.getByRole("treeitem", { name: /บ้านคาเฟ่/ }).click();
    await expect(preview(page).getByText("บ้านคาเฟ่")).toBeVisible();
    const actions = page.getByRole("toolbar", { name: "แก้ไขส่วนที่เลือก" });
    // Already first: refused, and the button says why in Thai (a tap says it too).
    const up = actions.getByRole("button", { name: "เลื่อนขึ้น" });
    await expect(up).toHaveAttribute("aria-disabled", "true");
    await expect(up).toHaveAccessibleDescription("อยู่ลำดับแรกอยู่แล้ว");
    await up.click({ force: true });
    await app.expectToast("อยู่ลำดับแรกอยู่แล้ว");
    await actions.getByRole("button", { name: "เลื่อนลง" }).click();
    await expect(outline.getByRole("treeitem", { name: /บ้านคาเฟ่/ })).toHaveAttribute("aria-posinset", "2");
  });
});

test("bubble ↔ carousel: a bubble added, then the carousel back to the bubble the user keeps", async ({
  app,
  page,
}) => {
  await app.open("/flex-designer");
  await app.button("Start empty").click();
  await app.button("Make it a carousel").click();
  await expect(row(page, /^Carousel/)).toBeVisible();
  await row(page, /^Carousel/).click();
  await add(page, "Bubble");
  await expect(tree(page).getByRole("treeitem", { name: /^Bubble/ })).toHaveCount(2);
  await expect(preview(page).locator("[data-flex-bubble]")).toHaveCount(2);
  await app.button("Make it a single bubble").click();
  const ask = page.getByRole("alertdialog", { name: "Make it a single bubble" });
  await expect(ask).toContainText("Choose which of the 2 bubbles to keep");
  await ask.getByLabel("Bubble to keep").selectOption({ index: 1 });
  await ask.getByRole("button", { name: "Keep this bubble" }).click();
  await expect(row(page, /^Carousel/)).toHaveCount(0);
  await expect(tree(page).getByRole("treeitem", { name: /^Bubble/ })).toHaveCount(1);
});

test("Open in Designer from the Flex Formatter takes its message along", async ({ app, page }) => {
  await app.open("/flex-formatter");
  await app.button("Load Sample").click();
  await app.showPane("API JSON");
  await app.button("Open in Designer").click();
  await expect(app.heading("Flex Designer")).toBeVisible();
  await expect(page).toHaveURL(/\/flex-designer$/);
  await expect(tree(page).getByRole("treeitem").first()).toBeVisible();
  await expect(preview(page)).toBeVisible();
});

test("saved to Flex Storage, opened from it in the designer, and updated there", async ({ app, page }) => {
  const title = `Designer ${test.info().project.name} ${Date.now()}`;
  await app.open("/flex-designer");
  await app.loginAs("Somchai (sandbox)");
  await app.button("Coupon").click();
  await page.getByLabel("Title in Flex Storage").fill(title);
  await app.button("Save to Flex Storage").click();
  await app.expectToast("Flex message saved successfully!");

  await app.open("/flex-storage");
  await app.button(`Open "${title}" in Designer`).click();
  await expect(app.heading("Flex Designer")).toBeVisible();
  await row(page, /Baan Cafe/).click();
  const sheet = await properties(app);
  await sheet.getByLabel("Text", { exact: true }).fill("Updated from the designer");
  await closeProperties(app);
  await app.button(`Update "${title}"`).click();
  await app.expectToast("Flex message updated successfully!");

  await app.open("/flex-storage");
  const saved = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(saved).toContainText("Updated from the designer");
});

test("on a desktop a row drags to another place in its parent", async ({ app, page }) => {
  test.skip(app.isPhone(), "touch moves with the buttons");
  await app.open("/flex-designer");
  await app.button("Coupon").click();
  const brand = row(page, /Baan Cafe/);
  await expect(brand).toHaveAttribute("data-path", "body.contents[0]");
  await brand.dragTo(row(page, /on your next order/));
  await expect(row(page, /Baan Cafe/)).toHaveAttribute("data-path", "body.contents[2]");
  await expect(row(page, /20% OFF/)).toHaveAttribute("data-path", "body.contents[0]");
  // Not into another parent: dropped on the footer's button, it stays.
  await row(page, /Baan Cafe/).dragTo(row(page, /Use coupon/));
  await expect(row(page, /Baan Cafe/)).toHaveAttribute("data-path", "body.contents[2]");
  await app.button("Undo").click();
  await expect(row(page, /Baan Cafe/)).toHaveAttribute("data-path", "body.contents[0]");
});

test("the JSON tab edits the same message; invalid JSON waits and the outline stays", async ({
  app,
  page,
}) => {
  await app.open("/flex-designer");
  await app.button("Start empty").click();
  await page.getByRole("tab", { name: "JSON" }).click();
  const field = page.getByLabel("Flex JSON", { exact: true });
  await field.fill('{"type": "bubble", "body": {"type": "box", "layout": "vertical", "contents": [');
  await expect(page.getByRole("status").filter({ hasText: "the design waits until it is" })).toBeVisible();
  await page.getByRole("tab", { name: "Design" }).click();
  await expect(row(page, /^Text Text$/)).toBeVisible();
  await page.getByRole("tab", { name: "JSON" }).click();
  await field.fill(
    JSON.stringify({
      type: "bubble",
      body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "From JSON" }] },
    }),
  );
  await page.getByRole("tab", { name: "Design" }).click();
  await expect(row(page, /From JSON/)).toBeVisible();
  // Ctrl+Z in the JSON field is the field's own (a fresh field here: nothing to undo), not the designer's.
  await page.getByRole("tab", { name: "JSON" }).click();
  await field.press("ControlOrMeta+z");
  await page.getByRole("tab", { name: "Design" }).click();
  await expect(row(page, /From JSON/)).toBeVisible();
  await expect(app.button("Undo")).toBeEnabled();
  // Outside it, Ctrl+Z is the designer's.
  await row(page, /From JSON/).click();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(row(page, /^Text Text$/)).toBeVisible();
});

test("every node of the 12-bubble carousel is found in the preview from its row, and back from its element", {
  tag: "@phone-only",
}, async ({ app, page }) => {
  // Two frames per row and per element, over dozens of rows.
  test.setTimeout(120_000);
  await app.open("/flex-designer");
  await page.evaluate(
    (message) => sessionStorage.setItem("flex-designer:open", JSON.stringify({ message, origin: null })),
    bigCarousel(),
  );
  await app.open("/flex-designer");
  await expect(preview(page).locator("[data-flex-bubble]")).toHaveCount(12);
  const problems = await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // Three of the twelve different bubbles (the suite's time budget), every row of each.
    const rows = [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')].filter((row) =>
      /^contents\[(0|4|8)\]/.test(row.dataset.path ?? ""),
    );
    const found: string[] = [];
    for (const row of rows) {
      const path = row.dataset.path ?? "";
      row.click();
      await frames();
      const element = document.querySelector<HTMLElement>("figure [data-fx-selected]");
      if (!element) {
        found.push(`${path}: not outlined in the preview`);
        continue;
      }
      element.click();
      await frames();
      const selected = document.querySelector<HTMLElement>('[role="treeitem"][aria-selected="true"]');
      if (selected?.dataset.path !== path)
        found.push(`${path}: its element selects ${selected?.dataset.path}`);
    }
    return { rows: rows.length, found };
  });
  expect(problems.rows).toBeGreaterThan(50);
  expect(problems.found).toEqual([]);
});
