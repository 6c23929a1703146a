import { expect, test } from "./driver.ts";

const ROUTES = [
  { path: "/", title: /LINE DEV Tools/ },
  { path: "/flex-formatter", title: "Flex Formatter | LINE DEV Tools" },
  { path: "/flex-storage", title: "Flex Storage | LINE DEV Tools" },
  { path: "/flex-designer", title: "Flex Designer | LINE DEV Tools" },
  { path: "/imagemap-builder", title: "Imagemap Builder | LINE DEV Tools" },
  { path: "/text-message", title: "Text Message Generator | LINE DEV Tools" },
  { path: "/upload-image", title: "Upload Image | LINE DEV Tools" },
  { path: "/qr-generator", title: "QR Code Generator | LINE DEV Tools" },
  { path: "/audience", title: "Audience Builder | LINE DEV Tools" },
  { path: "/rich-menu-manager", title: "Rich Menu Builder | LINE DEV Tools" },
  { path: "/rich-menu-builder", title: "Rich Menu Editor | LINE DEV Tools" },
  { path: "/webhook", title: "Webhook Inspector | LINE DEV Tools" },
  { path: "/liff-apps", title: "LIFF Apps & Tokens | LINE DEV Tools" },
  { path: "/insights", title: "Insights | LINE DEV Tools" },
];

test.describe("routes", () => {
  for (const route of ROUTES) {
    test(`${route.path} loads directly and from liff.state`, async ({ app, page }) => {
      await app.open(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${route.path}$`),
      );
      await app.expectNoHorizontalScroll();

      await app.open(`/?liff.state=${encodeURIComponent(route.path)}`);
      await expect(page).toHaveURL(new RegExp(`${route.path.replace(/\//g, "\\/")}$`));
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    });
  }

  test("unknown path shows the 404 screen and leads home", async ({ app, page }) => {
    await app.open("/no-such-tool");
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect(app.consoleErrors.join("\n")).toContain("/no-such-tool");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "LINE DEV Tools", level: 1 })).toBeVisible();
  });

  test("home cards link to every tool", async ({ app, page }) => {
    await app.open("/");
    // An English browser: home is in English (a Thai one gets the spec's Thai, language.spec.ts).
    const starts = page.getByRole("link", { name: /^Open / });
    await expect(starts).toHaveCount(11);
    await expect(page.getByRole("link", { name: "Open Flex Designer" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open LIFF Apps & Tokens" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Webhook Inspector" })).toBeVisible();
    await page.getByRole("link", { name: "Open QR Code Generator" }).click();
    await expect(page).toHaveURL(/\/qr-generator$/);
    await expect(page).toHaveTitle("QR Code Generator | LINE DEV Tools");
  });

  test("the meta description and social card follow a navigation and the language chosen", async ({
    app,
    page,
  }) => {
    // Loaded after the first render with its own part of the messages (web/app/meta.ts): the server's page
    // has only its own route's.
    const description = page.locator('meta[name="description"]');
    const social = page.locator('meta[property="og:description"]');
    await app.open("/");
    await expect(description).toHaveAttribute("content", /^Visual builder for LINE rich menus/);
    await page.getByRole("link", { name: "Open LIFF Apps & Tokens" }).click();
    await expect(page).toHaveURL(/\/liff-apps$/);
    const english = "Manage LIFF apps and channel access tokens.";
    await expect(description).toHaveAttribute("content", english);
    await expect(social).toHaveAttribute("content", english);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/liff-apps$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "LIFF Apps & Tokens | LINE DEV Tools",
    );
    // Its Thai is in the `descriptions` part only (the LIFF Apps page does not show it).
    await app.chooseLanguage("ไทย");
    const thai = "จัดการ LIFF app และ Channel access token";
    await expect(description).toHaveAttribute("content", thai);
    await expect(social).toHaveAttribute("content", thai);
  });

  // Checked by breaking it: index.html without the sprite (vite.config.ts's shellIconSprite) made this fail.
  test("the shell's icons draw from the sprite in the page", async ({ app, page }) => {
    await app.open("/");
    await expect(page.getByRole("link", { name: /^Open / })).toHaveCount(11);
    const icons = page.locator("#root svg > use");
    expect(await icons.count()).toBeGreaterThanOrEqual(11);
    // A `<use>` of a symbol the page lacks draws nothing: its box is empty.
    const blank = await icons.evaluateAll((uses) =>
      (uses as SVGUseElement[])
        .filter((use) => use.getBBox().width === 0 || use.getBBox().height === 0)
        .map((use) => use.getAttribute("href")),
    );
    expect(blank).toEqual([]);
  });

  test("security headers and SPA fallback", async ({ request }) => {
    const res = await request.get("/audience");
    expect(res.status()).toBe(200);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await res.text()).toContain('id="app-config"');
    const api = await request.get("/api/nope");
    expect(api.status()).toBe(404);
    expect(await api.json()).toHaveProperty("error");
  });
});

test.describe("sidebar", () => {
  test("toggles, remembers its state in a cookie and answers Ctrl+B", async ({ app, page, context }) => {
    await app.open("/");
    const nav = page.getByRole("navigation", { name: "Tools" });
    if (app.isPhone()) {
      await expect(nav).toHaveCount(0);
      await app.button("Toggle sidebar").click();
      await expect(nav).toBeVisible();
      const box = await nav.boundingBox();
      expect(box?.width).toBeCloseTo(288, -1); // 18rem overlay
      await nav.getByRole("link", { name: "Audience Builder" }).click();
      await expect(page).toHaveURL(/\/audience$/);
      await expect(nav).toHaveCount(0);
      await page.keyboard.press("Control+b");
      await expect(nav).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav).toHaveCount(0);
      return;
    }
    await expect(nav).toHaveAttribute("data-state", "expanded");
    await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBe(256); // 16rem
    await app.button("Toggle sidebar").click();
    await expect(nav).toHaveAttribute("data-state", "collapsed");
    // 3rem once the width transition settles.
    await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // The page's clock is moved through the tooltip's delay instead of waited for.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Tools" })).toHaveAttribute("data-state", "collapsed");
    // The app, not the prerendered page: a hover before hydration starts no tooltip timer.
    await expect(page.locator("#root[data-shell]")).toHaveCount(0);
    // An installed clock still ticks with real time: paused, a slow machine cannot run the delay out early.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);

    // Collapsed icons show their label after the tooltip delay.
    await page.getByRole("link", { name: "QR Generator" }).hover();
    const tooltip = page.getByRole("tooltip", { name: "QR Generator" });
    await page.clock.runFor(650);
    await expect(tooltip).toHaveCount(0); // not before the 700 ms delay
    await page.clock.runFor(100);
    await expect(tooltip).toBeVisible();
    // Really painted, not clipped by the 3rem-wide scrolling sidebar: its centre hits the tooltip.
    const painted = await tooltip.evaluate((el) => {
      el.style.pointerEvents = "auto"; // elementFromPoint skips pointer-events: none
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(painted).toBe(true);

    await page.keyboard.press("Control+b");
    await expect(nav).toHaveAttribute("data-state", "expanded");
    expect((await context.cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("true");
  });
});

test.describe("login", () => {
  test("sandbox login shows avatar and name, survives reload, logout clears it", async ({ app, page }) => {
    await app.open("/flex-formatter");
    await app.loginAs("Somchai (sandbox)");
    await expect(page.getByTestId("display-name")).toHaveText("Somchai (sandbox)");
    await page.reload();
    await expect(page.getByTestId("display-name")).toHaveText("Somchai (sandbox)");
    await expect(page).toHaveURL(/\/flex-formatter$/);
    await app.logout();
    await expect(page.getByTestId("display-name")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Login with LINE" })).toBeVisible();
  });

  test("header shows the title on small screens only", async ({ app, page }) => {
    await app.open("/");
    const title = page.locator("header").getByText("LINE DEV Tools", { exact: true });
    if (app.isPhone()) await expect(title).toBeVisible();
    else await expect(title).toBeHidden();
  });
});

test.describe("touch targets", () => {
  test("shell controls are at least 44 px on a phone", async ({ app, page }) => {
    test.skip(!app.isPhone(), "touch sizes apply to the phone layout");
    await app.open("/qr-generator");
    const small = async () =>
      page.evaluate(() => {
        const selector = "header button, nav a, nav button, nav select, main a[href^='/']";
        return [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((el) => el.offsetParent !== null)
          .map((el) => ({
            label: el.getAttribute("aria-label") ?? el.textContent?.trim(),
            rect: el.getBoundingClientRect(),
          }))
          .filter(({ rect }) => rect.height < 43.5)
          .map(({ label, rect }) => `${label} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      });
    expect(await small()).toEqual([]);
    await app.button("Toggle sidebar").click();
    expect(await small()).toEqual([]);
  });

  test("add to home screen is offered on tools where LIFF supports it", async ({ app, page }) => {
    await app.open("/qr-generator");
    // Phones offer it in the sidebar panel, desktops in the header.
    const scope = app.isPhone() ? await app.nav() : page.locator("header");
    await scope.getByRole("button", { name: "Add QR Code Generator to home screen" }).click();
    await app.expectToast("Shortcut to QR Code Generator requested");
    await app.open("/");
    await expect(page.getByRole("button", { name: /to home screen$/ })).toHaveCount(0);
  });
});

test.describe("channel credentials", () => {
  test("sandbox channel fills in and stays in memory across tools, never in storage", async ({
    app,
    page,
  }) => {
    await app.open("/audience");
    await app.fillSandboxChannel();
    await expect(app.field("Channel ID")).toHaveValue("2009000001");
    await expect(app.field("Channel Secret")).toHaveAttribute("type", "password");
    const nav = await app.nav();
    await nav.getByRole("link", { name: "Rich Menu Builder" }).click();
    await expect(app.field("Channel ID")).toHaveValue("2009000001");
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
    );
    expect(stored).not.toContain("4247f31f1e872e6e9b618ec10058c42c");
    await page.reload();
    await expect(app.field("Channel ID")).toHaveValue("");
  });
});

test.describe("prerendered first screen", () => {
  /** The app's JavaScript never arrives: what shows is the HTML alone. */
  const withoutAppScripts = (page: import("@playwright/test").Page) =>
    page.route(/\/assets\/.*\.js$/, (route) => route.abort());

  test("a phone sees the route's header, title and first card before any JavaScript", async ({
    app,
    page,
  }) => {
    await withoutAppScripts(page);
    await page.goto("/upload-image", { waitUntil: "domcontentloaded" });
    // Prerendered in the browser's language (Accept-Language): English here.
    const heading = page.getByRole("heading", { name: "Upload Image", level: 1 });
    if (app.isPhone()) await expect(heading).toBeVisible();
    // From 768 px the shell (the phone layout) stays hidden until the app renders.
    else await expect(heading).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Upload Image | LINE DEV Tools");
    // Its controls wait for the app: a file chosen on the prerendered page would be lost.
    const controls = page.locator("#root[data-shell] :is(button, input, label)");
    expect(await controls.count()).toBeGreaterThan(0);
    const taps = await controls.evaluateAll((all) => all.map((el) => getComputedStyle(el).pointerEvents));
    expect(new Set(taps)).toEqual(new Set(["none"]));
  });

  test("stays hidden when another language is chosen or a LIFF deep link will change the route", async ({
    page,
  }) => {
    await withoutAppScripts(page);
    await page.goto("/upload-image", { waitUntil: "domcontentloaded" });
    // A choice this browser stored but the server did not see (no cookie): the page is in the other one.
    await page.evaluate(() => localStorage.setItem("line-dev-tools.lang", "th"));
    await page.reload({ waitUntil: "domcontentloaded" });
    // There, but invisible (its layout kept).
    await expect(page.locator("h1", { hasText: "Upload Image" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Upload Image", level: 1 })).toBeHidden();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/?liff.state=${encodeURIComponent("/qr-generator")}`, { waitUntil: "domcontentloaded" });
    await expect(page.locator("h1", { hasText: "LINE DEV Tools" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "LINE DEV Tools", level: 1 })).toBeHidden();
  });

  test("the app's scripts are asked for only once the prerendered page has painted", async ({
    app,
    page,
  }) => {
    test.skip(!app.isPhone(), "from 768 px the shell is hidden: there is no first paint to wait for");
    await app.open("/text-message");
    await expect(app.heading("Text Message Generator")).toBeVisible();
    const order = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(order.painted).not.toBeNull();
    expect(order.scripts.length).toBeGreaterThan(0);
    expect(order.scripts.filter((start) => start < (order.painted ?? 0))).toEqual([]);
  });

  test("the app adopts the prerendered page on a phone instead of building it again", async ({
    app,
    page,
  }) => {
    test.skip(!app.isPhone(), "from 768 px the app renders its own (desktop) layout");
    // The prerendered heading, remembered before any of the app's scripts run.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { shellHeading: Element | null }).shellHeading =
          document.querySelector("main h1");
      }),
    );
    // Every prerendered route: the e2e server runs in sandbox mode, which has a prerender of its own.
    for (const [path, heading] of [
      ["/", "LINE DEV Tools"],
      ["/rich-menu-manager", "Rich Menu Builder"],
      ["/rich-menu-builder", "Rich Menu Editor"],
      ["/flex-storage", "Flex Storage"],
      ["/flex-formatter", "Flex Formatter"],
      ["/imagemap-builder", "Imagemap Builder"],
      ["/text-message", "Text Message Generator"],
      ["/audience", "Audience Builder"],
      ["/upload-image", "Upload Image"],
      ["/qr-generator", "QR Code Generator"],
    ] as const) {
      await app.open(path);
      await expect(app.heading(heading)).toBeVisible();
      const kept = await page.evaluate(() => {
        const remembered = (window as unknown as { shellHeading: Element | null }).shellHeading;
        return remembered !== null && remembered === document.querySelector("main h1");
      });
      expect(kept, path).toBe(true);
    }
    expect(app.consoleErrors).toEqual([]);
  });

  test("the app replaces it with no CSP violation, and a stored language shows in its own texts", async ({
    app,
    page,
  }) => {
    await app.open("/qr-generator");
    await expect(app.heading("QR Code Generator")).toBeVisible();
    await expect(page.locator("#root")).not.toHaveAttribute("data-shell");
    await page.evaluate(() => localStorage.setItem("line-dev-tools.lang", "th"));
    await app.open("/qr-generator");
    await expect(app.heading("สร้าง QR Code")).toBeVisible();
    expect(app.consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});

test("the Tab order starts with a skip link, then the navigation, then the page", async ({ app, page }) => {
  test.skip(app.isPhone(), "on a phone the navigation is a closed overlay until the menu button opens it");
  await app.open("/text-message");
  // The page's own controls, once its chunk has loaded.
  await expect(page.getByLabel(/^Message Text/)).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  // As the eye reads the desktop layout: the sidebar's tools come before the page's fields.
  await page.keyboard.press("Tab");
  const inNavigation = () =>
    page.evaluate(() => document.activeElement?.closest('nav[aria-label="Tools"]') !== null);
  expect(await inNavigation()).toBe(true);
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await inNavigation()).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});

test("the Sandbox Chat opens at its newest message", async ({ app, page, request }, info) => {
  // More messages than a screen holds, recorded as the app records what Somchai sends to Malee's chat.
  const login = await request.post("/api/sandbox/login", {
    data: { userId: "U059b797f5e2c31a37fb5cd68f3dd902f" },
  });
  const { idToken } = (await login.json()) as { idToken: string };
  const stamp = `${info.project.name} ${Date.now()}`;
  for (let i = 1; i <= 20; i++) {
    const res = await request.post("/api/sandbox/inbox", {
      headers: { authorization: `Bearer ${idToken}` },
      data: {
        via: "chat",
        to: ["U3764792d24f2717f5d4c4d57bafcbf58"],
        messages: [{ type: "text", text: `${stamp} message #${i}.` }],
      },
    });
    expect(res.status()).toBe(201);
  }
  // The chat shows the logged-in user's conversation only (issue 35).
  await app.open("/sandbox-chat");
  await app.loginAs("Somchai (sandbox)");
  const newest = page.getByRole("listitem").filter({ hasText: `${stamp} message #20.` });
  await expect(newest).toBeInViewport();
  await expect(page.getByRole("listitem").filter({ hasText: `${stamp} message #1.` })).not.toBeInViewport();
});
