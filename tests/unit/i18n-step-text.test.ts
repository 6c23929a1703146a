import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeStep } from "../../shared/richmenu/publish-plan.ts";
import { buildSwapPlan, describeSwapStep } from "../../shared/richmenu/swap-plan.ts";
import { desc } from "../../shared/text/descriptor.ts";
import { chooseLang, resetLangForTests } from "../../web/i18n/i18n.ts";
import { stepText, swapOutcomeText } from "../../web/tools/rich-menu-builder/step-text.ts";

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  resetLangForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe("stepText: the server's step lines (descriptors) on screen", () => {
  const lines = [
    desc("Delete the old menu"),
    desc("Delete {menu}", { menu: "richmenu-abc" }),
    desc("Re-point alias {alias} to the new menu", { alias: "tab-a" }),
    desc("Create alias {alias} → page {page}", { alias: "tab-b", page: 2 }),
    desc("Point alias {alias} back to {menu}", { alias: "tab-a", menu: "richmenu-old" }),
  ];

  it("shows every line in English when no language was chosen", () => {
    expect(lines.map(stepText)).toEqual([
      "Delete the old menu",
      "Delete richmenu-abc",
      "Re-point alias tab-a to the new menu",
      "Create alias tab-b → page 2",
      "Point alias tab-a back to richmenu-old",
    ]);
  });

  it("translates fixed and templated lines into Thai, keeping ids and page numbers", async () => {
    await chooseLang("th");
    expect(lines.map(stepText)).toEqual([
      "ลบเมนูเดิม",
      "ลบ richmenu-abc",
      'ย้ายชื่อแทน "tab-a" ไปที่เมนูใหม่',
      'สร้างชื่อแทน "tab-b" → หน้า 2',
      'ชี้ชื่อแทน "tab-a" กลับไปที่ richmenu-old',
    ]);
    // A text of the server's that is not a message of ours stays as it came.
    expect(stepText("Something new the server says")).toBe("Something new the server says");
  });

  it("knows every line the group publish plan and its undos write", async () => {
    await chooseLang("th");
    const steps = [
      describeStep({ kind: "validate", page: 0 }),
      describeStep({ kind: "createAlias", aliasId: "a", target: { page: 1 } }),
      describeStep({
        kind: "repointAlias",
        aliasId: "a",
        target: { richMenuId: "r" },
        previousRichMenuId: "p",
      }),
      describeStep({ kind: "setDefault", target: { page: 0 }, previousRichMenuId: null }),
    ];
    for (const step of steps) expect(stepText(step), step.id).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("knows every line the swap plan writes", async () => {
    await chooseLang("th");
    const plan = buildSwapPlan(
      { oldRichMenuId: "richmenu-old", deleteOld: true },
      { defaultRichMenuId: "richmenu-old", aliases: new Map([["tab-a", "richmenu-old"]]) },
    );
    for (const step of plan.steps) {
      const line = describeSwapStep(step);
      expect(stepText(line), line.id).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it("writes the swap outcome in the chosen language, translating LINE's failure line too", async () => {
    await chooseLang("th");
    const text = swapOutcomeText(
      {
        ok: false,
        error: desc("LINE did not finish moving the users in time; they were moved back"),
        rolledBack: true,
        leftBehind: [],
      } as never,
      { oldRichMenuId: "richmenu-old", deleteOld: false },
    );
    expect(text).toContain("ย้ายผู้ใช้ไม่เสร็จภายในเวลาที่กำหนด");
    expect(text).not.toMatch(/Swap failed/);
  });
});

describe("audience Created dates", () => {
  it("are Thai-locale by default and in Thai, English-locale once English is chosen", async () => {
    const { formatAudienceCreated } = await import("../../shared/audience/list.ts");
    const { chosenLang } = await import("../../web/i18n/i18n.ts");
    const created = 1613723460; // 2021-02-19 08:31 UTC
    const shown = () => formatAudienceCreated(created, chosenLang(), "UTC");
    expect(shown()).toBe(formatAudienceCreated(created, null, "UTC"));
    expect(shown()).toContain("64"); // Buddhist year 2564
    await chooseLang("en");
    expect(shown()).toBe("2/19/21, 08:31");
    await chooseLang("th");
    expect(shown()).toContain("64");
  });
});
