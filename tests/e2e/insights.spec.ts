import type { Page } from "@playwright/test";
import { expect, test } from "./driver.ts";
import { englishSentences } from "./english-text.ts";
import { rampPng, SANDBOX_CHANNEL } from "./rich-menu-helpers.ts";

// Insights against the sandbox: taps on the rich menu under the Sandbox Chat are counted by the LINE
// emulator and come back as the heat map of /insights; a postback tap reaches the Webhook Inspector.

const SOMCHAI = "U059b797f5e2c31a37fb5cd68f3dd902f";
const CHANNEL_HEADERS = {
  "X-Line-Channel-Id": SANDBOX_CHANNEL.id,
  "X-Line-Channel-Secret": SANDBOX_CHANNEL.secret,
};

/** A three-column menu (postback, message, camera) linked to Somchai, created through the app's API. */
async function menuForSomchai(page: Page, name: string): Promise<string> {
  const size = { width: 2500, height: 843 };
  const column = (i: number) => ({ x: i * 833, y: 0, width: i === 2 ? 834 : 833, height: 843 });
  const res = await page.request.post("/api/rich-menus", {
    headers: CHANNEL_HEADERS,
    multipart: {
      richMenu: JSON.stringify({
        size,
        selected: true,
        name,
        chatBarText: "Tap me",
        areas: [
          { bounds: column(0), action: { type: "postback", label: "Points", data: "points=check" } },
          { bounds: column(1), action: { type: "message", label: "Hello", text: "hello from the menu" } },
          { bounds: column(2), action: { type: "camera", label: "Camera" } },
        ],
      }),
      image: { name: "menu.png", mimeType: "image/png", buffer: rampPng(size.width, size.height) },
    },
  });
  expect(res.status()).toBe(201);
  const { richMenuId } = (await res.json()) as { richMenuId: string };
  const link = await page.request.post(`/api/rich-menus/${richMenuId}/users`, {
    headers: CHANNEL_HEADERS,
    data: { userIds: [SOMCHAI] },
  });
  expect(link.ok()).toBe(true);
  return richMenuId;
}

test("three taps in the Sandbox Chat show as three clicks on the heat map; the postback reaches the inspector", {
  tag: "@phone-only",
}, async ({ app, page, context }) => {
  const name = `Insight menu ${Date.now()}`;
  await menuForSomchai(page, name);

  // The inspector receives the channel's webhooks.
  await app.open("/webhook");
  await app.loginAs("Somchai (sandbox)");
  await app.fillSandboxChannel();
  await app.button("Create inspector URL").click();
  await app.expectToast("Inspector URL created");
  await page.getByRole("tab", { name: "Connect", exact: true }).click();
  await app.button("Connect the channel to this URL").click();
  await app.expectToast("The channel now posts its webhooks to the inspector URL");
  await page.getByRole("tab", { name: "Inspect", exact: true }).click();

  const chat = await context.newPage();
  await chat.goto("/sandbox-chat");
  const menu = chat.getByRole("region", { name: "Rich menu" });
  await expect(menu.getByRole("button", { name: "Tap me" })).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("button", { name: "Area 1: Points" }).click();
  await expect(menu.getByRole("status")).toHaveText("Delivered to the channel's webhook (HTTP 200)");
  await menu.getByRole("button", { name: "Area 2: Hello" }).click();
  await expect(chat.getByRole("listitem").filter({ hasText: "hello from the menu" })).toBeVisible();
  await menu.getByRole("button", { name: "Area 3: Camera" }).click();
  await expect(menu.getByRole("status")).toHaveText("LINE would open the camera here.");

  const postback = page.getByRole("listitem", { name: /^Request \d+: postback$/ });
  await expect(postback).toContainText("points=check");
  await expect(postback.getByText("Signature valid")).toBeVisible();
  await chat.close();

  await app.open("/insights");
  await app.fillSandboxChannel();
  await page.getByLabel("Rich menu", { exact: true }).selectOption({ label: name });
  await app.button("Show statistics").click();
  const areas = page.getByRole("list", { name: "Clicks per area" });
  await expect(areas.getByRole("listitem")).toHaveText([
    "Area 1: 1 click by 1 person",
    "Area 2: 1 click by 1 person",
    "Area 3: 1 click by 1 person",
  ]);
  await expect(page.getByRole("img", { name: "Heat map of the rich menu's clicks" })).toBeVisible();
  await expect(page.getByText(/^Shown 1 time to 1 person/)).toBeVisible();
  await app.expectNoHorizontalScroll();
});

test("a single tap stays below the privacy threshold: the page says so and draws nothing", {
  tag: "@phone-only",
}, async ({ app, page, context }) => {
  const name = `Quiet menu ${Date.now()}`;
  await menuForSomchai(page, name);
  await app.open("/sandbox-chat");
  await app.loginAs("Somchai (sandbox)");
  const chat = page;
  await chat
    .getByRole("region", { name: "Rich menu" })
    .getByRole("button", { name: "Area 3: Camera" })
    .click();
  await expect(chat.getByRole("region", { name: "Rich menu" }).getByRole("status")).toHaveText(
    "LINE would open the camera here.",
  );
  await app.open("/insights");
  await app.fillSandboxChannel();
  await page.getByLabel("Rich menu", { exact: true }).selectOption({ label: name });
  await app.button("Show statistics").click();
  await expect(page.getByText(/^Too few people tapped this menu/)).toBeVisible();
  await expect(page.getByRole("img", { name: "Heat map of the rich menu's clicks" })).toHaveCount(0);
  void context;
});

test.describe("in Thai", () => {
  test.use({ locale: "th-TH" });

  test("every tab, a followers chart and the demographics read in Thai", { tag: "@phone-only" }, async ({
    app,
    page,
  }) => {
    await app.open("/insights");
    await page.getByRole("button", { name: "ใช้ Channel ของ Sandbox" }).click();
    const leftovers: string[] = [];
    for (const [tab, show] of [
      ["Rich Menu", null],
      ["ผู้ติดตาม", "แสดงผู้ติดตาม"],
      ["การส่งข้อความ", "แสดงการส่งข้อความ"],
      ["ข้อมูลประชากร", "แสดงข้อมูลประชากร"],
      ["ข้อความ", null],
    ] as const) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      if (show) {
        await page.getByRole("button", { name: show }).click();
        await expect(page.getByRole("button", { name: /^ดาวน์โหลด CSV ของ/ }).first()).toBeVisible();
      }
      leftovers.push(...(await englishSentences(page)).map((text) => `${tab}: ${text}`));
    }
    expect(leftovers).toEqual([]);
  });
});
