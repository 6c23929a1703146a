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

/**
 * Attributes whose value is shown or read out to the user: the DOM's, and the app components' props that
 * render as such (Field's hint, Dialog's description, the canvas editor's ariaLabel/imageAlt …).
 */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "title",
  "placeholder",
  "alt",
  "label",
  "hint",
  "description",
  "prompt",
  "buttonLabel",
  "confirmLabel",
  "cancelLabel",
  "ariaLabel",
  "imageAlt",
  "widthLabel",
  "heightLabel",
]);

/**
 * Literals that stay as they are in every language, each with why. Keyed "file: text" (file relative to
 * web/), so the same words elsewhere are still caught.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  "app/home.tsx: LINE DEV Tools": "the product's name",
  "app/layout/sandbox-panel.tsx: LINE: {…}": "a sandbox chat's name after the product's name",
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
  "tools/audience/id-list-field.tsx: U4af4980629c6c0d4a7f9f3b2b1a0e8d7": "sample data: a user ID",
  "tools/audience/id-list-field.tsx: 8F3C1E2A-1B2C-4D5E-8F90-A1B2C3D4E5F6": "sample data: an advertising ID",
  // The Flex renderer draws LINE's message and has no catalog texts yet: its tap descriptions
  // (describe-action.ts, "Opens …", "Sends message: …") are English too, and Copy HTML copies its labels.
  // Translating it is one change of its own, these four with those descriptions.
  "components/flex-preview/carousel.tsx: Carousel of {…} bubbles": "Flex renderer, see above",
  "components/flex-preview/flex-preview.tsx: Flex Message preview: {…}": "Flex renderer, see above",
  "components/flex-preview/flex-preview.tsx: Tapped: {…}": "Flex renderer, see above",
  "components/flex-preview/flex-text.tsx: Unsupported: {…}": "Flex renderer, see above",
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

/**
 * The literal texts an expression shows: a string or template literal (its `${…}` parts written `{…}`),
 * either branch of `a ? "x" : "y"`, either side of `a || "x"` and `"a" + b`. Calls (`t("…")`, helpers)
 * and nested JSX are not looked into: what they show is theirs.
 */
function shownLiterals(value: unknown): { text: string; start: number }[] {
  const node = value as Node | null;
  if (!node) return [];
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? [{ text: node.value, start: node.start as number }] : [];
    case "TemplateLiteral": {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      const text = quasis.map((quasi) => quasi.value.cooked ?? "").join("{…}");
      return [{ text, start: node.start as number }];
    }
    case "JSXExpressionContainer":
    case "ParenthesizedExpression":
    case "TSAsExpression":
      return shownLiterals(node.expression);
    case "ConditionalExpression":
      return [...shownLiterals(node.consequent), ...shownLiterals(node.alternate)];
    case "LogicalExpression":
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    case "BinaryExpression":
      // Only a concatenation shows its strings; `status === "ready"` compares one.
      return node.operator === "+" ? [...shownLiterals(node.left), ...shownLiterals(node.right)] : [];
    default:
      return [];
  }
}

/** The untranslated texts of one .tsx source. */
function untranslatedTexts(source: string, file: string): Found[] {
  const found: (Found & { offset: number })[] = [];
  const add = (text: string, offset: number, letters: number) => {
    if (latinLetters(text) >= letters) found.push({ file, line: lineAt(source, offset), text, offset });
  };
  const program = parseAst(source, { lang: "tsx" }, file);
  for (const node of nodes(program)) {
    if (node.type === "JSXText") {
      const raw = String(node.value);
      // The text's own line, not the line of the tag it follows.
      add(raw.replace(/\s+/g, " ").trim(), (node.start as number) + raw.length - raw.trimStart().length, 2);
    } else if (node.type === "JSXElement" || node.type === "JSXFragment") {
      for (const child of node.children as Node[]) {
        if (child.type !== "JSXExpressionContainer") continue;
        for (const { text, start } of shownLiterals(child)) add(text, start, 2);
      }
    } else if (node.type === "JSXAttribute") {
      const name = node.name as Node;
      if (name.type !== "JSXIdentifier" || !READ_ATTRIBUTES.has(String(name.name))) continue;
      for (const { text, start } of shownLiterals(node.value)) add(text, start, 3);
    }
  }
  // In the order they are written (the tree gives a tag's {…} children before its text).
  return found.sort((a, b) => a.offset - b.offset).map(({ offset: _, ...text }) => text);
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
      "  <>",
      '  <button type="button" aria-label="Close" title={"Zoom in"} data-x="Not read">',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TSX source to parse, its template literal is the point
      "    Save it {count} ok {busy ? 'Saving' : t(\"Save\")} {`${count} items`}",
      "  </button>",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TSX source to parse, its template literal is the point
      '  <img alt={`Design of ${name}`} src="/a.png" className="size-4 rounded" />',
      '  {status === "ready" && <p>{t("Ready")}</p>}',
      "  </>",
      ");",
    ].join("\n");
    expect(untranslatedTexts(sample, "sample.tsx")).toEqual([
      { file: "sample.tsx", line: 3, text: "Close" },
      { file: "sample.tsx", line: 3, text: "Zoom in" },
      { file: "sample.tsx", line: 4, text: "Save it" },
      { file: "sample.tsx", line: 4, text: "ok" },
      { file: "sample.tsx", line: 4, text: "Saving" },
      { file: "sample.tsx", line: 4, text: "{…} items" },
      { file: "sample.tsx", line: 6, text: "Design of {…}" },
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
