import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";
import { lineAt, type Node, nodes } from "../../web/i18n/extractor/extractor.ts";

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
  "app/layout/header.tsx: {APP_NAME}": "the product's name",
  "app/layout/sidebar.tsx: {APP_NAME}": "the product's name",
  "tools/flex-storage/editor-card.tsx: {FLEX_STORAGE_LIMIT}": "a number",
  "tools/rich-menu-editor/page.tsx: {RICH_MENU_LIMITS.maxAreas}": "a number",
  "tools/rich-menu-builder/details-card.tsx: {RICH_MENU_LIMITS.maxAreas}": "a number",
  "tools/rich-menu-builder/editor-card.tsx: {RICH_MENU_LIMITS.maxAreas}": "a number",
  "tools/text-message/message-cards.tsx: {SENDER_NAME_MAX}": "a number",
  "app/layout/sandbox-panel.tsx: LINE: {…}": "a sandbox chat's name after the product's name",
  "app/layout/language-switch.tsx: Language":
    "the switch's legend is written in both languages (ภาษา · Language) so it is found whichever one the page is in",
  "app/layout/language-switch.tsx: The language could not be loaded, try again":
    "shown when no catalog could load, so written in Thai and English side by side",
  "components/rich-menu/share-oa-fields.tsx: @lineid": "sample data: the form of a LINE ID",
  "tools/imagemap-builder/config-card.tsx: https://example.com/imagemap/campaign": "sample data: a URL",
  "tools/qr-generator/data-card.tsx: URL": "a term, written the same in Thai",
  "tools/qr-generator/data-card.tsx: https://example.com": "sample data: a URL",
  'tools/rich-menu-builder/import-dialog.tsx: { "size": { "width": 2500, "height": 1686 }, "areas": [ … ] }':
    "sample data: rich menu JSON",
  "tools/text-message/icon-url-field.tsx: https://example.com/icon.png": "sample data: a URL",
  "tools/audience/id-list-field.tsx: U4af4980629c6c0d4a7f9f3b2b1a0e8d7": "sample data: a user ID",
  "tools/audience/id-list-field.tsx: 8F3C1E2A-1B2C-4D5E-8F90-A1B2C3D4E5F6": "sample data: an advertising ID",
  "app/layout/language-switch.tsx: ภาษา · Language":
    "the header switch's title, in both languages like the sidebar's legend",
  "app/layout/language-switch.tsx: English":
    "each language is named in itself, so it is found whichever is shown",
  "components/rich-menu/action-fields.tsx: https://example.com": "sample data: a URL",
  "tools/text-message/model.ts: https://example.com": "sample data: a URL",
  "tools/webhook/composer-card.tsx: https://bot.example.com/webhook": "sample data: a URL",
  "tools/webhook/mode-card.tsx: https://bot.example.com/webhook": "sample data: a URL",
  "tools/webhook/composer.ts: Siam Paragon": "sample data: a place's name in a location message",
  "tools/webhook/signature-line.tsx: Node": "a framework's name above its code",
  "tools/webhook/signature-line.tsx: Hono": "a framework's name above its code",
  "tools/webhook/signature-line.tsx: Express": "a framework's name above its code",
  "tools/imagemap-builder/model.ts: Base URL": "a prefix the validation messages are matched by, not shown",
  "tools/imagemap-builder/model.ts: Alt text": "a prefix the validation messages are matched by, not shown",
};

/**
 * Whole files whose texts are checked another way, each with why (relative to web/, like ALLOWED).
 */
const ALLOWED_FILES: Readonly<Record<string, string>> = {
  "app/routes.ts":
    "the route table: i18n.test.ts reads its titles, labels and descriptions and fails on one without Thai; the shell shows them through t()",
};

interface Found {
  file: string;
  line: number;
  text: string;
}

/** Letters of the Latin alphabet: Thai text (the spec's Thai screens) is already in the user's language. */
const latinLetters = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;

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

/** `toast(…)`, `toast.success(…)` and the like: sonner's toaster, whose messages reach the screen as given. */
function isToastCall(node: Node): boolean {
  const callee = node.callee as Node;
  if (callee.type === "Identifier") return callee.name === "toast";
  return callee.type === "MemberExpression" && (callee.object as Node).type === "Identifier"
    ? (callee.object as Node).name === "toast"
    : false;
}

/** Calls whose string arguments are not shown as they are: the i18n's own, and the DOM's and the language's APIs. */
const NOT_SHOWN_CALLS = new Set([
  "t",
  "msg",
  "fill",
  "descriptor",
  "desc",
  "translate",
  "Error",
  "error",
  "warn",
  "log",
  "getElementById",
  "querySelector",
  "querySelectorAll",
  "setAttribute",
  "getAttribute",
  "addEventListener",
  "removeEventListener",
  "fetch",
  "startsWith",
  "endsWith",
  "includes",
  "split",
  "replace",
  "join",
  "closest",
  "get",
  "set",
  "has",
  "matchMedia",
  "createElement",
]);

/** Reads as an English sentence: a capitalised word, then more words ("Unsupported flex type"). */
const SENTENCE = /^[A-Z][a-z]*\b[^{}<>=;]*\s[A-Za-z]{2,}/;

/**
 * A sentence handed to a helper that shows it (`unsupported("Unsupported flex type", 0)`): no JSX rule
 * sees it, the helper's parameter is just a string.
 */
function sentenceArguments(node: Node): Node[] {
  const callee = node.callee as Node;
  const name =
    callee.type === "Identifier"
      ? callee.name
      : callee.type === "MemberExpression"
        ? (callee.property as Node).name
        : undefined;
  if (typeof name !== "string" || NOT_SHOWN_CALLS.has(name)) return [];
  return (node.arguments as Node[]).filter(
    (arg) => arg.type === "Literal" && typeof arg.value === "string" && SENTENCE.test(arg.value),
  );
}

/** `NAME` or `NAME.key`: a module constant (SCREAMING_CASE) shown without t(). */
function constantName(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  const screaming = (name: unknown) => typeof name === "string" && /^[A-Z][A-Z0-9_]{2,}$/.test(name);
  if (node.type === "Identifier" && screaming(node.name)) return String(node.name);
  if (node.type === "MemberExpression" && !node.computed) {
    const object = node.object as Node;
    if (object.type === "Identifier" && screaming(object.name))
      return `${String(object.name)}.${String((node.property as Node).name)}`;
  }
  return undefined;
}

/** A property's or a parameter's name, when it is one written as a plain name or string. */
function nameOf(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === "Identifier") return String(node.name);
  return node.type === "Literal" && typeof node.value === "string" ? node.value : undefined;
}

/**
 * The untranslated texts of one .ts/.tsx source. In JSX: text and read attributes. Anywhere: toast
 * messages, `label`/`title`/`description`/… properties of tables (select options, columns)
 * and the default values of such props (`title = "Rich Menu JSON"`), which are built outside JSX and
 * shown later, so the JSX rules never see them.
 */
function untranslatedTexts(source: string, file: string): Found[] {
  const found: (Found & { offset: number })[] = [];
  const add = (text: string, offset: number, letters: number) => {
    if (latinLetters(text) >= letters) found.push({ file, line: lineAt(source, offset), text, offset });
  };
  const addShown = (value: unknown) => {
    for (const { text, start } of shownLiterals(value)) add(text, start, 3);
  };
  const program = parseAst(source, { lang: file.endsWith(".tsx") ? "tsx" : "ts" }, file);
  for (const node of nodes(program)) {
    if (node.type === "JSXText") {
      const raw = String(node.value);
      // The text's own line, not the line of the tag it follows.
      add(raw.replace(/\s+/g, " ").trim(), (node.start as number) + raw.length - raw.trimStart().length, 2);
    } else if (node.type === "JSXElement" || node.type === "JSXFragment") {
      for (const child of node.children as Node[]) {
        if (child.type !== "JSXExpressionContainer") continue;
        for (const { text, start } of shownLiterals(child)) add(text, start, 2);
        // A constant shown as it is (`{EDITOR_INSTRUCTIONS}`, `{AUDIENCE_MESSAGES.empty}`): shared/'s and
        // the tables' texts are English, so they are shown through t().
        const constant = constantName(child.expression as Node);
        if (constant)
          found.push({
            file,
            line: lineAt(source, child.start as number),
            text: `{${constant}}`,
            offset: child.start as number,
          });
      }
    } else if (node.type === "JSXAttribute") {
      const name = node.name as Node;
      if (name.type !== "JSXIdentifier" || !READ_ATTRIBUTES.has(String(name.name))) continue;
      addShown(node.value);
    } else if (node.type === "CallExpression" && isToastCall(node)) {
      // Its options' description is a `description` property, read below with the tables'.
      addShown((node.arguments as Node[])[0]);
    } else if (node.type === "CallExpression") {
      for (const arg of sentenceArguments(node)) add(String(arg.value), arg.start as number, 3);
    } else if (node.type === "Property" && !node.computed) {
      const key = nameOf(node.key as Node);
      if (key && READ_ATTRIBUTES.has(key)) addShown(node.value);
    } else if (node.type === "AssignmentPattern") {
      const key = nameOf(node.left as Node);
      if (key && READ_ATTRIBUTES.has(key)) addShown(node.right);
    }
  }
  // In the order they are written (the tree gives a tag's {…} children before its text).
  return found.sort((a, b) => a.offset - b.offset).map(({ offset: _, ...text }) => text);
}

/** The app's sources but the catalogs (whose values are the translations). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join("web", "i18n") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("texts outside t()", () => {
  const files = sourceFiles("web");
  const found = files.flatMap((path) =>
    untranslatedTexts(readFileSync(path, "utf8"), path.slice("web/".length)),
  );
  const checked = found.filter(({ file }) => ALLOWED_FILES[file] === undefined);

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
      "  <p>{EDITOR_INSTRUCTIONS}{AUDIENCE_MESSAGES.empty}{t(EDITOR_INSTRUCTIONS)}{APP_NAME_X}</p>",
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
      { file: "sample.tsx", line: 8, text: "{EDITOR_INSTRUCTIONS}" },
      { file: "sample.tsx", line: 8, text: "{AUDIENCE_MESSAGES.empty}" },
      { file: "sample.tsx", line: 8, text: "{APP_NAME_X}" },
    ]);
  });

  it("finds toasts, option tables and default props built outside JSX without t()", () => {
    const sample = [
      'const KINDS = [{ value: "a", label: "Share it" }, { value: "b", label: msg("Kept") }];',
      'function Card({ title = "Rich Menu JSON", hint = t("Fine") }) {',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TS source to parse, its template literal is the point
      '  toast.success(`Imported ${count} areas`, { description: "Left out: none", id: "import-1" });',
      '  toast.error(t("Failed"), { description: failed ? "Try again later" : t("Reload") });',
      '  toast("Saved");',
      '  notToast.success("Not a toast");',
      '  unsupported("Unsupported flex type", 0); unsupported(t("Unsupported flex type"), 0); el.closest("Some selector here");',
      '  return { label: busy ? "Saving" : t("Save"), value: "plain value" };',
      "}",
    ].join("\n");
    expect(untranslatedTexts(sample, "sample.ts")).toEqual([
      { file: "sample.ts", line: 1, text: "Share it" },
      { file: "sample.ts", line: 2, text: "Rich Menu JSON" },
      { file: "sample.ts", line: 3, text: "Imported {…} areas" },
      { file: "sample.ts", line: 3, text: "Left out: none" },
      { file: "sample.ts", line: 4, text: "Try again later" },
      { file: "sample.ts", line: 5, text: "Saved" },
      { file: "sample.ts", line: 6, text: "Not a toast" },
      { file: "sample.ts", line: 7, text: "Unsupported flex type" },
      { file: "sample.ts", line: 8, text: "Saving" },
    ]);
  });

  it("puts every text shown through t(), but the allowed ones", () => {
    const untranslated = checked
      .filter(({ file, text }) => ALLOWED[`${file}: ${text}`] === undefined)
      .map(({ file, line, text }) => `web/${file}:${line} ${JSON.stringify(text)}`);
    expect(untranslated).toEqual([]);
  });

  it("allows only what is still there", () => {
    const seen = new Set(checked.map(({ file, text }) => `${file}: ${text}`));
    expect(Object.keys(ALLOWED).filter((key) => !seen.has(key))).toEqual([]);
    const filesWithTexts = new Set(found.map(({ file }) => file));
    expect(Object.keys(ALLOWED_FILES).filter((file) => !filesWithTexts.has(file))).toEqual([]);
  });
});
