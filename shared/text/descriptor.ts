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
 * literal template (lint/literal-messages.grit), so the extractor puts it in the catalogs and
 * `npm run i18n:check` asks for its Thai.
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

/**
 * How a nested message is rendered: English for the server and logs (`englishText`, english.ts), the
 * chosen language on the web (`tm()`), both through Lingui.
 */
export type Render = (message: Descriptor) => string;

/** A value as text: nested messages through `render`, a list of them joined. */
export function valueText(value: Value, render: Render): string {
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return (value as readonly Descriptor[]).map(render).join(LIST_SEPARATOR);
  return render(value as Descriptor);
}

/**
 * A key for a message (React keys, de-duplication): a text itself, a descriptor its id and values (the
 * same message with the same values is the same key; no formatting needed, so the web needs no ICU reader).
 */
export const messageKey = (message: MessageLike): string =>
  typeof message === "string" ? message : JSON.stringify([message.id, message.values]);

/**
 * A message as a descriptor, to be nested in another (`{error}`): a plain text is one of our literal
 * messages, its own id (LINE's words are never nested this way: they are values, shown as they came).
 */
export const asDescriptor = (message: MessageLike): Descriptor =>
  typeof message === "string" ? descriptor(message, message) : message;

/** An Error whose message is ours, as data: `described` is shown in the user's language where it is caught. */
export class MessageError extends Error {
  constructor(readonly described: Descriptor) {
    // Its id, the English template, for a console line; where it is caught, `described` is shown.
    super(described.id);
    this.name = "MessageError";
  }
}
