import type { ExtractedMessage, ExtractorType } from "@lingui/conf";
import { parseAst } from "rolldown/parseAst";

/**
 * Lingui's own extractor reads its macros and `i18n._()`; the app writes `t("English")`, `msg("English")`
 * and `<Trans id="English {node}" values={…} />` (@lingui/react's runtime component, for React nodes in a
 * text's places), and, in shared/ and the server, `descriptor("id", "English {n}")` and `desc("English {n}", …)` (id = the English). This one
 * finds those calls with literal texts, parsed by Vite's own parser (oxc through rolldown), so every text
 * a screen shows through the i18n is in the catalogs and `lingui check` can ask for its Thai.
 */

/** Calls whose first argument is a message id (the English text, or the spec's Thai one). */
const ID_CALLS = new Set(["t", "msg", "desc"]);

/** A node of oxc's ESTree-shaped tree, read loosely. */
export type Node = { type?: unknown; start?: number; [key: string]: unknown };

/** Every node of the tree, depth first (the guard tests walk source with it too). */
export function* nodes(value: unknown): Generator<Node> {
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
 * The literal texts an argument can be: a string, a template literal without `${…}`, and either branch of
 * `a ? "x" : "y"` or `a ?? "x"` (`t(count === 1 ? "1 area" : "{count} areas")`).
 */
function literalTexts(value: unknown): string[] {
  const node = value as Node | undefined;
  if (!node) return [];
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? [node.value] : [];
    case "TemplateLiteral": {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      return quasis.length === 1 && quasis[0]?.value.cooked ? [quasis[0].value.cooked] : [];
    }
    case "JSXExpressionContainer":
    case "ParenthesizedExpression":
    case "TSAsExpression":
      return literalTexts(node.expression);
    case "ConditionalExpression":
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case "LogicalExpression":
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    default:
      return [];
  }
}

/** The 1-based line of a character offset. */
export function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (source.charCodeAt(index) === 10) line++;
  return line;
}

/** Every message the source shows through the i18n, as Lingui's extracted messages (origin with line). */
export function extractMessages(filename: string, code: string): ExtractedMessage[] {
  const program = parseAst(code, { lang: filename.endsWith(".tsx") ? "tsx" : "ts" }, filename);
  const found: ExtractedMessage[] = [];
  const all = [...nodes(program)];
  // `import { t as translate }`: the call goes by its local name.
  const aliases = new Map<string, string>();
  for (const node of all) {
    if (node.type !== "ImportSpecifier") continue;
    const imported = String((node.imported as Node).name);
    if (ID_CALLS.has(imported) || imported === "descriptor")
      aliases.set(String((node.local as Node).name), imported);
  }
  for (const node of all) {
    if (
      node.type === "JSXOpeningElement" &&
      (node.name as Node).type === "JSXIdentifier" &&
      (node.name as Node).name === "Trans"
    ) {
      const id = (node.attributes as Node[]).find(
        (attribute) => attribute.type === "JSXAttribute" && (attribute.name as Node).name === "id",
      );
      const origin: [string, number] = [filename, lineAt(code, node.start as number)];
      for (const text of literalTexts(id?.value)) if (text !== "") found.push({ id: text, origin });
      continue;
    }
    if (node.type !== "CallExpression") continue;
    const callee = node.callee as Node;
    if (callee.type !== "Identifier") continue;
    const name = aliases.get(String(callee.name)) ?? String(callee.name);
    const args = node.arguments as Node[];
    const origin: [string, number] = [filename, lineAt(code, node.start as number)];
    if (ID_CALLS.has(name)) {
      for (const id of literalTexts(args[0])) if (id !== "") found.push({ id, origin });
    } else if (name === "descriptor") {
      const [id] = literalTexts(args[0]);
      const [message] = literalTexts(args[1]);
      if (id) found.push({ id, origin, ...(message !== undefined && message !== id && { message }) });
    }
  }
  return found;
}

export const appExtractor: ExtractorType = {
  match: (filename) => /\.tsx?$/.test(filename) && !/\.d\.ts$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    for (const message of extractMessages(filename, code)) onMessageExtracted(message);
  },
};
