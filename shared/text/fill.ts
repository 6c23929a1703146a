export type TextParams = Readonly<Record<string, string | number>>;

/**
 * A user-visible message built in shared/: the English template with its `{name}` parts filled in.
 * The template text is the id of its translations (web/i18n/README.md), so the web shows the message
 * in the chosen language by matching it back to its template, while the server keeps the English.
 * Name a part `{error}` when it is a message in turn (`{errors}` for a "; "-separated list of them):
 * those are translated too; every other part (ids, numbers, paths, LINE's words) is shown as it is.
 */
export function fill(template: string, params: TextParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
