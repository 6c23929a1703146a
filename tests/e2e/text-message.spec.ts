import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { TEXT_MESSAGE_FILE_NAME, validateTextMessage } from "../../shared/text-message/index.ts";
import { expect, test } from "./driver.ts";

const item = (page: Page, n: number) => page.getByRole("group", { name: `Quick reply ${n}` });
/** Read wherever it is: behind the Edit tab on a phone, its text is still the output. */
const jsonRegion = (page: Page) =>
  page.getByRole("region", { name: "Text message JSON", includeHidden: true });

async function labelsInOrder(page: Page): Promise<string[]> {
  const groups = page.getByRole("group", { name: /^Quick reply \d+$/ });
  const labels: string[] = [];
  for (let i = 0; i < (await groups.count()); i++)
    labels.push(await groups.nth(i).getByLabel("Label").inputValue());
  return labels;
}

/** The element's text colour as sRGB (canvas converts oklch and friends), judged clearly red. */
async function isRed(locator: Locator): Promise<boolean> {
  const [r = 0, g = 0, b = 0] = await locator.evaluate((el) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) return [];
    context.fillStyle = getComputedStyle(el).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data);
  });
  return r > 150 && g < 90 && b < 90;
}

test("builds a text message with sender and three reordered quick replies, then downloads and copies it", async ({
  app,
  page,
  baseURL,
}) => {
  await app.open("/text-message");
  await expect(app.heading("Text Message Generator")).toBeVisible();
  await app.showPane("JSON");
  await expect(page.getByText("Message text is required")).toBeVisible();
  await expect(app.button("Copy JSON")).toBeDisabled();
  await expect(app.button("Download")).toBeDisabled();

  await app.showPane("Edit");
  await page.getByLabel(/^Message Text/).fill("Hello from the e2e test!");
  await app.showPane("JSON");
  await expect(jsonRegion(page)).toContainText('"text": "Hello from the e2e test!"');
  await app.showPane("Edit");

  // Sender name: "LINE" in any case is ignored, and the user is told why.
  await page.getByLabel("Sender Name").fill("Support");
  await page.getByLabel("Sender Name").fill("LINE bot");
  await expect(page.getByLabel("Sender Name")).toHaveValue("Support");
  await expect(page.getByText('The sender name cannot contain "LINE"', { exact: false })).toBeVisible();

  // Three quick replies of different types.
  for (let i = 0; i < 3; i++) await app.button("Add Quick Reply").click();
  await item(page, 1).getByLabel("Label").fill("Yes");
  await item(page, 1).getByLabel("Text", { exact: true }).fill("Yes please");
  await item(page, 2).getByLabel("Label").fill("Website");
  await item(page, 2).getByLabel("Action type").selectOption("uri");
  await expect(item(page, 2).getByLabel("Label")).toHaveValue("Website");
  await expect(item(page, 2).getByLabel("URI")).toHaveValue(new URL(baseURL ?? "").origin);
  await item(page, 2).getByLabel("URI").fill("https://example.com/shop");
  await item(page, 3).getByLabel("Action type").selectOption("postback");
  await item(page, 3).getByLabel("Label").fill("Buy now");
  await expect(item(page, 3).getByLabel("Data")).toHaveValue("action=buy&itemid=111");
  await item(page, 3).getByLabel("Input option").selectOption("openKeyboard");
  await item(page, 3).getByLabel("Fill-in text").fill("Quantity: ");

  // Reorder: Buy now up (Yes, Buy now, Website), then Yes down (Buy now, Yes, Website).
  await app.button("Move quick reply 3 up").click();
  expect(await labelsInOrder(page)).toEqual(["Yes", "Buy now", "Website"]);
  await app.button("Move quick reply 1 down").click();
  expect(await labelsInOrder(page)).toEqual(["Buy now", "Yes", "Website"]);
  await expect(app.button("Move quick reply 1 up")).toBeDisabled();
  await expect(app.button("Move quick reply 3 down")).toBeDisabled();

  // A label over 20 turns its counter red and is reported; fixing it clears that.
  await item(page, 2).getByLabel("Label").fill("This label is far too long");
  const counter = item(page, 2).getByText("26/20");
  await expect(counter).toBeVisible();
  expect(await isRed(counter)).toBe(true);
  await app.showPane("JSON");
  await expect(page.getByText("Quick reply 2: Label must not exceed 20 characters")).toBeVisible();
  await app.showPane("Edit");
  await item(page, 2).getByLabel("Label").fill("Yes");
  expect(await isRed(item(page, 2).getByText("3/20"))).toBe(false);
  await app.showPane("JSON");
  await expect(page.getByText("LINE would refuse this message:")).toHaveCount(0);

  // The preview shows the sender, the text and the chips in order.
  await app.showPane("Preview");
  const preview = page.getByRole("figure", { name: "Chat preview" });
  await expect(preview).toContainText("Support");
  await expect(preview).toContainText("Hello from the e2e test!");
  await expect(preview.getByRole("listitem")).toHaveText(["Buy now", "Yes", "Website"]);

  await app.showPane("JSON");
  const [download] = await Promise.all([page.waitForEvent("download"), app.button("Download").click()]);
  expect(download.suggestedFilename()).toBe(TEXT_MESSAGE_FILE_NAME);
  await app.expectToast("JSON Downloaded");
  const path = await download.path();
  const json = JSON.parse(readFileSync(path, "utf8"));
  expect(validateTextMessage(json)).toEqual({ valid: true, errors: [] });
  expect(json).toEqual({
    type: "text",
    text: "Hello from the e2e test!",
    sender: { name: "Support" },
    quickReply: {
      items: [
        {
          type: "action",
          action: {
            type: "postback",
            label: "Buy now",
            data: "action=buy&itemid=111",
            displayText: "Buy",
            inputOption: "openKeyboard",
            fillInText: "Quantity: ",
          },
        },
        { type: "action", action: { type: "message", label: "Yes", text: "Yes please" } },
        { type: "action", action: { type: "uri", label: "Website", uri: "https://example.com/shop" } },
      ],
    },
  });

  await app.button("Copy JSON").click();
  await app.expectToast("JSON Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toEqual(json);

  await app.expectNoHorizontalScroll();
  expect(app.consoleErrors).toEqual([]);
});

test("checks icon URLs as they are typed and refuses private addresses", async ({ app, page }) => {
  await app.open("/text-message");
  await page.getByLabel(/^Message Text/).fill("Icons");
  const icon = page.getByLabel("Sender Icon URL");

  await icon.fill("http://example.com/icon.png");
  await expect(page.getByText("URL must start with https://")).toBeVisible();
  await icon.fill("https://example.com/icon.jpg");
  await expect(page.getByText("URL must end with .png (PNG format only)")).toBeVisible();
  await icon.fill(`https://example.com/${"a".repeat(2000)}.png`);
  await expect(page.getByText("URL must not exceed 2,000 characters")).toBeVisible();
  // Passes the syntax rules, so the server checks it — and refuses loopback.
  await icon.fill("https://127.0.0.1/icon.png");
  await expect(page.getByText("URL must point to a public internet address")).toBeVisible();
  await expect(jsonRegion(page)).not.toContainText("iconUrl");

  await icon.fill("");
  await expect(page.getByText("URL must point to a public internet address")).toHaveCount(0);
  await expect(jsonRegion(page)).not.toContainText("sender");

  await app.button("Add Quick Reply").click();
  await item(page, 1).getByLabel("Icon URL").fill("https://10.0.0.1/chip.png");
  await expect(item(page, 1).getByText("URL must point to a public internet address")).toBeVisible();
  await expect(jsonRegion(page)).not.toContainText("imageUrl");
});

test("shares the text message through the share target picker", async ({ app, page }) => {
  await app.open("/text-message");
  await app.loginAs("Malee (sandbox)");
  await page.getByLabel(/^Message Text/).fill("Shared text");
  await app.showPane("JSON");
  await app.button("Share").click();
  await app.pickShareTargets([]);
  await app.expectToast("Share was cancelled");
});
