import { describe, expect, it } from "vitest";
import { caretAfter } from "../../web/components/flex-preview-panel/flex-json-input.tsx";

describe("caretAfter (where the code editor puts the caret when it takes over from the text area)", () => {
  it("is at the end of a paste into an empty field", () => {
    expect(caretAfter("", '{"type":"bubble"}')).toBe(17);
  });

  it("is after the pasted part when text stays on both sides", () => {
    expect(caretAfter('{"a":1}', '{"a":1,"b":2}')).toBe(12);
    expect(caretAfter("[]", "[1,2,3]")).toBe(6);
  });

  it("is where a deletion happened", () => {
    expect(caretAfter("abcdef", "abef")).toBe(2);
  });

  it("is at the end when nothing changed", () => {
    expect(caretAfter("same", "same")).toBe(4);
  });

  it("takes an ambiguous repeat as added at the end", () => {
    expect(caretAfter("aa", "aaa")).toBe(3);
  });
});
