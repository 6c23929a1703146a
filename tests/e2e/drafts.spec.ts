import type { Page } from "@playwright/test";
import { confirmStartOver, readDraft } from "./draft-helpers.ts";
import { type AppDriver, expect, test } from "./driver.ts";
import { areaButtons, drawArea, expectJson, rampPng, SANDBOX_CHANNEL, surface } from "./rich-menu-helpers.ts";

/*
 * Drafts (issue 14): every builder keeps its work in this browser's IndexedDB and restores it after a
 * reload (LINE closing and reopening the LIFF window is a reload too); "Start over" clears it.
 */

/** Waits until the debounced write has stored something matching `text`, then reloads. */
async function reloadOnceSaved(app: AppDriver, tool: string, text: string | RegExp) {
  await expect.poll(() => readDraft(app.page, tool), { timeout: 8_000 }).toMatch(text);
  await reload(app);
}

/** A reload, waiting for LIFF init and the restored builder (its Start over button) on a busy machine. */
async function reload(app: AppDriver) {
  await app.page.reload();
  await expect(app.page.locator("#boot-loader")).toHaveCount(0, { timeout: 30_000 });
  await expect(app.button("Start over")).toBeVisible({ timeout: 30_000 });
}

const imagemapAreas = (page: Page) =>
  page.getByRole("application", { name: "Imagemap areas" }).getByRole("button", { name: /^Area \d+:/ });

async function startOver(app: AppDriver) {
  await confirmStartOver(app);
  await expect(app.button("Start over")).toBeDisabled();
}

async function expectDraftGone(app: AppDriver, tool: string) {
  await expect.poll(() => readDraft(app.page, tool), { timeout: 8_000 }).toBeNull();
}

// Several builders and reloads per test on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

const BUBBLE = JSON.stringify({
  type: "bubble",
  body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Draft kept" }] },
});

test("Flex formatter, text message and QR drafts survive a reload; Start over clears them", async ({
  app,
  page,
}) => {
  await app.open("/flex-formatter");
  await expect(app.button("Start over")).toBeDisabled();
  await app.field("Flex JSON").fill(BUBBLE);
  await reloadOnceSaved(app, "flex-formatter", /Draft kept/);
  await expect(app.field("Flex JSON")).toHaveValue(BUBBLE);
  await expect(page.getByText("Draft kept").first()).toBeVisible();
  await startOver(app);
  await expect(app.field("Flex JSON")).toHaveValue("");
  await expectDraftGone(app, "flex-formatter");
  await page.reload();
  await expect(app.field("Flex JSON")).toHaveValue("", { timeout: 30_000 });

  await app.open("/text-message");
  await page.getByLabel(/^Message Text/).fill("Hello from a draft");
  await page.getByLabel("Sender Name").fill("Support");
  await app.button("Add Quick Reply").click();
  await reloadOnceSaved(app, "text-message", /Support/);
  await expect(page.getByLabel(/^Message Text/)).toHaveValue("Hello from a draft");
  await expect(page.getByLabel("Sender Name")).toHaveValue("Support");
  await expect(
    page
      .getByRole("group", { name: /Quick Reply 1/ })
      .or(page.getByText("Quick Reply 1"))
      .first(),
  ).toBeVisible();
  await startOver(app);
  await expect(page.getByLabel(/^Message Text/)).toHaveValue("");
  await expectDraftGone(app, "text-message");

  await app.open("/qr-generator");
  await page.getByLabel("Data Type").selectOption({ label: "Plain Text" });
  await page.getByLabel(/^Text/).first().fill("qr draft");
  await reloadOnceSaved(app, "qr-generator", /qr draft/);
  await expect(page.getByLabel("Data Type")).toHaveValue("text");
  await expect(page.getByLabel(/^Text/).first()).toHaveValue("qr draft");
  await startOver(app);
  await expect(page.getByLabel("Data Type")).toHaveValue("url");
  await expectDraftGone(app, "qr-generator");
});

test("imagemap builder draft comes back with its image", async ({ app, page }) => {
  await app.open("/imagemap-builder");
  await page
    .getByLabel("Choose file")
    .setInputFiles({ name: "map.png", mimeType: "image/png", buffer: rampPng(1040, 520) });
  await expect(page.getByText("scaled to 1040 × 520 px").or(page.getByText("1040 × 520"))).toBeVisible();
  await app.field("Alt Text").fill("Draft imagemap");
  await app.button("Quick Add").click();
  await expect(imagemapAreas(page)).toHaveCount(1);
  await reloadOnceSaved(app, "imagemap-builder", /Draft imagemap.*\[Blob \d+\]|\[Blob \d+\].*Draft imagemap/);
  await expect(app.field("Alt Text")).toHaveValue("Draft imagemap");
  await expect(page.getByText("map.png")).toBeVisible();
  await expect(imagemapAreas(page)).toHaveCount(1);
  // The picture itself is back: the editor shows the restored file.
  await expect(page.getByRole("application", { name: "Imagemap areas" }).locator("img")).toHaveJSProperty(
    "complete",
    true,
  );
  expect(
    await page
      .getByRole("application", { name: "Imagemap areas" })
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(1040);
  await startOver(app);
  await expect(page.getByText("map.png")).toHaveCount(0);
  await expect(app.field("Alt Text")).toHaveValue("");
  await expectDraftGone(app, "imagemap-builder");
});

test("simple rich menu editor draft comes back with its image", async ({ app, page }) => {
  await app.open("/rich-menu-builder");
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "small.png", mimeType: "image/png", buffer: rampPng(600, 300) });
  await expect(surface(page)).toBeVisible();
  // Draw once the picture has loaded and the surface has its final size.
  await expect(surface(page).locator("img")).toHaveJSProperty("complete", true);
  const bounds = await drawArea(app, [0.1, 0.2], [0.5, 0.7], 2500);
  await expect(areaButtons(page)).toHaveCount(1);
  // The image is saved before the area is drawn: wait for the area too, or the reload can beat its write.
  await reloadOnceSaved(app, "rich-menu-builder", /\[Blob \d+\][\s\S]*"bounds"|"bounds"[\s\S]*\[Blob \d+\]/);
  await expect(page.getByText("small.png")).toBeVisible();
  await expect(areaButtons(page)).toHaveCount(1);
  await expectJson(page, "Areas JSON", (json) => json.areas[0]?.bounds).toEqual(bounds);
  expect(
    await surface(page)
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(600);
  await startOver(app);
  await expect(areaButtons(page)).toHaveCount(0);
  await expectDraftGone(app, "rich-menu-builder");
});

test("rich menu wizard: the draft keeps its image and areas, never the channel credentials, and a created menu comes back as deployed", async ({
  app,
  page,
}, info) => {
  const name = `Draft menu ${info.project.name} ${Date.now()}`;
  await app.open("/rich-menu-manager");
  await app.field("Channel ID").fill(SANDBOX_CHANNEL.id);
  await page.getByRole("textbox", { name: "Channel Secret" }).fill(SANDBOX_CHANNEL.secret);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await app.field("Chat Bar Text").fill("Open menu");
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: rampPng(2500, 1686) });
  await app.expectToast("Image uploaded successfully!");
  const bounds = await drawArea(app, [0.05, 0.1], [0.45, 0.9], 2500);
  await expect(areaButtons(page)).toHaveCount(1);

  await expect.poll(() => readDraft(page, "rich-menu-manager"), { timeout: 8_000 }).toContain(name);
  // The name is saved before the area is drawn: wait for the area too.
  await expect.poll(() => readDraft(page, "rich-menu-manager"), { timeout: 8_000 }).toContain('"bounds"');
  const everything = (await readDraft(page, null)) ?? "";
  expect(everything).toContain("data:image/png;base64,");
  expect(everything).not.toContain(SANDBOX_CHANNEL.secret);
  expect(everything).not.toContain(SANDBOX_CHANNEL.id);

  await reload(app);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(app.field("Chat Bar Text")).toHaveValue("Open menu");
  await expect(app.field("Menu Width")).toHaveValue("2500");
  await expect(areaButtons(page)).toHaveCount(1);
  await expectJson(page, "Rich Menu JSON", (json) => json.areas[0]?.bounds).toEqual(bounds);
  expect(
    await surface(page)
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(2500);
  // Credentials live in memory only: a reload asks for them again.
  await expect(app.field("Channel ID")).toHaveValue("");

  await app.field("Channel ID").fill(SANDBOX_CHANNEL.id);
  await page.getByRole("textbox", { name: "Channel Secret" }).fill(SANDBOX_CHANNEL.secret);
  await page.getByRole("button", { name: "Create Rich Menu", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Keep the example action?" })
    .getByRole("button", { name: "Deploy anyway" })
    .click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Rich Menu created and image uploaded successfully!" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => readDraft(page, "rich-menu-manager"), { timeout: 8_000 })
    .toMatch(/richmenu-[0-9a-f]{32}/);
  const richMenuId =
    /richmenu-[0-9a-f]{32}/.exec((await readDraft(page, "rich-menu-manager")) ?? "")?.[0] ?? "";

  await reload(app);
  await expect(page.getByText(`Deployed as ${richMenuId}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Set as Default Rich Menu" })).toBeVisible();
  await expect(app.button("Previous")).toBeDisabled();
  await expect(app.button(/Step 1:/)).toBeDisabled();

  await startOver(app);
  await expect(page.getByText(`Deployed as ${richMenuId}`)).toHaveCount(0);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expectDraftGone(app, "rich-menu-manager");
});

const ALEX = "U8a7981e667691bd1f2296c444737540b";

test("Flex Storage: the editor's draft survives a reload, and a loaded message is updated in place at 20/20", async ({
  app,
  page,
  request,
}, info) => {
  const login = await request.post("/api/sandbox/login", { data: { userId: ALEX } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  const prefix = `draft ${info.project.name} ${Date.now()}`;
  const ids: string[] = [];
  try {
    const listed = await request.get("/api/flex-messages", { headers });
    const held = ((await listed.json()) as { messages: unknown[] }).messages.length;
    for (let i = held; i < 20; i++) {
      const res = await request.post("/api/flex-messages", {
        headers,
        data: { title: `${prefix} ${i}`, flexJson: JSON.parse(BUBBLE) },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { message: { id: string } }).message.id);
    }
    await app.open("/flex-storage");
    await app.loginAs("Alex (sandbox)");
    await expect(page.getByText("20/20 saved")).toBeVisible();
    const list = page.getByRole("list", { name: "Saved Flex Messages" });
    const target = list.getByRole("listitem").first();
    const title = ((await target.getByRole("heading").textContent()) ?? "").trim();
    await target.getByRole("button", { name: "Load" }).click();
    await expect(app.field("Title")).toHaveValue(title);
    await expect(app.button("Save Flex Message")).toBeDisabled();
    await app.field("Title").fill(`${title} (edited)`);
    await reloadOnceSaved(app, "flex-storage", /\(edited\)/);
    await expect(app.field("Title")).toHaveValue(`${title} (edited)`);
    await expect(page.getByText(`Editing your saved message "${title}"`)).toBeVisible();

    await app.button("Update Saved Message").click();
    await app.expectToast("Flex message updated successfully!");
    await expect(list.getByRole("heading", { name: `${title} (edited)` })).toBeVisible();
    await expect(page.getByText("20/20 saved")).toBeVisible();

    await startOver(app);
    await expect(app.field("Title")).toHaveValue("");
    await expect(app.button("Update Saved Message")).toHaveCount(0);
    await expectDraftGone(app, "flex-storage");
  } finally {
    for (const id of ids) await request.delete(`/api/flex-messages/${id}`, { headers });
  }
});
