/**
 * The argument names of an ICU MessageFormat text, nested ones too (`{n, plural, one {# of {type}} …}` →
 * n, type), without the words of select / plural branches: a translation must use the same arguments as
 * its English, whatever words its branches hold. Quoted text (`'{Base URL}'`) is not an argument.
 */
export function icuArguments(message: string): string[] {
  const names = new Set<string>();
  collect(message, names);
  return [...names].sort();
}

function collect(text: string, names: Set<string>): void {
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === "'") {
      at = skipQuote(text, at);
      continue;
    }
    if (char !== "{") {
      at++;
      continue;
    }
    const close = matchingBrace(text, at);
    const [name = "", kind, ...rest] = text.slice(at + 1, close).split(",");
    names.add(name.trim());
    if (kind !== undefined && /^\s*(select|plural|selectordinal)\s*$/.test(kind))
      branches(rest.join(","), names);
    at = close + 1;
  }
}

/** `key {body} other {body}`: each body's arguments. */
function branches(body: string, names: Set<string>): void {
  for (let at = body.indexOf("{"); at !== -1; at = body.indexOf("{", at)) {
    const close = matchingBrace(body, at);
    collect(body.slice(at + 1, close), names);
    at = close + 1;
  }
}

/** `''` is an apostrophe; `'{…'` quotes up to the next apostrophe. */
function skipQuote(text: string, at: number): number {
  const next = text[at + 1];
  if (next === "'") return at + 2;
  if (next !== "{" && next !== "}" && next !== "#") return at + 1;
  const end = text.indexOf("'", at + 1);
  return end === -1 ? text.length : end + 1;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === "{") depth++;
    else if (text[at] === "}" && --depth === 0) return at;
  }
  return text.length;
}
