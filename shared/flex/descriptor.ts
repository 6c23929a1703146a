/**
 * A user-visible message as data: an `id` the web's catalogs translate, the English `message` (ICU
 * MessageFormat, what a catalog without the id falls back to) and the `values` of its `{parts}`. The
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

/** The English text of a descriptor: its `{name}` parts filled in (plural forms are not used here). */
export function englishText(message: Descriptor): string {
  return message.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(message.values, name) ? String(message.values[name]) : whole,
  );
}
