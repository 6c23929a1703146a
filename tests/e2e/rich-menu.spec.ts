import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { readImageDimensions } from "../../shared/images/dimensions.ts";
import { guidelineLayouts } from "../../shared/richmenu/index.ts";
import { expect, test } from "./driver.ts";
import {
  areaButtons,
  areaCard,
  createThroughApi,
  drawArea,
  expectJson,
  jsonOf,
  type MenuJson,
  openAreaCard,
  rampPng,
  SANDBOX_CHANNEL,
  surface,
} from "./rich-menu-helpers.ts";

/** Manage tab rows: table rows on desktop, cards on phones (never the toasts). */
const menuRows = (page: Page) => page.locator('tbody tr, ul[aria-label="Rich menus"] > li');

const IMAGE = rampPng(2500, 1686);

test("designs a rich menu, deploys it, sets it as default, then manages it", async ({
  app,
  page,
  baseURL,
}, info) => {
  const name = `E2E menu ${info.project.name} ${Date.now()}`;
  await app.open("/rich-menu-manager");
  await expect(app.heading("Rich Menu Builder")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Create Rich Menu" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Manage Existing" })).toBeVisible();
  await expect(app.button("Previous")).toBeDisabled();
  await expect(app.button("Next")).toBeDisabled();
  await expect(app.button(/Step 2:/)).toBeDisabled();

  // The wizard's own checks, in the spec's order.
  await page.getByRole("button", { name: "Create Rich Menu", exact: true }).click();
  await app.expectToast("Please fill in name and chat bar text");
  await page.getByLabel("Name", { exact: true }).fill(name);
  // Capped at 14 like a maxLength field: a longer paste keeps its first 14 characters.
  await app.field("Chat Bar Text").fill("Open the menu!!");
  await expect(app.field("Chat Bar Text")).toHaveValue("Open the menu!");
  await expect(page.getByText("14/14 characters")).toBeVisible();
  await app.field("Chat Bar Text").fill("Open menu");
  await expect(page.getByText("9/14 characters")).toBeVisible();
  await page.getByRole("button", { name: "Create Rich Menu", exact: true }).click();
  await app.expectToast("Please upload an image");

  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: IMAGE });
  await app.expectToast("Image uploaded successfully!");
  await expect(app.field("Menu Width")).toHaveValue("2500");
  await expect(app.field("Menu Height")).toHaveValue("1686");
  await expect(surface(page)).toBeVisible();

  const first = await drawArea(app, [0.04, 0.08], [0.46, 0.92], 2500);
  await expect(areaButtons(page)).toHaveCount(1);
  const second = await drawArea(app, [0.55, 0.1], [0.96, 0.9], 2500);
  await expect(areaButtons(page)).toHaveCount(2);
  await expect(page.getByText("2/20").first()).toBeVisible();

  // Area 1: message; area 2: uri (starts from the sample '{host}'). The selected area's card is open.
  await expect(areaCard(page, 2).getByLabel("Action Type")).toBeVisible();
  await expect(areaCard(page, 1).getByLabel("Action Type")).toHaveCount(0);
  const card1 = await openAreaCard(page, 1);
  await expect(areaButtons(page).first()).toHaveAttribute("aria-pressed", "true");
  await card1.getByLabel("Action Type").selectOption("message");
  await expect(card1.getByLabel("Text")).toHaveValue("Hello!");
  await card1.getByLabel("Text").fill("Show me the menu");
  const card2 = await openAreaCard(page, 2);
  await card2.getByLabel("Action Type").selectOption("uri");
  await expect(card2.getByLabel("URI")).toHaveValue(new URL(baseURL ?? "").origin);
  await card2.getByLabel("URI").fill("not a url");
  await expect(card2.getByText("URI must be a valid URL")).toBeVisible();
  await expect(areaButtons(page).nth(1)).toHaveAccessibleName(/, invalid$/);
  await expectJson(page, "Rich Menu JSON", (json) => json.areas).toHaveLength(1);
  await card2.getByLabel("URI").fill("https://example.com/menu");
  await card2.getByLabel("Label").fill("Open");

  await expectJson(page, "Rich Menu JSON", (json) => json).toEqual({
    size: { width: 2500, height: 1686 },
    selected: false,
    name,
    chatBarText: "Open menu",
    areas: [
      { bounds: first, action: { type: "message", text: "Show me the menu" } },
      { bounds: second, action: { type: "uri", uri: "https://example.com/menu", label: "Open" } },
    ],
  });
  const json = (await jsonOf(page, "Rich Menu JSON")) as MenuJson;
  for (const area of json.areas) {
    for (const value of Object.values(area.bounds)) expect(Number.isInteger(value)).toBe(true);
  }

  // Deploying needs credentials.
  await page.getByRole("button", { name: "Create Rich Menu", exact: true }).click();
  await app.expectToast("Please enter Channel ID and Channel Secret");
  await app.field("Channel ID").fill(SANDBOX_CHANNEL.id);
  await page.getByRole("textbox", { name: "Channel Secret" }).fill(SANDBOX_CHANNEL.secret);
  await expect(page.getByRole("textbox", { name: "Channel Secret" })).toHaveAttribute("type", "password");
  await app.button("Show Channel Secret").click();
  await expect(page.getByRole("textbox", { name: "Channel Secret" })).toHaveAttribute("type", "text");

  // The create call is held until the fixed 50 % progress indicator has been seen, then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/rich-menus", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Create Rich Menu", exact: true }).click();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  release();
  await app.expectToast("Rich Menu created and image uploaded successfully!");
  await page.unroute("**/api/rich-menus");

  // Step 2: summary, warning, Set as Default.
  await expect(page.getByRole("heading", { name: "Set as Default Rich Menu" })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText("2500 × 1686")).toBeVisible();
  const richMenuId = (await page.locator("dd code").textContent()) ?? "";
  expect(richMenuId).toMatch(/^richmenu-[0-9a-f]{32}$/);
  await expect(page.getByText("shown to all users of this channel")).toBeVisible();
  // The menu exists: going back to step 1 would only invite a duplicate.
  await expect(app.button("Previous")).toBeDisabled();
  await expect(app.button(/Step 1:/)).toBeDisabled();
  await expect(app.button("Next")).toBeDisabled();
  await page.getByRole("button", { name: "Set as Default", exact: true }).click();
  await app.expectToast("Rich menu set as default successfully!");
  await expect(page.getByRole("heading", { name: "Rich Menu Deployed Successfully!" })).toBeVisible();
  await app.expectNoHorizontalScroll();

  // Manage tab: listed and marked default; preview with the image; delete after confirming.
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await app.button("Get Rich Menus").click();
  await app.expectToast("Rich menus fetched successfully!");
  const row = menuRows(page).filter({ hasText: richMenuId });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Default", { exact: true })).toBeVisible();
  await expect(row.getByText("Open menu")).toBeVisible();
  await app.expectNoHorizontalScroll();

  await app.button(`Preview ${name}`).click();
  const preview = page.getByRole("dialog", { name: "Rich Menu Preview" });
  await expect(preview.getByRole("img", { name: `Design of ${name}` })).toBeVisible();
  expect(await preview.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2500);
  // The tappable areas over the image, numbered, and what each does.
  const tappable = preview.getByRole("list", { name: "Tappable areas" }).getByRole("listitem");
  await expect(tappable).toHaveText([
    "Area 1: Message — sends “Show me the menu”",
    "Area 2: URI: Open — opens https://example.com/menu",
  ]);
  const previewed = JSON.parse(
    (await preview.getByRole("region", { name: "Rich menu JSON" }).textContent()) ?? "",
  );
  expect(previewed).toEqual({ richMenuId, ...json, selected: false });
  await preview.getByRole("button", { name: "Close" }).click();
  await expect(preview).toHaveCount(0);

  await app.button(`Delete ${name}`).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete rich menu?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await app.expectToast(`"${name}" deleted successfully!`);
  await expect(row).toHaveCount(0);

  // Back on the wizard: start over.
  await page.getByRole("tab", { name: "Create Rich Menu" }).click();
  await app.button("Create Another Rich Menu").click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(app.field("Chat Bar Text")).toHaveValue("");
  await expect(app.field("Menu Width")).toHaveValue("2500");
  await expect(app.button(/Step 2:/)).toBeDisabled();
  await expectJson(page, "Rich Menu JSON", (json) => json.areas).toEqual([]);
  expect(app.consoleErrors).toEqual([]);
});

test("manage tab: asks for credentials, reports LINE's error, sets a default after confirming", async ({
  app,
  page,
}, info) => {
  await app.open("/rich-menu-manager");
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await expect(app.button("Get Rich Menus")).toBeDisabled();
  await expect(page.getByText("Please enter Channel ID and Channel Secret")).toBeVisible();
  await expect(
    page.getByText('No rich menus found. Click "Get Rich Menus" to fetch from your LINE channel.'),
  ).toBeVisible();

  await app.field("Channel ID").fill(SANDBOX_CHANNEL.id);
  await page.getByRole("textbox", { name: "Channel Secret" }).fill("0".repeat(32));
  await app.button("Get Rich Menus").click();
  await app.expectToast("Failed to fetch rich menus: invalid client_secret");

  // Two menus made through the API, the second one the default; then the first made default in the list.
  await page.getByRole("textbox", { name: "Channel Secret" }).fill(SANDBOX_CHANNEL.secret);
  const stamp = `${info.project.name} ${Date.now()}`;
  const [first, second] = [`E2E manage A ${stamp}`, `E2E manage B ${stamp}`];
  const firstId = await createThroughApi(page, first, {
    height: 1686,
    chatBarText: "Manage",
    selected: true,
  });
  const secondId = await createThroughApi(page, second, {
    height: 1686,
    chatBarText: "Manage",
    selected: true,
  });
  const headers = {
    "X-Line-Channel-Id": SANDBOX_CHANNEL.id,
    "X-Line-Channel-Secret": SANDBOX_CHANNEL.secret,
  };
  expect((await page.request.post(`/api/rich-menus/${secondId}/default`, { headers })).status()).toBe(200);

  await app.button("Get Rich Menus").click();
  await app.expectToast("Rich menus fetched successfully!");
  const defaultBadges = menuRows(page).getByText("Default", { exact: true });
  await expect(
    menuRows(page).filter({ hasText: secondId }).getByText("Default", { exact: true }),
  ).toBeVisible();
  await expect(defaultBadges).toHaveCount(1);
  await expect(app.button(`Set Default ${second}`)).toBeDisabled();

  await app.button(`Set Default ${first}`).click();
  await page
    .getByRole("alertdialog", { name: "Set as default rich menu?" })
    .getByRole("button", { name: "Set Default" })
    .click();
  await app.expectToast(`"${first}" set as default successfully!`);
  // Only the new default is marked.
  await expect(
    menuRows(page).filter({ hasText: firstId }).getByText("Default", { exact: true }),
  ).toBeVisible();
  await expect(defaultBadges).toHaveCount(1);

  for (const [name, id] of [
    [first, firstId],
    [second, secondId],
  ]) {
    await app.button(`Delete ${name}`).click();
    await page
      .getByRole("alertdialog", { name: "Delete rich menu?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await app.expectToast(`"${name}" deleted successfully!`);
    await expect(menuRows(page).filter({ hasText: id })).toHaveCount(0);
  }
  await app.expectNoHorizontalScroll();
});

test("/rich-menu-builder: any image, drawn areas with the '{host}' uri action, JSON", async ({
  app,
  page,
  baseURL,
}) => {
  await app.open("/rich-menu-builder");
  await expect(app.heading("Rich Menu Editor")).toBeVisible();
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await app.expectToast("Please select an image file");

  // Any image type, shown at the default base size 2500 × 1686 whatever its own size.
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "small.png", mimeType: "image/png", buffer: rampPng(600, 300) });
  await expect(surface(page)).toBeVisible();
  await expect(app.field("Base width")).toHaveValue("2500");
  const bounds = await drawArea(app, [0.1, 0.2], [0.5, 0.7], 2500);
  await expect(areaButtons(page)).toHaveCount(1);
  await expectJson(page, "Areas JSON", (json) => json).toEqual({
    size: { width: 2500, height: 1686 },
    areas: [{ bounds, action: { type: "uri", uri: new URL(baseURL ?? "").origin } }],
  });

  await areaCard(page, 1).getByLabel("Action Type").selectOption("postback");
  await expect(areaCard(page, 1).getByLabel("Data")).toHaveValue("action=buy&itemid=111");
  await expectJson(page, "Areas JSON", (json) => json.areas[0]?.action).toEqual({
    type: "postback",
    label: "Buy",
    data: "action=buy&itemid=111",
    displayText: "Buy",
  });

  // The UI-only "Share Official Account": a share or recommend link with the @ID, and a label.
  const card = areaCard(page, 1);
  await card.getByLabel("Action Type").selectOption("shareOfficialAccount");
  await expect(card.getByText("LINE ID is required in URI (e.g., @lineid)")).toBeVisible();
  await expectJson(page, "Areas JSON", (json) => json.areas).toEqual([]);
  await card.getByLabel("LINE ID").fill("myshop");
  await card.getByLabel("Share Type").selectOption("recommend");
  await expect(card.getByLabel("Action Type")).toHaveValue("shareOfficialAccount");
  await expectJson(page, "Areas JSON", (json) => json.areas[0]?.action).toEqual({
    type: "uri",
    uri: "https://line.me/R/nv/recommendOA/@myshop",
    label: "Share",
  });
  await app.expectNoHorizontalScroll();
  expect(app.consoleErrors).toEqual([]);
});

test("image rules, one-click recompression, guideline archive and JSON import", async ({ app, page }) => {
  await app.open("/rich-menu-manager");
  const upload = page.getByLabel("Upload Image");
  const imageAlert = page.getByRole("alert").filter({ hasText: "This image cannot be used" });

  await upload.setInputFiles({ name: "menu.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await app.expectToast("Please select a valid image file (PNG or JPEG)");
  await upload.setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not a png") });
  await expect(imageAlert).toContainText("Failed to load image");
  await upload.setInputFiles({ name: "narrow.png", mimeType: "image/png", buffer: rampPng(700, 600) });
  await expect(imageAlert).toContainText("Image width must be between 800 and 2500 pixels");
  await expect(imageAlert).toContainText("Image aspect ratio must be at least 1.45");
  await expect(page.getByRole("button", { name: "Recompress to JPEG" })).toHaveCount(0);

  // Over 1 MB but otherwise fine: offered a recompression that lands under 1 MB.
  const heavy = rampPng(2500, 1686, 24);
  expect(heavy.byteLength).toBeGreaterThan(1_048_576);
  await upload.setInputFiles({ name: "heavy.png", mimeType: "image/png", buffer: heavy });
  await app.expectToast("File size must not exceed 1 MB");
  await page.getByRole("button", { name: "Recompress to JPEG" }).click();
  await app.expectToast("Image uploaded successfully!");
  const facts = await page.getByText(/^heavy\.jpg ·/).textContent();
  expect(facts).toMatch(/2500 × 1686 px · \d+ KB/);
  expect(Number(/(\d+) KB/.exec(facts ?? "")?.[1])).toBeLessThanOrEqual(1024);
  await expect(surface(page)).toBeVisible();

  // Import an existing menu's JSON drawn for half the size: scaled to this image.
  await page.getByRole("button", { name: "Import JSON" }).click();
  const dialog = page.getByRole("dialog", { name: "Import JSON" });
  await dialog.getByLabel("Rich menu JSON").fill("{ not json");
  await dialog.getByRole("button", { name: "Import" }).click();
  await app.expectToast("Could not import areas");
  await dialog.getByLabel("Rich menu JSON").fill(
    JSON.stringify({
      size: { width: 1250, height: 843 },
      name: "Imported menu",
      chatBarText: "Imported",
      areas: [
        { bounds: { x: 0, y: 0, width: 625, height: 843 }, action: { type: "message", text: "Left" } },
        {
          bounds: { x: 625, y: 0, width: 625, height: 843 },
          action: { type: "uri", uri: "https://example.com" },
        },
      ],
    }),
  );
  await dialog.getByRole("button", { name: "Import" }).click();
  await app.expectToast("Imported 2 areas");
  await expect(areaButtons(page)).toHaveCount(2);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Imported menu");
  await expect(app.field("Chat Bar Text")).toHaveValue("Imported");
  await expectJson(page, "Rich Menu JSON", (json) => json.areas).toEqual([
    { bounds: { x: 0, y: 0, width: 1250, height: 1686 }, action: { type: "message", text: "Left" } },
    {
      bounds: { x: 1250, y: 0, width: 1250, height: 1686 },
      action: { type: "uri", uri: "https://example.com" },
    },
  ]);

  // Removing the image clears it and every area.
  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(surface(page)).toHaveCount(0);
  await expectJson(page, "Rich Menu JSON", (json) => json.areas).toEqual([]);

  // The guideline archive is built in the browser: one PNG per layout plus README.txt.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Guideline" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("line-rich-menu-guidelines.zip");
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const layouts = guidelineLayouts();
  expect(Object.keys(files).sort()).toEqual(
    [...layouts.map((layout) => layout.fileName), "README.txt"].sort(),
  );
  for (const layout of [layouts[0], layouts.at(-1)]) {
    const png = files[layout?.fileName ?? ""] ?? new Uint8Array();
    expect(readImageDimensions(png)).toEqual(layout?.size);
  }
  expect(app.consoleErrors).toEqual([]);
});

test("create and manage failures reach the user with the spec's toasts", async ({ app, page }, info) => {
  await app.open("/rich-menu-manager");
  await app.field("Channel ID").fill(SANDBOX_CHANNEL.id);
  await page.getByRole("textbox", { name: "Channel Secret" }).fill(SANDBOX_CHANNEL.secret);
  await page.getByLabel("Name", { exact: true }).fill(`E2E failing ${info.project.name}`);
  await app.field("Chat Bar Text").fill("Menu");
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: IMAGE });
  await app.expectToast("Image uploaded successfully!");
  await page.getByLabel("Layout template").selectOption("columns-2");
  const create = page.getByRole("button", { name: "Create Rich Menu", exact: true });
  // The template's areas keep the example action: each create asks first, and is told to go on.
  const createAnyway = async () => {
    await create.click();
    const question = page.getByRole("alertdialog", { name: "Keep the example action?" });
    await expect(question).toContainText("Areas 1 and 2 still have the example action 'Buy'");
    await question.getByRole("button", { name: "Deploy anyway" }).click();
    await expect(question).toHaveCount(0);
  };

  // A menu size the image does not have: LINE refuses the image, the server removes the new menu.
  await app.field("Menu Height").fill("1600");
  await app.field("Menu Height").press("Enter");
  await expect(page.getByText("LINE expects the image to be exactly the menu's size")).toBeVisible();
  await createAnyway();
  await app.expectToast("Failed to create Rich Menu: The image size is not allowed for richmenu");
  await expect(page.getByRole("heading", { name: "Set as Default Rich Menu" })).toHaveCount(0);
  await app.field("Menu Height").fill("1686");
  await app.field("Menu Height").blur();

  await page.route("**/api/rich-menus", (route) => route.fulfill({ status: 201, json: {} }));
  await createAnyway();
  await app.expectToast("Failed to create Rich Menu: No richMenuId returned");
  await page.unroute("**/api/rich-menus");
  await page.route("**/api/rich-menus", (route) =>
    route.fulfill({ status: 500, json: { details: "Upstream down" } }),
  );
  await createAnyway();
  await app.expectToast("Failed to create Rich Menu: Upstream down");
  await page.unroute("**/api/rich-menus");
  await page.route("**/api/rich-menus", (route) => route.fulfill({ status: 502, body: "" }));
  await createAnyway();
  await app.expectToast(/^Failed to create Rich Menu: Unknown error/);
  await page.unroute("**/api/rich-menus");
  await page.route("**/api/rich-menus", (route) => route.abort());
  await createAnyway();
  await app.expectToast(/^Failed to create Rich Menu: \S/);
  await page.unroute("**/api/rich-menus");

  // Manage: set default and delete failures keep the list as it was.
  const menu = {
    richMenuId: `richmenu-${"a".repeat(32)}`,
    name: "Mocked menu",
    chatBarText: "Mock",
    size: { width: 2500, height: 1686 },
    selected: false,
    areas: [],
  };
  await page.route("**/api/rich-menus", (route) =>
    route.fulfill({ json: { richmenus: [menu], defaultRichMenuId: null } }),
  );
  await page.route("**/api/rich-menus/*/default", (route) =>
    route.fulfill({ status: 400, json: { error: "must upload richmenu image before applying it to user" } }),
  );
  await page.route(`**/api/rich-menus/${menu.richMenuId}`, (route) =>
    route.fulfill({ status: 404, json: { error: "Not found" } }),
  );
  await page.getByRole("tab", { name: "Manage Existing" }).click();
  await app.button("Get Rich Menus").click();
  await app.button("Set Default Mocked menu").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Set Default" }).click();
  await app.expectToast(
    "Failed to set rich menu as default: must upload richmenu image before applying it to user",
  );
  await app.button("Delete Mocked menu").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await app.expectToast("Failed to delete rich menu: Not found");
  await expect(menuRows(page).filter({ hasText: menu.richMenuId })).toHaveCount(1);
});
