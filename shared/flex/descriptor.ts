/**
 * A user-visible message as data: an `id` the web's catalogs translate, the English `message` (ICU
 * MessageFormat, what a catalog without the id falls back to) and the `values` of its arguments. The
 * shape of a Lingui message descriptor, so the web can hand it to `i18n._(descriptor)` as it is.
 */
export interface Descriptor {
  readonly id: string;
  readonly message: string;
  readonly values: Readonly<Record<string, string | number>>;
}

export function descriptor(
  id: string,
  message: string,
  values: Readonly<Record<string, string | number>> = {},
): Descriptor {
  return { id, message, values };
}

/**
 * The English text of a descriptor, for logs, the server and tests (the web formats with its i18n library).
 * Knows the ICU subset the descriptors use: `{name}`, `{name, select, key {…} other {…}}` and
 * `{name, plural, =0 {…} one {…} other {…}}` with `#` for the number.
 */
export function englishText(message: Descriptor): string {
  return formatIcu(message.message, message.values);
}

export function formatIcu(pattern: string, values: Readonly<Record<string, string | number>>): string {
  let out = "";
  let at = 0;
  while (at < pattern.length) {
    const open = pattern.indexOf("{", at);
    if (open === -1) return out + pattern.slice(at);
    out += pattern.slice(at, open);
    const close = matchingBrace(pattern, open);
    out += formatArgument(pattern.slice(open + 1, close), values);
    at = close + 1;
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === "{") depth++;
    else if (text[at] === "}" && --depth === 0) return at;
  }
  return text.length;
}

function formatArgument(argument: string, values: Readonly<Record<string, string | number>>): string {
  const [name = "", kind, ...rest] = argument.split(",");
  const key = name.trim();
  const value = Object.hasOwn(values, key) ? values[key] : undefined;
  if (kind === undefined) return value === undefined ? `{${argument}}` : String(value);
  const options = new Map<string, string>();
  const body = rest.join(",");
  for (let at = 0; at < body.length; ) {
    const open = body.indexOf("{", at);
    if (open === -1) break;
    const close = matchingBrace(body, open);
    options.set(body.slice(at, open).trim(), body.slice(open + 1, close));
    at = close + 1;
  }
  const chosen =
    kind.trim() === "plural"
      ? (options.get(`=${value}`) ?? (value === 1 ? options.get("one") : undefined) ?? options.get("other"))
      : (options.get(String(value)) ?? options.get("other"));
  if (chosen === undefined) return "";
  const text = formatIcu(chosen, values);
  return kind.trim() === "plural" ? text.replaceAll("#", String(value)) : text;
}
