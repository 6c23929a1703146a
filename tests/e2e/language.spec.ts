import type { Page } from "@playwright/test";
import { expect, test } from "./driver.ts";
import { englishSentences, isEnglishSentence } from "./english-text.ts";

/**
 * Every route in both languages: the page's heading, a label from its body, the document title and
 * `<html lang>`. `spec` is the texts as written in the source (Thai home and Upload Image).
 */
const ROUTES = [
  {
    path: "/",
    spec: { heading: "LINE DEV Tools", text: "เครื่องมือทั่วไป", lang: "th" },
    th: { heading: "LINE DEV Tools", text: "เครื่องมือทั่วไป" },
    en: { heading: "LINE DEV Tools", text: "General tools" },
  },
  {
    path: "/rich-menu-manager",
    spec: { heading: "Rich Menu Builder", text: "Manage Existing", lang: "en" },
    th: { heading: "สร้าง Rich Menu", text: "จัดการ Rich Menu ที่มีอยู่" },
    en: { heading: "Rich Menu Builder", text: "Manage Existing" },
  },
  {
    path: "/rich-menu-builder",
    spec: { heading: "Rich Menu Editor", text: "Upload Image", lang: "en" },
    th: { heading: "แก้ไข Rich Menu แบบง่าย", text: "อัปโหลดรูปภาพ" },
    en: { heading: "Rich Menu Editor", text: "Upload Image" },
  },
  {
    path: "/flex-storage",
    spec: { heading: "Flex Storage", text: "Flex JSON Contents", lang: "en" },
    th: { heading: "คลัง Flex Message", text: "เนื้อหา JSON ของ Flex Message" },
    en: { heading: "Flex Storage", text: "Flex JSON Contents" },
  },
  {
    path: "/flex-designer",
    spec: { heading: "Flex Designer", text: "Start empty", lang: "en" },
    th: { heading: "ออกแบบ Flex Message", text: "เริ่มจากว่างเปล่า" },
    en: { heading: "Flex Designer", text: "Start empty" },
  },
  {
    path: "/flex-formatter",
    // A text of the Edit pane: on a phone the API JSON is behind the "Builder view" tab.
    spec: {
      heading: "Flex Formatter",
      text: "A bubble or a carousel: the contents of a Flex Message.",
      lang: "en",
    },
    th: { heading: "จัดรูปแบบ Flex Message", text: "บับเบิลหรือแครูเซล: เนื้อหาของ Flex Message" },
    en: { heading: "Flex Formatter", text: "A bubble or a carousel: the contents of a Flex Message." },
  },
  {
    path: "/imagemap-builder",
    spec: { heading: "Imagemap Builder", text: "Basic Configuration", lang: "en" },
    th: { heading: "สร้าง Imagemap", text: "ตั้งค่าพื้นฐาน" },
    en: { heading: "Imagemap Builder", text: "Basic Configuration" },
  },
  {
    path: "/text-message",
    spec: { heading: "Text Message Generator", text: "Quick Reply Buttons", lang: "en" },
    th: { heading: "สร้าง Text Message", text: "ปุ่ม Quick Reply" },
    en: { heading: "Text Message Generator", text: "Quick Reply Buttons" },
  },
  {
    path: "/audience",
    spec: { heading: "Audience Builder", text: "Get Audience List", lang: "en" },
    th: { heading: "จัดการ Audience", text: "ดึงรายการ Audience" },
    // The route table's title ("Audience Builder") names the tab; the page heading is the spec's.
    en: { heading: "Audience Builder", text: "Get Audience List", title: "Audience Builder" },
  },
  {
    path: "/upload-image",
    spec: { heading: "อัปโหลดรูปภาพ", text: "เลือกรูปภาพ", lang: "th" },
    th: { heading: "อัปโหลดรูปภาพ", text: "เลือกรูปภาพ" },
    en: { heading: "Upload Image", text: "Choose an image" },
  },
  {
    path: "/liff-apps",
    spec: { heading: "LIFF Apps & Tokens", text: "Get LIFF apps", lang: "en" },
    th: { heading: "LIFF app และ Token", text: "ดึงรายการ LIFF app" },
    en: { heading: "LIFF Apps & Tokens", text: "Get LIFF apps" },
  },
  {
    path: "/qr-generator",
    spec: { heading: "QR Code Generator", text: "QR Code Settings", lang: "en" },
    th: { heading: "สร้าง QR Code", text: "ตั้งค่า QR Code" },
    en: { heading: "QR Code Generator", text: "QR Code Settings" },
  },
  {
    path: "/webhook",
    spec: { heading: "Webhook Inspector", text: "Test events", lang: "en" },
    th: { heading: "ตรวจสอบ Webhook", text: "อีเวนต์ทดสอบ" },
    en: { heading: "Webhook Inspector", text: "Test events" },
  },
  {
    path: "/sandbox-chat",
    // Logged out, the chat is nobody's: it offers the login (issue 35).
    spec: {
      heading: "Sandbox Chat",
      text: "Log in as a sandbox user to see your chat with the bot.",
      lang: "en",
    },
    th: { heading: "แชท Sandbox", text: "เข้าสู่ระบบเป็นผู้ใช้ Sandbox เพื่อดูแชทของคุณกับบอท" },
    en: { heading: "Sandbox Chat", text: "Log in as a sandbox user to see your chat with the bot." },
  },
  {
    path: "/insights",
    spec: { heading: "Insights", text: "Enter the channel's credentials to see its statistics.", lang: "en" },
    th: { heading: "สถิติ", text: "กรอกข้อมูล Channel เพื่อดูสถิติ" },
    en: { heading: "Insights", text: "Enter the channel's credentials to see its statistics." },
  },
] as const;

const TITLE_SUFFIX = " | LINE DEV Tools";

/**
 * Records, from the document's start, every text the page's `main h1` showed while visible (the
 * prerendered page, then the app's): a flash of the other language is a recorded heading in it.
 */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    const look = () => {
      const h1 = document.querySelector("main h1");
      if (!h1 || getComputedStyle(h1).visibility === "hidden") return;
      const text = h1.textContent ?? "";
      if (seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const seenHeadings = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);

/** The prerendered page alone: the app's scripts never arrive, so what shows is the first paint. */
const withoutAppScripts = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

/** The sandbox plays a LIFF window opened from a chat, with LINE's app language set (liff-mock has none). */
async function openInSimulatedLine(page: Page, appLanguage: string) {
  await page.goto("/no-such-page");
  await page.evaluate((language) => {
    localStorage.setItem("sandbox_opened_from", "U0000000000000000000000000000001");
    localStorage.setItem("sandbox_line_app_language", language);
  }, appLanguage);
}

test.describe("language", () => {
  // Eleven routes per test, each a fresh page load.
  test.describe.configure({ timeout: 300_000 });

  test("a first visit with an English browser shows every route in English", { tag: "@phone-only" }, async ({
    app,
    page,
  }) => {
    for (const route of ROUTES) {
      await app.open(route.path);
      await expect(app.heading(route.en.heading)).toBeVisible();
      await expect(page.getByText(route.en.text, { exact: true }).first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
  });

  for (const [label, lang] of [
    ["ไทย", "th"],
    ["English", "en"],
  ] as const) {
    test(`${label}: the choice applies to every route and survives reloads`, { tag: "@phone-only" }, async ({
      app,
      page,
    }) => {
      await app.open("/");
      await app.chooseLanguage(label);
      for (const route of ROUTES) {
        const want = route[lang];
        await app.open(route.path);
        await expect(app.heading(want.heading)).toBeVisible();
        await expect(page.getByText(want.text, { exact: true }).first()).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        const title = "title" in want ? want.title : want.heading;
        if (route.path !== "/") await expect(page).toHaveTitle(`${title}${TITLE_SUFFIX}`);
      }
      await app.open("/no-such-page");
      await expect(
        page.getByText(lang === "th" ? "ขออภัย ไม่พบหน้าที่คุณต้องการ" : "Oops! Page not found"),
      ).toBeVisible();
    });
  }

  test("switching re-renders the open page at once, and English home links say where they go", async ({
    app,
    page,
  }) => {
    await app.open("/");
    await app.chooseLanguage("ไทย");
    await expect(page.getByRole("link", { name: "เริ่มใช้งาน สร้าง QR Code" })).toBeVisible();
    await app.chooseLanguage("English");
    await expect(page.getByText("General tools", { exact: true })).toBeVisible();
    const open = page.getByRole("link", { name: "Open QR Code Generator", exact: true });
    await expect(open).toHaveText("Open QR Code Generator");
    await app.chooseLanguage("ไทย");
    await expect(page.getByRole("link", { name: "เริ่มใช้งาน สร้าง QR Code" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "สร้าง QR Code", level: 3 })).toBeVisible();
  });

  // The memo case: FlexPreviewPanel is memoised and its props do not change on a switch.
  test("a switch re-renders memoised components and the plain ones under them", async ({ app, page }) => {
    await app.open("/flex-formatter");
    await app.chooseLanguage("English");
    const bubble = {
      type: "bubble",
      body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Hi" }] },
    };
    await app.field("Flex JSON").fill(JSON.stringify(bubble));
    await app.showPane("Preview");
    await expect(page.getByRole("button", { name: "Copy HTML", exact: true })).toBeVisible();
    await expect(page.getByRole("figure", { name: /^Flex Message preview: / })).toBeVisible();
    await app.chooseLanguage("ไทย");
    await expect(page.getByRole("button", { name: "คัดลอก HTML", exact: true })).toBeVisible();
    await expect(page.getByRole("figure", { name: /^ตัวอย่าง Flex Message: / })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy HTML", exact: true })).toHaveCount(0);
  });

  // React's own memo(): the Flex Designer's outline, node actions and rows are memoised with props a switch
  // leaves as they were; each takes its texts from Lingui's context, so each follows the switch.
  test("a switch re-renders the Flex Designer's memoised outline and actions", async ({ app, page }) => {
    await app.open("/flex-designer");
    await app.chooseLanguage("English");
    await app.button("Coupon").click();
    const outline = page.getByRole("tree", { name: "Outline" });
    await outline.getByRole("treeitem", { name: /Baan Cafe/ }).click();
    await expect(page.getByRole("toolbar", { name: "Edit the selected part" })).toBeVisible();
    await app.chooseLanguage("ไทย");
    await expect(page.getByRole("tree", { name: "โครงร่าง" })).toBeVisible();
    await expect(page.getByRole("toolbar", { name: "แก้ไขส่วนที่เลือก" })).toBeVisible();
    await expect(page.getByRole("tree", { name: "Outline" })).toHaveCount(0);
    await expect(page.getByRole("toolbar", { name: "Edit the selected part" })).toHaveCount(0);
  });

  test("a validation message built in shared/ shows in the chosen language, its JSON path and value as they are", async ({
    app,
    page,
  }) => {
    await app.open("/flex-formatter");
    await app.chooseLanguage("ไทย");
    const bubble = {
      type: "bubble",
      body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Big", size: "huge" }] },
    };
    await app.field("JSON ของ Flex Message").fill(JSON.stringify(bubble, null, 2));
    const problem = page.getByRole("listitem").filter({ hasText: "body.contents[0].size" });
    await expect(problem).toHaveText('body.contents[0].size: "huge" ไม่ใช่ค่าใดใน xxs…5xl');
    await app.chooseLanguage("English");
    await expect(problem).toHaveText('body.contents[0].size: "huge" is not one of xxs…5xl');
  });

  test.describe("a first visit with a Thai browser", () => {
    test.use({ locale: "th-TH" });

    test(
      "paints every route in Thai from the first frame, the app never showing English",
      { tag: "@phone-only" },
      async ({ app, page }, testInfo) => {
        await recordHeadings(page);
        for (const route of ROUTES) {
          await app.open(route.path);
          await expect(app.heading(route.th.heading)).toBeVisible();
          await expect(page.getByText(route.th.text, { exact: true }).first()).toBeVisible();
          await expect(page.locator("html")).toHaveAttribute("lang", "th");
          const seen = await seenHeadings(page);
          expect(
            seen.filter((heading) => heading !== route.th.heading),
            route.path,
          ).toEqual([]);
        }
        // The app adopted the Thai prerendered page rather than building it again (no mismatch to recover from).
        await page.addInitScript(() =>
          document.addEventListener("DOMContentLoaded", () => {
            (window as unknown as { shellHeading: Element | null }).shellHeading =
              document.querySelector("main h1");
          }),
        );
        await app.open("/audience");
        await expect(app.heading("จัดการ Audience")).toBeVisible();
        const adopted = await page.evaluate(() => {
          const remembered = (window as unknown as { shellHeading: Element | null }).shellHeading;
          return remembered !== null && remembered === document.querySelector("main h1");
        });
        expect(adopted).toBe(true);
        expect(app.consoleErrors).toEqual([]);
        // The first paint itself: the prerendered page, no script run.
        await withoutAppScripts(page);
        await page.goto("/flex-storage", { waitUntil: "domcontentloaded" });
        await expect(page.getByRole("heading", { name: "คลัง Flex Message", level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", "th");
        await testInfo.attach("first paint, Thai browser", {
          body: await page.screenshot(),
          contentType: "image/png",
        });
      },
    );

    // Checked by breaking it: with t() dropped around the dialog's description, this listed its English.
    test("a builder's Start over dialog speaks Thai, its buttons too", { tag: "@phone-only" }, async ({
      app,
      page,
    }) => {
      await app.open("/text-message");
      await page
        .getByLabel(/^ข้อความ/)
        .first()
        .fill("สวัสดี");
      await page.getByRole("button", { name: "เริ่มใหม่", exact: true }).click();
      const dialog = page.getByRole("alertdialog", { name: "เริ่มใหม่หรือไม่?" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "ยกเลิก" })).toBeVisible();
      expect(await englishSentences(page)).toEqual([]);
      await dialog.getByRole("button", { name: "ยกเลิก" }).click();
      await expect(dialog).toHaveCount(0);
    });

    test("shows no English sentence on any route", { tag: "@phone-only" }, async ({ app, page }) => {
      const leftovers: string[] = [];
      for (const route of ROUTES) {
        await app.open(route.path);
        await expect(app.heading(route.th.heading)).toBeVisible();
        leftovers.push(...(await englishSentences(page)).map((text) => `${route.path}: ${text}`));
      }
      // With data: the audience list's rows (LINE's enums named in Thai) and the layout templates' options.
      await app.open("/audience");
      await app.fillSandboxChannel();
      // On a phone the list is one card per audience (`t("Audiences")` is "Audience" in Thai).
      const first = page.getByRole("list", { name: "Audience", exact: true }).getByRole("listitem").first();
      // Asked again if the answer was empty: the worker's earlier specs may have been changing the list.
      await expect(async () => {
        await page.getByRole("button", { name: "ดึงรายการ Audience" }).click();
        await expect(first).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      const list = page.getByRole("list", { name: "Audience", exact: true });
      const values = await list.locator("dd").allTextContents();
      leftovers.push(
        ...values.filter((text) => isEnglishSentence(text, 1)).map((text) => `/audience (values): ${text}`),
      );
      leftovers.push(...(await englishSentences(page)).map((text) => `/audience (listed): ${text}`));
      // The Flex Designer at work: a Thai template open, its outline, actions and property panel.
      await app.open("/flex-designer");
      await page.getByRole("button", { name: "คูปอง" }).click();
      await page.getByRole("tree", { name: "โครงร่าง" }).getByRole("treeitem").nth(2).click();
      leftovers.push(...(await englishSentences(page)).map((text) => `/flex-designer (editing): ${text}`));
      await app.open("/rich-menu-builder");
      const options = await page.locator("select option").allTextContents();
      leftovers.push(
        ...options.filter(isEnglishSentence).map((text) => `/rich-menu-builder (options): ${text}`),
      );
      expect([...new Set(leftovers)]).toEqual([]);
    });
  });

  test("inside LINE, LINE's app language decides over the browser's, with no flash of English", {
    tag: "@phone-only",
  }, async ({ app, page }) => {
    await openInSimulatedLine(page, "th");
    await recordHeadings(page);
    for (const route of ROUTES) {
      await app.open(route.path);
      await expect(app.heading(route.th.heading)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "th");
      expect(await seenHeadings(page), route.path).toEqual([route.th.heading]);
    }
    // A choice made in the app wins over LINE's setting.
    await app.chooseLanguage("English");
    await app.open("/audience");
    await expect(app.heading("Audience Builder")).toBeVisible();
  });

  test("the choice survives a reload made right after the click", { tag: "@phone-only" }, async ({
    app,
    page,
  }) => {
    await app.open("/qr-generator");
    await expect(app.heading("QR Code Generator")).toBeVisible();
    // No wait for the catalog: the reload comes straight after the click.
    await page.getByRole("banner").getByRole("button", { name: "ไทย" }).click();
    await page.reload();
    await expect(app.heading("สร้าง QR Code")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    // The header's button now offers English.
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await page.reload();
    await expect(app.heading("QR Code Generator")).toBeVisible();
  });

  test("on a phone in Thai the header shows the user's whole name, never broken inside a word", async ({
    app,
    page,
  }) => {
    test.skip(!app.isPhone(), "the phone header");
    for (const width of [360, 375]) {
      await page.setViewportSize({ width, height: 780 });
      await app.open("/flex-formatter");
      if (!(await app.button("Logout").isVisible())) await app.loginAs("Somchai (sandbox)");
      await app.chooseLanguage("ไทย");
      const name = page.getByRole("banner").getByTestId("display-name");
      await expect(name).toHaveText("Somchai (sandbox)");
      // Each word sits on one line: its characters' boxes share one top.
      const broken = await name.evaluate((el) => {
        const text = el.firstChild as Text;
        const words = [...(text.textContent ?? "").matchAll(/\S+/g)];
        return words
          .filter((word) => {
            const tops = new Set<number>();
            for (let i = word.index; i < word.index + word[0].length; i++) {
              const range = document.createRange();
              range.setStart(text, i);
              range.setEnd(text, i + 1);
              tops.add(Math.round(range.getBoundingClientRect().top));
            }
            return tops.size > 1;
          })
          .map((word) => word[0]);
      });
      expect(broken, `${width} px`).toEqual([]);
      const fit = await name.evaluate((el) => ({
        x: el.scrollWidth - el.clientWidth,
        y: el.scrollHeight - el.clientHeight,
      }));
      expect(fit).toEqual({ x: 0, y: 0 });
      await app.expectNoHorizontalScroll();
      await app.chooseLanguage("English");
    }
  });
});
