import { I18nProvider, Trans } from "@lingui/react";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIENCE_ID_MESSAGES } from "../../shared/audience/ids.ts";
import { AUDIENCE_ENUM_VALUES, AUDIENCE_MESSAGES } from "../../shared/audience/list.ts";
import { IMPORT_FAILED_MESSAGE } from "../../shared/editor/import.ts";
import { LAYOUT_TEMPLATES } from "../../shared/editor/templates.ts";
import { FLEX_MESSAGE_NOT_FOUND, FLEX_SAVE_ERRORS } from "../../shared/flex/storage.ts";
import { IMAGEMAP_HINTS, IMAGEMAP_MESSAGES } from "../../shared/imagemap/imagemap.ts";
import { IMAGEMAP_ACTION_MESSAGES, IMAGEMAP_VALIDATION_MESSAGES } from "../../shared/imagemap/validate.ts";
import { JSON_TOO_DEEP_MESSAGE } from "../../shared/json/depth.ts";
import { NOT_A_FRIEND_MESSAGE } from "../../shared/line-send/api.ts";
import { langFromCookie, startupCookieAttributes } from "../../shared/page/startup-cookies.ts";
import { HEX_COLOR_ERROR } from "../../shared/qr/color.ts";
import { ALIAS_MESSAGES } from "../../shared/richmenu/alias.ts";
import { USER_NOT_FOUND_EXPLANATION } from "../../shared/richmenu/api.ts";
import { GROUP_MESSAGES } from "../../shared/richmenu/group.ts";
import { RICH_MENU_IMAGE_MESSAGES } from "../../shared/richmenu/image.ts";
import { PUBLISH_MESSAGES } from "../../shared/richmenu/publish-plan.ts";
import { RICH_MENU_MESSAGES } from "../../shared/richmenu/rich-menu.ts";
import { USER_LIST_MESSAGES } from "../../shared/richmenu/user-batches.ts";
import { ACTION_MESSAGES } from "../../shared/richmenu/validate-action.ts";
import { desc } from "../../shared/text/descriptor.ts";
import { ICON_URL_MESSAGES } from "../../shared/text-message/icon-url.ts";
import {
  DEFAULT_QUICK_REPLY_LABEL,
  DEFAULT_QUICK_REPLY_TEXT,
  QUICK_REPLY_MESSAGES,
} from "../../shared/text-message/quick-replies.ts";
import { TEXT_MESSAGE_MESSAGES } from "../../shared/text-message/text-message.ts";
import { TEXT_MESSAGE_VALIDATION_MESSAGES } from "../../shared/text-message/validate.ts";
import { DEFAULT_DESCRIPTION, ROUTE_DESCRIPTIONS } from "../../web/app/page-meta.ts";
import { ROUTES } from "../../web/app/routes.ts";
import { describeAction, FlexPreview, PREVIEW_PLACEHOLDER } from "../../web/components/flex-preview/index.ts";
import { ACTION_CHOICE_LABELS } from "../../web/components/rich-menu/action-choices.ts";
import { ActionEditor } from "../../web/components/rich-menu/action-editor.tsx";
import { dateText } from "../../web/i18n/dates.ts";
import { tm } from "../../web/i18n/descriptor.ts";
import {
  applyLang,
  chooseLang,
  chosenLang,
  detectLang,
  i18n,
  loadMessages,
  onLangChosen,
  pageLang,
  resetLangForTests,
  savedLang,
  t,
} from "../../web/i18n/i18n.ts";
import { sourceCatalog } from "../../web/i18n/tooling/catalog-files.ts";
import { ACTION_TYPE_LABELS, MAX_AREAS_MESSAGE } from "../../web/tools/imagemap-builder/model.ts";
import { QUICK_REPLY_TYPE_LABELS } from "../../web/tools/text-message/model.ts";

const th = sourceCatalog("th");
const en = sourceCatalog("en");

const THAI = /[\u0E00-\u0E7F]/;

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

beforeEach(() => {
  vi.stubGlobal("localStorage", fakeStorage());
  resetLangForTests();
});
afterEach(() => {
  onLangChosen(null);
  vi.unstubAllGlobals();
});

describe("t()", () => {
  it("shows the spec's texts when no language was chosen, without any catalog", () => {
    expect(chosenLang()).toBeNull();
    expect(t("Logout")).toBe("Logout");
    expect(t("เริ่มใช้งาน")).toBe("เริ่มใช้งาน");
    expect(t("Failed to fetch audiences: {message}", { message: "HTTP 500" })).toBe(
      "Failed to fetch audiences: HTTP 500",
    );
  });

  it("leaves out a place it was given no value for (Lingui's way; <Trans> puts nodes in places)", () => {
    expect(t("Log in as {name}", { other: 1 })).toBe("Log in as ");
  });

  it("switches every text to the chosen language, saves the choice and tells LIFF", async () => {
    const told: string[] = [];
    onLangChosen((lang) => told.push(lang));
    await chooseLang("th");
    expect(t("Logout")).toBe("ออกจากระบบ");
    expect(t("Log in as {name}", { name: "Alice" })).toBe("เข้าสู่ระบบเป็น Alice");
    // Thai spec texts stay as they are in Thai.
    expect(t("เริ่มใช้งาน")).toBe("เริ่มใช้งาน");
    await chooseLang("en");
    expect(t("Logout")).toBe("Logout");
    expect(t("เริ่มใช้งาน {title}", { title: "QR Code Generator" })).toBe("Open QR Code Generator");
    expect(told).toEqual(["th", "en"]);
    expect(localStorage.getItem("line-dev-tools.lang")).toBe("en");
  });

  it("reads a saved choice, and ignores anything else stored under its key", async () => {
    localStorage.setItem("line-dev-tools.lang", "th");
    expect(savedLang()).toBe("th");
    await applyLang("th");
    expect(t("Return to Home")).toBe("กลับไปหน้าแรก");
    localStorage.setItem("line-dev-tools.lang", "fr");
    expect(savedLang()).toBeNull();
  });

  // Checked by breaking it: with the save after the catalog's import (as before), this failed.
  it("saves the choice at the click, before its catalog has loaded, in storage and in the cookie", async () => {
    const html = new Map<string, string>();
    const doc = { cookie: "", documentElement: { setAttribute: (n: string, v: string) => html.set(n, v) } };
    vi.stubGlobal("document", doc);
    const choosing = chooseLang("th");
    expect(html.get("data-saved-lang")).toBe("th");
    expect(localStorage.getItem("line-dev-tools.lang")).toBe("th");
    expect(doc.cookie).toMatch(/^lang=th; path=\/; max-age=\d+; samesite=lax$/);
    await choosing;
    expect(chosenLang()).toBe("th");
  });

  it("reads the choice from the cookie when storage is blocked", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
    });
    vi.stubGlobal("document", { cookie: "x=1; lang=en", documentElement: { getAttribute: () => null } });
    expect(savedLang()).toBe("en");
  });

  it("a catalog that loads after a later choice does not win", async () => {
    const first = chooseLang("th");
    const second = chooseLang("en");
    await Promise.all([first, second]);
    expect(chosenLang()).toBe("en");
  });

  // Lingui's "change" re-renders the whole app synchronously: after hydration, loads of the `later` part
  // (asked for by every lazy shell module) and of `rest` landed on the page being adopted, and React adopted
  // all of it in one long task (issue 39). Nothing on screen waits for a part loaded later.
  it("adds a part's texts without a change: asked for again, or twice at once, still none", async () => {
    resetLangForTests(["shell"]);
    await chooseLang("th");
    expect(t("Background Color")).toBe("Background Color"); // kept by t()'s cache, too
    let changes = 0;
    const stop = i18n.on("change", () => changes++);
    await loadMessages("later");
    await loadMessages("later");
    await Promise.all([loadMessages("qr-generator"), loadMessages("qr-generator")]);
    stop();
    expect(changes).toBe(0);
    expect(t("Background Color")).toBe("สีพื้นหลัง");
    await chooseLang("en");
    await chooseLang("th");
    expect(t("Background Color")).toBe("สีพื้นหลัง"); // a switch loads the parts asked for so far
  });

  it("still applies a choice when storage is blocked", async () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(savedLang()).toBeNull();
    await chooseLang("th");
    expect(t("Logout")).toBe("ออกจากระบบ");
  });
});

describe("first visit's language", () => {
  it("follows LINE's app language inside LINE, else the browser's languages: Thai first → Thai, else English", () => {
    expect(detectLang(null, ["th-TH", "en-US"])).toBe("th");
    expect(detectLang(null, ["en-US", "th"])).toBe("en");
    expect(detectLang(null, ["ja-JP", "th"])).toBe("th");
    expect(detectLang(null, ["ja-JP", "fr"])).toBe("en");
    expect(detectLang(null, [])).toBe("en");
    expect(detectLang("th", ["en-US"])).toBe("th");
    expect(detectLang("en", ["th-TH"])).toBe("en");
    expect(detectLang("ja", ["th-TH"])).toBe("en");
    expect(detectLang("TH_th", [])).toBe("th");
  });

  it("the lang cookie names one of the app's languages", () => {
    expect(langFromCookie("a=b; lang=th")).toBe("th");
    expect(langFromCookie("lang=xx")).toBeNull();
    expect(langFromCookie("mylang=th")).toBeNull();
  });

  it("copies the startup cookies into <html> attributes, empty for a missing or foreign value", () => {
    expect(startupCookieAttributes("a=b; lang=th; sidebar_state=false")).toBe(
      'data-saved-lang="th" data-sidebar-state="false"',
    );
    expect(startupCookieAttributes('lang=x"y; sidebar_state=maybe')).toBe(
      'data-saved-lang="" data-sidebar-state=""',
    );
    expect(startupCookieAttributes(undefined)).toBe('data-saved-lang="" data-sidebar-state=""');
  });
});

/** Rendered as the app renders it: under Lingui's I18nProvider (web/app/app.tsx). */
const inApp = (node: ReactNode) => renderToStaticMarkup(createElement(I18nProvider, { i18n }, node));

describe("<Trans> (Lingui's runtime component) with React nodes in a text's places", () => {
  const date = createElement("time", { dateTime: "2026-01-02" }, "2 Jan");
  const render = (id: string, values: Record<string, unknown>) => inApp(createElement(Trans, { id, values }));

  it("puts each node where the chosen language's sentence has its place", async () => {
    expect(render("Created {date}", { date })).toBe('Created <time dateTime="2026-01-02">2 Jan</time>');
    await chooseLang("th");
    expect(render("Created {date}", { date })).toBe('สร้างเมื่อ <time dateTime="2026-01-02">2 Jan</time>');
  });

  it("fills text values as text and nodes as nodes, in one sentence", () => {
    expect(render("{a} of {b}", { a: createElement("b", null, "1"), b: 3 })).toBe("<b>1</b> of 3");
  });
});

describe("page language and dates", () => {
  it("marks home and Upload Image (written in Thai) as Thai until the language is settled", () => {
    expect(pageLang("/", null)).toBe("th");
    expect(pageLang("/upload-image", null)).toBe("th");
    expect(pageLang("/flex-storage", null)).toBe("en");
    expect(pageLang("/", "en")).toBe("en");
    expect(pageLang("/flex-storage", "th")).toBe("th");
  });

  it("writes dates in the language shown, by the one calendar: Buddhist era in Thai", async () => {
    const day = Date.UTC(2026, 1, 19, 1, 31);
    await chooseLang("en");
    expect(dateText(day, "medium", "UTC")).toBe("Feb 19, 2026, 01:31");
    await chooseLang("th");
    expect(dateText(day, "medium", "UTC")).toBe("19 ก.พ. 2569 01:31");
  });
});

/**
 * The texts of web/ written in `t()`, `msg()`, `<Trans id>` are in the catalogs through the extractor, and
 * `npm run i18n:check` asks each for its Thai (lingui check missing), each Thai-written one for its English
 * and every translation for its message's placeholders (web/i18n/tooling/translations.ts). A text whose
 * t() is dropped is no longer extracted: its entry then fails web/i18n/tooling/obsolete.ts. What is passed
 * to t() by a name is read here, from the tables themselves.
 */
describe("texts passed to t() by a name", () => {
  it("has the translation of every route's title, label and descriptions (Thai ones into English)", () => {
    const missing = ROUTES.flatMap((route) =>
      [route.title, route.label, ROUTE_DESCRIPTIONS[route.path] ?? DEFAULT_DESCRIPTION, route.cardDescription]
        .filter((text): text is string => Boolean(text))
        .filter((text) => (THAI.test(text) ? en[text] === undefined : th[text] === undefined))
        .map((text) => `${route.path}: ${text}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});

/**
 * Label tables keyed by a type (select options, canvas labels): a value written without msg() is not
 * extracted, so the tables themselves are read.
 */
const LABEL_TABLES = {
  ACTION_CHOICE_LABELS,
  ACTION_TYPE_LABELS,
  QUICK_REPLY_TYPE_LABELS,
  LAYOUT_TEMPLATES: Object.fromEntries(LAYOUT_TEMPLATES.map((template) => [template.id, template.label])),
  AUDIENCE_ENUM_VALUES: Object.fromEntries(AUDIENCE_ENUM_VALUES.map((value) => [value, value])),
  QUICK_REPLY_DEFAULTS: { DEFAULT_QUICK_REPLY_LABEL, DEFAULT_QUICK_REPLY_TEXT, PREVIEW_PLACEHOLDER },
};

describe("texts built in web/ outside t()", () => {
  it("has Thai for every value of the label tables", () => {
    const missing = Object.entries(LABEL_TABLES).flatMap(([table, labels]) =>
      Object.values(labels)
        .filter((label) => th[label] === undefined)
        .map((label) => `${table}: ${label}`),
    );
    expect(missing).toEqual([]);
  });

  it("builds the action editor's options and field labels in the language chosen when it renders", async () => {
    const render = () =>
      inApp(
        createElement(ActionEditor, {
          action: { type: "clipboard", clipboardText: "x" },
          onChange: () => {},
        }),
      );
    expect(render()).toContain("Label (optional)");
    expect(render()).toContain(">Share Official Account</option>");
    await chooseLang("th");
    const thai = render();
    expect(thai).toContain("ป้ายกำกับ (ไม่บังคับ)");
    expect(thai).toContain(">แชร์บัญชี LINE Official Account</option>");
    expect(thai).not.toContain("Label (optional)");
  });

  it("draws the Flex preview's regions and tap descriptions in the language chosen when it renders", async () => {
    const carousel = {
      type: "carousel",
      contents: [
        {
          type: "bubble",
          body: {
            type: "box",
            layout: "vertical",
            contents: [{ type: "button", action: { type: "message", label: "Hi", text: "hello" } }],
          },
        },
      ],
    };
    const render = () =>
      inApp(createElement(FlexPreview, { container: carousel, altText: "Menu", mode: "mobile" }));
    expect(render()).toContain('aria-label="Carousel of 1 bubbles"');
    expect(render()).toContain("Sends message: hello");
    expect(describeAction({ type: "uri", uri: "https://example.com" })).toBe("Opens https://example.com");
    await chooseLang("th");
    const thai = render();
    expect(thai).toContain('aria-label="แครูเซลจำนวน 1 บับเบิล"');
    expect(thai).toContain('aria-label="ตัวอย่าง Flex Message: Menu"');
    expect(thai).toContain("ส่งข้อความ: hello");
    expect(describeAction({ type: "postback", data: "a=1", displayText: "Buy" })).toBe(
      'ส่งข้อมูลกลับ: a=1, แสดง "Buy"',
    );
  });

  it("shows the messages web/ fills in (kept in English in state and drafts) in Thai", async () => {
    await chooseLang("th");
    expect(tm(MAX_AREAS_MESSAGE)).toBe("Imagemap หนึ่งรายการมีพื้นที่ได้สูงสุด 50 พื้นที่");
    expect(tm(desc("Recompressed to JPEG at quality {quality}% ({kb} KB)", { quality: 72, kb: 980 }))).toBe(
      "บีบอัดใหม่เป็น JPEG ที่คุณภาพ 72% (980 KB)",
    );
  });
});

/** The message tables of shared/ (some filled in from templates), as the web shows them. */
const SHARED_MESSAGES = [
  AUDIENCE_ID_MESSAGES,
  AUDIENCE_MESSAGES,
  {
    IMPORT_FAILED_MESSAGE,
    FLEX_MESSAGE_NOT_FOUND,
    JSON_TOO_DEEP_MESSAGE,
    NOT_A_FRIEND_MESSAGE,
    HEX_COLOR_ERROR,
  },
  { USER_NOT_FOUND_EXPLANATION },
  FLEX_SAVE_ERRORS,
  IMAGEMAP_HINTS,
  IMAGEMAP_MESSAGES,
  IMAGEMAP_ACTION_MESSAGES,
  IMAGEMAP_VALIDATION_MESSAGES,
  ALIAS_MESSAGES,
  GROUP_MESSAGES,
  RICH_MENU_IMAGE_MESSAGES,
  PUBLISH_MESSAGES,
  RICH_MENU_MESSAGES,
  USER_LIST_MESSAGES,
  ACTION_MESSAGES,
  ICON_URL_MESSAGES,
  QUICK_REPLY_MESSAGES,
  TEXT_MESSAGE_MESSAGES,
  TEXT_MESSAGE_VALIDATION_MESSAGES,
].flatMap((table) => Object.values(table).filter((value): value is string => typeof value === "string"));

describe("messages built in shared/", () => {
  it("shows every message of shared's tables in Thai once Thai is chosen", async () => {
    await chooseLang("th");
    const untranslated = SHARED_MESSAGES.filter(
      (message) => t(message) === message || !THAI.test(t(message)),
    );
    expect(untranslated).toEqual([]);
  });
});
