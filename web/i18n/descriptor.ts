import { type MessageLike, type Values, valueText } from "../../shared/text/descriptor.ts";
import { formatMessage, type Params, t, useLang } from "./i18n.ts";

/**
 * A message given as data (`{ id, message, values }` from `shared/` or the server) in the chosen
 * language, through Lingui: the catalog's text for its id, else its English ICU message, with its values
 * filled in; nested messages (a value that is a descriptor, or a list of them) are translated first. A
 * plain text is looked up as a catalog id, else shown as it is (LINE's own words).
 */
export function tm(message: MessageLike): string {
  if (typeof message === "string") return t(message);
  return formatMessage(message.id, plainValues(message.values), message.message);
}

/** Texts and numbers as they are; a nested message (or a list of them) as its text in the chosen language. */
function plainValues(values: Values): Params {
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    plain[name] = typeof value === "number" ? value : valueText(value, tm);
  return plain;
}

/** `const tm = useTm()` in a component: the component re-renders in the new language on a switch. */
export function useTm(): typeof tm {
  useLang();
  return tm;
}
