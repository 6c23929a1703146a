import type { Page } from "@playwright/test";

/**
 * The Thai sweep's text reader (language.spec.ts, language-dialogs.spec.ts): finds English sentences
 * left in a page shown in Thai.
 */

/** Product names and LINE's terms, written the same in Thai (the spec's Thai keeps them). */
const PRODUCT_WORDS =
  /LINE DEV Tools|LINE Official Account|Chat Bar Text|LINE Login|Official Account|Flex Message|Flex JSON Contents|Flex JSON|Flex Storage|Flex|Rich Menu|Imagemap|Text Message|Quick Reply|Audience|Messaging API|OA Manager|AD Manager|Point AD|QR Code|Channel ID|Channel Secret|Channel|Base URL|Alt Text|JSON|URL|LINE|LIFF|Sandbox|sandbox|PNG|JPEG|WiFi|Bubble|Carousel|Action|Postback|Alias ID|Alias|ID|API|HTML|URI|Deploy|Simulator|Sender|Preview|JWT|JWK|kid|access token/g;

/**
 * A Latin-only sentence: `minWords` Latin words left once product names, numbers, ids and URLs are taken
 * out (two for running text; one for short labels such as options and table values: "2 columns", "UPLOAD").
 */
export function isEnglishSentence(text: string, minWords = 2): boolean {
  if (/[\u0E00-\u0E7F]/.test(text)) return false;
  const rest = text
    .replace(PRODUCT_WORDS, " ")
    .replace(/https?:\/\/\S+|\S+@\S+|\b[UC][0-9a-f]{32}\b|[\d.,:×x%/#()[\]{}"'+-]+/g, " ");
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).length >= minWords;
}

/** Everything a dialog or a toast shows: what appears after an action, over the page. */
const OVERLAYS = "[role=dialog], [role=alertdialog], [data-sonner-toast]";

/**
 * Every visible text node under `scope` (a CSS selector; the whole page by default) that is an English
 * sentence (code, previews and user content left out).
 */
export async function englishSentences(page: Page, minWords = 2, scope = "body"): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const skip =
      "pre, code, textarea, .cm-editor, figure, [data-flex-preview], [translate=no], script, style";
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
        const parent = node.parentElement;
        if (!text || !parent || parent.closest(skip)) continue;
        const box = parent.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(parent).visibility === "hidden") continue;
        found.push(text);
      }
    }
    return found;
  }, scope);
  return texts.filter((text) => isEnglishSentence(text, minWords));
}

/**
 * The English left in the open dialogs and toasts: their sentences, and their buttons' whole texts read
 * as short labels (one English word is enough: "Revoke", "Delete").
 */
export async function englishInOverlays(page: Page): Promise<string[]> {
  const buttons = await page
    .locator(OVERLAYS)
    .getByRole("button")
    .evaluateAll((all) =>
      all
        .filter((button) => (button as HTMLElement).checkVisibility())
        .map((button) => button.textContent?.replace(/\s+/g, " ").trim() ?? ""),
    );
  return [
    ...(await englishSentences(page, 2, OVERLAYS)),
    ...buttons.filter((text) => text && isEnglishSentence(text, 1)).map((text) => `button: ${text}`),
  ];
}

/**
 * The Latin a Thai screen may show, reviewed (issue 34). Only names a Thai developer searches for as
 * written, because LINE writes them so in its Thai pages or its console has no Thai: "Alt Text", "Deploy",
 * "Signature" or "Event" have Thai words and are not here. Longer names first where one contains another.
 */
const THAI_SCREEN_LATIN = [
  // The app's and the platform's names.
  "LINE DEV Tools",
  "LINE Developers Console",
  "LINE Official Account",
  "LINE Login",
  "Messaging API",
  "LINE",
  "LIFF app",
  "LIFF",
  // The phones' systems, as Insights' demographics name them (brands, with no Thai name).
  "Android",
  "iOS",
  // LINE's message types and features, as LINE for Business Thai pages name them.
  "Flex Message",
  "Rich Menu",
  "Imagemap Message",
  "Imagemap",
  "Text Message",
  "Quick Reply",
  "Audience",
  "Webhook",
  "Action",
  // The console's field names (English-only console): what the user copies from there.
  "Channel access token",
  "Channel Secret",
  "Channel ID",
  "Channel",
  "Token",
  // The app's sandbox mode: its proper name, shown only in that mode, never inside LINE.
  "Sandbox",
  // Formats and acronyms.
  "JSON",
  "URL",
  "URI",
  "API",
  "ID",
  "QR Code",
  "QR",
  "PNG",
  "JPEG",
  "SVG",
  "HTML",
  "JWT",
  "JWK",
  "UTC",
  // The advertising ids an audience is uploaded by, named so on LINE's Thai audience pages.
  "IDFA",
  "AAID",
  "https",
  "http",
  // A webhook's answer as LINE's console and docs print it: "HTTP 200".
  "HTTP",
  // Wi-Fi security standards, named so in Thai phones' Wi-Fi settings (the QR code's WiFi data).
  "WPA2",
  "WPA",
  "WEP",
  // Keys as printed on the keyboard.
  "Shift",
  "Ctrl",
  "Alt",
  "Tab",
  "Esc",
  "Del",
] as const;

const ALLOWED_LATIN = new RegExp(
  `(?<![A-Za-z])(${[...THAI_SCREEN_LATIN].sort((a, b) => b.length - a.length).join("|")})(?![A-Za-z])`,
  "g",
);

/** The Latin words of `text` that are neither on the reviewed list nor a URL, address, id, number or unit. */
function latinWords(text: string): string[] {
  const rest = text
    // LINE's ids (users, groups, rooms, rich menus) as LINE writes them.
    .replace(
      /https?:\/\/\S+|\S+@\S+|\b[UCR][0-9a-f]{32}\b|\brichmenu-[0-9a-f]{32}\b|\b[\w-]+\.(png|jpe?g|json|zip)\b/gi,
      " ",
    )
    // A value quoted as JSON writes it ("mega") is LINE's data, as in the JSON.
    .replace(/"[^"\n]*"/g, " ")
    // File types as written: ".txt หรือ .csv".
    .replace(/(^|\s)\.[a-z0-9]{2,5}\b/g, " ")
    .replace(ALLOWED_LATIN, " ")
    // Sizes and units after a number: 2500 × 1686 px, 1 MB, 24 h.
    .replace(/\d+(\.\d+)?\s*(px|KB|MB|ms|s|h|x)\b/g, " ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/**
 * Every Latin word a user sees under `scope` on a Thai screen that is not on the reviewed list: text
 * nodes, placeholders and the shown option of each select. LINE's values marked as code
 * (`<code>`, `translate="no"`), what the user typed, JSON editors and message previews pass.
 */
export async function latinOnThaiScreen(page: Page, scope = "body"): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const skip =
      "pre, code, kbd, textarea, input, .cm-editor, figure, [data-flex-preview], [translate=no], :not(html)[lang=en], script, style, svg";
    const shown = (el: Element) => (el as HTMLElement).checkVisibility({ visibilityProperty: true });
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
        const parent = node.parentElement;
        if (!text || !parent || parent.closest(skip) || parent.closest(".sr-only")) continue;
        if (parent.closest("select")) continue; // read below: only the chosen option shows
        const box = parent.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || !shown(parent)) continue;
        found.push(text);
      }
      for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        "input[placeholder], textarea[placeholder]",
      )) {
        if (!field.value && shown(field) && !field.closest("[translate=no], .cm-editor"))
          found.push(`placeholder: ${field.placeholder}`);
      }
      for (const select of root.querySelectorAll("select")) {
        const option = select.selectedOptions[0];
        if (option && shown(select) && !option.closest("[translate=no]")) found.push(option.text);
      }
    }
    return found;
  }, scope);
  return texts.filter((text) => latinWords(text.replace(/^placeholder: /, "")).length > 0);
}
