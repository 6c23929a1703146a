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
