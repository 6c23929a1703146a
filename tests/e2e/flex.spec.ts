import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page, Route } from "@playwright/test";
import { bigCarousel } from "../fixtures/big-carousel.ts";
import { type AppDriver, expect, test } from "./driver.ts";

const ALEX = "U8a7981e667691bd1f2296c444737540b";
const LIMIT_MESSAGE = "You can store maximum 20 Flex messages. Please delete some old messages first.";
const BUBBLE = {
  type: "bubble",
  body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Hi" }] },
};
const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const fixture = (folder: string, name: string) => readFileSync(join(FIXTURES, folder, name), "utf8");

/** A 1×1 PNG: every image URL outside the app answers with it, so previews never depend on the internet. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
});

const preview = (page: Page) => page.locator("figure[data-flex-preview]");
const exactButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Checks the formatter's Preview pane (its tab on a phone). */
async function expectPreviewFree(app: AppDriver, pane = "Preview") {
  await app.showPane(pane);
  await expect(preview(app.page)).toBeVisible();
  await expect(preview(app.page).getByText(/Unsupported/)).toHaveCount(0);
  await expect(app.page.getByRole("list", { name: "Schema warnings" })).toHaveCount(0);
}

test.describe("Flex formatter", () => {
  test.beforeEach(async ({ app }) => {
    await app.open("/flex-formatter");
    await expect(app.heading("Flex Formatter")).toBeVisible();
  });

  test("Load Sample wraps the bubble, previews it, and Copy copies the message", async ({ app, page }) => {
    const copy = exactButton(app.page, "Copy");
    await app.showPane("API JSON");
    await expect(copy).toBeDisabled();
    await expect(
      page.getByText("Complete JSON will appear here when you enter valid Flex JSON"),
    ).toBeVisible();
    await app.showPane("Preview");
    await expect(page.getByText("Preview will appear here when you enter valid Flex JSON")).toBeVisible();

    await app.showPane("Edit");
    await app.button("Load Sample").click();
    await expect(app.field("Flex JSON")).toHaveValue(/"Sample Header"/);
    await app.showPane("API JSON");
    const output = page.getByRole("region", { name: "Complete API JSON" });
    await expect(output).toContainText('"type": "flex"');
    await expect(output).toContainText('"altText": "Flex Message"');
    await expectPreviewFree(app);
    await expect(preview(page)).toContainText("Sample Header");
    // The sample's header is blue and its body has two lines.
    const header = preview(page).getByText("Sample Header");
    const headerBlock = header.locator("xpath=ancestor::*[contains(@style,'background-color')][1]");
    const headerColor = await headerBlock.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (headerColor.match(/\d+/g) ?? []).map(Number);
    expect(b ?? 0).toBeGreaterThan(Math.max(r ?? 0, g ?? 0));

    await app.showPane("API JSON");
    await expect(copy).toBeEnabled();
    await copy.click();
    await app.expectToast("JSON copied to clipboard!");
    const copied = JSON.parse(await readClipboard(page));
    expect(copied).toMatchObject({ type: "flex", altText: "Flex Message", contents: { type: "bubble" } });
    await app.showPane("Edit");
    expect(JSON.stringify(copied.contents)).toBe(
      JSON.stringify(JSON.parse(await app.field("Flex JSON").inputValue())),
    );
    await app.expectNoHorizontalScroll();
    expect(app.consoleErrors).toEqual([]);
  });

  test("invalid JSON shows the inline error with line and column; empty input shows nothing", async ({
    app,
    page,
  }) => {
    const input = app.field("Flex JSON");
    await input.fill('{\n  "type": "bubble",\n  "body": }');
    await expect(page.getByText("Invalid JSON format")).toBeVisible();
    await expect(page.getByText("at line 3, column 11")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await app.showPane("API JSON");
    await expect(exactButton(app.page, "Copy")).toBeDisabled();
    await expect(page.getByRole("region", { name: "Complete API JSON" })).toHaveCount(0);
    await expect(preview(page)).toHaveCount(0);

    await app.showPane("Edit");
    await input.fill("   \n\t  ");
    await expect(page.getByText("Invalid JSON format")).toHaveCount(0);
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
    await app.showPane("API JSON");
    await expect(exactButton(app.page, "Copy")).toBeDisabled();
    await expect(page.getByRole("region", { name: "Complete API JSON" })).toHaveCount(0);
    await expect(preview(page)).toHaveCount(0);
  });

  test("schema problems are listed with their paths while the message is still wrapped and previewed", async ({
    app,
    page,
  }) => {
    const bubble = {
      type: "bubble",
      body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Big", size: "huge" }] },
    };
    await app.field("Flex JSON").fill(JSON.stringify(bubble, null, 2));
    await expect(page.getByText("1 schema warning")).toBeVisible();
    const warnings = page.getByRole("list", { name: "Schema warnings" });
    await expect(warnings.getByRole("listitem")).toHaveText([
      'body.contents[0].size: "huge" is not one of xxs…5xl',
    ]);
    await app.showPane("API JSON");
    await expect(page.getByRole("region", { name: "Complete API JSON" })).toContainText('"size": "huge"');
    await expect(exactButton(app.page, "Copy")).toBeEnabled();
    await expect(page.getByText(/LINE may reject it: fix the schema warnings first/)).toBeVisible();
    await expect(page.getByText(/Ready to send/)).toHaveCount(0);
    await app.showPane("Preview");
    await expect(preview(page)).toContainText("Big");
    await app.showPane("Edit");

    // The same problem in every bubble of a carousel is listed once.
    await app
      .field("Flex JSON")
      .fill(JSON.stringify({ type: "carousel", contents: [bubble, bubble, bubble] }));
    await expect(warnings.getByRole("listitem")).toHaveText([
      'bubbles 1–3: body.contents[0].size: "huge" is not one of xxs…5xl',
    ]);
  });

  test("a pasted whole message is unwrapped, said so, and keeps its altText", async ({ app, page }) => {
    const message = { type: "flex", altText: "Order 42", contents: BUBBLE };
    await app.field("Flex JSON").fill(JSON.stringify(message));
    await expect(page.getByRole("status").filter({ hasText: "This is a whole Flex Message" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Schema warnings" })).toHaveCount(0);
    await app.showPane("Preview");
    await expect(preview(page)).toContainText("Hi");
    await app.showPane("API JSON");
    const output = page.getByRole("region", { name: "Complete API JSON" });
    await expect(output).toContainText('"altText": "Order 42"');
    await expect(
      page.getByText('Ready to send with the Messaging API (type flex, alt text "Order 42").'),
    ).toBeVisible();
  });

  const CORPUS = ["restaurant.json", "shopping.json", "receipt.json", "transit.json", "hotel.json"];
  const EXTRA = ["rtl-spans.json", "gradient-absolute.json", "video-hero.json"];
  for (const [folder, names] of [
    ["flex-corpus", CORPUS],
    ["flex-extra", EXTRA],
  ] as const) {
    for (const name of names) {
      test(`previews ${folder}/${name} with nothing unsupported and no console error`, {
        tag: "@phone-only",
      }, async ({ app }) => {
        await app.field("Flex JSON").fill(fixture(folder, name));
        await expectPreviewFree(app);
        await app.expectNoHorizontalScroll();
        expect(app.consoleErrors).toEqual([]);
      });
    }
  }

  test("sized images take their height from their own width: the ticket's QR is 140×140", async ({ app }) => {
    const areaOf = (file: string) => preview(app.page).locator(`[style*="${file}"]`).first();
    const sizeOf = (file: string) =>
      areaOf(file).evaluate((el) => {
        const rect = el.getBoundingClientRect();
        return { width: rect.width, height: rect.height };
      });
    await app.field("Flex JSON").fill(fixture("flex-corpus", "ticket.json"));
    await expectPreviewFree(app);
    const qr = await sizeOf("linecorp_code_withborder.png");
    expect(Math.abs(qr.width - 140)).toBeLessThanOrEqual(1);
    expect(Math.abs(qr.height - 140)).toBeLessThanOrEqual(1);

    const image = (url: string, size: string, aspectRatio: string) => ({
      type: "image",
      url,
      size,
      aspectRatio,
    });
    await app.showPane("Edit");
    const row = {
      type: "box",
      layout: "horizontal",
      contents: [image("https://example.com/r.png", "72px", "3:2")],
    };
    await app.field("Flex JSON").fill(
      JSON.stringify({
        type: "bubble",
        body: {
          type: "box",
          layout: "vertical",
          contents: [image("https://example.com/c.png", "60px", "2:1"), row],
        },
      }),
    );
    await expectPreviewFree(app);
    const column = await sizeOf("c.png");
    expect(Math.round(column.width)).toBe(60);
    expect(Math.round(column.height)).toBe(30);
    const inRow = await sizeOf("r.png");
    expect(Math.round(inRow.width)).toBe(72);
    expect(Math.round(inRow.height)).toBe(48);
  });

  test("a 12-bubble 50 KB carousel previews all 12 bubbles", async ({ app, page }) => {
    test.setTimeout(120_000);
    const carousel = bigCarousel();
    // The bubbles are drawn a few per task: Copy HTML pressed while they are (clicked from the page as soon
    // as the carousel says it is busy) is refused rather than copying a carousel cut short.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-flex-preview] [aria-busy="true"]')) return;
        observer.disconnect();
        const buttons = [...document.querySelectorAll("button")];
        buttons.find((button) => button.textContent?.trim() === "Copy HTML")?.click();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ["aria-busy"] });
    });
    // One input event with the whole text, as a paste brings it (fill types 130 KB through the pipe).
    await app.field("Flex JSON").evaluate(
      (element, value) => {
        const area = element as HTMLTextAreaElement;
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(area, value);
        area.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
      },
      JSON.stringify(carousel, null, 2),
    );
    await app.showPane("Preview");
    const region = preview(page).getByRole("region", { name: "Carousel of 12 bubbles" });
    await expect(region).toBeVisible({ timeout: 60_000 });
    await app.expectToast("The preview is still drawing. Try again in a moment.");
    await expect(region.locator("[data-flex-bubble]")).toHaveCount(12);
    await expect(region).not.toHaveAttribute("aria-busy");
    await expectPreviewFree(app);
    // The last bubble is drawn and can be scrolled to: its first text is on screen.
    const last = region.locator("[data-flex-bubble]").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();

    // Text this large is checked off the page's thread; an edit still gets the inline error, and Copy
    // never offers the previous text's message meanwhile.
    const field = app.field("Flex JSON");
    const lines = JSON.stringify(carousel, null, 2).split("\n").length;
    await app.showPane("Edit");
    // A text this large is edited in the code editor (a text area laid out all its lines at the paste): the
    // same labelled field, its error tied to it.
    await field.press("ControlOrMeta+End");
    await field.press("x");
    await expect(page.getByText("Invalid JSON format")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`at line ${lines}, column 2`)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Invalid JSON format/);
    await app.showPane("API JSON");
    await expect(exactButton(page, "Copy")).toBeDisabled();
    await app.showPane("Edit");
    await field.press("Backspace");
    await expect(page.getByText("Invalid JSON format")).toHaveCount(0, { timeout: 30_000 });
    await app.showPane("API JSON");
    await expect(exactButton(page, "Copy")).toBeEnabled();
    await app.showPane("Preview");
    await expect(region.locator("[data-flex-bubble]")).toHaveCount(12);
  });

  test("a large paste is edited in the code editor, named and described as the field; Ctrl+Z brings the earlier text back", async ({
    app,
    page,
  }) => {
    test.setTimeout(120_000);
    const field = app.field("Flex JSON");
    const small = JSON.stringify(BUBBLE);
    await field.fill(small);
    await expect(preview(page).getByText("Hi")).toHaveCount(1);
    // A real paste (Ctrl+V) over the whole text.
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      JSON.stringify(bigCarousel(), null, 2),
    );
    await field.press("ControlOrMeta+A");
    await field.press("ControlOrMeta+V");
    await app.showPane("Preview");
    await expect(preview(page).getByRole("region", { name: "Carousel of 12 bubbles" })).toBeVisible({
      timeout: 60_000,
    });
    await app.showPane("Edit");
    // The same field, now the editor that draws only the lines on screen.
    const editor = page.getByRole("textbox", { name: "Flex JSON" });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await expect(editor).toHaveAttribute("aria-multiline", "true");
    // Its label still focuses it, as it focuses the text area.
    await page.getByRole("button", { name: "Load Sample" }).focus();
    await page.locator("label", { hasText: /^Flex JSON$/ }).click();
    await expect(editor).toBeFocused();
    await editor.press("ControlOrMeta+z");
    await expect(editor).toHaveText(small, { timeout: 30_000 });
    await expect(preview(page).getByText("Hi")).toHaveCount(1, { timeout: 30_000 });
    // An error is still tied to the field.
    await editor.press("ControlOrMeta+End");
    await editor.press("x");
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await expect(editor).toHaveAccessibleDescription(/Invalid JSON format/);
  });

  test("a tap on an action says what it would do; Enter does the same on role=button parts", async ({
    app,
    page,
  }) => {
    await app.field("Flex JSON").fill(
      JSON.stringify({
        type: "bubble",
        body: {
          type: "box",
          layout: "vertical",
          contents: [
            { type: "text", text: "Say hello", action: { type: "message", label: "Hi", text: "Hello" } },
            { type: "button", action: { type: "uri", label: "Open", uri: "https://example.com/a" } },
          ],
        },
      }),
    );
    await expectPreviewFree(app);
    const status = page.getByRole("status").filter({ hasText: "Tapped:" });
    await preview(page).getByRole("button", { name: "Open" }).click();
    await expect(page.getByText("Tapped: Opens https://example.com/a")).toBeVisible();
    const text = preview(page).getByRole("button", { name: "Say hello" });
    await expect(text).toHaveAccessibleDescription("Sends message: Hello");
    await text.focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Tapped: Sends message: Hello");
  });

  test("Desktop/Mobile toggle, Copy HTML, simulator links and the accuracy note", async ({ app, page }) => {
    await app.button("Load Sample").click();
    await app.showPane("Preview");
    const mobile = exactButton(app.page, "Mobile");
    const desktop = exactButton(app.page, "Desktop");
    await expect(mobile).toHaveAttribute("aria-pressed", "true");
    await expect(preview(page)).toHaveAttribute("data-flex-preview", "mobile");
    await desktop.click();
    await expect(desktop).toHaveAttribute("aria-pressed", "true");
    await expect(mobile).toHaveAttribute("aria-pressed", "false");
    await expect(preview(page)).toHaveAttribute("data-flex-preview", "desktop");
    if (!app.isPhone()) {
      const width = await preview(page).evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(375);
    }

    await app.button("Copy HTML").click();
    await app.expectToast("Preview HTML copied to clipboard!");
    const html = await readClipboard(page);
    expect(html).toMatch(/^<figure [^>]*data-flex-preview="desktop"/);
    expect(html).toContain("Sample Header");
    // Stand-alone: the classes' stylesheet travels inside the copied element.
    expect(html).toMatch(/^<figure [^>]*><style>\.fx-root\{/);
    const copy = await page.context().newPage();
    await copy.setContent(html);
    const bubble = copy.locator("[data-flex-bubble]");
    expect(await bubble.evaluate((el) => getComputedStyle(el).display)).toBe("flex");
    expect(await bubble.evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
    await copy.close();

    for (const [pane, name] of [
      ["Preview", "Open in Simulator"],
      ["API JSON", "Open LINE Flex Simulator"],
    ] as const) {
      await app.showPane(pane);
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", "https://developers.line.biz/flex-simulator/");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await app.showPane("Preview");
    await expect(page.getByText(/official Flex Message Simulator is more accurate/)).toBeVisible();
  });

  test("Share sends the wrapped message through the share target picker", async ({ app }) => {
    // LINE's picker needs the user's access token: shares are from someone logged in.
    await app.loginAs("Somchai (sandbox)");
    await app.button("Load Sample").click();
    await app.showPane("API JSON");
    await exactButton(app.page, "Share").click();
    await app.pickShareTargets(["Bot developers (sandbox)"]);
    await app.expectToast("Flex message shared successfully!");
    await exactButton(app.page, "Share").click();
    await app.pickShareTargets([]);
    await app.expectToast("Share was cancelled");
  });
});

test.describe("Flex Storage", () => {
  const unique = (label: string) => `E2E ${label} ${test.info().project.name} ${Date.now()}`;
  const savedCard = (page: Page) => page.getByRole("list", { name: "Saved Flex Messages" });
  const item = (page: Page, title: string): Locator =>
    savedCard(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });

  async function saveSample(app: AppDriver, title: string, altText?: string) {
    await app.field("Title").fill(title);
    if (altText !== undefined) await app.field("Alt Text").fill(altText);
    await app.button("Load Sample").click();
    await app.button("Save Flex Message").click();
    await app.expectToast("Flex message saved successfully!");
  }

  async function deleteSaved(app: AppDriver, title: string) {
    await item(app.page, title)
      .getByRole("button", { name: `Delete "${title}"` })
      .click();
    const dialog = app.page.getByRole("alertdialog", { name: "Delete this Flex message?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await app.expectToast("Message deleted successfully!");
    await expect(item(app.page, title)).toHaveCount(0);
  }

  test("logged out: banner, tabs and preview work; saving needs a login", async ({ app, page }) => {
    await app.open("/flex-storage");
    await expect(app.heading("Flex Storage")).toBeVisible();
    await expect(
      page.getByText("Create, edit and store Flex messages with automatic 1-month expiration."),
    ).toBeVisible();
    const banner = page.getByRole("region", { name: "About Flex Storage" });
    await expect(banner).toContainText("without logging in");
    await expect(banner).toContainText("up to 20 messages");
    await expect(banner).toContainText("deleted automatically after 1 month");
    await expect(banner).toContainText("You must log in with LINE to save messages.");
    await expect(banner.getByText("LIFF Share ready")).toBeVisible();

    await expect(app.field("Alt Text")).toHaveValue("Flex Message");
    const saveButton = app.button("Login Required to Save");
    await expect(saveButton).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Saved Flex Messages" })).toHaveCount(0);
    await expect(page.getByText(/\/20/)).toHaveCount(0);

    await app.showPane("Output");
    await expect(page.getByRole("tab", { name: "API JSON" })).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByText("Complete JSON will appear here when you enter valid Flex JSON"),
    ).toBeVisible();
    await app.showPane("Edit");
    await app.field("Flex JSON Contents").fill("{ nope");
    await expect(page.getByText("Invalid JSON format")).toBeVisible();
    await app.field("Title").fill("Anything");
    await app.button("Load Sample").click();
    await app.field("Alt Text").fill("Custom alt");
    await expect(saveButton).toBeDisabled();
    await app.showPane("Output");
    await expect(page.getByRole("region", { name: "API JSON" })).toContainText('"altText": "Custom alt"');

    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(preview(page)).toHaveAttribute("aria-label", "Flex Message preview: Custom alt");
    const output = page.getByRole("tabpanel", { name: "Preview" });
    await expect(output.getByText("Alt text: Custom alt")).toBeVisible();
    await expectPreviewFree(app, "Output");
    const area = await output.locator("div.overflow-y-auto").first().boundingBox();
    expect(Math.round(area?.height ?? 0)).toBe(460);
    await app.expectNoHorizontalScroll();
  });

  test("save → list → load → copy → share (success, cancel) → delete", async ({ app, page }) => {
    await app.open("/flex-storage");
    await app.loginAs("Somchai (sandbox)");
    await expect(page.getByRole("heading", { name: "Saved Flex Messages" })).toBeVisible();
    const counter = page.getByText(/^\d+\/20 saved$/);
    await expect(counter).toBeVisible();
    const before = Number((await counter.textContent())?.split("/")[0]);

    const title = unique("save");
    await expect(app.button("Save Flex Message")).toBeDisabled();
    await saveSample(app, `  ${title}  `, `Alt ${title}`);
    // The editor resets and the list reloads.
    await expect(app.field("Title")).toHaveValue("");
    await expect(app.field("Alt Text")).toHaveValue("Flex Message");
    await expect(app.field("Flex JSON Contents")).toHaveValue("");
    await expect(counter).toHaveText(`${before + 1}/20 saved`);
    const saved = item(page, title);
    await expect(saved).toContainText(`Alt text: Alt ${title}`);
    await expect(saved).toContainText("Created");
    await expect(saved).toContainText("Expires");
    await expect(saved).toContainText('{"type":"bubble"');

    await saved.getByRole("button", { name: "Load" }).click();
    await expect(app.field("Title")).toHaveValue(title);
    await expect(app.field("Alt Text")).toHaveValue(`Alt ${title}`);
    await expect(app.field("Flex JSON Contents")).toHaveValue(/"Sample Header"/);
    await expect(page.getByRole("region", { name: "Flex Message Editor" })).toBeFocused();

    await saved.getByRole("button", { name: "Copy" }).click();
    await app.expectToast("JSON copied to clipboard!");
    expect(JSON.parse(await readClipboard(page))).toMatchObject({
      type: "flex",
      altText: `Alt ${title}`,
      contents: { type: "bubble", header: { contents: [{ text: "Sample Header" }] } },
    });

    await saved.getByRole("button", { name: "Share" }).click();
    await app.pickShareTargets(["Malee (sandbox)", "Family (sandbox)"]);
    await app.expectToast("Flex message shared successfully!");
    await saved.getByRole("button", { name: "Share" }).click();
    await app.pickShareTargets([]);
    await app.expectToast("Share was cancelled");

    // Cancel keeps the message; Delete removes it.
    await saved.getByRole("button", { name: `Delete "${title}"` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this Flex message?" });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(saved).toBeVisible();
    await deleteSaved(app, title);
    await expect(counter).toHaveText(`${before}/20 saved`);
    await app.expectNoHorizontalScroll();
    expect(app.consoleErrors).toEqual([]);
  });

  test("a second sandbox user sees none of the first user's messages", async ({ app, page }) => {
    await app.open("/flex-storage");
    await app.loginAs("Somchai (sandbox)");
    const title = unique("private");
    await saveSample(app, title);
    await expect(item(page, title)).toBeVisible();

    // On a phone the toast sits over the header's Logout button (and pauses while hovered): let it go.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await app.logout();
    await expect(page.getByRole("heading", { name: "Saved Flex Messages" })).toHaveCount(0);
    await app.loginAs("Malee (sandbox)");
    await expect(page.getByText(/^\d+\/20 saved$/)).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(/^\d+\/20 saved$/)).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    await app.logout();
    await app.loginAs("Somchai (sandbox)");
    await deleteSaved(app, title);
  });

  test("the 20-message limit: the server's 409 message, the counter and a disabled Save", async ({
    app,
    page,
    request,
  }) => {
    const login = await request.post("/api/sandbox/login", { data: { userId: ALEX } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
    const prefix = unique("limit");
    const ids: string[] = [];
    const saveViaApi = async (title: string) => {
      const res = await request.post("/api/flex-messages", { headers, data: { title, flexJson: BUBBLE } });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { message: { id: string } }).message.id);
    };
    try {
      const listed = await request.get("/api/flex-messages", { headers });
      const held = ((await listed.json()) as { messages: unknown[] }).messages.length;
      for (let i = held; i < 19; i++) await saveViaApi(`${prefix} ${i}`);
      await app.open("/flex-storage");
      await app.loginAs("Alex (sandbox)");
      await expect(page.getByText("19/20 saved")).toBeVisible();

      // The 20th arrives from elsewhere; the page still believes there is room.
      await saveViaApi(`${prefix} elsewhere`);
      await app.field("Title").fill(`${prefix} here`);
      await app.button("Load Sample").click();
      await app.button("Save Flex Message").click();
      await app.expectToast(LIMIT_MESSAGE);
      await expect(page.getByText("20/20 saved")).toBeVisible();
      await expect(app.button("Save Flex Message")).toBeDisabled();
      await expect(page.locator("form").getByText(LIMIT_MESSAGE)).toBeVisible();
      await expect(app.field("Title")).toHaveValue(`${prefix} here`);
    } finally {
      for (const id of ids) await request.delete(`/api/flex-messages/${id}`, { headers });
    }
  });

  test("failed loads, saves and deletes show the spec's toasts", async ({ app, page }) => {
    await app.open("/flex-storage");
    await app.loginAs("Malee (sandbox)");
    await expect(page.getByText(/^\d+\/20 saved$/)).toBeVisible();
    /** Makes the API answer 500 to one method; returns the undo. */
    const failing = async (method: string) => {
      const pattern = "**/api/flex-messages**";
      const handler = (route: Route) =>
        route.request().method() === method
          ? route.fulfill({ status: 500, json: { error: "Internal server error" } })
          : route.fallback();
      await page.route(pattern, handler);
      return () => page.unroute(pattern, handler);
    };

    let restore = await failing("POST");
    const title = unique("failures");
    await app.field("Title").fill(title);
    await app.button("Load Sample").click();
    await app.button("Save Flex Message").click();
    await app.expectToast("Failed to save message");
    await expect(app.field("Title")).toHaveValue(title);
    await restore();

    await app.button("Save Flex Message").click();
    await app.expectToast("Flex message saved successfully!");
    restore = await failing("DELETE");
    await item(page, title)
      .getByRole("button", { name: `Delete "${title}"` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await app.expectToast("Failed to delete message");
    await expect(item(page, title)).toBeVisible();
    await restore();

    restore = await failing("GET");
    await page.reload();
    await app.expectToast("Failed to load saved messages");
    await restore();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(item(page, title)).toBeVisible();
    await deleteSaved(app, title);
  });
});
