import type { Locator, Page } from "@playwright/test";
import { type AppDriver, expect, test } from "./driver.ts";

/**
 * The Flex Designer in one hand on a 375×812 touch phone (issue 35): the receipt task counted in taps, the
 * preview at most a third of the screen, the selection's actions in a bottom bar, a second tap in the preview
 * opening the half-height property sheet, "+ Add" beside a leaf, Share and Save logged out, the Coupon headline.
 */

const tree = (page: Page) => page.getByRole("tree", { name: "Outline" });
const row = (page: Page, name: string | RegExp) => tree(page).getByRole("treeitem", { name });
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Edit the selected part" });
const previewRegion = (page: Page) => page.getByRole("region", { name: "Preview" });
const preview = (page: Page) => previewRegion(page).getByRole("figure");
const sheet = (page: Page) => page.getByRole("dialog", { name: /^Properties/ });
const addList = (page: Page) => page.getByRole("list", { name: "Add" });

/** Taps as a finger does, counted; a tap on something a toast then refuses is a dead end. */
class Taps {
  count = 0;
  constructor(
    private readonly app: AppDriver,
    private readonly page: Page,
  ) {}

  async tap(target: Locator) {
    this.count += 1;
    if (this.app.isPhone()) await target.tap();
    else await target.click();
  }

  /** A field: one tap to focus it, then the keyboard (typing is not a tap). */
  async type(field: Locator, text: string) {
    await this.tap(field);
    await expect(field).toBeFocused();
    await field.press("ControlOrMeta+a");
    await this.page.keyboard.insertText(text);
  }

  /** Error and warning toasts seen since the page loaded (a dead end says why in one). */
  async deadEnds(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __deadEnds: string[] }).__deadEnds);
  }
}

/** Records every error or warning toast the page shows, however short-lived. */
async function watchDeadEnds(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __deadEnds: string[] }).__deadEnds = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>(
        "[data-sonner-toast][data-type='error']:not([data-seen]), [data-sonner-toast][data-type='warning']:not([data-seen])",
      )) {
        toast.dataset.seen = "";
        seen.push(toast.textContent ?? "");
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test("the receipt task on a phone: shop name, a price, a footer button, altText, share, save in ≤ 15 taps", async ({
  app,
  page,
}) => {
  test.skip(!app.isPhone(), "the phone's task");
  await watchDeadEnds(page);
  await app.open("/flex-designer");
  await app.loginAs("Somchai (sandbox)");
  const taps = new Taps(app, page);
  const started = Date.now();

  await taps.tap(app.button("Receipt"));
  // The shop's name: a tap selects it in the preview, one more opens its properties.
  await taps.tap(preview(page).getByText("Baan Cafe", { exact: true }));
  await taps.tap(preview(page).getByText("Baan Cafe", { exact: true }));
  await taps.type(sheet(page).getByLabel("Text", { exact: true }), "Baan Tap Tap");
  await expect(preview(page).getByText("Baan Tap Tap", { exact: true })).toBeVisible();
  // A price: tapped in the preview above the open sheet, which follows the selection.
  await taps.tap(preview(page).getByText("฿75", { exact: true }));
  await expect(sheet(page)).toBeVisible();
  await taps.type(sheet(page).getByLabel("Text", { exact: true }), "฿80");
  // A footer button beside the footer's link: "+ Add" with a button selected offers its box's children.
  await taps.tap(preview(page).getByRole("button", { name: "View receipt online" }));
  await taps.tap(toolbar(page).getByRole("button", { name: "Add" }));
  await taps.tap(addList(page).getByRole("button", { name: "Button", exact: true }));
  await expect(row(page, /^Button Open link/)).toHaveAttribute("aria-selected", "true");
  await taps.type(sheet(page).getByLabel("URI", { exact: true }), "https://example.com");
  await taps.type(
    page.getByLabel("Alt text (shown in notifications and the chat list)"),
    "Your Baan Tap Tap receipt",
  );
  // Share to a friend, then save (the title is already there: the altText).
  const share = page.getByRole("button", { name: "Share", exact: true });
  await expect(share).toBeEnabled();
  await taps.tap(share);
  const picker = page.getByRole("dialog", { name: "Share with" });
  await taps.tap(picker.getByRole("checkbox", { name: "Family (sandbox)" }));
  await taps.tap(picker.getByRole("button", { name: "Share", exact: true }));
  await app.expectToast("Flex message shared successfully!");
  await expect(page.getByLabel("Title in Flex Storage")).toHaveValue("Your Baan Tap Tap receipt");
  await taps.tap(app.button("Save to Flex Storage"));
  await app.expectToast("Flex message saved successfully!");

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`receipt task: ${taps.count} taps, ${(await taps.deadEnds()).length} dead ends, ${seconds} s`);
  expect(taps.count).toBeLessThanOrEqual(15);
  expect(await taps.deadEnds()).toEqual([]);

  // What was shared is the edited receipt with the new button.
  await page.getByRole("tab", { name: "JSON" }).click();
  const json = page.getByRole("tabpanel");
  await expect(json).toContainText('"uri": "https://example.com"');
  await expect(json).toContainText('"text": "฿80"');
  await app.open("/sandbox-chat");
  const entry = page.getByRole("listitem", { name: "Somchai (sandbox) to Family (sandbox)" }).last();
  await expect(entry).toContainText("Baan Tap Tap");
  await expect(entry).toContainText("Open link");
});

test("while editing, the preview takes at most a third of the screen and the actions stay in thumb reach", async ({
  app,
  page,
}) => {
  test.skip(!app.isPhone(), "the phone's layout");
  await app.open("/flex-designer");
  await app.button("Restaurant menu").click();
  const height = page.viewportSize()?.height ?? 812;
  // The outline scrolled to its end: the bar is still at the bottom, uncovered, and the preview a third.
  const last = tree(page).getByRole("treeitem").last();
  await last.tap();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const region = await previewRegion(page).boundingBox();
  expect(region?.height ?? height).toBeLessThanOrEqual(height / 3 + 1);
  const bar = await toolbar(page).boundingBox();
  expect(bar).not.toBeNull();
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(height);
  expect(bar?.y ?? 0).toBeGreaterThan(height * 0.8);
  for (const name of ["Properties", "Add", "Move up", "Delete"]) {
    const button = toolbar(page).getByRole("button", { name, exact: true });
    const box = await button.boundingBox();
    expect(box?.height ?? 0, `${name} is a 44 px target`).toBeGreaterThanOrEqual(44);
    // Nothing covers it (the bar scrolls sideways where the buttons do not fit).
    await button.evaluate((element) => element.scrollIntoView({ inline: "nearest", block: "nearest" }));
    const hit = await button.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit, `${name} is uncovered`).toBe(true);
  }
  // The page's end scrolls above the bar: the last row takes a tap.
  await tree(page).getByRole("treeitem").first().tap();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const save = app.button("Save to Flex Storage");
  const saveBox = await save.boundingBox();
  expect((saveBox?.y ?? height) + (saveBox?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  // Shrunk to a strip, and a tap on the strip grows it (and selects nothing).
  const selected = await tree(page).getByRole("treeitem", { selected: true }).getAttribute("data-path");
  await previewRegion(page).getByRole("button", { name: "Shrink preview" }).tap();
  const strip = await previewRegion(page).boundingBox();
  expect(strip?.height ?? height).toBeLessThanOrEqual(140);
  await preview(page).tap();
  await expect(previewRegion(page).getByRole("button", { name: "Shrink preview" })).toBeVisible();
  await expect(tree(page).getByRole("treeitem", { selected: true })).toHaveAttribute(
    "data-path",
    selected ?? "",
  );
});

test("a second tap on a preview element opens its properties at half height, the element kept in view", async ({
  app,
  page,
}) => {
  test.skip(!app.isPhone(), "the phone's sheet");
  await app.open("/flex-designer");
  await app.button("Receipt").click();
  const shop = preview(page).getByText("Baan Cafe", { exact: true });
  await shop.tap();
  await expect(row(page, /Baan Cafe/)).toHaveAttribute("aria-selected", "true");
  await expect(sheet(page)).toHaveCount(0);
  await shop.tap();
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page)).toHaveAccessibleName("Properties: Text");
  const height = page.viewportSize()?.height ?? 812;
  const box = await sheet(page).boundingBox();
  expect(box?.height ?? height).toBeLessThanOrEqual(height / 2);
  // Typed into, the change shows in the preview above, in view.
  await sheet(page).getByLabel("Text", { exact: true }).fill("Seen while typed");
  const edited = preview(page).getByText("Seen while typed", { exact: true });
  await expect(edited).toBeInViewport();
  // Another element chosen in the outline while the sheet is open: the preview scrolls to it.
  await row(page, /#743289384279/).evaluate((element: HTMLElement) => element.click());
  await expect(sheet(page)).toHaveAccessibleName("Properties: Text");
  const far = preview(page).locator("[data-fx-selected]");
  await expect(far).toHaveText("#743289384279");
  await expect(async () => {
    const area = await previewRegion(page).boundingBox();
    const element = await far.boundingBox();
    expect(element && area && element.y >= area.y && element.y + element.height <= area.y + area.height).toBe(
      true,
    );
  }).toPass();
  // Escape closes it; the preview stays.
  await sheet(page).getByLabel("Text", { exact: true }).press("Escape");
  await expect(sheet(page)).toHaveCount(0);
});

test("+ Add with a button selected offers what goes beside it, in view; never a dead end", async ({
  app,
  page,
}) => {
  await app.open("/flex-designer");
  await app.button("Coupon").click();
  await row(page, /Use coupon/).click();
  const add = toolbar(page).getByRole("button", { name: "Add" });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(addList(page)).toContainText("After it, in Footer · Box");
  const choice = addList(page).getByRole("button", { name: "Button", exact: true });
  await expect(choice).toBeInViewport();
  await expect(addList(page)).toBeInViewport({ ratio: 1 });
  const rows = await tree(page).getByRole("treeitem").count();
  await choice.click();
  await expect(tree(page).getByRole("treeitem")).toHaveCount(rows + 1);
  // Right after the button it was beside, selected.
  await expect(tree(page).getByRole("treeitem", { selected: true })).toHaveAttribute(
    "data-path",
    "footer.contents[1]",
  );
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Nothing can be added here" }),
  ).toHaveCount(0);
});

test("Share and Save logged out offer the login and carry on", async ({ app, page }) => {
  await app.open("/flex-designer");
  await app.button("Coupon").click();
  // The title is there already: the altText.
  const title = page.getByLabel("Title in Flex Storage");
  await expect(title).toHaveValue(/^Coupon: 20% off/);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const login = page.getByRole("dialog", { name: /Login with LINE/ });
  await login.getByRole("button", { name: "Log in as Somchai (sandbox)" }).click();
  // Logged in, the share goes on: the picker opens without another tap on Share.
  await app.pickShareTargets(["Family (sandbox)"]);
  await app.expectToast("Flex message shared successfully!");
  await app.logout();
  await title.fill(`Logged out ${test.info().project.name} ${Date.now()}`);
  await app.button("Save to Flex Storage").click();
  await login.getByRole("button", { name: "Log in as Somchai (sandbox)" }).click();
  await app.expectToast("Flex message saved successfully!");
});

test("the Coupon headline is whole at 320 px, in the designer's preview as LINE draws it", async ({
  app,
  page,
}) => {
  test.skip(!app.isPhone(), "a phone width");
  await page.setViewportSize({ width: 320, height: 700 });
  await app.open("/flex-designer");
  await app.button("Coupon").click();
  const headline = preview(page).getByText("20% OFF", { exact: true });
  await expect(headline).toBeVisible();
  const cut = await headline.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  );
  expect(cut, "the headline is cut").toBe(false);
});

test("Flex Storage tells only someone logged out that saving needs the login", async ({ app, page }) => {
  test.skip(!app.isPhone(), "the same banner on both");
  await app.open("/flex-storage");
  const notice = page.getByText("You must log in with LINE to save messages.");
  await expect(notice).toBeVisible();
  await app.loginAs("Somchai (sandbox)");
  await expect(notice).toHaveCount(0);
});

/** Whether a text element is cut (wider or taller than its box shows). */
const isCut = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  );

test("the Coupon headline is whole at 320 px in the Sandbox Chat as well", async ({ app, page }) => {
  test.skip(!app.isPhone(), "a phone width");
  await page.setViewportSize({ width: 320, height: 700 });
  await app.open("/flex-designer");
  await app.loginAs("Somchai (sandbox)");
  await app.button("Coupon").click();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await app.pickShareTargets(["Family (sandbox)"]);
  await app.expectToast("Flex message shared successfully!");
  await app.open("/sandbox-chat");
  const shared = page.getByRole("list", { name: "Sandbox chat" }).getByRole("listitem").last();
  const headline = shared.getByText("20% OFF", { exact: true });
  await expect(headline).toBeVisible();
  expect(await isCut(headline), "the headline is cut in the chat").toBe(false);
});

test("the bottom bar stays above the on-screen keyboard", async ({ app, page }) => {
  test.skip(!app.isPhone(), "the phone's bottom bar");
  // Headless Chromium has no on-screen keyboard: the visual viewport is made to shrink as a phone's does
  // when the keyboard opens (the layout viewport, innerHeight, stays).
  await page.addInitScript(() => {
    const fake = new EventTarget() as EventTarget & { height: number; offsetTop: number; scale: number };
    Object.assign(fake, { height: window.innerHeight, offsetTop: 0, scale: 1, width: window.innerWidth });
    Object.defineProperty(window, "visualViewport", { get: () => fake });
    (window as unknown as { __keyboard: (px: number) => void }).__keyboard = (px) => {
      fake.height = window.innerHeight - px;
      fake.dispatchEvent(new Event("resize"));
    };
  });
  await app.open("/flex-designer");
  await app.button("Receipt").click();
  await row(page, /^Text/).first().tap();
  const height = page.viewportSize()?.height ?? 812;
  const keyboard = 300;
  await page.evaluate(
    (px) => (window as unknown as { __keyboard: (px: number) => void }).__keyboard(px),
    keyboard,
  );
  await expect
    .poll(async () => {
      const bar = await toolbar(page).boundingBox();
      return (bar?.y ?? height) + (bar?.height ?? 0);
    })
    .toBeLessThanOrEqual(height - keyboard);
  // Closed again, the bar goes back to the bottom.
  await page.evaluate(() => (window as unknown as { __keyboard: (px: number) => void }).__keyboard(0));
  await expect
    .poll(async () => {
      const bar = await toolbar(page).boundingBox();
      return (bar?.y ?? 0) + (bar?.height ?? 0);
    })
    .toBeGreaterThan(height - keyboard);
});

test("the bottom bar's buttons stay above the home indicator (the safe-area inset)", async ({
  app,
  page,
}) => {
  test.skip(!app.isPhone(), "the phone's bottom bar");
  // A phone with a home indicator: 34 px at the bottom the page may draw under (viewport-fit=cover) but
  // nothing to tap should sit in.
  const inset = 34;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setSafeAreaInsetsOverride", { insets: { bottom: inset } });
  await app.open("/flex-designer");
  await app.button("Receipt").click();
  await row(page, /^Text/).first().tap();
  // The inset is in effect (else the check below would pass for any bar).
  const applied = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.paddingBottom = "env(safe-area-inset-bottom)";
    document.body.append(probe);
    const px = getComputedStyle(probe).paddingBottom;
    probe.remove();
    return px;
  });
  expect(applied).toBe(`${inset}px`);
  const height = page.viewportSize()?.height ?? 812;
  const buttons = toolbar(page).getByRole("button");
  await expect(buttons.first()).toBeVisible();
  for (const box of await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().bottom))) {
    expect(box).toBeLessThanOrEqual(height - inset);
  }
});
