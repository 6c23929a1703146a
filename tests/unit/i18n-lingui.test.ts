import { compileMessage } from "@lingui/message-utils/compileMessage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { desc, descriptor } from "../../shared/text/descriptor.ts";
import { tm } from "../../web/i18n/descriptor.ts";
import { chooseLang, i18n, loadMessages, resetLangForTests, setLangNow, t } from "../../web/i18n/i18n.ts";
import { sourceCatalog } from "../../web/i18n/tooling/catalog-files.ts";

/** The Lingui engine behind t(): ICU messages, the lazily loaded compiled catalogs, the fallbacks. */

const PLURAL = "{count, plural, one {# menu} other {# menus}}";
const SELECT = "{kind, select, image {Image message} other {Text message}}";

/** What `lingui compile` writes for a catalog: each translation compiled by Lingui's own parser. */
const compiled = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));

beforeEach(() => {
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {} });
  resetLangForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe("ICU messages through Lingui", () => {
  it("chooses a plural form, in the text as written and in a catalog's translation", () => {
    expect(t(PLURAL, { count: 1 })).toBe("1 menu");
    expect(t(PLURAL, { count: 3 })).toBe("3 menus");
    setLangNow("th", compiled({ [PLURAL]: "{count, plural, other {# เมนู}}" }));
    expect(t(PLURAL, { count: 1 })).toBe("1 เมนู");
    expect(t(PLURAL, { count: 4 })).toBe("4 เมนู");
  });

  it("exact plural cases win over the language's forms", () => {
    const text = "{n, plural, =0 {No areas} one {# area} other {# areas}}";
    expect([0, 1, 2].map((n) => t(text, { n }))).toEqual(["No areas", "1 area", "2 areas"]);
  });

  it("chooses a select case, else other", () => {
    expect(t(SELECT, { kind: "image" })).toBe("Image message");
    expect(t(SELECT, { kind: "flex" })).toBe("Text message");
    setLangNow("th", compiled({ [SELECT]: "{kind, select, image {ข้อความรูปภาพ} other {ข้อความตัวอักษร}}" }));
    expect(t(SELECT, { kind: "image" })).toBe("ข้อความรูปภาพ");
  });

  it("shows quoted ICU braces as text, and braces that are no ICU (a JSON sample) as written", () => {
    expect(t("LINE fetches '{Base URL}'/1040")).toBe("LINE fetches {Base URL}/1040");
    expect(t('Expected {"type": "bubble"}')).toBe('Expected {"type": "bubble"}');
  });
});

describe("catalogs", () => {
  it("loads a language's compiled messages when it is chosen, and only then", async () => {
    expect(i18n.locale).toBe("en");
    expect(t("Logout")).toBe("Logout");
    await chooseLang("th");
    expect(i18n.locale).toBe("th");
    expect(t("Logout")).toBe("ออกจากระบบ");
    // One chunk per part and language (compiled catalogs only through import()): lint/lazy-catalogs.grit keeps it so.
  });

  it("loads a route's part with its page, and again in the language switched to", async () => {
    const text = "After it, in {parent}";
    // The place filled with its own name: the text as the catalog has it.
    const shown = () => t(text, { parent: "{parent}" });
    const thai = sourceCatalog("th")[text];
    resetLangForTests(["shell"]);
    await chooseLang("th");
    expect(shown()).toBe(text);
    await loadMessages("flex-designer");
    expect(shown()).toBe(thai);
    await chooseLang("en");
    expect(shown()).toBe(text);
    await chooseLang("th");
    expect(shown()).toBe(thai);
  });

  it("loads the rest part the first time a descriptor misses, and shows it translated then", async () => {
    // A message of shared/ that only the server gives (no web module names it).
    const text = "Too many redirects (at most 3 are followed)";
    resetLangForTests(["shell"]);
    await chooseLang("th");
    expect(tm(desc(text))).toBe(text);
    await vi.waitFor(() => expect(tm(desc(text))).toBe(sourceCatalog("th")[text]));
  });

  it("falls back to the text as written when the chosen language has no entry for it", async () => {
    await chooseLang("th");
    expect(t("A text no catalog has, {n} times", { n: 2 })).toBe("A text no catalog has, 2 times");
    expect(tm(descriptor("nowhere.id", "{count, plural, one {# page} other {# pages}}", { count: 2 }))).toBe(
      "2 pages",
    );
    expect(tm(descriptor("Logout", "Logout"))).toBe("ออกจากระบบ");
  });

  it("English shows the spec's Thai texts in English and every other text as written", async () => {
    await chooseLang("en");
    expect(t("เริ่มใช้งาน")).toBe("Open");
    expect(t("Return to Home")).toBe("Return to Home");
  });

  it("the English catalogs hold only real translations (the spec's Thai texts) and keyed messages", () => {
    const en = sourceCatalog("en");
    expect(Object.keys(en).length).toBeGreaterThan(30);
    for (const [id, text] of Object.entries(en)) {
      // A keyed descriptor's English (`descriptor("flexDesigner.json.empty", "The JSON is empty…")`).
      expect(id, id).toMatch(/[\u0E00-\u0E7F]|^[\w.-]+$/);
      expect(text, id).not.toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
