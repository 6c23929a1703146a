import { expect, test } from "./driver.ts";
import { englishSentences } from "./english-text.ts";

// "Reply to the next message with this" on a phone, in Thai: prepared in the inspector before the event,
// cancelled and prepared again, then the inspector is closed and the server alone answers the next line the
// sandbox user types. Reopened, the request says it was answered by the prepared reply and what LINE said.

test.use({ locale: "th-TH" });

test("a reply prepared before the message is sent by the server with the inspector closed, and shown on the request", {
  tag: "@phone-only",
}, async ({ app, page }) => {
  await app.open("/webhook");
  await page.getByRole("button", { name: "เข้าสู่ระบบด้วย LINE", exact: true }).click();
  await page
    .getByRole("dialog", { name: /เข้าสู่ระบบด้วย LINE/ })
    .getByRole("button", { name: "เข้าสู่ระบบเป็น Malee (sandbox)" })
    .click();
  await expect(page.getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
  await page.getByRole("button", { name: "ใช้ Channel ของ Sandbox" }).click();
  await app.button("สร้าง URL ตรวจสอบ").click();
  await app.expectToast("สร้าง URL ตรวจสอบแล้ว");
  await page.getByRole("tab", { name: "เชื่อมต่อ", exact: true }).click();
  await app.button("เชื่อม Channel กับ URL นี้").click();
  await app.expectToast("ตอนนี้ Channel ส่ง Webhook ไปที่ URL ตรวจสอบแล้ว");
  await page.getByRole("tab", { name: "ตรวจดู", exact: true }).click();

  // Only in Intercept: in Mirror the bot owns the reply token.
  const card = page.getByRole("region", { name: "ตอบข้อความถัดไป" });
  await expect(card).toHaveCount(0);
  await page.getByRole("group", { name: "โหมด" }).getByRole("radio", { name: /^ดักรับ/ }).click();
  await page
    .getByRole("alertdialog", { name: "เปลี่ยนเป็นโหมดดักรับหรือไม่?" })
    .getByRole("button", { name: /^ดักรับ/ })
    .click();
  await expect(card).toBeVisible();

  // Prepared, seen waiting, cancelled: nothing waits any more.
  await card.getByLabel("ข้อความที่เตรียมตอบ").fill("ยกเลิกข้อความนี้");
  await card.getByRole("button", { name: "ใช้ข้อความนี้ตอบข้อความถัดไป" }).click();
  await app.expectToast("พร้อมแล้ว: ข้อความถัดไปจะได้รับคำตอบนี้");
  await expect(card.getByRole("status")).toContainText("กำลังรอข้อความถัดไป จะตอบด้วย: ยกเลิกข้อความนี้");
  await card.getByRole("button", { name: "ยกเลิกคำตอบที่เตรียมไว้" }).click();
  await app.expectToast("ยกเลิกคำตอบที่เตรียมไว้แล้ว");
  await expect(card.getByRole("status")).toHaveCount(0);

  const reply = `เตรียมไว้ ${Date.now() % 1_000_000}`;
  await card.getByLabel("ข้อความที่เตรียมตอบ").fill(reply);
  const prepare = card.getByRole("button", { name: "ใช้ข้อความนี้ตอบข้อความถัดไป" });
  // A thumb's target.
  expect((await prepare.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await prepare.click();
  await expect(card.getByRole("status")).toContainText(reply);
  await app.expectNoHorizontalScroll();
  expect(await englishSentences(page, 2, '[aria-label="ตอบข้อความถัดไป"]')).toEqual([]);

  // The inspector is gone (as a phone tab in the background is): the server answers by itself.
  const chat = page;
  await chat.goto("/sandbox-chat");
  await chat.getByLabel("ข้อความถึงบอท sandbox").fill("สวัสดีบอท");
  await chat.getByRole("button", { name: "ส่ง", exact: true }).click();
  await expect(chat.getByRole("status").filter({ hasText: "HTTP 200" })).toBeVisible();
  await expect(
    chat.getByRole("list", { name: "แชท Sandbox" }).getByRole("listitem").filter({ hasText: reply }),
  ).toContainText("บอทตอบกลับมา");

  // Back in the inspector: the request says how it was answered, and nothing waits any more.
  await chat.goto("/webhook");
  const request = chat.getByRole("listitem", { name: /^คำขอ \d+: message$/ }).first();
  const outcome = request.getByRole("region", { name: "ตอบด้วยคำตอบที่เตรียมไว้" });
  await expect(outcome).toContainText(`ตอบด้วยคำตอบที่เตรียมไว้: ${reply}`);
  await expect(outcome.getByRole("status")).toHaveText("LINE ตอบรหัสสถานะ 200: ส่งแล้ว");
  expect(await englishSentences(chat, 2, '[aria-label="ตอบด้วยคำตอบที่เตรียมไว้"]')).toEqual([]);
  await expect(request.getByRole("status").filter({ hasText: "Token ตอบกลับ" })).toHaveText(
    "ใช้ Token ตอบกลับแล้ว: ใช้ได้ครั้งเดียว",
  );
  await expect(
    chat.getByRole("region", { name: "ตอบข้อความถัดไป" }).getByRole("button", {
      name: "ใช้ข้อความนี้ตอบข้อความถัดไป",
    }),
  ).toBeVisible();
});
