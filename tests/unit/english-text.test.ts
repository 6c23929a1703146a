import { describe, expect, it } from "vitest";
import { desc, descriptor, messageKey } from "../../shared/text/descriptor.ts";
import { englishText } from "../../shared/text/english.ts";

// The server's `{ error }` texts and its logs are these: the API tests assert some of them word for word.
describe("englishText: a descriptor's English, formatted by Lingui", () => {
  it("fills arguments, plurals (=0, one, other, #) and selects", () => {
    expect(englishText(desc("{n} of {max}", { n: 1, max: 2 }))).toBe("1 of 2");
    const plural = "{count, plural, =0 {no areas} one {# area} other {# areas}}";
    expect(englishText(desc(plural, { count: 0 }))).toBe("no areas");
    expect(englishText(desc(plural, { count: 1 }))).toBe("1 area");
    expect(englishText(desc(plural, { count: 7 }))).toBe("7 areas");
    const select = "{kind, select, image {Image} other {Text {kind}}}";
    expect(englishText(desc(select, { kind: "image" }))).toBe("Image");
    expect(englishText(desc(select, { kind: "video" }))).toBe("Text video");
  });

  it("shows the English message, not the id, and keeps a place given no value", () => {
    expect(englishText(descriptor("some.id", "Hello {name}", { name: "Ann" }))).toBe("Hello Ann");
    expect(englishText(desc("{missing} stays"))).toBe("{missing} stays");
    expect(englishText("LINE's own words {x}")).toBe("LINE's own words {x}");
  });

  it("reads ICU quoting: a doubled apostrophe and quoted braces", () => {
    expect(englishText(desc("''{label}'' is taken", { label: "A" }))).toBe("'A' is taken");
    expect(englishText(desc("Fill in '{Base URL}'"))).toBe("Fill in {Base URL}");
  });

  it("formats nested messages and lists of them, '; '-separated", () => {
    const nested = desc("Area {area}: {error}", { area: 2, error: desc("Too long by {n}", { n: 3 }) });
    expect(englishText(nested)).toBe("Area 2: Too long by 3");
    const list = desc("Fix: {errors}", { errors: [desc("one {a}", { a: "x" }), desc("two")] });
    expect(englishText(list)).toBe("Fix: one x; two");
  });
});

describe("messageKey", () => {
  it("is one key per message and values, without formatting", () => {
    expect(messageKey("text")).toBe("text");
    expect(messageKey(desc("A {n}", { n: 1 }))).toBe(messageKey(desc("A {n}", { n: 1 })));
    expect(messageKey(desc("A {n}", { n: 1 }))).not.toBe(messageKey(desc("A {n}", { n: 2 })));
  });
});
