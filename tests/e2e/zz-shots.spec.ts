import { expect, test } from "./driver.ts";

test("shots", async ({ app, page, context }) => {
  await app.open("/webhook");
  await page.screenshot({ path: `/tmp/wh-${test.info().project.name}-0.png`, fullPage: true });
  await app.loginAs("Somchai (sandbox)");
  await page.getByRole("button", { name: "Use sandbox channel" }).click();
  await app.button("Create inspector URL").click();
  await app.expectToast("Inspector URL created");
  await page.getByRole("tab", { name: "Connect" }).click();
  await app.button("Connect the channel to this URL").click();
  await app.expectToast("The channel now posts its webhooks to the inspector URL");
  await page.getByRole("radio", { name: /^Intercept/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Intercept" }).click();
  await page.screenshot({ path: `/tmp/wh-${test.info().project.name}-conn.png`, fullPage: true });
  await page.getByRole("tab", { name: "Inspect" }).click();
  const chat = await context.newPage();
  await chat.goto("/sandbox-chat");
  await chat.getByLabel("Message to the sandbox bot").fill("สวัสดีครับ 😀 order #42");
  await chat.getByRole("button", { name: "Send", exact: true }).click();
  await expect(chat.getByRole("status").filter({ hasText: "HTTP 200" })).toBeVisible();
  await chat.screenshot({ path: `/tmp/wh-${test.info().project.name}-chat.png`, fullPage: true });
  await expect(page.getByText("Signature valid").first()).toBeVisible();
  await page.screenshot({ path: `/tmp/wh-${test.info().project.name}-1.png`, fullPage: true });
  await page.getByRole("tab", { name: "Test events" }).click();
  await page.screenshot({ path: `/tmp/wh-${test.info().project.name}-2.png`, fullPage: true });
});
