/**
 * A user-visible message as data: an `id` the web's catalogs translate, the English `message` (ICU
 * MessageFormat, what a catalog without the id falls back to) and the `values` of its arguments. The
 * shape of a Lingui message descriptor, so the web can hand it to `i18n._(descriptor)` as it is.
 *
 * A value is shown as it is (ids, numbers, JSON paths, LINE's own words), except a descriptor, which is a
 * message in turn (translated too), and a list of descriptors, shown "; "-separated.
 */
export interface Descriptor {
  readonly id: string;
  readonly message: string;
  readonly values: Values;
}

export type Value = string | number | Descriptor | readonly Descriptor[];
export type Values = Readonly<Record<string, Value>>;

export function descriptor(id: string, message: string, values: Values = {}): Descriptor {
  return { id, message, values };
}

/**
 * A message of shared/ whose id is its English template, the key of its translations in the web's
 * catalogs: `desc("Area {area}: {error}", { area: 2, error: desc("is required") })`. Always called with a
 * literal template, so a unit test can check that every catalog has it (tests/unit/i18n-shared-messages).
 */
export function desc(template: string, values: Values = {}): Descriptor {
  return { id: template, message: template, values };
}

export const isDescriptor = (value: unknown): value is Descriptor =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Descriptor).id === "string" &&
  typeof (value as Descriptor).message === "string" &&
  typeof (value as Descriptor).values === "object";

/** A message that may still be a plain text (LINE's words, a caller's own text): a text is shown as it is. */
export type MessageLike = string | Descriptor;

/** Separates the messages of a list value (`{errors}`), in every language. */
const LIST_SEPARATOR = "; ";

/** How a nested message is rendered: English for the server and logs, the chosen language on the web. */
export type Render = (message: Descriptor) => string;

/**
 * The English text of a descriptor, for logs, the server and tests (the web formats with its i18n library).
 * Knows the ICU subset the descriptors use: `{name}`, `{name, select, key {…} other {…}}` and
 * `{name, plural, =0 {…} one {…} other {…}}` with `#` for the number.
 */
export function englishText(message: MessageLike): string {
  return typeof message === "string" ? message : formatIcu(message.message, message.values, englishText);
}

/** A value as text: nested messages through `render`, a list of them joined. */
export function valueText(value: Value, render: Render): string {
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return (value as readonly Descriptor[]).map(render).join(LIST_SEPARATOR);
  return render(value as Descriptor);
}

export function formatIcu(pattern: string, values: Values, render: Render = englishText): string {
  let out = "";
  let at = 0;
  while (at < pattern.length) {
    const open = pattern.indexOf("{", at);
    if (open === -1) return out + literal(pattern.slice(at));
    out += literal(pattern.slice(at, open));
    const close = matchingBrace(pattern, open);
    out += formatArgument(pattern.slice(open + 1, close), values, render);
    at = close + 1;
  }
  return out;
}

/** ICU quoting as the messages use it: `''` is one apostrophe (a quote beside a brace, `''{label}''`). */
const literal = (text: string) => text.replaceAll("''", "'");

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === "{") depth++;
    else if (text[at] === "}" && --depth === 0) return at;
  }
  return text.length;
}

function formatArgument(argument: string, values: Values, render: Render): string {
  const [name = "", kind, ...rest] = argument.split(",");
  const key = name.trim();
  const value = Object.hasOwn(values, key) ? values[key] : undefined;
  if (kind === undefined) return value === undefined ? `{${argument}}` : valueText(value, render);
  const options = new Map<string, string>();
  const body = rest.join(",");
  for (let at = 0; at < body.length; ) {
    const open = body.indexOf("{", at);
    if (open === -1) break;
    const close = matchingBrace(body, open);
    options.set(body.slice(at, open).trim(), body.slice(open + 1, close));
    at = close + 1;
  }
  const plain = value === undefined || typeof value === "object" ? undefined : value;
  const chosen =
    kind.trim() === "plural"
      ? (options.get(`=${plain}`) ?? (plain === 1 ? options.get("one") : undefined) ?? options.get("other"))
      : (options.get(String(plain)) ?? options.get("other"));
  if (chosen === undefined) return "";
  const text = formatIcu(chosen, values, render);
  return kind.trim() === "plural" ? text.replaceAll("#", String(plain)) : text;
}

/** The messages given to zod as its English issue text, by that text: the server answers them as data. */
const zodMessages = new Map<string, Descriptor>();

/**
 * A descriptor as a zod issue message (zod wants a string): its English text, remembered so the server's
 * validator can answer the issue with the message as data (`zodDescriptor`).
 */
export function zodMessage(message: MessageLike): string {
  const text = englishText(message);
  if (typeof message !== "string") zodMessages.set(text, message);
  return text;
}

/** The descriptor a zod issue's message came from, else the text as a message of its own. */
export function zodDescriptor(text: string): Descriptor {
  return zodMessages.get(text) ?? descriptor(text, text);
}

/** A key for a message (React keys, de-duplication): its English text. */
export const messageKey = (message: MessageLike): string => englishText(message);

/**
 * A message as a descriptor, to be nested in another (`{error}`): a plain text is one of our literal
 * messages, its own id (LINE's words are never nested this way: they are values, shown as they came).
 */
export const asDescriptor = (message: MessageLike): Descriptor =>
  typeof message === "string" ? descriptor(message, message) : message;

/** An Error whose message is ours, as data: `described` is shown in the user's language where it is caught. */
export class MessageError extends Error {
  constructor(readonly described: Descriptor) {
    super(englishText(described));
    this.name = "MessageError";
  }
}
