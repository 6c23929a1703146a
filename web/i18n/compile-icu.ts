import type {
  CompiledIcuChoices,
  CompiledMessage,
  CompiledMessageToken,
} from "@lingui/message-utils/compileMessage";

/**
 * Lingui's runtime message compiler, small: the catalogs are compiled at build time (`lingui compile`),
 * so this only reads the messages that have no entry in the chosen language's catalog: the English
 * texts as written, and descriptors' English messages. It knows the ICU the app writes, `{name}`,
 * `{name, plural|selectordinal|select, key {…} …}` with `#` and `offset:`, quoting with `'`; anything
 * else in braces (a JSON sample in an error) is kept as text, where Lingui's full parser would throw.
 */
const CHOICE = /^\s*(\w+)\s*,\s*(plural|selectordinal|select)\s*,([\s\S]*)$/;

export function compileIcu(text: string): CompiledMessage {
  return compilePart(text, false);
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === "{") depth++;
    else if (text[at] === "}" && --depth === 0) return at;
  }
  return -1;
}

function compilePart(text: string, inPlural: boolean): CompiledMessage {
  const out: CompiledMessageToken[] = [];
  let literal = "";
  const flush = () => {
    if (literal) out.push(literal);
    literal = "";
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    const next = text[at + 1];
    if (char === "'" && next === "'") {
      literal += "'";
      at++;
    } else if (char === "'" && (next === "{" || next === "}" || (inPlural && next === "#"))) {
      const end = text.indexOf("'", at + 1);
      const stop = end === -1 ? text.length : end;
      literal += text.slice(at + 1, stop);
      at = stop;
    } else if (char === "#" && inPlural) {
      flush();
      out.push("#");
    } else if (char === "{") {
      const close = matchingBrace(text, at);
      const token = close === -1 ? undefined : argument(text.slice(at + 1, close));
      if (token === undefined) {
        literal += close === -1 ? text.slice(at) : text.slice(at, close + 1);
        at = close === -1 ? text.length : close;
      } else {
        flush();
        out.push(token);
        at = close;
      }
    } else literal += char;
  }
  flush();
  return out;
}

/** `{name}` or a plural/select; undefined for anything else, which stays text. */
function argument(body: string): CompiledMessageToken | undefined {
  const simple = /^\s*(\w+)\s*$/.exec(body);
  if (simple) return [simple[1] as string];
  const choice = CHOICE.exec(body);
  if (!choice) return undefined;
  const [, name = "", type = "", rest = ""] = choice;
  const cases: Record<string, CompiledMessage> = {};
  let offset: number | undefined;
  let at = 0;
  while (at < rest.length) {
    const open = rest.indexOf("{", at);
    if (open === -1) break;
    const key = rest.slice(at, open).trim();
    const close = matchingBrace(rest, open);
    if (close === -1) return undefined;
    const withOffset = /^offset:\s*(\d+)\s+(\S+)$/.exec(key);
    if (withOffset) offset = Number(withOffset[1]);
    const caseKey = withOffset ? (withOffset[2] as string) : key;
    if (!/^(=\d+|\w+)$/.test(caseKey)) return undefined;
    cases[caseKey.startsWith("=") ? caseKey.slice(1) : caseKey] = compilePart(
      rest.slice(open + 1, close),
      type !== "select",
    );
    at = close + 1;
  }
  if (rest.slice(at).trim() !== "" || !Object.hasOwn(cases, "other")) return undefined;
  return [name, type, { ...cases, offset } as CompiledIcuChoices];
}
