import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run check` runs `lingui check sync` (every t()/msg()/descriptor() text is in the catalogs), `lingui
 * check missing --locale th` (each has its Thai) and `lingui compile --strict`. Here on a small project of
 * their own, with the app's extractor and catalog format, so a failure is seen to fail.
 */
const ROOT = resolve(".");
const dir = mkdtempSync(join(tmpdir(), "lingui-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

mkdirSync(join(dir, "src"));
mkdirSync(join(dir, "locales"));
writeFileSync(
  join(dir, "lingui.config.ts"),
  `import { format } from ${JSON.stringify(join(ROOT, "lingui.config.ts"))};
import { appExtractor } from ${JSON.stringify(join(ROOT, "web/i18n/extractor/extractor.ts"))};
export default {
  locales: ["en", "th"],
  sourceLocale: "en",
  fallbackLocales: false,
  format,
  extractors: [appExtractor],
  orderBy: "messageId",
  catalogs: [{ path: "<rootDir>/locales/{locale}", include: ["<rootDir>/src"] }],
};
`,
);

function lingui(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules/@lingui/cli/dist/lingui.js"),
      ...args,
      "--config",
      join(dir, "lingui.config.ts"),
      "--workers",
      "1",
    ],
    { cwd: dir, encoding: "utf8" },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const writeSource = (code: string) => writeFileSync(join(dir, "src/page.tsx"), code);
const writeThai = (catalog: Record<string, string>) =>
  writeFileSync(join(dir, "locales/th.json"), `${JSON.stringify(catalog, null, 2)}\n`);

// Each case runs the lingui CLI in a child process: seconds on a busy 2-core machine, so a minute each.
describe("the catalog checks of npm run check", { timeout: 60_000 }, () => {
  it("pass when every text is in the catalogs with its Thai", () => {
    writeSource(
      'export const A = () => t("Save") + msg(\'Menu "A"\') + t(n === 1 ? "1 area" : "{n} areas", { n });\n' +
        'export const d = descriptor("flex.size", "Size {size}", { size: 1 });\n',
    );
    expect(lingui("extract").ok).toBe(true);
    writeThai({
      "1 area": "1 พื้นที่",
      "flex.size": "ขนาด {size}",
      'Menu "A"': 'เมนู "A"',
      Save: "บันทึก",
      "{n} areas": "{n} พื้นที่",
    });
    // Extract keeps the translations, in its own order.
    expect(lingui("extract").ok).toBe(true);
    expect(lingui("check", "sync").ok).toBe(true);
    expect(lingui("check", "missing", "--locale", "th").ok).toBe(true);
    expect(lingui("compile", "--strict").ok).toBe(true);
  });

  it("fail on a message without Thai (an entry removed)", () => {
    writeThai({
      "1 area": "1 พื้นที่",
      "flex.size": "ขนาด {size}",
      'Menu "A"': 'เมนู "A"',
      Save: "",
      "{n} areas": "{n} พื้นที่",
    });
    const missing = lingui("check", "missing", "--locale", "th");
    expect(missing.ok).toBe(false);
    expect(missing.output).toMatch(/1 missing/);
    expect(lingui("compile", "--strict").ok).toBe(false);
  });

  it("fail on a new text in t() that is not in the catalogs yet", () => {
    writeThai({
      "1 area": "1 พื้นที่",
      "flex.size": "ขนาด {size}",
      'Menu "A"': 'เมนู "A"',
      Save: "บันทึก",
      "{n} areas": "{n} พื้นที่",
    });
    expect(lingui("extract").ok).toBe(true);
    expect(lingui("check", "sync").ok).toBe(true);
    writeSource(`${readFileSync(join(dir, "src/page.tsx"), "utf8")}export const B = () => t("Delete");\n`);
    const sync = lingui("check", "sync");
    expect(sync.ok).toBe(false);
    expect(sync.output).toMatch(/1 out-of-sync catalog/);
  });
});
