import type { Page } from "@playwright/test";
import { ROUTES } from "../../web/app/routes.ts";
import { expect, test } from "./driver.ts";

/**
 * Each route loads the shell's messages and its own (a tool's route the shell's `later` part too, what
 * the shell's lazily loaded modules show), in the chosen language only, asked for together with the
 * route's code (web/i18n/tooling/split-catalogs.ts, server/http/spa.ts), and a Thai phone's
 * prerendered page is adopted by the app as it is.
 */

/**
 * The compiled message parts the page fetched (`flex-designer.th`, `shell.en`…), leaving out the server's
 * own texts (`rest`), fetched once the page is idle.
 */
const messageParts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => /\/assets\/([\w-]+\.(?:en|th))-[\w-]+\.js$/.exec(entry.name)?.[1])
      .filter((part): part is string => part !== undefined && !part.startsWith("rest.")),
  );

/** Without the pages' meta descriptions, fetched after the first render (web/app/meta.ts). */
const shown = (parts: string[]) => parts.filter((part) => !part.startsWith("descriptions."));

test.describe("messages by route", () => {
  test.use({ locale: "th-TH", extraHTTPHeaders: { "accept-language": "th-TH,th;q=0.9" } });

  test("a Thai page is adopted as prerendered, in Thai from its first paint", async ({ app, page }) => {
    test.skip(!app.isPhone(), "from 768 px the app renders its own (desktop) layout");
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenHeadings: seen });
      document.addEventListener("DOMContentLoaded", () => {
        Object.assign(window, { shellHeading: document.querySelector("main h1") });
      });
      new MutationObserver(() => {
        const text = document.querySelector("main h1")?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    for (const [path, heading] of [
      ["/flex-designer", "ออกแบบ Flex Message"],
      ["/text-message", "สร้าง Text Message"],
      ["/qr-generator", "สร้าง QR Code"],
    ] as const) {
      await app.open(path);
      await expect(app.heading(heading)).toBeVisible();
      const { kept, seen } = await page.evaluate(() => {
        const w = window as unknown as { shellHeading: Element | null; seenHeadings: string[] };
        return { kept: w.shellHeading === document.querySelector("main h1"), seen: w.seenHeadings };
      });
      expect(kept, path).toBe(true);
      expect(seen, path).toEqual([heading]);
      const parts = shown(await messageParts(page));
      expect(parts.sort(), path).toEqual([`${path.slice(1)}.th`, "later.th", "shell.th"].sort());
    }
    expect(warnings.filter((text) => /rendered anew|hydrat/i.test(text))).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
  });

  test("a route's messages are preloaded with its code, in the request's language only", async ({
    request,
  }) => {
    const preloads = async (path: string, language: string) => {
      const html = await (await request.get(path, { headers: { "accept-language": language } })).text();
      return [...html.matchAll(/\/assets\/([\w-]+\.(?:en|th))-[\w-]+\.js/g)].map((match) => match[1]);
    };
    expect((await preloads("/flex-designer", "th-TH")).sort()).toEqual([
      "flex-designer.th",
      "later.th",
      "shell.th",
    ]);
    expect((await preloads("/flex-designer", "en-US")).sort()).toEqual([
      "flex-designer.en",
      "later.en",
      "shell.en",
    ]);
    expect(await preloads("/", "en-US")).toEqual(["shell.en"]);
  });
});

/**
 * A page the app renders anew (a hydration mismatch) paints its content a second time, late: Lighthouse
 * then takes that late paint as the page's largest one (/insights in Thai: LCP 2.75 s instead of 0.75 s).
 */
for (const lang of ["en", "th"] as const) {
  test(`every route's prerendered page is adopted as it is (${lang})`, async ({
    app,
    page,
    context,
    baseURL,
  }) => {
    test.skip(!app.isPhone(), "from 768 px the app renders its own (desktop) layout");
    await context.addCookies([{ name: "lang", value: lang, url: baseURL ?? "" }]);
    const anew: string[] = [];
    let path = "";
    page.on("console", (message) => {
      if (message.type() === "warning" && /rendered anew|hydrat/i.test(message.text())) anew.push(path);
    });
    for (const route of ROUTES) {
      path = route.path;
      await app.open(path);
    }
    expect(anew).toEqual([]);
  });
}

test.describe("messages by route, in English", () => {
  test("English pages load no Thai messages", async ({ app, page }) => {
    await app.open("/");
    // The home page's first paint needs the shell's part alone (`later` may follow once it is idle).
    expect(shown(await messageParts(page)).filter((part) => !part.startsWith("later."))).toEqual([
      "shell.en",
    ]);
    await app.open("/flex-designer");
    await expect(app.heading("Flex Designer")).toBeVisible();
    const parts = await messageParts(page);
    expect(parts.filter((part) => part.endsWith(".th"))).toEqual([]);
    expect(parts).toContain("flex-designer.en");
  });
});
