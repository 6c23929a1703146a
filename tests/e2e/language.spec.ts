import { expect, test } from "./driver.ts";

/**
 * Every route in both languages: the page's heading, a label from its body, the document title and
 * `<html lang>`. `spec` is what shows with no choice made (the spec's texts: Thai home and Upload Image).
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
    th: { heading: "คลัง Flex Message", text: "Flex JSON Contents" },
    en: { heading: "Flex Storage", text: "Flex JSON Contents" },
  },
  {
    path: "/flex-formatter",
    // A text of the Edit pane: on a phone the API JSON is behind the "Builder view" tab.
    spec: {
      heading: "Flex Formatter",
      text: "A bubble or a carousel: the contents of a Flex Message.",
      lang: "en",
    },
    th: { heading: "จัดรูปแบบ Flex Message", text: "Bubble หรือ Carousel: เนื้อหาของ Flex Message" },
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
    spec: { heading: "Audience Management", text: "Get Audience List", lang: "en" },
    th: { heading: "จัดการ Audience", text: "ดึงรายการ Audience" },
    // The route table's title ("Audience Builder") names the tab; the page heading is the spec's.
    en: { heading: "Audience Management", text: "Get Audience List", title: "Audience Builder" },
  },
  {
    path: "/upload-image",
    spec: { heading: "อัปโหลดรูปภาพ", text: "เลือกรูปภาพ", lang: "th" },
    th: { heading: "อัปโหลดรูปภาพ", text: "เลือกรูปภาพ" },
    en: { heading: "Upload Image", text: "Choose an image" },
  },
  {
    path: "/qr-generator",
    spec: { heading: "QR Code Generator", text: "QR Code Settings", lang: "en" },
    th: { heading: "สร้าง QR Code", text: "ตั้งค่า QR Code" },
    en: { heading: "QR Code Generator", text: "QR Code Settings" },
  },
  {
    path: "/sandbox-chat",
    spec: { heading: "Sandbox Chat", text: "Refresh", lang: "en" },
    th: { heading: "แชท Sandbox", text: "รีเฟรช" },
    en: { heading: "Sandbox Chat", text: "Refresh" },
  },
] as const;

const TITLE_SUFFIX = " | LINE DEV Tools";

test.describe("language", () => {
  // Eleven routes per test, each a fresh page load.
  test.describe.configure({ timeout: 300_000 });

  test("with no choice every route shows the spec's texts", { tag: "@phone-only" }, async ({ app, page }) => {
    for (const route of ROUTES) {
      await app.open(route.path);
      await expect(app.heading(route.spec.heading)).toBeVisible();
      await expect(page.getByText(route.spec.text, { exact: true }).first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", route.spec.lang);
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
    await expect(page.getByRole("link", { name: "เริ่มใช้งาน QR Code Generator" })).toBeVisible();
    await app.chooseLanguage("English");
    await expect(page.getByText("General tools", { exact: true })).toBeVisible();
    const open = page.getByRole("link", { name: "Open QR Code Generator", exact: true });
    await expect(open).toHaveText("Open QR Code Generator");
    await app.chooseLanguage("ไทย");
    await expect(page.getByRole("link", { name: "เริ่มใช้งาน สร้าง QR Code" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "สร้าง QR Code", level: 3 })).toBeVisible();
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
    await app.field("Flex JSON").fill(JSON.stringify(bubble, null, 2));
    const problem = page.getByRole("listitem").filter({ hasText: "body.contents[0].size" });
    await expect(problem).toHaveText('body.contents[0].size: "huge" ไม่ใช่ค่าใดใน xxs…5xl');
    await app.chooseLanguage("English");
    await expect(problem).toHaveText('body.contents[0].size: "huge" is not one of xxs…5xl');
  });
});
