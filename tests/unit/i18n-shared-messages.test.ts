import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_ERRORS } from "../../shared/api/errors.ts";
import { invalidAudienceIdsSummary } from "../../shared/audience/ids.ts";
import { formatFlexProblem } from "../../shared/flex/types.ts";
import { validateFlexContainer } from "../../shared/flex/validate.ts";
import { validateImagemap } from "../../shared/imagemap/validate.ts";
import { checkLiffAcceptance } from "../../shared/line-send/liff-acceptance.ts";
import { qrTooLongMessage } from "../../shared/qr/capacity.ts";
import { exampleActionNote } from "../../shared/richmenu/area-warnings.ts";
import {
  addPage,
  createTabGroup,
  setGroupFields,
  setPageAlias,
  validateGroup,
} from "../../shared/richmenu/group.ts";
import { lineDetailsByArea } from "../../shared/richmenu/line-details.ts";
import { failureLine } from "../../shared/richmenu/publish-plan.ts";
import { boundsOutsideMessage, leftOutAreaNotes } from "../../shared/richmenu/rich-menu.ts";
import { desc } from "../../shared/text/descriptor.ts";
import { englishText } from "../../shared/text/english.ts";
import { validateTextMessage } from "../../shared/text-message/validate.ts";
import { tm } from "../../web/i18n/descriptor.ts";
import { chooseLang, resetLangForTests, t } from "../../web/i18n/i18n.ts";
import { sourceCatalog } from "../../web/i18n/tooling/catalog-files.ts";
import { icuArguments } from "../../web/i18n/tooling/icu-arguments.ts";

type Img = { name: string; width: number; height: number };

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  resetLangForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe("descriptors (shared/)", () => {
  it("render their English with nested messages, lists and plurals", () => {
    const nested = desc("Area {area}: {error}", { area: 2, error: desc("bounds are missing") });
    expect(englishText(nested)).toBe("Area 2: bounds are missing");
    const list = desc("Area {area} will be left out: {errors}", {
      area: 1,
      errors: [desc("is required"), desc("must be a string")],
    });
    expect(englishText(list)).toBe("Area 1 will be left out: is required; must be a string");
    const plural = "{count, plural, one {# action is {type}} other {# actions are {type}}}";
    expect(englishText(desc(plural, { count: 1, type: "postback" }))).toBe("1 action is postback");
    expect(englishText(desc(plural, { count: 3, type: "postback" }))).toBe("3 actions are postback");
    // A part the message was not given stays as written.
    expect(englishText(desc('{value} must be {width}:{height}, e.g. "20:13"', { value: '"x"' }))).toBe(
      '"x" must be {width}:{height}, e.g. "20:13"',
    );
  });

  it("survive JSON (the server sends them as they are)", async () => {
    const message = desc("Page {page}: {error}", { page: 3, error: desc("Please upload an image") });
    const copy = JSON.parse(JSON.stringify(message));
    expect(copy).toEqual(message);
    await chooseLang("th");
    expect(tm(copy)).toBe("หน้า 3: กรุณาอัปโหลดรูปภาพ");
  });
});

describe("messages built in shared/, in both languages", () => {
  it("rich menu bounds: English as the spec words it, Thai once chosen, English again", async () => {
    const message = boundsOutsideMessage({ width: 2500, height: 1686 });
    expect(englishText(message)).toBe("Bounds must lie inside the 2500 × 1686 image");
    expect(tm(message)).toBe("Bounds must lie inside the 2500 × 1686 image");
    await chooseLang("th");
    expect(tm(message)).toBe("ขอบเขตต้องอยู่ภายในรูปภาพขนาด 2500 × 1686");
    await chooseLang("en");
    expect(tm(message)).toBe("Bounds must lie inside the 2500 × 1686 image");
  });

  it("translates a message nested in another: page, then the alias problem", async () => {
    let group = setGroupFields(createTabGroup<Img>(), { name: "Shop", chatBarText: "Menu" });
    group = addPage(group);
    group = setPageAlias(group, group.pages[2]?.id ?? "", "page-1");
    const { errors } = validateGroup(group);
    expect(errors.map(englishText)).toContain(
      'Page 3: Alias ID "page-1" is used by another page of the group',
    );
    await chooseLang("th");
    const shown = errors.map((error) => tm(error));
    expect(shown).toContain('หน้า 3: ID ชื่อแทน "page-1" ถูกใช้โดยหน้าอื่นในกลุ่มแล้ว');
    expect(shown).toContain("หน้า 1: กรุณาอัปโหลดรูปภาพ");
  });

  it("translates each reason of a list", async () => {
    const [note] = leftOutAreaNotes(
      [{ bounds: { x: -1, y: 0, width: 3000, height: 10 }, action: { type: "message", text: "Hi" } }],
      { width: 2500, height: 1686 },
    );
    if (!note) throw new Error("no note");
    expect(englishText(note)).toBe(
      "Area 1 will be left out: Bounds x and y must be at least 0; Bounds must lie inside the 2500 × 1686 image",
    );
    await chooseLang("th");
    expect(tm(note)).toBe(
      "พื้นที่ 1 จะไม่ถูกรวมไว้: x และ y ของขอบเขตต้องไม่น้อยกว่า 0; ขอบเขตต้องอยู่ภายในรูปภาพขนาด 2500 × 1686",
    );
  });

  it("LIFF refusal: the sentence and every action count (a plural) in Thai, LINE's action types as they are", async () => {
    const result = checkLiffAcceptance([
      {
        type: "flex",
        altText: "x",
        contents: {
          type: "bubble",
          body: {
            type: "box",
            layout: "vertical",
            contents: [
              { type: "button", action: { type: "postback", label: "a", data: "a" } },
              { type: "button", action: { type: "postback", label: "b", data: "b" } },
              { type: "button", action: { type: "clipboard", label: "c", clipboardText: "c" } },
            ],
          },
        },
      },
    ]);
    const reason = result.ok ? "" : result.reason;
    expect(englishText(reason)).toBe(
      "LINE only lets a LIFF app share Flex messages whose buttons open links: 2 actions are postback; 1 action is clipboard",
    );
    await chooseLang("th");
    expect(tm(reason)).toBe(
      'LINE ให้แอป LIFF แชร์ข้อความ Flex ได้เฉพาะเมื่อทุกปุ่มเปิดลิงก์: Action 2 รายการเป็นประเภท "postback"; Action 1 รายการเป็นประเภท "clipboard"',
    );
  });

  it("keeps LINE's own words as LINE sent them and translates the sentence around them", async () => {
    // "must be a string" is also one of our own texts: LINE's copy of it must still not be translated.
    const lines = lineDetailsByArea([
      { property: "areas[0].action.uri", message: "must be a string" },
      { property: "areas[1]", message: "invalid area" },
    ]);
    expect(lines.get(0)?.map(englishText)).toEqual(["LINE: action.uri: must be a string"]);
    const failure = failureLine({ page: 2, area: 1, error: "invalid uri" });
    expect(englishText(failure)).toBe("Page 2, area 1: invalid uri");
    await chooseLang("th");
    expect(lines.get(0)?.map(tm)).toEqual(["LINE แจ้งว่า: action.uri: must be a string"]);
    expect(lines.get(1)?.map(tm)).toEqual(["LINE แจ้งว่า: invalid area"]);
    expect(tm(failure)).toBe("หน้า 2 พื้นที่ 1: invalid uri");
  });

  it("Flex schema problems: JSON paths and values stay, the words are Thai", async () => {
    const problems = validateFlexContainer({ type: "bubble", size: "huge", body: { type: "box" } });
    expect(problems.map(formatFlexProblem)).toContain(
      'size: "huge" is not one of nano, micro, deca, hecto, kilo, mega, giga',
    );
    await chooseLang("th");
    const shown = problems.map((problem) => formatFlexProblem({ ...problem, message: tm(problem.message) }));
    expect(shown).toContain('size: "huge" ไม่ใช่ค่าใดใน nano, micro, deca, hecto, kilo, mega, giga');
    expect(shown).toContain("body.layout: ต้องระบุ");
  });

  it("imagemap, text message and QR messages", async () => {
    const imagemap = validateImagemap({
      type: "imagemap",
      baseUrl: "https://example.com/img",
      altText: "Menu",
      baseSize: { width: 1040, height: 1040 },
      actions: [{ type: "message", text: "", area: { x: 0, y: 0, width: 10, height: 10 } }],
    });
    const text = validateTextMessage({
      type: "text",
      text: "Hi",
      quickReply: { items: [{ type: "action", action: { type: "uri", label: "Go", uri: "nope" } }] },
    });
    const qr = qrTooLongMessage({ bytes: 3000, maxBytes: 2953, fits: false }, "L");
    await chooseLang("th");
    expect(imagemap.errors.map(tm)).toContain("Action ที่ 1: ต้องระบุข้อความ");
    expect(text.errors.map(tm)).toContain("Quick Reply ที่ 1: URI ต้องเป็น URL ที่ถูกต้อง");
    expect(tm(qr)).toMatch(/^ข้อมูลยาวเกินกว่าจะสร้าง QR Code ที่ระดับแก้ไขข้อผิดพลาด L ได้: ข้อมูลมี 3000 ไบต์/);
  });

  // Checked by breaking it: with the template's quotes single ('{label}'), ICU showed "{label}" in both languages.
  it("ICU quoting: an apostrophe beside a part stays an apostrophe, the part is filled", async () => {
    const note = exampleActionNote([2, 3]);
    expect(englishText(note ?? "")).toBe("Areas 2 and 3 still have the example action 'Buy'");
    expect(tm(note ?? "")).toBe("Areas 2 and 3 still have the example action 'Buy'");
    await chooseLang("th");
    // The Thai quotes the label as its hint does ("…"), the part filled all the same.
    expect(tm(note ?? "")).toBe('พื้นที่ 2 และ 3 ยังใช้ Action ตัวอย่าง "Buy"');
  });

  it("plurals: the count picks the English form, Thai has one", async () => {
    const one = invalidAudienceIdsSummary([{ line: 3, value: "a" }]);
    const many = invalidAudienceIdsSummary([
      { line: 3, value: "a" },
      { line: 7, value: "b" },
    ]);
    expect([englishText(one), englishText(many)]).toEqual([
      "1 invalid ID (line 3)",
      "2 invalid IDs (lines 3, 7)",
    ]);
    await chooseLang("th");
    expect([tm(one), tm(many)]).toEqual([
      "ID ไม่ถูกต้อง 1 รายการ (บรรทัด 3)",
      "ID ไม่ถูกต้อง 2 รายการ (บรรทัด 3, 7)",
    ]);
  });

  it("t() only looks up its own literal text: a filled-in sentence is not parsed back", async () => {
    await chooseLang("th");
    expect(t("Something LINE said")).toBe("Something LINE said");
    expect(t("Area 2: action is missing")).toBe("Area 2: action is missing");
    expect(tm(desc("Area {area}: {error}", { area: 2, error: desc("action is missing") }))).toBe(
      "พื้นที่ 2: ไม่มี Action",
    );
  });
});

/** The argument names of an ICU message (`{name}`, `{name, plural, …}`), nested ones too. */
const argumentNames = icuArguments;

/**
 * Every `desc("…")` of shared/ and the server is in the catalogs through the extractor (lint/
 * literal-messages.grit refuses one without a literal text), so `npm run i18n:check` asks each for its
 * Thai (lingui check missing) with the same placeholders (web/i18n/tooling/translations.ts). The API's
 * templates are named, not written, at their desc(): they are read here, from the table the server
 * answers with.
 */
describe("the Thai catalog has every message the API produces", () => {
  const catalog = sourceCatalog("th");

  // A literal text as a server route's error answer is refused by lint/coded-errors.grit: codes only, below.
  it("has a Thai entry with the same placeholders for every API error (LINE's words and wrapped messages aside)", () => {
    const missing = Object.entries(API_ERRORS)
      .filter(([code]) => code !== "message" && code !== "line.rejected")
      .filter(([, text]) => {
        const thai = catalog[text];
        return thai === undefined || argumentNames(thai).join() !== argumentNames(text).join();
      })
      .map(([code, text]) => `${code}: ${text}`);
    expect(missing).toEqual([]);
  });
});
