import { readdirSync, readFileSync } from "node:fs";
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

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx|ts)$/.test(entry.name) ? [path] : [];
  });
}

describe("the LINE green token", () => {
  const css = readFileSync(join(WEB, "styles.css"), "utf8");
  const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6});`).exec(css)?.[1] ?? "";

  it("carries white text at 4.5:1 or more, hover shade included", () => {
    expect(contrastWithWhite(token("line"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(token("line-dark"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite("#06C755")).toBeLessThan(4.5);
  });

  it("is the only green the app's controls use (no literal #06C755 left)", () => {
    // The Flex preview draws LINE's own colours and is exempt: it shows messages, not our controls.
    const offenders = sources(WEB)
      .filter((file) => !file.includes(`${join("components", "flex-preview")}/`))
      .filter((file) => /#06c755|#05b04b|#05b34c/i.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
