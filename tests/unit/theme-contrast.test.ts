import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const WEB = join(import.meta.dirname, "..", "..", "web");

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

// That no literal LINE green is left in web/ is a lint rule (lint/line-green.grit), not a test.
describe("the LINE green token", () => {
  const css = readFileSync(join(WEB, "styles.css"), "utf8");
  const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6});`).exec(css)?.[1] ?? "";

  it("carries white text at 4.5:1 or more, hover shade included", () => {
    expect(contrastWithWhite(token("line"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(token("line-dark"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite("#06C755")).toBeLessThan(4.5);
  });
});
