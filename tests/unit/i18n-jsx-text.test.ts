import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";

/**
 * i18n.test.ts checks every `t("…")` has a translation; this one finds the texts that never reach t():
 * JSX text and string attributes people read (aria-label, title, placeholder, alt, label) written as
 * plain literals stay English for a user who chose Thai. Parsed with Vite's own parser (oxc through
 * rolldown), so JSX is read the way the build reads it.
 */

/** Attributes whose value is shown or read out to the user. */
const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label"]);

/**
 * Literals that stay as they are in every language, each with why. Keyed "file: text" (file relative to
 * web/), so the same words elsewhere are still caught.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  "app/home.tsx: LINE DEV Tools": "the product's name",
  "app/layout/language-switch.tsx: Language":
    "the switch's legend is written in both languages (ภาษา · Language) so it is found whichever one the page is in",
  "app/layout/language-switch.tsx: The language could not be loaded, try again":
    "shown when no catalog could load, so written in Thai and English side by side",
  "components/rich-menu/share-oa-fields.tsx: @lineid": "sample data: the form of a LINE ID",
  "tools/imagemap-builder/config-card.tsx: https://example.com/imagemap/campaign": "sample data: a URL",
  "tools/qr-generator/data-card.tsx: URL": "a term, written the same in Thai",
  "tools/qr-generator/data-card.tsx: https://example.com": "sample data: a URL",
  'tools/rich-menu-manager/import-dialog.tsx: { "size": { "width": 2500, "height": 1686 }, "areas": [ … ] }':
    "sample data: rich menu JSON",
  "tools/text-message/icon-url-field.tsx: https://example.com/icon.png": "sample data: a URL",
};

interface Found {
  file: string;
  line: number;
  text: string;
}

/** Letters of the Latin alphabet: Thai text (the spec's Thai screens) is already in the user's language. */
const latinLetters = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (source.charCodeAt(index) === 10) line++;
  return line;
}

type Node = { type?: unknown; start?: number; [key: string]: unknown };

/** Every node of the tree, depth first. */
function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodes(item);
  } else if (value && typeof value === "object") {
    const node = value as Node;
    if (typeof node.type === "string") yield node;
    for (const [key, child] of Object.entries(node)) {
      if (key !== "parent" && child && typeof child === "object") yield* nodes(child);
    }
  }
}

/** A string literal, written bare (`title="…"`) or in braces (`title={"…"}`). */
function attributeText(value: unknown): string | undefined {
  const node = value as Node | null;
  if (!node) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "JSXExpressionContainer") return attributeText(node.expression);
  return undefined;
}

/** The untranslated texts of one .tsx source. */
function untranslatedTexts(source: string, file: string): Found[] {
  const found: Found[] = [];
  const program = parseAst(source, { lang: "tsx" }, file);
  for (const node of nodes(program)) {
    let text: string | undefined;
    let offset = node.start as number;
    if (node.type === "JSXText") {
      const raw = String(node.value);
      const value = raw.replace(/\s+/g, " ").trim();
      // The text's own line, not the line of the tag it follows.
      offset += raw.length - raw.trimStart().length;
      if (latinLetters(value) >= 2) text = value;
    } else if (node.type === "JSXAttribute") {
      const name = node.name as Node;
      const value = attributeText(node.value);
      if (name.type === "JSXIdentifier" && READ_ATTRIBUTES.has(String(name.name)) && value !== undefined) {
        if (latinLetters(value) >= 3) text = value;
      }
    }
    if (text !== undefined) found.push({ file, line: lineAt(source, offset), text });
  }
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith(".tsx") ? [path] : [];
  });
}

describe("texts outside t()", () => {
  const files = tsxFiles("web");
  const found = files.flatMap((path) =>
    untranslatedTexts(readFileSync(path, "utf8"), path.slice("web/".length)),
  );

  it("reads the app's components", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("finds a JSX text and a read attribute written without t()", () => {
    const sample = [
      "export const A = () => (",
      '  <button type="button" aria-label="Close" title={"Zoom in"} data-x="Not read">',
      "    Save it {count} ok",
      "  </button>",
      ");",
    ].join("\n");
    expect(untranslatedTexts(sample, "sample.tsx")).toEqual([
      { file: "sample.tsx", line: 2, text: "Close" },
      { file: "sample.tsx", line: 2, text: "Zoom in" },
      { file: "sample.tsx", line: 3, text: "Save it" },
      { file: "sample.tsx", line: 3, text: "ok" },
    ]);
  });

  it("puts every JSX text and read attribute through t(), but the allowed ones", () => {
    const untranslated = found
      .filter(({ file, text }) => ALLOWED[`${file}: ${text}`] === undefined)
      .map(({ file, line, text }) => `web/${file}:${line} ${JSON.stringify(text)}`);
    expect(untranslated).toEqual([]);
  });

  it("allows only what is still there", () => {
    const seen = new Set(found.map(({ file, text }) => `${file}: ${text}`));
    expect(Object.keys(ALLOWED).filter((key) => !seen.has(key))).toEqual([]);
  });
});
