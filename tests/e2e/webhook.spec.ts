import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hostname } from "node:os";
import { validateSignature } from "@line/bot-sdk";
import type { Page } from "@playwright/test";
import { confirmStartOver, reloadApp } from "./draft-helpers.ts";
import { type AppDriver, expect, test } from "./driver.ts";

// The Webhook Inspector against the sandbox: the LINE emulator delivers what the Sandbox Chat's user types
// to the sandbox channel's webhook URL (an inspector URL here), signed with the channel's secret.

const SANDBOX_SECRET = "4247f31f1e872e6e9b618ec10058c42c";

/**
 * The machine's own name, resolved to loopback by the browser: a plain-http origin that is not a secure
 * context (no WebCrypto `subtle`), as the sandbox opened on a phone over the LAN; the server still answers
 * it (host-check: a name this machine has). Set for the file: a browser's launch flags cannot vary per test.
 */
const LAN_HOST = hostname();
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
    }),
});

/** A bot on loopback that checks the signature as @line/bot-sdk does: 200 when it matches, 401 otherwise. */
async function startSigningBot() {
  const received: { valid: boolean; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const signature = String(req.headers["x-line-signature"] ?? "");
      const valid = signature !== "" && validateSignature(body, SANDBOX_SECRET, signature);
      received.push({ valid, body: body.toString("utf8") });
      res.writeHead(valid ? 200 : 401, { "content-type": "text/plain" }).end(valid ? "ok" : "bad signature");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function openInspector(
  app: { open(path: string): Promise<void>; loginAs(name: string): Promise<void> },
  page: Page,
  user: string,
) {
  await app.open("/webhook");
  await app.loginAs(user);
  await page.getByRole("button", { name: "Use sandbox channel" }).click();
  await expect(page.getByRole("textbox", { name: "Channel Secret" })).toHaveValue(SANDBOX_SECRET);
}

/** The page's tabs: Inspect (URLs and requests), Connect (channel and mode), Test events (the composer). */
const showTab = (page: Page, name: "Inspect" | "Connect" | "Test events") =>
  page.getByRole("tab", { name, exact: true }).click();

/** Creates an inspector URL and points the channel's webhook at it; leaves the Connect tab shown. */
async function createAndConnect(app: AppDriver, page: Page) {
  await app.button("Create inspector URL").click();
  await app.expectToast("Inspector URL created");
  await showTab(page, "Connect");
  await app.button("Connect the channel to this URL").click();
  await app.expectToast("The channel now posts its webhooks to the inspector URL");
}

/** Switches to Intercept (it asks first, as it cuts the bot off), then shows the Inspect tab. */
async function intercept(page: Page) {
  await page.getByRole("radio", { name: /^Intercept/ }).click();
  await page
    .getByRole("alertdialog", { name: "Switch to Intercept?" })
    .getByRole("button", { name: "Intercept" })
    .click();
  await expect(page.getByRole("radio", { name: /^Intercept/ })).toBeChecked();
  await showTab(page, "Inspect");
}

test("a chat line reaches the inspector live with a valid signature, and the reply reaches the chat", async ({
  app,
  page,
  context,
}) => {
  const libraryLoads: string[] = [];
  page.on("request", (req) => {
    if (/\/assets\/(hmac|sha2)-[\w-]+\.js$/.test(req.url())) libraryLoads.push(req.url());
  });
  await openInspector(app, page, "Somchai (sandbox)");
  await app.button("Create inspector URL").click();
  await app.expectToast("Inspector URL created");
  await expect(page.getByRole("status", { name: "Connection" })).toContainText("Live");

  await showTab(page, "Connect");
  await app.button("Connect the channel to this URL").click();
  await app.expectToast("The channel now posts its webhooks to the inspector URL");
  const settings = page.getByRole("region", { name: "Channel webhook settings" });
  await expect(settings).toContainText("/hooks/");
  await expect(settings).toContainText("Use webhook: on");

  // Intercept cuts the bot off: it asks first.
  await page.getByRole("radio", { name: /^Intercept/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Switch to Intercept?" });
  await confirm.getByRole("button", { name: "Intercept" }).click();
  await expect(page.getByRole("radio", { name: /^Intercept/ })).toBeChecked();
  await showTab(page, "Inspect");
  await expect(page.getByRole("status", { name: "Connection" })).toContainText("Live");

  const text = `hello inspector ${test.info().project.name} ${Date.now()}`;
  const chat = await context.newPage();
  await chat.goto("/sandbox-chat");
  await chat.getByLabel("Message to the sandbox bot").fill(text);
  await chat.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    chat.getByRole("status").filter({ hasText: "Delivered to the channel's webhook (HTTP 200)" }),
  ).toBeVisible();

  // Live, without a reload.
  const request = page.getByRole("listitem", { name: /^Request \d+: message$/ }).filter({ hasText: text });
  await expect(request).toBeVisible();
  await expect(request.getByText("Signature valid")).toBeVisible();
  // A secure context (loopback) checks with WebCrypto: the library is never loaded.
  expect(libraryLoads).toEqual([]);
  await expect(request.getByText("user", { exact: true })).toBeVisible();
  await expect(request.getByRole("status")).toContainText("Reply token:");

  const reply = `reply ${Date.now()}`;
  await request.getByLabel("Reply text").fill(reply);
  await request.getByRole("button", { name: "Send reply" }).click();
  await app.expectToast("Reply sent");
  // The token is locked: the stream's update says so.
  await expect(request.getByRole("status")).toHaveText("Reply token used: it works only once");
  await expect(request.getByRole("button", { name: "Send reply" })).toBeDisabled();

  await expect(chat.getByRole("listitem").filter({ hasText: reply })).toContainText("replied by the bot");

  // The way back: the original URL was kept in this browser's draft.
  await showTab(page, "Connect");
  await app.button("Restore the original URL").click();
  await expect(
    page.getByText(/^Original webhook URL restored$|had no webhook URL before/).first(),
  ).toBeVisible();
  await chat.close();
});

test("Intercept replies with the Flex Designer's message, and the Flex reply reaches the chat", {
  tag: "@phone-only",
}, async ({ app, page, context }) => {
  // A design in the Flex Designer: the Coupon template with an altText of this run.
  await app.open("/flex-designer");
  await app.button("Coupon").click();
  const altText = `Coupon for the inspector ${Date.now()}`;
  await page.getByLabel("Alt text (shown in notifications and the chat list)").fill(altText);

  // Leaving the designer keeps its draft (written on the way out); the inspector reads it.
  await openInspector(app, page, "Somchai (sandbox)");
  await createAndConnect(app, page);
  await intercept(page);
  await expect(page.getByRole("status", { name: "Connection" })).toContainText("Live");

  const text = `flex please ${Date.now()}`;
  const chat = await context.newPage();
  await chat.goto("/sandbox-chat");
  await chat.getByLabel("Message to the sandbox bot").fill(text);
  await chat.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    chat.getByRole("status").filter({ hasText: "Delivered to the channel's webhook (HTTP 200)" }),
  ).toBeVisible();

  const request = page.getByRole("listitem", { name: /^Request \d+: message$/ }).filter({ hasText: text });
  await expect(request.getByRole("status")).toContainText("Reply token:");
  await request.getByLabel("Reply with").selectOption({ label: "Flex Designer message" });
  await expect(request.getByText(altText)).toBeVisible();
  await expect(request.getByText("One bubble")).toBeVisible();
  const replyPreview = request.getByRole("figure", { name: `Flex Message preview: ${altText}` });
  await expect(replyPreview).toContainText("Baan Cafe");
  // The Coupon's headline is whole in the reply preview at a small phone's width, as LINE draws it.
  await page.setViewportSize({ width: 320, height: 700 });
  const headline = replyPreview.getByText("20% OFF", { exact: true });
  await headline.scrollIntoViewIfNeeded();
  expect(
    await headline.evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1),
    "the headline is cut in the reply preview",
  ).toBe(false);
  await page.setViewportSize({ width: 375, height: 812 });
  await request.getByRole("button", { name: "Send reply" }).click();
  await app.expectToast("Reply sent");
  // (The preview in the panel has a status of its own: what a tap would do.)
  await expect(request.getByRole("status").filter({ hasText: /^Reply token/ })).toHaveText(
    "Reply token used: it works only once",
  );
  await expect(request.getByRole("button", { name: "Send reply" })).toBeDisabled();

  // The chat shows the Flex Message the bot replied with, drawn from its JSON.
  const flex = chat.getByRole("figure", { name: `Flex Message preview: ${altText}` });
  await expect(flex).toBeVisible();
  await expect(flex).toContainText("20% OFF");
  await chat.close();

  // And back to the design from the panel.
  await request.getByRole("link", { name: "Edit in Flex Designer" }).click();
  await expect(app.heading("Flex Designer")).toBeVisible();
  await expect(page.getByLabel("Alt text (shown in notifications and the chat list)")).toHaveValue(altText);
  // The way back: the inspector again, the used token still locked.
  await page.getByRole("link", { name: "Back to the Webhook Inspector" }).click();
  await expect(app.heading("Webhook Inspector")).toBeVisible();
  await expect(request.getByRole("status").filter({ hasText: /^Reply token/ })).toHaveText(
    "Reply token used: it works only once",
  );
});

test("with no design in the Flex Designer the reply panel says so and links to it", {
  tag: "@phone-only",
}, async ({ app, page, context }) => {
  await openInspector(app, page, "Somchai (sandbox)");
  await createAndConnect(app, page);
  await intercept(page);
  await expect(page.getByRole("status", { name: "Connection" })).toContainText("Live");

  const text = `no design ${Date.now()}`;
  const chat = await context.newPage();
  await chat.goto("/sandbox-chat");
  await chat.getByLabel("Message to the sandbox bot").fill(text);
  await chat.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    chat.getByRole("status").filter({ hasText: "Delivered to the channel's webhook (HTTP 200)" }),
  ).toBeVisible();
  await chat.close();

  const request = page.getByRole("listitem", { name: /^Request \d+: message$/ }).filter({ hasText: text });
  await expect(request.getByRole("status")).toContainText("Reply token:");
  await request.getByLabel("Reply with").selectOption({ label: "Flex Designer message" });
  await expect(request.getByText("There is no design in the Flex Designer yet.")).toBeVisible();
  // Nothing to send: the token is not spent on an empty reply.
  await expect(request.getByRole("button", { name: "Send reply" })).toBeDisabled();
  // The panel in Thai, then the link: the designer's start screen, with the way back.
  await app.chooseLanguage("ไทย");
  await expect(page.getByText("ยังไม่มีงานออกแบบในเครื่องมือออกแบบ Flex Message")).toBeVisible();
  expect(await englishSentences(page)).toEqual([]);
  await page.getByRole("link", { name: "เปิดเครื่องมือออกแบบ Flex Message" }).click();
  await expect(page.getByRole("link", { name: "กลับไปหน้าตรวจสอบ Webhook" })).toBeVisible();
  await page.getByRole("link", { name: "กลับไปหน้าตรวจสอบ Webhook" }).click();
  await expect(app.heading("ตรวจสอบ Webhook")).toBeVisible();
});

test("a signed postback reaches a bot that checks signatures, and a broken signature is refused", async ({
  app,
  page,
}) => {
  const bot = await startSigningBot();
  try {
    await openInspector(app, page, "Malee (sandbox)");
    await showTab(page, "Test events");
    const composer = page.getByRole("tabpanel");
    await composer.getByLabel("Event type").selectOption("postback");
    await composer.getByLabel("Parameters").selectOption("datetime");
    await composer.getByLabel("Bot URL").fill(bot.url);
    await composer.getByRole("button", { name: "Send test event" }).click();
    const answer = composer.getByRole("region", { name: "Bot's answer" });
    await expect(answer).toContainText("Bot answered HTTP 200");
    expect(bot.received).toHaveLength(1);
    expect(bot.received[0]?.valid).toBe(true);
    expect(JSON.parse(bot.received[0]?.body ?? "{}").events[0]).toMatchObject({
      type: "postback",
      postback: { params: { datetime: "2026-12-25T09:30" } },
    });

    await composer.getByRole("switch", { name: "Break the signature" }).click();
    await composer.getByRole("button", { name: "Send test event" }).click();
    await expect(answer).toContainText("Bot answered HTTP 401");
    await expect(answer).toContainText("bad signature");
    expect(bot.received.map((r) => r.valid)).toEqual([true, false]);
  } finally {
    await bot.close();
  }
});

test("the composer says what is wrong before anything is sent", { tag: "@phone-only" }, async ({
  app,
  page,
}) => {
  await openInspector(app, page, "Malee (sandbox)");
  await showTab(page, "Test events");
  const composer = page.getByRole("tabpanel");
  await composer.getByLabel("Message type").selectOption("location");
  await composer.getByLabel("Latitude").fill("north");
  await composer.getByRole("button", { name: "Send test event" }).click();
  await expect(composer.getByRole("alert")).toContainText("Latitude must be a number");
  // The form is a draft: a reload (a closed LIFF window) keeps it; Start over empties it.
  await reloadApp(app);
  await showTab(page, "Test events");
  await expect(page.getByRole("tabpanel").getByLabel("Latitude")).toHaveValue("north");
  await confirmStartOver(app);
  await expect(page.getByRole("tabpanel").getByLabel("Message type")).toHaveValue("text");
});

test("a dropped stream shows its state, polls meanwhile and resumes live without a gap", {
  tag: "@phone-only",
}, async ({ app, page, request }) => {
  await openInspector(app, page, "Malee (sandbox)");
  await app.button("Create inspector URL").click();
  await app.expectToast("Inspector URL created");
  const url =
    (await page.getByRole("radio", { checked: true }).locator("xpath=..").locator("code").textContent()) ??
    "";
  expect(url).toMatch(/\/hooks\/[A-Za-z0-9_-]{32}$/);
  const connection = page.getByRole("status", { name: "Connection" });
  await expect(connection).toContainText("Live");

  // The stream drops and cannot come back: the page says so, and still shows what arrives (polled).
  await page.route("**/api/webhooks/relays/*/stream*", (route) => route.abort());
  const post = (text: string) =>
    request.post(url, {
      data: JSON.stringify({
        destination: "U0",
        events: [{ type: "message", message: { type: "text", text } }],
      }),
      headers: { "content-type": "application/json", "x-line-signature": "c2ln" },
    });
  // A stream open before the route was set keeps running: a request through it proves nothing, so the
  // stream is cut by reloading the page with the route in place.
  await page.reload();
  await expect(connection).toContainText("reconnecting");
  // Credentials live in memory only: the reload forgot them.
  await app.fillSandboxChannel();
  expect((await post("while down")).status()).toBe(200);
  // Polled between reconnect attempts (backoff at most 5 s): a wait longer than the default.
  const backoff = { timeout: 15_000 };
  await expect(
    page.getByRole("listitem", { name: /^Request \d+: message$/ }).filter({ hasText: "while down" }),
  ).toBeVisible(backoff);

  await page.unroute("**/api/webhooks/relays/*/stream*");
  await expect(connection).toContainText("Live", backoff);
  expect((await post("after resume")).status()).toBe(200);
  await expect(
    page.getByRole("listitem", { name: /^Request \d+: message$/ }).filter({ hasText: "after resume" }),
  ).toBeVisible();
  // Each request once: the resume started after the last seq seen.
  await expect(
    page.getByRole("listitem", { name: /^Request \d+: message$/ }).filter({ hasText: "while down" }),
  ).toHaveCount(1);
  // A request that is not LINE's still shows, without a signature from LINE.
  await expect(
    page
      .getByText("Signature mismatch: the wrong channel secret, or a body changed before the check")
      .first(),
  ).toBeVisible();
});

/** Visible texts of the page that are English sentences once LINE's terms and product names are taken out. */
function englishSentences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = "pre, code, textarea, [translate=no], script, style, [data-sonner-toast]";
    const kept =
      /LINE DEV Tools|LINE Developers Console|LINE|Webhook|Signature|Event|Inspector|Channel ID|Channel Secret|Channel|Mirror|Intercept|Reply token|Push|Use webhook|curl|JSON|URL|HTTP|Verify|Redelivery|Sandbox|sandbox|Flex|ID|message|https?:\/\/\S+/g;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(skip) || /[\u0E00-\u0E7F]/.test(text)) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const rest = text.replace(kept, " ").replace(/\([^)]*sandbox\)|[\d.,:%/#()[\]{}"'+-]+/g, " ");
      if ((rest.match(/[A-Za-z]{2,}/g) ?? []).length >= 2) found.push(text);
    }
    return found;
  });
}

test("in Thai, the inspector with a live event shows no English sentence", { tag: "@phone-only" }, async ({
  app,
  page,
  context,
}) => {
  await openInspector(app, page, "Alex (sandbox)");
  await createAndConnect(app, page);
  await showTab(page, "Inspect");
  const chat = await context.newPage();
  await chat.goto("/sandbox-chat");
  await chat.getByLabel("Message to the sandbox bot").fill("สวัสดี 😀");
  await chat.getByRole("button", { name: "Send", exact: true }).click();
  await expect(chat.getByRole("status").filter({ hasText: "HTTP 200" })).toBeVisible();
  await chat.close();
  await expect(page.getByRole("listitem", { name: /^Request \d+: message$/ }).first()).toBeVisible();

  await app.chooseLanguage("ไทย");
  await expect(app.heading("ตรวจสอบ Webhook")).toBeVisible();
  const request = page.getByRole("listitem", { name: /^คำขอ \d+: message$/ }).first();
  await expect(request.getByText("ลายเซ็นถูกต้อง")).toBeVisible();
  await expect(page.getByRole("status", { name: "การเชื่อมต่อ" })).toContainText("สด");
  expect(await englishSentences(page)).toEqual([]);
  await app.expectNoHorizontalScroll();
  for (const tab of ["เชื่อมต่อ", "อีเวนต์ทดสอบ"]) {
    await page.getByRole("tab", { name: tab }).click();
    expect(await englishSentences(page), tab).toEqual([]);
  }
});

test("Mirror forwards each request to the bot with LINE's signature and shows the bot's answer", {
  tag: "@phone-only",
}, async ({ app, page, request }) => {
  const bot = await startSigningBot();
  try {
    await openInspector(app, page, "Malee (sandbox)");
    await app.button("Create inspector URL").click();
    await app.expectToast("Inspector URL created");
    const url =
      (await page.getByRole("radio", { checked: true }).locator("xpath=..").locator("code").textContent()) ??
      "";
    await showTab(page, "Connect");
    await expect(page.getByRole("radio", { name: /^Mirror/ })).toBeChecked();
    await page.getByRole("textbox", { name: "Bot URL" }).fill(bot.url);
    await app.button("Save bot URL").click();
    await app.expectToast("Inspector settings saved");
    const body = JSON.stringify({ destination: "U0", events: [] });
    const signature = createHmac("sha256", SANDBOX_SECRET).update(body).digest("base64");
    const res = await request.post(url, {
      data: body,
      headers: { "content-type": "application/json", "x-line-signature": signature },
    });
    expect(res.status()).toBe(200);
    await showTab(page, "Inspect");
    // Forwarded after the answer: the bot's answer arrives on the page as an update.
    const verify = page.getByRole("listitem", { name: /^Request \d+: Verify$/ }).first();
    await expect(verify.getByText('Console Verify ("events": [])')).toBeVisible();
    await expect(verify.getByText("Signature valid")).toBeVisible();
    await expect(verify.getByRole("region", { name: "Bot's answer" })).toContainText(
      /Bot answered HTTP 200 in \d+ ms/,
    );
    expect(bot.received).toEqual([{ valid: true, body }]);
    // "Copy as curl" replays it to the bot, byte for byte, with LINE's signature.
    await verify.getByRole("button", { name: "Copy as curl" }).click();
    await app.expectToast("curl command copied");
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain(`curl -X POST '${bot.url}'`);
    expect(curl).toContain(`-H 'x-line-signature: ${signature}'`);
    expect(curl).toContain(`--data-binary '${body}'`);
    // The user deletes what is stored (bodies carry personal data): all of it, asked first.
    await app.button("Delete all my events").click();
    await page
      .getByRole("alertdialog", { name: "Delete all your stored events?" })
      .getByRole("button", { name: "Delete events" })
      .click();
    await app.expectToast(/events? deleted/);
    await expect(page.getByText("No request yet. Connect a channel or post to the URL.")).toBeVisible();
  } finally {
    await bot.close();
  }
});

test("on a plain-http LAN origin the signature is checked with the HMAC library, loaded only there", {
  tag: "@phone-only",
}, async ({ app, page, context, server }) => {
  const lan = server.url.replace("127.0.0.1", LAN_HOST);
  const libraryLoads: string[] = [];
  page.on("request", (req) => {
    if (/\/assets\/(hmac|sha2)-[\w-]+\.js$/.test(req.url())) libraryLoads.push(req.url());
  });
  await page.goto(`${lan}/webhook`);
  await expect(page.locator("#root[data-shell]")).toHaveCount(0);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await app.loginAs("Alex (sandbox)");
  await app.fillSandboxChannel();
  await createAndConnect(app, page);
  await showTab(page, "Inspect");
  const chat = await context.newPage();
  await chat.goto(`${lan}/sandbox-chat`);
  await chat.getByLabel("Message to the sandbox bot").fill("over plain http");
  await chat.getByRole("button", { name: "Send", exact: true }).click();
  await expect(chat.getByRole("status").filter({ hasText: "HTTP 200" })).toBeVisible();
  await chat.close();
  const request = page
    .getByRole("listitem", { name: /^Request \d+: message$/ })
    .filter({ hasText: "over plain http" });
  await expect(request.getByText("Signature valid")).toBeVisible();
  expect(libraryLoads.length).toBeGreaterThan(0);
});

test("once the reply token's minute is over, the token is shown expired and a push goes instead", {
  tag: "@phone-only",
}, async ({ app, page, context }) => {
  // The page's clock is LINE's one minute: moved forward instead of waited for.
  await page.clock.install();
  await openInspector(app, page, "Somchai (sandbox)");
  await createAndConnect(app, page);
  await intercept(page);

  const text = `late ${Date.now()}`;
  const chat = await context.newPage();
  await chat.goto("/sandbox-chat");
  await chat.getByLabel("Message to the sandbox bot").fill(text);
  await chat.getByRole("button", { name: "Send", exact: true }).click();
  await expect(chat.getByRole("status").filter({ hasText: "HTTP 200" })).toBeVisible();

  const request = page.getByRole("listitem", { name: /^Request \d+: message$/ }).filter({ hasText: text });
  await expect(request.getByRole("status")).toContainText("left");
  await expect(request.getByRole("button", { name: "Push instead" })).toHaveCount(0);
  await page.clock.fastForward("01:05");
  await expect(request.getByRole("status")).toHaveText(
    "Reply token expired (LINE asks for a reply within one minute)",
  );
  await expect(request.getByRole("button", { name: "Send reply" })).toBeDisabled();
  const push = `pushed ${Date.now()}`;
  await request.getByLabel("Reply text").fill(push);
  await request.getByRole("button", { name: "Push instead" }).click();
  await app.expectToast("Pushed to the user");
  await expect(chat.getByRole("listitem").filter({ hasText: push })).toContainText("pushed by the bot");
  await chat.close();
});
