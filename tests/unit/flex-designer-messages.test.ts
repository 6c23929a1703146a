import { describe, expect, it } from "vitest";
import {
  BLOCK_STYLE_PROPERTIES,
  BUBBLE_PROPERTIES,
  CAROUSEL_PROPERTIES,
  COMPONENT_PROPERTIES,
  LINEAR_GRADIENT_PROPERTIES,
} from "../../shared/flex/schema.ts";
import { DESIGNER_MESSAGES } from "../../shared/flex-designer/messages.ts";
import { FLEX_TEMPLATES } from "../../shared/flex-designer/templates/index.ts";
import { type Descriptor, desc, type Values } from "../../shared/text/descriptor.ts";
import { englishText } from "../../shared/text/english.ts";
import { sourceCatalog } from "../../web/i18n/tooling/catalog-files.ts";

const THAI = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;
/** The designer's ids (messages, property labels, template titles) in the Thai catalogs, as written. */
const DESIGNER_ID = /^(flexDesigner|flex\.property)\./;
const FLEX_DESIGNER_TH = Object.fromEntries(
  Object.entries(sourceCatalog("th")).filter(([id]) => DESIGNER_ID.test(id)),
);

/** The names of an ICU message's top-level arguments: `{count, plural, …}` and `{path}` → count, path. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let at = 0; at < message.length; at++) {
    if (message[at] === "{") {
      if (depth === 0) names.add(/^\{\s*(\w+)/.exec(message.slice(at))?.[1] ?? "");
      depth++;
    } else if (message[at] === "}") depth--;
  }
  expect(depth, message).toBe(0);
  return [...names].sort();
}

const messages: Descriptor[] = Object.values(DESIGNER_MESSAGES).map((make) =>
  (make as (...args: unknown[]) => Descriptor)("box", "vertical", 2),
);
const labels: Descriptor[] = [
  ...Object.values(COMPONENT_PROPERTIES),
  BUBBLE_PROPERTIES,
  CAROUSEL_PROPERTIES,
  BLOCK_STYLE_PROPERTIES,
  LINEAR_GRADIENT_PROPERTIES,
].flatMap((table) => Object.values(table).map((spec) => spec.label));
const titles = FLEX_TEMPLATES.map((template) => template.title);
const ALL = [...messages, ...labels, ...titles];

describe("the designer's descriptors", () => {
  it("have one id per message, and a value for every argument", () => {
    expect(new Set(messages.map((message) => message.id)).size).toBe(messages.length);
    for (const message of messages) {
      expect(message.id).toMatch(/^flexDesigner\.[\w.]+$/);
      expect(argumentsOf(message.message), message.id).toEqual(Object.keys(message.values).sort());
    }
  });

  it("each have their Thai, with the same arguments", () => {
    const missing = ALL.filter((message) => FLEX_DESIGNER_TH[message.id] === undefined).map(
      (message) => message.id,
    );
    expect([...new Set(missing)]).toEqual([]);
    for (const message of ALL) {
      const thai = FLEX_DESIGNER_TH[message.id] ?? "";
      expect(THAI.test(thai) || /^[A-Z][a-z]+$/.test(thai), message.id).toBe(true);
      expect(argumentsOf(thai), message.id).toEqual(argumentsOf(message.message));
    }
  });

  it("has no Thai for an id nobody gives", () => {
    const ids = new Set(ALL.map((message) => message.id));
    expect(Object.keys(FLEX_DESIGNER_TH).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe("englishText (the ICU the descriptors use, through Lingui)", () => {
  const formatIcu = (message: string, values: Values) => englishText(desc(message, values));
  it("fills arguments, selects and plurals", () => {
    expect(formatIcu("{n} of {max}", { n: 1, max: 2 })).toBe("1 of 2");
    const plural = "{count, plural, =0 {none} one {# child} other {# children}} left";
    expect(formatIcu(plural, { count: 0 })).toBe("none left");
    expect(formatIcu(plural, { count: 1 })).toBe("1 child left");
    expect(formatIcu(plural, { count: 5 })).toBe("5 children left");
    const select = "in {place, select, hero {the hero} other {{place}}}";
    expect(formatIcu(select, { place: "hero" })).toBe("in the hero");
    expect(formatIcu(select, { place: "somewhere" })).toBe("in somewhere");
    expect(formatIcu("{missing} stays", {})).toBe("{missing} stays");
  });

  it("gives every designer message as a sentence with nothing left to fill", () => {
    for (const message of messages) expect(englishText(message), message.id).not.toMatch(/[{}#]/);
  });
});
