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

test.describe("in Thailand's time zone", () => {
  test.use({ timezoneId: "Asia/Bangkok" });

  test("a menu's Statistics action opens it on /insights, which says its days are Japan's", {
    tag: "@phone-only",
  }, async ({ app, page }) => {
    const name = `Listed menu ${Date.now()}`;
    const richMenuId = await menuForSomchai(page, name);
    await app.open("/rich-menu-manager");
    await app.fillSandboxChannel();
    await page.getByRole("tab", { name: "Manage Existing" }).click();
    await app.button("Get Rich Menus").click();
    await page.getByRole("link", { name: `Statistics of ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/insights\\?menu=${richMenuId}$`));
    await expect(page.getByLabel("Rich menu", { exact: true })).toHaveValue(richMenuId);
    // A LINE day (00:00 UTC+9) starts at 22:00 the evening before in Thailand.
    await expect(
      page.getByText(/Your device is on UTC\+7: each LINE day starts at 22:00 your time\./),
    ).toBeVisible();
  });
});

const MALEE = "U3764792d24f2717f5d4c4d57bafcbf58";
const SALE_URL = "https://example.com/sale";
const SALE = {
  type: "flex",
  altText: "Summer sale",
  contents: {
    type: "bubble",
    body: {
      type: "box",
      layout: "vertical",
      contents: [
        { type: "text", text: "Summer sale" },
        { type: "button", action: { type: "uri", label: "Shop", uri: SALE_URL } },
      ],
    },
  },
};

/** "Send to my LINE" of the builders, for `userId`, counted in `unit` (the app's own API, as its form calls it). */
async function pushToUser(page: Page, userId: string, unit: string) {
  const login = await page.request.post("/api/sandbox/login", { data: { userId } });
  const { idToken } = (await login.json()) as { idToken: string };
  const res = await page.request.post("/api/line-messages/push-to-me", {
    headers: { ...CHANNEL_HEADERS, Authorization: `Bearer ${idToken}` },
    data: { messages: [SALE], customAggregationUnit: unit },
  });
  expect(res.ok()).toBe(true);
}

test.describe("in Thai", () => {
  test.use({ locale: "th-TH" });

  test("a message two people saw and opened in the Sandbox Chat shows its numbers per unit", {
    tag: "@phone-only",
  }, async ({ app, page }) => {
    const unit = `sale_${Date.now()}`;
    await pushToUser(page, SOMCHAI, unit);
    await pushToUser(page, MALEE, unit);
    for (const name of ["Somchai (sandbox)", "Malee (sandbox)"]) {
      await app.open("/sandbox-chat");
      // Drawing the chat reports what the user saw; the tap, the link they opened.
      const seen = page.waitForResponse((res) => res.url().endsWith("/api/sandbox/message/impression"));
      await page.getByRole("button", { name: "เข้าสู่ระบบด้วย LINE" }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: `เข้าสู่ระบบเป็น ${name}` })
        .click();
      expect((await seen).ok()).toBe(true);
      const sale = page.getByRole("listitem").filter({ hasText: "Summer sale" }).last();
      const opened = page.waitForResponse((res) => res.url().endsWith("/api/sandbox/message/click"));
      await sale.getByRole("button", { name: "Shop" }).click();
      expect((await opened).ok()).toBe(true);
      await page.getByRole("button", { name: "ออกจากระบบ" }).click();
    }
    await app.open("/insights");
    await app.fillSandboxChannel();
    await page.getByRole("tab", { name: "ข้อความ", exact: true }).click();
    await page.getByRole("button", { name: "แสดงหน่วยนับของเดือนนี้" }).click();
    await page.getByRole("button", { name: unit }).click();
    const stats = page.getByRole("region", { name: `หน่วย ${unit}` });
    // Two people: at the sandbox's privacy threshold of 2, so LINE's figures are numbers, not dashes.
    await expect(stats.getByRole("definition")).toHaveText(["2", "2", "2 (2 คน)"]);
    await expect(stats.getByRole("term").last()).toHaveText(`จำนวนครั้งที่เปิด ${SALE_URL}`);
    await app.expectNoHorizontalScroll();
  });

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
        await expect(page.getByRole("button", { name: /^ดาวน์โหลด .* เป็นไฟล์ \.csv$/ }).first()).toBeVisible();
      }
      if (tab === "ผู้ติดตาม") {
        // The chart's numbers one tap away: the table is built when opened, a row per day of the 30.
        await expect(page.getByRole("img", { name: "ผู้ติดตามรายวัน" })).toBeVisible();
        await page.getByText("ตัวเลข", { exact: true }).click();
        await expect(page.getByRole("table").getByRole("row")).toHaveCount(31);
      }
      leftovers.push(...(await englishSentences(page)).map((text) => `${tab}: ${text}`));
    }
    expect(leftovers).toEqual([]);
  });
});
