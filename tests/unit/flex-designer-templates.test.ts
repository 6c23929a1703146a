import { describe, expect, it } from "vitest";
import { validateAltText } from "../../shared/flex/message.ts";
import { validateFlexContainer } from "../../shared/flex/validate.ts";
import { liffShareRefusal } from "../../shared/flex-designer/actions.ts";
import { exportMessage, openDesign } from "../../shared/flex-designer/design.ts";
import { measureSize } from "../../shared/flex-designer/size-meter.ts";
import { FLEX_TEMPLATES } from "../../shared/flex-designer/templates/index.ts";
import { checkLiffAcceptance } from "../../shared/line-send/liff-acceptance.ts";

/** Thai letters, vowels and tone marks (not ฿, which English prices use too). */
const THAI = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;

/** The message's shape without its words: the same design in both languages. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value !== "object" || value === null) return typeof value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "text" || key === "label" ? "words" : shape(item),
    ]),
  );
}

const CASES = FLEX_TEMPLATES.flatMap((template) =>
  (["en", "th"] as const).map((lang) => [template.id, lang, template.messages[lang]] as const),
);

describe("templates", () => {
  it("are at least 10, each with its own id and a title descriptor", () => {
    expect(FLEX_TEMPLATES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(FLEX_TEMPLATES.map((template) => template.id)).size).toBe(FLEX_TEMPLATES.length);
    for (const template of FLEX_TEMPLATES) {
      expect(template.title.id).toBe(`flexDesigner.template.${template.id}`);
      expect(template.title.message.length).toBeGreaterThan(0);
    }
    expect(FLEX_TEMPLATES.map((template) => template.id)).toEqual(
      expect.arrayContaining([
        "receipt",
        "boarding-pass",
        "product-carousel",
        "restaurant-menu",
        "coupon",
        "event-invitation",
        "reservation",
        "news-digest",
        "profile-card",
        "survey",
      ]),
    );
  });

  it.each(CASES)("%s (%s) is valid, within LINE's size and shareable through LIFF", (_id, _lang, message) => {
    expect(validateFlexContainer(message.contents)).toEqual([]);
    expect(validateAltText(message.altText)).toEqual([]);
    const opened = openDesign(message.contents, message.altText);
    if (!opened.ok) throw new Error("does not open");
    expect(measureSize(message.contents).level).toBe("ok");
    expect(liffShareRefusal(opened.design)).toBeNull();
    expect(checkLiffAcceptance([{ ...exportMessage(opened.design) }]).ok).toBe(true);
  });

  it.each(FLEX_TEMPLATES.map((template) => [template.id, template] as const))(
    "%s is written in Thai and in English, one design",
    (_id, template) => {
      const { en, th } = template.messages;
      expect(THAI.test(th.altText)).toBe(true);
      expect(THAI.test(JSON.stringify(th.contents))).toBe(true);
      expect(THAI.test(JSON.stringify(en))).toBe(false);
      expect(shape(th.contents)).toEqual(shape(en.contents));
    },
  );
});
