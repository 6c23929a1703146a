import { expect, test } from "./driver.ts";
import { englishSentences } from "./english-text.ts";

// The LIFF Apps & Tokens tool on a phone against the emulator's LINE Login channel (each worker has its
// own emulator, so the apps one test adds are its own).

test.beforeEach(async ({ app }) => {
  await app.open("/liff-apps");
});

test("add a LIFF app without chat_message.write (warned), point it at this app, open its QR, delete it @phone-only", async ({
  app,
  page,
  baseURL,
}, info) => {
  const name = `e2e shop ${info.project.name} ${Date.now()}`;
  await app.button("Use sandbox LINE Login channel").click();
  await expect(app.field("LINE Login Channel ID")).not.toHaveValue("");

  const form = page.getByRole("form", { name: "LIFF app" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Endpoint URL").fill("https://example.com/shop");
  const warning = form.getByText(/liff\.sendMessages/);
  await expect(warning).toBeHidden();
  await form.getByRole("checkbox", { name: "chat_message.write" }).uncheck();
  await expect(warning).toBeVisible();
  await form.getByRole("button", { name: "Add LIFF app" }).click();
  await app.expectToast("LIFF app added");

  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(card.getByText("https://example.com/shop")).toBeVisible();
  await expect(card.getByRole("link", { name: /^https:\/\/liff\.line\.me\/\d+-\w+$/ })).toBeVisible();

  await card.getByRole("button", { name: "Point at this app" }).click();
  await app.expectToast("The LIFF app now opens this app");
  await expect(card.getByText(`${baseURL}/`, { exact: true })).toBeVisible();
  await expect(card.getByText("Endpoint before pointing here: https://example.com/shop")).toBeVisible();

  await card.getByRole("button", { name: "QR code" }).click();
  await expect(card.getByRole("img", { name: `QR code of ${name}` })).toBeVisible();

  await card.getByRole("button", { name: "Put back the previous endpoint" }).click();
  await app.expectToast("Endpoint put back");
  await expect(card.getByText("https://example.com/shop", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete the LIFF app “${name}”?` });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await app.expectToast("LIFF app deleted");
  await expect(card).toBeHidden();
  await app.expectNoHorizontalScroll();
});

test("an http endpoint is refused on its field before anything is sent", async ({ app, page }) => {
  await app.button("Use sandbox LINE Login channel").click();
  await expect(app.field("LINE Login Channel ID")).not.toHaveValue("");
  let posts = 0;
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/liff-apps") posts++;
  });
  const form = page.getByRole("form", { name: "LIFF app" });
  await form.getByLabel("Endpoint URL").fill("http://example.com/");
  await form.getByRole("button", { name: "Add LIFF app" }).click();
  await expect(form.getByText("The endpoint URL must start with https://")).toBeVisible();
  await expect(form.getByLabel("Endpoint URL")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toBe(0);
});

test("tokens: generate a key, register it in the sandbox, issue a v2.1 token, verify, revoke, verify again: refused; the private key never leaves the browser @phone-only", async ({
  app,
  page,
}) => {
  // Every request's URL and body, to look for the private key in them afterwards.
  const sent: string[] = [];
  page.on("request", (req) => sent.push(req.url(), req.postData() ?? ""));
  await page.getByRole("tab", { name: "Channel access tokens" }).click();
  await app.fillSandboxChannel();
  // Exportable only so the test can read the private key's parts; the default key cannot be read at all.
  await page.getByRole("checkbox", { name: /export the private key/ }).check();
  await app.button("Generate key pair").click();
  await expect(page.getByText('"kty": "RSA"')).toBeVisible();
  await expect(app.button("Issue v2.1 token")).toBeDisabled();
  await app.button("Register in sandbox").click();
  await app.expectToast("kid saved");
  await expect(app.field("kid from the Console")).not.toHaveValue("");

  await app.button("Issue v2.1 token").click();
  const token = page.getByRole("article", { name: "v2.1 token" });
  await expect(token).toBeVisible();
  await token.getByRole("button", { name: "Verify" }).click();
  await expect(token.getByRole("status")).toHaveText(
    /^Valid until .+ \(scope: profile chat_message\.write\)$/,
  );
  await token.getByRole("button", { name: "Revoke" }).click();
  await app.expectToast("Token revoked");
  await expect(token.getByRole("status")).toHaveText("Revoked");
  await token.getByRole("button", { name: "Verify" }).click();
  await expect(token.getByRole("status")).toHaveText("Refused: invalid access token");

  const secrets = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("line-dev-tools-keys");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stored = await new Promise<{ privateKey: CryptoKey }>((resolve, reject) => {
      const get = db.transaction("keys").objectStore("keys").get("assertion-signing-key");
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    });
    const jwk = await crypto.subtle.exportKey("jwk", stored.privateKey);
    return [jwk.d, jwk.p, jwk.q, jwk.dp, jwk.dq, jwk.qi].filter((part): part is string => Boolean(part));
  });
  expect(secrets).toHaveLength(6);
  const leaked = secrets.filter((secret) => sent.some((text) => text.includes(secret.slice(0, 40))));
  expect(leaked).toEqual([]);
  expect(sent.some((text) => text.includes("/api/channel-tokens/v2.1"))).toBe(true);
});

test("both tabs speak Thai, with the tokens tab at work @phone-only", async ({ app, page }) => {
  await app.chooseLanguage("ไทย");
  await page.getByRole("button", { name: "ใช้ LINE Login Channel ของ Sandbox" }).click();
  await expect(app.field("LINE Login Channel ID")).not.toHaveValue("");
  await page
    .getByRole("form", { name: "LIFF app" })
    .getByRole("checkbox", { name: "chat_message.write" })
    .uncheck();
  const leftovers = await englishSentences(page);
  await page.getByRole("tab", { name: "Channel access token" }).click();
  await app.fillSandboxChannel();
  await app.button("สร้างคู่กุญแจ").click();
  await app.button("ลงทะเบียนใน Sandbox").click();
  await app.button("ออก Token v2.1").click();
  const token = page.getByRole("article", { name: "Token v2.1" });
  await token.getByRole("button", { name: "ตรวจสอบ" }).click();
  await expect(token.getByRole("status")).toBeVisible();
  leftovers.push(...(await englishSentences(page)));
  expect(leftovers).toEqual([]);
});
