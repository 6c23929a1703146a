import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatFlexProblem } from "../../shared/flex/types.ts";
import { validateFlexContainer } from "../../shared/flex/validate.ts";
import { validateImagemap } from "../../shared/imagemap/validate.ts";
import { checkLiffAcceptance } from "../../shared/line-send/liff-acceptance.ts";
import { qrTooLongMessage } from "../../shared/qr/capacity.ts";
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
import { fill } from "../../shared/text/fill.ts";
import { validateTextMessage } from "../../shared/text-message/validate.ts";
import { chooseLang, resetLangForTests, t } from "../../web/i18n/i18n.ts";

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

describe("fill (shared/)", () => {
  it("fills the English template and leaves parts it was not given", () => {
    expect(fill("Area {area}: {error}", { area: 2, error: "bounds are missing" })).toBe(
      "Area 2: bounds are missing",
    );
    expect(fill('{value} must be {width}:{height}, e.g. "20:13"', { value: '"x"' })).toBe(
      '"x" must be {width}:{height}, e.g. "20:13"',
    );
  });
});

describe("messages built in shared/, in both languages", () => {
  it("rich menu bounds: English as the spec words it, Thai once chosen, English again", async () => {
    const message = boundsOutsideMessage({ width: 2500, height: 1686 });
    expect(message).toBe("Bounds must lie inside the 2500 × 1686 image");
    expect(t(message)).toBe(message);
    await chooseLang("th");
    expect(t(message)).toBe("Bounds ต้องอยู่ภายในรูปภาพขนาด 2500 × 1686");
    await chooseLang("en");
    expect(t(message)).toBe(message);
  });

  it("translates a message nested in another: page, then the alias problem", async () => {
    let group = setGroupFields(createTabGroup<Img>(), { name: "Shop", chatBarText: "Menu" });
    group = addPage(group);
    group = setPageAlias(group, group.pages[2]?.id ?? "", "page-1");
    const { errors } = validateGroup(group);
    expect(errors).toContain('Page 3: Alias ID "page-1" is used by another page of the group');
    await chooseLang("th");
    const shown = errors.map((error) => t(error));
    expect(shown).toContain('หน้า 3: Alias ID "page-1" ถูกใช้โดยหน้าอื่นในกลุ่มแล้ว');
    expect(shown).toContain("หน้า 1: กรุณาอัปโหลดรูปภาพ");
  });

  it("translates each reason of a '; '-separated list", async () => {
    const [note] = leftOutAreaNotes(
      [{ bounds: { x: -1, y: 0, width: 3000, height: 10 }, action: { type: "message", text: "Hi" } }],
      { width: 2500, height: 1686 },
    );
    expect(note).toBe(
      "Area 1 will be left out: Bounds x and y must be at least 0; Bounds must lie inside the 2500 × 1686 image",
    );
    await chooseLang("th");
    expect(t(note ?? "")).toBe(
      "พื้นที่ 1 จะไม่ถูกรวมไว้: Bounds x และ y ต้องไม่น้อยกว่า 0; Bounds ต้องอยู่ภายในรูปภาพขนาด 2500 × 1686",
    );
  });

  it("LIFF refusal: the sentence and every action count in Thai, LINE's action types as they are", async () => {
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
    expect(reason).toBe(
      "LINE only lets a LIFF app share Flex messages whose buttons open links: 2 actions are postback; 1 action is clipboard",
    );
    await chooseLang("th");
    expect(t(reason)).toBe(
      "LINE ให้แอป LIFF แชร์ข้อความ Flex ได้เฉพาะเมื่อทุกปุ่มเปิดลิงก์ (uri): Action 2 รายการเป็นประเภท postback; Action 1 รายการเป็นประเภท clipboard",
    );
  });

  it("keeps LINE's own words as LINE sent them and translates the sentence around them", async () => {
    // "must be a string" is also one of our own texts: LINE's copy of it must still not be translated.
    const lines = lineDetailsByArea([
      { property: "areas[0].action.uri", message: "must be a string" },
      { property: "areas[1]", message: "invalid area" },
    ]);
    expect(lines.get(0)).toEqual(["LINE: action.uri: must be a string"]);
    const failure = failureLine({ page: 2, area: 1, error: "invalid uri" });
    expect(failure).toBe("Page 2, area 1: invalid uri");
    await chooseLang("th");
    expect(t(lines.get(0)?.[0] ?? "")).toBe("LINE แจ้งว่า: action.uri: must be a string");
    expect(t(lines.get(1)?.[0] ?? "")).toBe("LINE แจ้งว่า: invalid area");
    // The more specific template wins: "Page {page}, area {area}: …" before "Page {page}: …".
    expect(t(failure)).toBe("หน้า 2 พื้นที่ 1: invalid uri");
  });

  it("Flex schema problems: JSON paths and values stay, the words are Thai", async () => {
    const problems = validateFlexContainer({ type: "bubble", size: "huge", body: { type: "box" } });
    const english = problems.map((problem) => problem.message);
    expect(english).toContain('"huge" is not one of nano, micro, deca, hecto, kilo, mega, giga');
    await chooseLang("th");
    const shown = problems.map((problem) => formatFlexProblem({ ...problem, message: t(problem.message) }));
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
    expect(imagemap.errors.map((error) => t(error))).toContain("Action ที่ 1: ต้องระบุ text");
    expect(text.errors.map((error) => t(error))).toContain("Quick Reply ที่ 1: URI ต้องเป็น URL ที่ถูกต้อง");
    expect(t(qr)).toMatch(/^ข้อมูลยาวเกินกว่าจะสร้าง QR Code ที่ระดับแก้ไขข้อผิดพลาด L ได้: ข้อมูลมี 3000 ไบต์/);
  });

  it("leaves a text no template matches as it is", async () => {
    await chooseLang("th");
    expect(t("Something LINE said")).toBe("Something LINE said");
    expect(t("richmenu-0123")).toBe("richmenu-0123");
  });
});
