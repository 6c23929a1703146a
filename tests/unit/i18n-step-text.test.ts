import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildSwapPlan, describeSwapStep } from "../../shared/richmenu/swap-plan.ts";
import { chooseLang, resetLangForTests } from "../../web/i18n/i18n.ts";
import { stepText, swapOutcomeText } from "../../web/tools/rich-menu-manager/step-text.ts";

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  resetLangForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe("stepText: the server's step lines on screen", () => {
  it("leaves every line as the server wrote it when no language was chosen", () => {
    for (const line of ["Delete the old menu", "Re-point alias tab-a to the new menu", "Create page 2"]) {
      expect(stepText(line)).toBe(line);
    }
  });

  it("translates fixed and templated lines into Thai, keeping ids and page numbers", async () => {
    await chooseLang("th");
    expect(stepText("Delete the old menu")).toBe("ลบเมนูเดิม");
    expect(stepText("Delete richmenu-abc")).toBe("ลบ richmenu-abc");
    expect(stepText("Re-point alias tab-a to the new menu")).toBe("ย้าย alias tab-a ไปที่เมนูใหม่");
    expect(stepText("Create alias tab-b → page 2")).toBe("สร้าง alias tab-b → หน้า 2");
    expect(stepText("Point alias tab-a back to richmenu-old")).toBe("ชี้ alias tab-a กลับไปที่ richmenu-old");
    expect(stepText("Something new the server says")).toBe("Something new the server says");
  });

  it("knows every line the swap plan writes", async () => {
    await chooseLang("th");
    const plan = buildSwapPlan(
      { oldRichMenuId: "richmenu-old", deleteOld: true },
      { defaultRichMenuId: "richmenu-old", aliases: new Map([["tab-a", "richmenu-old"]]) },
    );
    for (const step of plan.steps) {
      const line = describeSwapStep(step);
      expect(stepText(line), line).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it("writes the swap outcome in the chosen language, translating LINE's failure line too", async () => {
    await chooseLang("th");
    const text = swapOutcomeText(
      {
        ok: false,
        error: "LINE did not finish moving the users in time; they were moved back",
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
    const { dateLocale } = await import("../../web/i18n/i18n.ts");
    const created = 1613723460; // 2021-02-19 08:31 UTC
    const shown = () => formatAudienceCreated(created, "UTC", dateLocale("th-TH"));
    expect(shown()).toBe(formatAudienceCreated(created, "UTC"));
    expect(shown()).toContain("64"); // Buddhist year 2564
    await chooseLang("en");
    expect(shown()).toBe("2/19/21, 08:31");
    await chooseLang("th");
    expect(shown()).toContain("64");
  });
});
