import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./driver.ts";
import { rampPng } from "./rich-menu-helpers.ts";

// A phone shows a builder's result one tap from its input (the "Builder view" tabs, sticky under the
// header); a desktop keeps them side by side. The header keeps the title and the user's name whole.

const BUILDERS = [
  { path: "/qr-generator", input: "QR Code Data", tab: "Preview", result: "QR Code Preview" },
  { path: "/flex-formatter", input: "Flex JSON", tab: "Preview", result: "Preview" },
  { path: "/flex-storage", input: "Flex Message Editor", tab: "Output", result: "Output" },
  { path: "/imagemap-builder", input: "Basic Configuration", tab: "JSON", result: "JSON Output" },
  { path: "/text-message", input: "Message Text", tab: "JSON", result: "Generated JSON" },
  { path: "/rich-menu-manager", input: "Rich Menu Details", tab: "JSON", result: "Rich Menu JSON" },
] as const;

const HEADER_HEIGHT = 56;

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true, level: 2 });

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box.y;
}

for (const builder of BUILDERS) {
  test(`${builder.path}: the result is one tap from the input on a phone, beside it on a desktop`, async ({
    app,
    page,
  }) => {
    await app.open(builder.path);
    const tabs = page.getByRole("tablist", { name: "Builder view" });
    const input = heading(page, builder.input);
    const result = heading(page, builder.result);
    await expect(input).toBeVisible();

    if (!app.isPhone()) {
      await expect(tabs).toHaveCount(0);
      await expect(result).toBeVisible();
      const [inputBox, resultBox] = [await input.boundingBox(), await result.boundingBox()];
      expect(resultBox?.x ?? 0, "result beside the input").toBeGreaterThan((inputBox?.x ?? 0) + 200);
      return;
    }

    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "Edit" })).toHaveAttribute("aria-selected", "true");
    await expect(result).toBeHidden();
    // Down at the end of the form, the switch is still on screen: stuck under the header once the page
    // has scrolled past where it sits.
    const natural = await top(tabs);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    // The bar's 8 px padding sits between the header and the tabs.
    await expect.poll(() => top(tabs)).toBeCloseTo(Math.max(HEADER_HEIGHT + 8, natural - scrolled), 0);
    await expect(tabs).toBeInViewport();

    await tabs.getByRole("tab", { name: builder.tab }).click();
    await expect(tabs.getByRole("tab", { name: builder.tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: builder.tab })).toBeVisible();
    await expect(input).toBeHidden();
    await expect(result).toBeInViewport();
    // The result starts right under the switch, not somewhere down the page.
    const bar = await tabs.boundingBox();
    const gap = (await top(result)) - ((bar?.y ?? 0) + (bar?.height ?? 0));
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(100);

    // Back on Edit, the form is where it was left.
    await tabs.getByRole("tab", { name: "Edit" }).click();
    await expect(input).toBeAttached();
    await expect(page.getByRole("tabpanel", { name: "Edit" })).toBeVisible();
    await app.expectNoHorizontalScroll();
  });
}

test("the tabs answer the arrow keys and keep each pane's work", async ({ app, page }) => {
  test.skip(!app.isPhone(), "phones only: a desktop shows every pane");
  await app.open("/text-message");
  await page.getByLabel(/^Message Text/).fill("Kept across tabs");
  const tabs = page.getByRole("tablist", { name: "Builder view" });
  await tabs.getByRole("tab", { name: "Edit" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Preview" })).toBeFocused();
  await expect(page.getByRole("figure", { name: "Chat preview" })).toContainText("Kept across tabs");
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: "JSON" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "Text message JSON" })).toContainText("Kept across tabs");
  await page.keyboard.press("Home");
  await expect(page.getByLabel(/^Message Text/)).toHaveValue("Kept across tabs");
});

for (const width of [360, 390]) {
  test(`at ${width} px the header shows the whole title and the whole user name`, async ({ app, page }) => {
    test.skip(!app.isPhone(), "phone widths");
    await page.setViewportSize({ width, height: 780 });
    await app.open("/flex-formatter");
    const banner = page.getByRole("banner");
    const title = banner.getByText("LINE DEV Tools", { exact: true });
    await expect(title).toBeVisible();
    for (const name of ["Somchai (sandbox)", "Malee (sandbox)"]) {
      if (await app.button("Logout").isVisible()) await app.logout();
      await app.loginAs(name);
      const shown = banner.getByTestId("display-name");
      await expect(shown).toHaveText(name);
      for (const element of [title, shown]) {
        const fit = await element.evaluate((el) => ({
          overflowX: el.scrollWidth - el.clientWidth,
          overflowY: el.scrollHeight - el.clientHeight,
          ellipsis: getComputedStyle(el).textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth,
        }));
        expect(fit, `${await element.textContent()} fits`).toEqual({
          overflowX: 0,
          overflowY: 0,
          ellipsis: false,
        });
      }
      // Everything in the header stays on screen: the title, the avatar and name, and Logout.
      for (const element of [title, shown, app.button("Logout"), app.button("Toggle sidebar")]) {
        const box = await element.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, "inside the screen").toBe(true);
      }
      await app.expectNoHorizontalScroll();
    }
  });
}

test("Host this image on the sandbox's plain http: a note about https, never an error, and usable JSON", async ({
  app,
  page,
}) => {
  await app.open("/imagemap-builder");
  await app.loginAs("Alex (sandbox)");
  await page
    .getByLabel("Choose file")
    .setInputFiles({ name: "map.png", mimeType: "image/png", buffer: rampPng(1040, 520) });
  await app.button("Quick Add").click();
  await page.getByLabel(/^Alt Text/).fill("Sandbox map");
  await app.button("Host this image").click();
  const baseUrl = page.getByLabel(/^Base URL/);
  await expect(baseUrl).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/imagemaps\/[0-9a-f]{64}$/);
  await expect(page.getByRole("status").filter({ hasText: "LINE needs https" })).toContainText(
    "PUBLIC_BASE_URL",
  );
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(baseUrl).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Base URL must be a valid https:// URL")).toHaveCount(0);

  await app.showPane("JSON");
  await expect(page.getByText("Valid imagemap message for the sandbox")).toBeVisible();
  await expect(page.getByText("LINE would refuse this message:")).toHaveCount(0);
  await expect(app.button("Copy")).toBeEnabled();
  await expect(app.button("Send to my LINE")).toBeEnabled();

  // A Base URL typed by hand is still held to LINE's rule.
  await app.showPane("Edit");
  await baseUrl.fill("http://example.com/imagemaps/spring");
  await expect(page.getByText("Base URL must be a valid https:// URL").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "LINE needs https" })).toHaveCount(0);
});
