import { formatIcu, type MessageLike } from "../../shared/text/descriptor.ts";
import { catalogText, t, useLang } from "./i18n.ts";

/**
 * A message given as data (`{ id, message, values }` from `shared/` or the server) in the chosen
 * language: the catalog's text for its id, else its English ICU message, with its values filled in;
 * nested messages (a value that is a descriptor, or a list of them) are translated in turn. A plain
 * text is looked up as a catalog key, else shown as it is (LINE's own words).
 */
export function tm(message: MessageLike): string {
  if (typeof message === "string") return t(message);
  return formatIcu(catalogText(message.id) ?? message.message, message.values, tm);
}

/** `const tm = useTm()` in a component: the component re-renders in the new language on a switch. */
export function useTm(): typeof tm {
  useLang();
  return tm;
}
