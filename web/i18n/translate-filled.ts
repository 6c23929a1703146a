import { chosenLang, i18n, t } from "./i18n.ts";

/**
 * A message shared/ or the server filled in already ("Area 2: action is missing", from
 * `fill("Area {area}: {error}", …)`), shown in the chosen language: matched back to the catalog id it
 * was filled from with regular expressions built from every id, then formatted by Lingui with its parts.
 * On its way out: messages become descriptors (`tm()`, descriptor.ts) translated where they are shown.
 */

interface Matcher {
  template: string;
  names: string[];
  prefix: string;
  suffix: string;
  pattern: RegExp;
}

/**
 * Parts that are always numbers where a message is filled in ("Page {page} of {pages}"): matched as
 * numbers only, so "Page 3: … of the group" is not read as page "3: … " of pages "the group".
 */
const NUMBER_PARTS = new Set([
  "area",
  "batch",
  "batches",
  "bytes",
  "count",
  "done",
  "length",
  "max",
  "min",
  "n",
  "number",
  "page",
  "pages",
  "position",
  "total",
]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
const matchersByCatalog = new WeakMap<object, Matcher[]>();

/**
 * One matcher per catalog key with a placeholder and some words around it, the most specific first:
 * the longest fixed start ("Action {number}: {error}" before "{where} is required", which would take
 * "Action 1: text" as its field), then the most fixed words ("Page {page}, area {area}: {error}"
 * before "Page {page}: {error}"), then the most {error} parts.
 */
function templateMatchers(catalog: object): Matcher[] {
  const cached = matchersByCatalog.get(catalog);
  if (cached) return cached;
  const matchers: Matcher[] = [];
  for (const template of Object.keys(catalog)) {
    const literals = template.split(/\{\w+\}/);
    if (literals.length < 2 || literals.join("").trim().length < 3) continue;
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((found) => found[1] as string);
    let source = escapeRegExp(literals[0] as string);
    names.forEach((name, index) => {
      source += NUMBER_PARTS.has(name) ? "(-?\\d[\\d,.]*)" : "([\\s\\S]+?)";
      source += escapeRegExp(literals[index + 1] as string);
    });
    matchers.push({
      template,
      names,
      prefix: literals[0] as string,
      suffix: literals.at(-1) as string,
      pattern: new RegExp(`^${source}$`),
    });
  }
  const literalLength = (template: string) => template.replace(/\{\w+\}/g, "").length;
  // On a tie ("Area {n}: {target}" and "Area {area}: {error}"), the template reading a part as a message
  // wins: its {error} is translated in turn, where the other would leave "Area 2: action is missing" half English.
  const messageParts = (matcher: Matcher) => matcher.names.filter((name) => name.startsWith("error")).length;
  matchers.sort(
    (a, b) =>
      b.prefix.length - a.prefix.length ||
      literalLength(b.template) - literalLength(a.template) ||
      messageParts(b) - messageParts(a),
  );
  matchersByCatalog.set(catalog, matchers);
  return matchers;
}

/**
 * A filled-in message in the chosen language, or undefined when no template matches. Parts named
 * `{error}` are messages in turn and `{errors}` a "; "-separated list of them; every other part (ids,
 * numbers, JSON paths, LINE's own words) stays as it came.
 */
export function translateFilled(text: string): string | undefined {
  if (chosenLang() === null) return undefined;
  for (const { template, names, prefix, suffix, pattern } of templateMatchers(i18n.messages)) {
    if (!text.startsWith(prefix) || !text.endsWith(suffix)) continue;
    const found = pattern.exec(text);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      const part = found[index + 1] ?? "";
      if (name === "error") params[name] = t(part);
      else if (name === "errors")
        params[name] = part
          .split("; ")
          .map((one) => t(one))
          .join("; ");
      else params[name] = part;
    });
    return i18n._(template, params);
  }
  return undefined;
}
