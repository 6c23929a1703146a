import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIENCE_ID_MESSAGES } from "../../shared/audience/ids.ts";
import { AUDIENCE_MESSAGES } from "../../shared/audience/list.ts";
import { IMPORT_FAILED_MESSAGE } from "../../shared/editor/import.ts";
import { FLEX_MESSAGE_NOT_FOUND, FLEX_SAVE_ERRORS } from "../../shared/flex/storage.ts";
import { IMAGEMAP_HINTS, IMAGEMAP_MESSAGES } from "../../shared/imagemap/imagemap.ts";
import { IMAGEMAP_ACTION_MESSAGES, IMAGEMAP_VALIDATION_MESSAGES } from "../../shared/imagemap/validate.ts";
import { JSON_TOO_DEEP_MESSAGE } from "../../shared/json/depth.ts";
import { NOT_A_FRIEND_MESSAGE } from "../../shared/line-send/api.ts";
import { HEX_COLOR_ERROR } from "../../shared/qr/color.ts";
import { ALIAS_MESSAGES } from "../../shared/richmenu/alias.ts";
import { USER_NOT_FOUND_EXPLANATION } from "../../shared/richmenu/api.ts";
import { GROUP_MESSAGES } from "../../shared/richmenu/group.ts";
import { RICH_MENU_IMAGE_MESSAGES } from "../../shared/richmenu/image.ts";
import { PUBLISH_MESSAGES } from "../../shared/richmenu/publish-plan.ts";
import { RICH_MENU_MESSAGES } from "../../shared/richmenu/rich-menu.ts";
import { USER_LIST_MESSAGES } from "../../shared/richmenu/user-batches.ts";
import { ACTION_MESSAGES } from "../../shared/richmenu/validate-action.ts";
import { ICON_URL_MESSAGES } from "../../shared/text-message/icon-url.ts";
import { QUICK_REPLY_MESSAGES } from "../../shared/text-message/quick-replies.ts";
import { TEXT_MESSAGE_MESSAGES } from "../../shared/text-message/text-message.ts";
import { TEXT_MESSAGE_VALIDATION_MESSAGES } from "../../shared/text-message/validate.ts";
import { ROUTES } from "../../web/app/routes.ts";
import { describeAction, FlexPreview } from "../../web/components/flex-preview/index.ts";
import { ACTION_CHOICE_LABELS } from "../../web/components/rich-menu/action-choices.ts";
import { ActionEditor } from "../../web/components/rich-menu/action-editor.tsx";
import en from "../../web/i18n/catalogs/en.ts";
import th from "../../web/i18n/catalogs/th.ts";
import {
  chooseLang,
  chosenLang,
  dateLocale,
  fillNodes,
  onLangChosen,
  pageLang,
  resetLangForTests,
  restoreLang,
  t,
} from "../../web/i18n/i18n.ts";
import { ACTION_TYPE_LABELS, MAX_AREAS_MESSAGE } from "../../web/tools/imagemap-builder/model.ts";
import { QUICK_REPLY_TYPE_LABELS } from "../../web/tools/text-message/model.ts";

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

  it("leaves placeholders it was not given (the spec's '{host}' sample) untouched", () => {
    expect(t("{host}")).toBe("{host}");
    expect(t("Log in as {name}", { other: 1 })).toBe("Log in as {name}");
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

  it("restores a saved choice, and ignores anything else stored under its key", async () => {
    localStorage.setItem("line-dev-tools.lang", "th");
    expect(await restoreLang()).toBe("th");
    expect(t("Return to Home")).toBe("กลับไปหน้าแรก");
    resetLangForTests();
    localStorage.setItem("line-dev-tools.lang", "fr");
    expect(await restoreLang()).toBeNull();
    expect(t("Return to Home")).toBe("Return to Home");
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
    expect(await restoreLang()).toBeNull();
    await chooseLang("th");
    expect(t("Logout")).toBe("ออกจากระบบ");
  });
});

describe("fillNodes()", () => {
  it("puts each node where the chosen language's sentence has its place", async () => {
    const date = createElement("time", { dateTime: "2026-01-02" }, "2 Jan");
    const render = () => renderToStaticMarkup(fillNodes(t("Created {date}"), { date }));
    expect(render()).toBe('Created <time dateTime="2026-01-02">2 Jan</time>');
    await chooseLang("th");
    expect(render()).toBe('สร้างเมื่อ <time dateTime="2026-01-02">2 Jan</time>');
  });

  it("leaves a place it was given no node for as written", () => {
    expect(renderToStaticMarkup(fillNodes("{a} of {b}", { a: createElement("b", null, "1") }))).toBe(
      "<b>1</b> of {b}",
    );
  });
});

describe("page language and dates", () => {
  it("marks home and Upload Image as Thai until a language is chosen", () => {
    expect(pageLang("/", null)).toBe("th");
    expect(pageLang("/upload-image", null)).toBe("th");
    expect(pageLang("/flex-storage", null)).toBe("en");
    expect(pageLang("/", "en")).toBe("en");
    expect(pageLang("/flex-storage", "th")).toBe("th");
  });

  it("writes Thai-locale dates only in Thai (or where the spec does), English ones in English", async () => {
    expect(dateLocale("th-TH")).toBe("th-TH");
    expect(dateLocale()).toBeUndefined();
    await chooseLang("en");
    expect(dateLocale("th-TH")).toBe("en-US");
    await chooseLang("th");
    expect(dateLocale()).toBe("th-TH");
  });
});

/** Every `t("…")` / `msg("…")` literal in web/, read from the source. */
function sourceTexts(): { text: string; file: string }[] {
  const found: { text: string; file: string }[] = [];
  const call = /\b(?:t|msg|translate)\(\s*("(?:[^"\\\n]|\\.)*"|`[^`$\\]*`)/g;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "i18n") walk(path);
      } else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, "utf8");
        for (const match of source.matchAll(call)) {
          const literal = match[1] as string;
          const text = literal.startsWith("`") ? literal.slice(1, -1) : (JSON.parse(literal) as string);
          found.push({ text, file: path });
        }
      }
    }
  };
  walk("web");
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("catalogs", () => {
  const texts = sourceTexts();
  for (const route of ROUTES) {
    for (const text of [route.title, route.label, route.description, route.cardDescription]) {
      if (text) texts.push({ text, file: `routes.ts ${route.path}` });
    }
  }

  it("finds the app's texts", () => {
    expect(texts.length).toBeGreaterThan(40);
  });

  it("translates every English text into Thai and every Thai text into English", () => {
    const missing = texts
      .filter(({ text }) => (THAI.test(text) ? en[text] === undefined : th[text] === undefined))
      .map(({ text, file }) => `${file}: ${text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("keeps each translation's placeholders", () => {
    for (const catalog of [th, en]) {
      for (const [key, value] of Object.entries(catalog)) {
        expect(placeholders(value), key).toEqual(placeholders(key));
      }
    }
  });
});

/**
 * Label tables keyed by a type (select options, canvas labels): a value written without msg() is not
 * read by the source scan above, so the tables themselves are read.
 */
const LABEL_TABLES = { ACTION_CHOICE_LABELS, ACTION_TYPE_LABELS, QUICK_REPLY_TYPE_LABELS };

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
      renderToStaticMarkup(
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
    expect(thai).toContain(">แชร์ Official Account</option>");
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
      renderToStaticMarkup(
        createElement(FlexPreview, { container: carousel, altText: "Menu", mode: "mobile" }),
      );
    expect(render()).toContain('aria-label="Carousel of 1 bubbles"');
    expect(render()).toContain("Sends message: hello");
    expect(describeAction({ type: "uri", uri: "https://example.com" })).toBe("Opens https://example.com");
    await chooseLang("th");
    const thai = render();
    expect(thai).toContain('aria-label="Carousel จำนวน 1 bubble"');
    expect(thai).toContain('aria-label="ตัวอย่าง Flex Message: Menu"');
    expect(thai).toContain("ส่งข้อความ: hello");
    expect(describeAction({ type: "postback", data: "a=1", displayText: "Buy" })).toBe(
      'Postback: data=a=1, แสดง "Buy"',
    );
  });

  it("shows the messages web/ fills in (kept in English in state and drafts) in Thai", async () => {
    await chooseLang("th");
    expect(t(MAX_AREAS_MESSAGE)).toBe("Imagemap หนึ่งรายการมีพื้นที่ได้สูงสุด 50 พื้นที่");
    expect(t("Recompressed to JPEG at quality 72% (980 KB)")).toBe("บีบอัดใหม่เป็น JPEG ที่คุณภาพ 72% (980 KB)");
    expect(t("Sandbox users unavailable (HTTP 503)")).toBe("โหลดผู้ใช้ Sandbox ไม่ได้ (HTTP 503)");
    expect(t("Area 2: action is missing")).toBe("พื้นที่ 2: ไม่มี action");
  });
});

/**
 * Every string literal in shared/ that is a message template: a `{part}` with some words around it
 * (what t() matches a filled-in message against; `fill("Area {area}: {error}", …)` and the like).
 */
function sharedTemplates(): { text: string; file: string }[] {
  const found: { text: string; file: string }[] = [];
  const literal = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // The Flex designer's texts are descriptors (id + ICU message) whose Thai is checked by id in
      // tests/unit/flex-designer-messages.test.ts, not matched back from filled-in English.
      if (entry.isDirectory()) {
        if (path !== join("shared", "flex-designer")) walk(path);
      } else if (entry.name.endsWith(".ts")) {
        for (const match of readFileSync(path, "utf8").matchAll(literal)) {
          const text =
            match[1] !== undefined
              ? (JSON.parse(`"${match[1]}"`) as string)
              : (match[2] as string).replace(/\\'/g, "'");
          const words = text.replace(/\{\w+\}/g, "").trim();
          if (/\{\w+\}/.test(text) && !text.includes("${") && words.length >= 3)
            found.push({ text, file: path });
        }
      }
    }
  };
  walk("shared");
  return found;
}

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
  const templates = sharedTemplates();

  it("finds shared's templates", () => {
    expect(templates.length).toBeGreaterThan(80);
  });

  it("translates every template into Thai", () => {
    const missing = templates
      .filter(({ text }) => th[text] === undefined)
      .map(({ text, file }) => `${file}: ${text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("shows every message of shared's tables in Thai once Thai is chosen", async () => {
    await chooseLang("th");
    const untranslated = SHARED_MESSAGES.filter(
      (message) => t(message) === message || !THAI.test(t(message)),
    );
    expect(untranslated).toEqual([]);
  });
});
